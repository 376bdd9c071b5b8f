import type { PageRoute } from '../app/feature';
import { lazyScreen } from '../app/lazyScreen';

const NotificationHistoryPage = lazyScreen(() => import('./NotificationHistoryPage'));

/** /notificaciones, the notification history, loaded on demand. */
export const notificationRoutes: readonly PageRoute[] = [{ path: '/notificaciones', component: NotificationHistoryPage }];

export { useTaskProgress } from './useTaskProgress';
export { taskProgressChannel } from './taskProgressChannel';
