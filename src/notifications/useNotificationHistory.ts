import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { NotificationDataProvider } from './notificationCalls';
import type { NotificationHistoryQuery } from './notificationCalls';
import { notificationHistoryKey } from './unseenNotificationsCache';

/** One page of the history, and deleting one or all notifications (they also leave the dropdown). */
export const useNotificationHistory = (query: NotificationHistoryQuery) => {
  const dataProvider = useDataProvider<NotificationDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const history = useQuery({
    queryKey: [...notificationHistoryKey, query],
    queryFn: () => dataProvider.getNotificationHistory(query),
    placeholderData: keepPreviousData,
  });

  const settle = {
    onError: () => notify('app.notification.delete_error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  };
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteNotification(id),
    onSuccess: () => notify('app.notification.deleted', { type: 'success' }),
    ...settle,
  });
  const removeAll = useMutation({
    mutationFn: () => dataProvider.deleteAllNotifications(),
    onSuccess: () => notify('app.notifications.history.all_deleted', { type: 'success' }),
    ...settle,
  });

  return {
    notifications: history.data?.data ?? [],
    total: history.data?.total ?? 0,
    isPending: history.isPending,
    /** Another page or other filters are being read: the rows shown are still the previous ones. */
    isLoadingAnother: history.isPlaceholderData,
    remove: (id: number) => remove.mutate(id),
    removeAll: () => removeAll.mutateAsync(),
    isRemovingAll: removeAll.isPending,
  };
};
