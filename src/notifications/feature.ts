import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazy } from 'react';
import type { Feature } from '../app/feature';
import { notificationsMessagesEs } from './i18n/notificationsMessagesEs';
import { notificationRoutes } from '.';
import { createNotificationCalls } from './notificationCalls';

export const notificationsFeature: Feature = {
  id: 'notifications',
  entries: [
    { id: 'notificaciones', section: 'general', label: 'app.menu.notifications', icon: NotificationsIcon, to: '/notificaciones', routes: notificationRoutes },
  ],
  calls: createNotificationCalls,
  // The bell, its socket and its first request load after the first page, not in the entry.
  appBarItems: [lazy(() => import('./NotificationBell'))],
  messages: { es: notificationsMessagesEs, en: () => import('./i18n/notificationsMessagesEn').then((module) => module.notificationsMessagesEn) },
};
