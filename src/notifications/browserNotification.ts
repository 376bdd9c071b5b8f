/**
 * Shows a message as a browser notification, asking for permission first when it was never
 * given. Browsers without the API get `onUnsupported` instead.
 */
export const showBrowserNotification = async (message: string, onUnsupported: () => void): Promise<void> => {
  const NotificationApi: typeof Notification | undefined = globalThis.Notification;
  if (typeof NotificationApi !== 'function') {
    onUnsupported();
    return;
  }
  const permission = NotificationApi.permission === 'default' ? await NotificationApi.requestPermission() : NotificationApi.permission;
  if (permission === 'granted') new NotificationApi(message);
};
