import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, MESSAGES, NOTIFICATION_STATUS, NOTIFICATION_TYPE } from '@lastro/domain';
import type { NotificationItem } from '../types';

const M = MESSAGES.notifications;

export function NotificationCard({
  item,
  onMoreInfo,
  onNavigate,
}: {
  item: NotificationItem;
  onMoreInfo: (item: NotificationItem) => void;
  onNavigate: () => void;
}) {
  const n = item.notification;
  const unread = item.status === NOTIFICATION_STATUS.unread;
  const refId = n.metadata.id;
  const hasRef = refId !== null && refId !== '';
  return (
    <Box
      component="li"
      data-testid="notification-item"
      data-status={item.status}
      sx={{
        listStyle: 'none',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : 'transparent',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        {unread && (
          <Box
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
          />
        )}
        <Typography variant="subtitle2" sx={{ fontWeight: unread ? 700 : 500, flexGrow: 1 }}>
          {n.title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {n.description}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(n.created_at)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {n.metadata.notification_info && (
          <Button size="small" variant="outlined" onClick={() => onMoreInfo(item)}>
            {M.moreInfo}
          </Button>
        )}
        {n.metadata.show_deal_info_button && hasRef && (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={`/app/appointments/edit?id=${encodeURIComponent(String(refId))}`}
            onClick={onNavigate}
          >
            {M.dealDetails}
          </Button>
        )}
        {n.type === NOTIFICATION_TYPE.agenda && hasRef && (
          <Button
            size="small"
            variant="text"
            component={RouterLink}
            to={`/app/schedules/edit?id=${encodeURIComponent(String(refId))}`}
            onClick={onNavigate}
          >
            {M.viewSchedule}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
