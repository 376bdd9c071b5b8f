import NotificationsIcon from '@mui/icons-material/Notifications';
import type { Feature } from '../app/feature';
import { notificationRoutes } from '.';
import { NotificationBell } from './NotificationBell';
import { createNotificationCalls } from './notificationCalls';

export const notificationsFeature: Feature = {
  id: 'notifications',
  entries: [
    { id: 'notificaciones', section: 'general', label: 'app.menu.notifications', icon: NotificationsIcon, to: '/notificaciones', routes: notificationRoutes },
  ],
  calls: createNotificationCalls,
  appBarItems: [NotificationBell],
};
