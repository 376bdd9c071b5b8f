import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { NotificationDataProvider } from './notificationCalls';
import { removeUnseenNotifications, unseenNotificationsKey } from './unseenNotificationsCache';

/** The dropdown's data: the unseen list, and marking one or all of them seen (they stay in history). */
export const useUnseenNotifications = () => {
  const dataProvider = useDataProvider<NotificationDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({ queryKey: unseenNotificationsKey, queryFn: () => dataProvider.getUnseenNotifications() });

  const settle = {
    onError: () => notify('app.notifications.update_error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  };
  const markSeen = useMutation({
    mutationFn: (id: number) => dataProvider.markNotificationSeen(id),
    onMutate: (id: number) => removeUnseenNotifications(queryClient, [id]),
    ...settle,
  });
  const markAllSeen = useMutation({
    mutationFn: () => dataProvider.markAllNotificationsSeen(),
    onMutate: () => removeUnseenNotifications(queryClient, 'all'),
    ...settle,
  });

  return {
    notifications: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    markSeen: (id: number) => markSeen.mutate(id),
    markAllSeen: () => markAllSeen.mutate(),
  };
};
