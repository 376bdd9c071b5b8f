import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { NotificationDataProvider } from './notificationCalls';
import { removeUnseenNotifications, unseenNotificationsKey } from './unseenNotificationsCache';

/**
 * Marking one or all notifications seen (they stay in history): they leave the bell at once, and
 * every notification list (the bell's, the history's) is read again once the server has answered.
 */
export const useMarkNotificationsSeen = () => {
  const dataProvider = useDataProvider<NotificationDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();

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
    markSeen: (id: number) => markSeen.mutate(id),
    markAllSeen: () => markAllSeen.mutate(),
  };
};
