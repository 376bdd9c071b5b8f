import { NotificationDropdown } from './NotificationDropdown';
import { useNotificationSocket } from './useNotificationSocket';

/** What the top bar mounts: the dropdown plus the realtime socket, which lives exactly as long as the signed-in layout. */
export const NotificationBell = () => {
  useNotificationSocket();
  return <NotificationDropdown />;
};

export default NotificationBell;
