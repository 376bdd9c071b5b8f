import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { RealtimeMessage } from '../../resources/notifications';
import { getFreshAccessToken } from '../providers/httpClient';
import { showBrowserNotification } from './browserNotification';
import { openNotificationSocket } from './notificationSocket';
import { toUnseenRecord } from './realtimeMessage';
import { taskProgressChannel } from './taskProgressChannel';
import { prependUnseenNotification } from './unseenNotificationsCache';

/**
 * Keeps the notifications socket open while the component is mounted (the top bar, so only when
 * signed in) and closes it on unmount (logout). Notifications go to the dropdown and to the
 * browser; task progress goes to `useTaskProgress`.
 */
export const useNotificationSocket = (): void => {
  const queryClient = useQueryClient();
  const translate = useTranslate();
  // Changing language must not reconnect the socket.
  const translateRef = useRef(translate);
  useEffect(() => {
    translateRef.current = translate;
  }, [translate]);

  useEffect(() => {
    let unsupportedAlerted = false;
    const alertUnsupported = () => {
      if (unsupportedAlerted) return;
      unsupportedAlerted = true;
      window.alert(translateRef.current('app.notifications.unsupported'));
    };
    const onMessage = (message: RealtimeMessage) => {
      if (message.kind === 'task') return taskProgressChannel.publish(message);
      prependUnseenNotification(queryClient, toUnseenRecord(message));
      void showBrowserNotification(message.message, alertUnsupported);
    };
    const socket = openNotificationSocket({
      getToken: getFreshAccessToken,
      onMessage,
      onGiveUp: () => window.alert(translateRef.current('app.notifications.socket_failed')),
    });
    return () => socket.close();
  }, [queryClient]);
};
