import { lazy, Suspense, useState } from 'react';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { MESSAGES } from '@lastro/domain';
import { useNotifications } from '../api/listNotifications';
import { unreadCount } from '../notificationsCache';
import { useNotificationStream } from './useNotificationStream';

const M = MESSAGES.notifications;
const MAX_SHOWN = 99;

// The drawer, its cards and the detail dialog (with the HTML sanitiser) are a chunk of their
// own, not part of every signed-in page: asked for when the user points at, focuses or clicks
// the bell, and kept mounted from then on.
const NotificationsDrawer = lazy(() => import('./NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })));

/** Top-bar bell: the badge counts unread notifications (status 1); it opens the drawer. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);
  const unread = unreadCount(useNotifications().data);
  // The button's name says what its badge shows ('99+' too), so what is seen is what is heard.
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  useNotificationStream();
  return (
    <>
      <Tooltip title={M.title}>
        <IconButton
          onPointerEnter={wantDrawer}
          onFocus={wantDrawer}
          onClick={() => {
            wantDrawer();
            setOpen(true);
          }}
          aria-label={unread > 0 ? M.unreadBadge(shown) : M.openDrawer}
          data-testid="notification-bell"
        >
          {/* No badge at all when nothing is unread: MUI's hidden badge keeps its last count as
              text inside the button, which then says more than its name. */}
          {unread > 0 ? (
            <Badge badgeContent={shown} color="error" data-testid="notification-badge">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
