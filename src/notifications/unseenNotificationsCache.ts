import type { QueryClient } from '@tanstack/react-query';
import type { NotificationRecord } from '../../resources/notifications';
import type { UnseenNotifications } from './notificationCalls';

/** The react-query key of the dropdown's list. */
export const unseenNotificationsKey = ['notifications', 'unseen'] as const;
export const notificationHistoryKey = ['notifications', 'history'] as const;

/** Puts a notification that just arrived at the head of the dropdown's list. */
export const prependUnseenNotification = (queryClient: QueryClient, record: NotificationRecord): void => {
  queryClient.setQueryData<UnseenNotifications>(unseenNotificationsKey, (current) => {
    const others = current?.data.filter((item) => item.id !== record.id) ?? [];
    const known = current ? others.length < current.data.length : false;
    return { data: [record, ...others], total: (current?.total ?? 0) + (known ? 0 : 1) };
  });
  void queryClient.invalidateQueries({ queryKey: notificationHistoryKey });
};

/** Takes notifications out of the dropdown's list at once, before the server answers. */
export const removeUnseenNotifications = (queryClient: QueryClient, ids: readonly number[] | 'all'): void => {
  queryClient.setQueryData<UnseenNotifications>(unseenNotificationsKey, (current) => {
    if (!current) return current;
    if (ids === 'all') return { data: [], total: 0 };
    const data = current.data.filter((item) => !ids.includes(item.id));
    return { data, total: Math.max(0, current.total - (current.data.length - data.length)) };
  });
};
