import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NotificationDataProvider } from './notificationCalls';
import { unseenNotificationsKey } from './unseenNotificationsCache';
import { useMarkNotificationsSeen } from './useMarkNotificationsSeen';

/** The dropdown's data: the unseen list, reading it again, and marking one or all of them seen (they stay in history). */
export const useUnseenNotifications = () => {
  const dataProvider = useDataProvider<NotificationDataProvider>();
  const query = useQuery({ queryKey: unseenNotificationsKey, queryFn: () => dataProvider.getUnseenNotifications() });
  const { markSeen, markAllSeen } = useMarkNotificationsSeen();

  return {
    notifications: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    markSeen,
    markAllSeen,
    /** Reads the list again (the bell was opened): the socket keeps it live, but a push lost on the way would stay missing. */
    refresh: () => void query.refetch(),
  };
};
