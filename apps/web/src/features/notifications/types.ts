import type { NotificationItem } from '@lastro/domain';
import type { ListResult } from '../../lib/api';

export type { NotificationItem };

export interface NotificationsPage extends ListResult<NotificationItem> {
  metadata: ListResult<NotificationItem>['metadata'] & { unread: number };
}

export type { JobView } from '../../lib/backgroundJobs';
