import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { NotificationDataProvider } from './notificationCalls';
import { removeUnseenNotifications, unseenNotificationsKey } from './unseenNotificationsCache';

/** The dropdown's data: the unseen list, reading it again, and marking one or all of them seen (they stay in history). */
export const useUnseenNotifications = () => {
  const dataProvider = useDataProvider<NotificationDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({ queryKey: unseenNotificationsKey, queryFn: () => dataProvider.getUnseenNotifications() });

  // A read in flight (the bell was just opened) would bring back what is being marked seen: it is dropped first.
  const removeAtOnce = async (ids: readonly number[] | 'all') => {
    await queryClient.cancelQueries({ queryKey: unseenNotificationsKey });
    removeUnseenNotifications(queryClient, ids);
  };
  const settle = {
    onError: () => notify('app.notifications.update_error', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  };
  const markSeen = useMutation({
    mutationFn: (id: number) => dataProvider.markNotificationSeen(id),
    onMutate: (id: number) => removeAtOnce([id]),
    ...settle,
  });
  const markAllSeen = useMutation({
    mutationFn: () => dataProvider.markAllNotificationsSeen(),
    onMutate: () => removeAtOnce('all'),
    ...settle,
  });

  return {
    notifications: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    markSeen: (id: number) => markSeen.mutate(id),
    markAllSeen: () => markAllSeen.mutate(),
    /** Reads the list again (the bell was opened): the socket keeps it live, but a push lost on the way would stay missing. */
    refresh: () => void query.refetch(),
  };
};
