import { useNavigate } from 'react-router-dom';
import type { NotificationRecord } from '../../resources/notifications';
import { notificationTarget } from './notificationTarget';
import { useMarkNotificationsSeen } from './useMarkNotificationsSeen';

/** Opening a notification, from the bell or from the history: it is marked seen and its target is shown. */
export const useOpenNotification = () => {
  const { markSeen } = useMarkNotificationsSeen();
  const navigate = useNavigate();
  return (notification: NotificationRecord) => {
    markSeen(notification.id);
    navigate(notificationTarget(notification));
  };
};
