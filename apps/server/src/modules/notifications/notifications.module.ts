import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './notifications.ports';
import { createNotificationsHub } from './notifications.hub';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/** The bell: stored notifications per user, and the live stream that pushes new ones. */
export default defineModule({
  name: 'notifications',
  setup({ database, log }) {
    const hub = createNotificationsHub(database, log);
    const notifications = createNotificationsService(createNotificationsRepository(database.db), hub);
    return {
      routes: notificationsRoutes(notifications),
      services: notifications,
      stop: () => hub.close(),
    };
  },
});
