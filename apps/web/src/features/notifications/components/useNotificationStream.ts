import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@lastro/domain';
import { toast } from '../../../components/Toast';
import { refreshJobs } from '../../../lib/backgroundJobs';
import { refreshDeals } from '../../../lib/dealQueries';
import { reconciliationFilesKey } from '../../../lib/reconciliationQueries';
import { useEventStream } from '../../../lib/useEventStream';
import { useSession } from '../../../lib/session';
import { notificationsQueryKey } from '../api/listNotifications';
import { prependNotification, type NotificationsData } from '../notificationsCache';
import type { NotificationItem } from '../types';

/** New notifications arrive over the account's stream: on top of the list, with the spec's toast. */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(useSession()?.user.accountId);
  useEventStream(
    'notification',
    'notifications/stream',
    {
      notification: (data) => {
        const item = data as NotificationItem;
        const current = queryClient.getQueryData<NotificationsData>(key);
        if (current) queryClient.setQueryData(key, prependNotification(current, item));
        else void queryClient.invalidateQueries({ queryKey: key });
        toast.success(MESSAGES.notifications.newNotification);
        // A finished export announces itself here: its job is no longer running.
        void refreshJobs(queryClient);
        // A commitment's outcome or a registry change to it: the list and its detail show it now.
        if (item.notification.type === 2) refreshDeals(queryClient, String(item.notification.metadata.id ?? "") || undefined);
        // A statement file's result (type 4): 'Extratos' and its detail show the new state now.
        if (item.notification.type === 4) void queryClient.invalidateQueries({ queryKey: reconciliationFilesKey });
      },
    },
    { onReconnect: () => void queryClient.invalidateQueries({ queryKey: key }) },
  );
}
