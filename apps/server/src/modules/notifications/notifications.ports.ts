import type { NotificationsService } from './notifications.service';

/** Telling users something (in the bell and, live, on their open streams). */
export type NotificationsPort = Pick<NotificationsService, 'notify'>;

declare module '../../lib/module' {
  interface ModuleServices {
    notifications: NotificationsPort;
  }
}
