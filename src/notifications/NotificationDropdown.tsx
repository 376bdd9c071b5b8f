import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { NotificationRecord } from '../../resources/notifications';
import { NotificationMenuItem } from './NotificationMenuItem';
import { useOpenNotification } from './useOpenNotification';
import { useUnseenNotifications } from './useUnseenNotifications';

/** The top bar's bell: unseen notifications, a red badge, clear-all and the history link. */
export const NotificationDropdown = () => {
  const translate = useTranslate();
  const openNotification = useOpenNotification();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { notifications, total, markSeen, markAllSeen, refresh } = useUnseenNotifications();
  const close = () => setAnchor(null);
  const show = (bell: HTMLElement) => {
    setAnchor(bell);
    refresh();
  };

  const open = (notification: NotificationRecord) => {
    close();
    openNotification(notification);
  };

  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.notifications.title')} onClick={(event) => show(event.currentTarget)}>
        <Badge color="error" badgeContent={total} invisible={total === 0} max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // No wider than the screen less the popover's 16 px margins (MUI's own limit), so on a phone its close buttons stay in sight.
        slotProps={{ paper: { sx: { width: 380 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {translate('app.notifications.title')}
          </Typography>
          <Button size="small" onClick={markAllSeen} disabled={notifications.length === 0}>
            {translate('app.notifications.clear_all')}
          </Button>
        </Box>
        <Divider />
        {notifications.length === 0 ? (
          <Typography sx={{ px: 2, py: 3, textAlign: 'center' }} color="text.secondary">
            {translate('app.notifications.empty')}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 420, overflow: 'auto' }} aria-label={translate('app.notifications.title')}>
            {notifications.map((notification) => (
              <NotificationMenuItem key={notification.id} notification={notification} onOpen={open} onClose={(item) => markSeen(item.id)} />
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ textAlign: 'center', py: 1 }}>
          <Button component={Link} to="/notificaciones" size="small" onClick={close}>
            {translate('app.notifications.history_link')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
