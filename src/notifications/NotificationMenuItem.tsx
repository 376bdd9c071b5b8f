import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import type { NotificationRecord } from '../../resources/notifications';
import { formatNotificationDate } from './notificationDate';
import { useNotificationText } from './notificationText';
import { NotificationTypeIcon } from './NotificationTypeIcon';

interface NotificationMenuItemProps {
  readonly notification: NotificationRecord;
  readonly onOpen: (notification: NotificationRecord) => void;
  readonly onClose: (notification: NotificationRecord) => void;
}

/** One unseen notification: type icon, message, date and a close button that marks it seen. */
export const NotificationMenuItem = ({ notification, onOpen, onClose }: NotificationMenuItemProps) => {
  const translate = useTranslate();
  const textOf = useNotificationText();
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton edge="end" size="small" aria-label={translate('app.notifications.mark_seen')} onClick={() => onClose(notification)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <ListItemButton onClick={() => onOpen(notification)}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <NotificationTypeIcon type={notification.type} />
        </ListItemIcon>
        <ListItemText primary={textOf(notification)} secondary={formatNotificationDate(notification.date)} />
      </ListItemButton>
    </ListItem>
  );
};
