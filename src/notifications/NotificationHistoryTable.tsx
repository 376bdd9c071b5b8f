import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { marketplaceNames, type NotificationRecord } from '../../resources/notifications';
import { formatNotificationDate } from './notificationDate';
import { useNotificationText } from './notificationText';
import { NotificationTypeIcon } from './NotificationTypeIcon';

interface NotificationHistoryTableProps {
  readonly notifications: readonly NotificationRecord[];
  readonly onDelete: (id: number) => void;
}

/** The history rows: type, message, marketplace, date, seen, and a delete button per row. */
export const NotificationHistoryTable = ({ notifications, onDelete }: NotificationHistoryTableProps) => {
  const translate = useTranslate();
  const textOf = useNotificationText();
  const label = (key: string) => translate(`app.notifications.history.${key}`);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{label('type')}</TableCell>
          <TableCell>{label('message')}</TableCell>
          <TableCell>{label('marketplace')}</TableCell>
          <TableCell>{label('date')}</TableCell>
          <TableCell>{label('seen')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {notifications.map((notification) => (
          <TableRow key={notification.id}>
            <TableCell>
              <NotificationTypeIcon type={notification.type} fontSize="small" />
            </TableCell>
            <TableCell>{textOf(notification)}</TableCell>
            <TableCell>{translate(`app.notifications.marketplaces.${marketplaceNames[notification.marketplace]}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatNotificationDate(notification.date)}</TableCell>
            <TableCell>{label(notification.seen ? 'seen_yes' : 'seen_no')}</TableCell>
            <TableCell align="right">
              <IconButton size="small" aria-label={label('delete')} onClick={() => onDelete(notification.id)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
