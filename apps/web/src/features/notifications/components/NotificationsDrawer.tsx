import { useEffect, useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, CircularProgress, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@lastro/domain';
import { useNotifications } from '../api/listNotifications';
import { useMarkNotificationsRead } from '../api/markNotificationsRead';
import { loadedItems, unreadCount } from '../notificationsCache';
import type { NotificationItem } from '../types';
import { NotificationCard } from './NotificationCard';
import { NotificationDetailDialog } from './NotificationDetailDialog';

const M = MESSAGES.notifications;
export const DRAWER_WIDTH = 400;
/** The next page loads when the end of the list comes within this distance (spec: 200 px). */
export const SENTINEL_MARGIN = '200px';

export function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useNotifications();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const items = loadedItems(query.data);
  const unread = unreadCount(query.data);
  const markRead = useMarkNotificationsRead();
  const [detail, setDetail] = useState<NotificationItem | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!open || !scroller || !target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller, rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, scroller, hasNextPage, isFetchingNextPage, fetchNextPage, items.length]);

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        // Above the top bar (which sits above the side menu), so its header is not hidden.
        sx={{ zIndex: (t) => t.zIndex.drawer + 2 }}
        // Slides in even when its chunk arrives after the click, so it mounts already open.
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: DRAWER_WIDTH } } }, transition: { appear: true } }}
      >
        <Stack sx={{ height: '100%' }} role="region" aria-label={M.title}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {M.title}
            </Typography>
            <IconButton onClick={onClose} aria-label={MESSAGES.common.close}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Button
              size="small"
              startIcon={<DoneAllIcon />}
              disabled={unread === 0 && !items.some((i) => i.status === 1)}
              onClick={() => markRead.mutate(undefined)}
            >
              {M.markAllRead}
            </Button>
          </Box>
          <Box ref={setScroller} sx={{ flexGrow: 1, overflowY: 'auto' }} data-testid="notifications-scroller">
            {query.isPending ? (
              <Stack sx={{ alignItems: 'center', py: 4 }}>
                <CircularProgress size={28} aria-label={MESSAGES.common.loading} />
              </Stack>
            ) : items.length === 0 ? (
              <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
                {M.empty}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {items.map((item) => (
                  <NotificationCard
                    key={item.id}
                    item={item}
                    onMoreInfo={setDetail}
                    onNavigate={() => {
                      // Opening what a notification points to is reading it.
                      markRead.mutate(item.id);
                      onClose();
                    }}
                  />
                ))}
              </Box>
            )}
            <div ref={sentinel} data-testid="notifications-sentinel" style={{ height: 1 }} />
            {isFetchingNextPage && (
              <Stack sx={{ alignItems: 'center', py: 2 }}>
                <CircularProgress size={20} aria-label={M.loadingMore} />
              </Stack>
            )}
          </Box>
        </Stack>
      </Drawer>
      <NotificationDetailDialog item={detail} onClose={() => setDetail(null)} />
    </>
  );
}
