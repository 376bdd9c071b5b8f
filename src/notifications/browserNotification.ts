/** The browser's notification API, when it has one. */
const notificationApi = (): typeof Notification | undefined => {
  const api: typeof Notification | undefined = globalThis.Notification;
  return typeof api === 'function' ? api : undefined;
};

/**
 * Asks the browser's permission to notify when it was never given, and says where it stands. The
 * sign-in asks it (a click lets every browser show its prompt); a notification's arrival asks it
 * again for a session opened from a stored sign-in, which had no sign-in to ask it.
 */
export const askNotificationPermission = async (): Promise<NotificationPermission | undefined> => {
  const api = notificationApi();
  if (!api) return undefined;
  return api.permission === 'default' ? await api.requestPermission() : api.permission;
};

/**
 * Shows a message as a browser notification, asking for permission first when it was never
 * given. Browsers without the API get `onUnsupported` instead.
 */
export const showBrowserNotification = async (message: string, onUnsupported: () => void): Promise<void> => {
  const api = notificationApi();
  if (!api) {
    onUnsupported();
    return;
  }
  if ((await askNotificationPermission()) === 'granted') new api(message);
};
