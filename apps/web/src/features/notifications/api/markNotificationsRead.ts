import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { markRead, type NotificationsData } from '../notificationsCache';
import { notificationsQueryKey } from './listNotifications';

export function markNotificationsRead(ids: string[]) {
  return api.patch<{ updated: number }>('notification', 'notifications', { notifications_user_id: ids });
}

/**
 * Notifications turn read on screen at once, and the server hears only of those that were
 * unread: every loaded one ('Marcar todas como lidas'), or the one whose link the user opened.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(useSession()?.user.accountId);
  return useMutation({
    mutationFn: async (only?: string) => {
      const { data, ids } = markRead(queryClient.getQueryData<NotificationsData>(key), (item) => only === undefined || item.id === only);
      if (ids.length === 0) return { updated: 0 };
      queryClient.setQueryData(key, data);
      return markNotificationsRead(ids);
    },
  });
}
