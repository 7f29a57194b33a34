import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { markAllRead, markRead, type NotificationsData } from '../notificationsCache';
import { notificationsQueryKey } from './listNotifications';

export function markNotificationsRead(ids: string[]) {
  return api.patch<{ updated: number }>('notification', 'notifications', { notifications_user_id: ids });
}

/** 'Marcar todas como lidas': every loaded one turns read at once; the server hears only of those that were unread. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(useSession()?.user.accountId);
  return useMutation({
    mutationFn: async () => {
      const { data, ids } = markAllRead(queryClient.getQueryData<NotificationsData>(key));
      if (ids.length === 0) return { updated: 0 };
      queryClient.setQueryData(key, data);
      return markNotificationsRead(ids);
    },
  });
}

/** One notification the user acted on (opened what it points to) turns read, on screen at once and on the server. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(useSession()?.user.accountId);
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, ids } = markRead(queryClient.getQueryData<NotificationsData>(key), (item) => item.id === id);
      if (ids.length === 0) return { updated: 0 };
      queryClient.setQueryData(key, data);
      return markNotificationsRead(ids);
    },
  });
}
