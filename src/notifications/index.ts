import { lazy } from 'react';
import type { PageRoute } from '../app/feature';

const NotificationHistoryPage = lazy(() => import('./NotificationHistoryPage'));

/** /notificaciones, the notification history, loaded on demand. */
export const notificationRoutes: readonly PageRoute[] = [{ path: '/notificaciones', component: NotificationHistoryPage }];

export { useTaskProgress } from './useTaskProgress';
export { taskProgressChannel } from './taskProgressChannel';
