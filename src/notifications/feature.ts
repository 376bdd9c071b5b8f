import NotificationsIcon from '@mui/icons-material/Notifications';
import type { Feature } from '../app/feature';
import { notificationsMessagesEn } from './i18n/notificationsMessagesEn';
import { notificationsMessagesEs } from './i18n/notificationsMessagesEs';
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
  messages: { es: notificationsMessagesEs, en: notificationsMessagesEn },
};
