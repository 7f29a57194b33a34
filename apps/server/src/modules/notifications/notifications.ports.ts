import type { NotificationsService } from './notifications.service';

export type { NotificationWrite, NotifyInput } from './notifications.service';

/** Telling users something (in the bell and, live, on their open streams). */
export type NotificationsPort = Pick<NotificationsService, 'notify' | 'within'>;

declare module '../../lib/module' {
  interface ModuleServices {
    notifications: NotificationsPort;
  }
}
