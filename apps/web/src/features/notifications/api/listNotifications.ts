import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '@lastro/domain';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import type { NotificationsPage } from '../types';

/** Per account, so one session never sees another's list (logout also clears the cache). */
export const notificationsQueryKey = (accountId: string | undefined) =>
  ['notifications', accountId ?? ''] as const;

export function fetchNotifications(offset: number, limit: number = NOTIFICATIONS_PAGE_SIZE) {
  return api.get<NotificationsPage>('notification', 'notifications', { query: { offset, limit } });
}

/** Pages of 25, newest first; the next offset is what is already loaded (stream arrivals included). */
export function useNotifications() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: notificationsQueryKey(session?.user.accountId),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      const total = pages[0]?.metadata.resultset.count ?? 0;
      return loaded < total ? loaded : undefined;
    },
    enabled: Boolean(session),
    staleTime: 60_000,
  });
}
