import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatDateTime, MESSAGES } from '@lastro/domain';
import { toastApiError } from '../../../components/Toast';
import { downloadFile } from '../api/downloadFile';
import type { NotificationItem } from '../types';

/** The server writes this HTML, but it is still treated as untrusted. */
export function sanitizeNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['download', 'data-file-id'],
    FORBID_TAGS: ['style', 'form', 'input'],
  });
}

export function NotificationDetailDialog({
  item,
  onClose,
}: {
  item: NotificationItem | null;
  onClose: () => void;
}) {
  const html = useMemo(
    () => sanitizeNotificationHtml(item?.notification.metadata.notification_info ?? ''),
    [item],
  );

  // Links to generated files need the session's token: fetch them instead of navigating.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a[data-file-id]');
    const fileId = anchor?.getAttribute('data-file-id');
    if (!fileId) return;
    event.preventDefault();
    downloadFile(fileId).catch(toastApiError);
  };

  return (
    <Dialog
      open={Boolean(item)}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="notification-detail-title"
    >
      <DialogTitle id="notification-detail-title">
        {item?.notification.title ?? MESSAGES.notifications.detailsTitle}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {item ? formatDateTime(item.notification.created_at) : ''}
        </Typography>
        <Typography variant="body1" gutterBottom>
          {item?.notification.description}
        </Typography>
        <Box
          data-testid="notification-info"
          onClick={onClick}
          sx={{ '& a': { color: 'primary.main', fontWeight: 600 } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
