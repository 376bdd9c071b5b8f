import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { RealtimeMessage } from '../../resources/notifications';
import { getFreshAccessToken } from '../providers/httpClient';
import { showBrowserNotification } from './browserNotification';
import { refreshLinkedScreen, refreshShownRecords } from './linkedScreenRefresh';
import { openNotificationSocket } from './notificationSocket';
import { useNotificationText } from './notificationText';
import { toUnseenRecord } from './realtimeMessage';
import { taskProgressChannel } from './taskProgressChannel';
import { prependUnseenNotification, unseenNotificationsKey } from './unseenNotificationsCache';

/**
 * Keeps the notifications socket open while the component is mounted (the top bar, so only when
 * signed in) and closes it on unmount (logout). Notifications go to the dropdown and to the
 * browser, and the screen each links is refreshed; task progress goes to `useTaskProgress`.
 */
export const useNotificationSocket = (): void => {
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const textOf = useNotificationText();
  // Changing language must not reconnect the socket.
  const translateRef = useRef(translate);
  const textOfRef = useRef(textOf);
  useEffect(() => {
    translateRef.current = translate;
    textOfRef.current = textOf;
  }, [translate, textOf]);

  useEffect(() => {
    let unsupportedAlerted = false;
    const alertUnsupported = () => {
      if (unsupportedAlerted) return;
      unsupportedAlerted = true;
      window.alert(translateRef.current('app.notifications.unsupported'));
    };
    const onMessage = (message: RealtimeMessage) => {
      if (message.kind === 'task') return taskProgressChannel.publish(message);
      const notification = toUnseenRecord(message);
      prependUnseenNotification(queryClient, notification);
      // A read of the list still in flight may have left before this one was stored, and its answer
      // would replace the list: read it again, now that the server holds it.
      if (queryClient.isFetching({ queryKey: unseenNotificationsKey })) void queryClient.invalidateQueries({ queryKey: unseenNotificationsKey });
      void refreshLinkedScreen(queryClient, notification);
      void showBrowserNotification(textOfRef.current(notification), alertUnsupported);
    };
    const socket = openNotificationSocket({
      getToken: getFreshAccessToken,
      onMessage,
      onOpen: () => void refreshShownRecords(queryClient),
      onGiveUp: () => window.alert(translateRef.current('app.notifications.socket_failed')),
    });
    return () => socket.close();
  }, [queryClient]);
};
