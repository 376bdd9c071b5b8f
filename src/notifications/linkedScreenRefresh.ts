import type { QueryClient } from '@tanstack/react-query';
import type { NotificationRecord } from '../../resources/notifications';
import { notificationTarget } from './notificationTarget';

/**
 * A notification is news about the records of the screen it links (a new question, a sale): that
 * screen's data is reloaded when open, and marked stale when not, so what it shows is never older
 * than the notification. React-admin keys its queries by the resource, whose name is its route.
 */
export const refreshLinkedScreen = (queryClient: QueryClient, notification: NotificationRecord): Promise<void> => {
  const path = notificationTarget(notification).split(/[?#]/)[0].replace(/^\//, '');
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [resource] }) => typeof resource === 'string' && resource !== '' && (path === resource || path.startsWith(`${resource}/`)),
  });
};
