import type { QueryClient } from '@tanstack/react-query';
import type { NotificationRecord } from '../../resources/notifications';
import { notificationTarget } from './notificationTarget';
import { unseenNotificationsKey } from './unseenNotificationsCache';

/** The notifications' own lists (unseen and history) share this first part of their keys. */
const [notificationsKeyRoot] = unseenNotificationsKey;

/** React-admin's reads of a resource's records: the second part of their query keys. */
const recordReads: readonly unknown[] = ['getList', 'getInfiniteList', 'getOne', 'getMany', 'getManyReference'];

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

/**
 * The socket (re)opened: the records on screen and the notifications were read before it
 * listened, so what was published in between would stay missing; they are read again. A read still
 * under way is left to finish, not restarted. Other queries (the accounts and their marketplace
 * profiles) carry no news and keep their own rhythm, sparing the accounts' request budgets.
 */
export const refreshShownRecords = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries(
    {
      predicate: ({ queryKey }) => recordReads.includes(queryKey[1]) || queryKey[0] === notificationsKeyRoot,
    },
    { cancelRefetch: false },
  );
