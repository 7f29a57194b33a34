import { useState } from 'react';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { MESSAGES } from '@lastro/domain';
import { useNotifications } from '../api/listNotifications';
import { unreadCount } from '../notificationsCache';
import { NotificationsDrawer } from './NotificationsDrawer';
import { useNotificationStream } from './useNotificationStream';

const M = MESSAGES.notifications;

/** Top-bar bell: the badge counts unread notifications (status 1); it opens the drawer. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = unreadCount(useNotifications().data);
  useNotificationStream();
  return (
    <>
      <Tooltip title={M.title}>
        <IconButton
          onClick={() => setOpen(true)}
          aria-label={unread > 0 ? M.unreadBadge(unread) : M.openDrawer}
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
