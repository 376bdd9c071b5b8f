import type { ServerFeature } from '../serverFeature';
import { deliverAnnouncedNotifications } from './notificationDelivery';
import { NotificationRepository } from './notificationRepository';
import { registerNotificationRoutes } from './notificationRoutes';
import { notificationTables } from './notificationTables';

/** The notifications' table, their calls and their delivery to this process's sockets. */
export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  tables: notificationTables,
  register(app, { database, hub }) {
    const notifications = new NotificationRepository(database.db, database.dialect);
    deliverAnnouncedNotifications(hub, notifications, app.log);
    registerNotificationRoutes(app, notifications);
  },
};
