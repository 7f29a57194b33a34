import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { loadedItems, markRead, withUnreadLess, type NotificationsData } from '../notificationsCache';
import { fetchNotifications, notificationsQueryKey } from './listNotifications';

/** The largest page the list call serves, and the most ids one PATCH takes. */
const SCAN_PAGE = 100;
const PATCH_MAX = 1000;

export function markNotificationsRead(ids: string[]) {
  return api.patch<{ updated: number }>('notification', 'notifications', { notifications_user_id: ids });
}

/**
 * The unread ones the drawer has not loaded: while the server's unread count exceeds the loaded
 * unread, the pages after them are read (newest first, so an arrival meanwhile shifts the rest
 * down and is seen twice at worst, never missed) until the count is met or the list ends.
 */
async function unreadBeyondLoaded(data: NotificationsData): Promise<string[]> {
  const loaded = loadedItems(data);
  const seen = new Set(loaded.map((i) => i.id));
  let missing = (data.pages[0]?.metadata.unread ?? 0) - loaded.filter((i) => i.status === 1).length;
  const ids: string[] = [];
  for (let offset = loaded.length; missing > 0; offset += SCAN_PAGE) {
    const page = await fetchNotifications(offset, SCAN_PAGE);
    for (const r of page.results)
      if (r.status === 1 && !seen.has(r.id)) {
        seen.add(r.id);
        ids.push(r.id);
        missing -= 1;
      }
    if (page.results.length < SCAN_PAGE) break;
  }
  return ids;
}

/**
 * Notifications turn read on screen at once, and the server hears only of those that were
 * unread: every one of the account ('Marcar todas como lidas', the loaded ones and those further
 * down the list, so the badge clears), or the one whose link the user opened.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(useSession()?.user.accountId);
  return useMutation({
    mutationFn: async (only?: string) => {
      const cached = queryClient.getQueryData<NotificationsData>(key);
      const { data, ids } = markRead(cached, (item) => only === undefined || item.id === only);
      if (data) queryClient.setQueryData(key, data);
      if (only === undefined && data) {
        const beyond = await unreadBeyondLoaded(data);
        ids.push(...beyond);
        if (beyond.length) queryClient.setQueryData(key, withUnreadLess(queryClient.getQueryData<NotificationsData>(key), beyond.length));
      }
      let updated = 0;
      for (let i = 0; i < ids.length; i += PATCH_MAX) updated += (await markNotificationsRead(ids.slice(i, i + PATCH_MAX))).updated;
      return { updated };
    },
  });
}
