import type { NotificationItem } from '@lastro/domain';
import type { ListResult } from '../../lib/api';

export type { NotificationItem };

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
