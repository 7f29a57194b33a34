import type { ListResult } from '../../lib/api';

/** One notification as the server lists it (status 1 unread, 0 read). */
export interface NotificationItem {
  id: string;
  status: number;
  notification: {
    id: string;
    title: string;
    description: string;
    created_at: string;
    /** 1 informativo, 2 compromisso, 3 agenda, 4 importação */
    type: number;
    metadata: {
      notification_info: string | null;
      show_deal_info_button: boolean;
      id: string | number | null;
    };
  };
}

export interface NotificationsPage extends ListResult<NotificationItem> {
  metadata: ListResult<NotificationItem>['metadata'] & { unread: number };
}

export interface JobView {
  id: string;
  type: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  done: number;
  total: number | null;
  percent: number | null;
  created_at: string;
}
