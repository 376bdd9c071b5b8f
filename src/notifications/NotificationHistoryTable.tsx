import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ListContextProvider, ResourceContextProvider, useList, useRecordContext, useTranslate } from 'react-admin';
import { marketplaceNames, type NotificationRecord } from '../../resources/notifications';
import { ResponsiveListBody } from '../schema-ui/ResponsiveListBody';
import { formatNotificationDate } from './notificationDate';
import { useNotificationText } from './notificationText';
import { NotificationTypeIcon } from './NotificationTypeIcon';

interface NotificationHistoryTableProps {
  readonly notifications: readonly NotificationRecord[];
  readonly onDelete: (id: number) => void;
}

const DeleteButton = ({ id, onDelete }: { id: number; onDelete: (id: number) => void }) => {
  const translate = useTranslate();
  return (
    <IconButton size="small" aria-label={translate('app.notifications.history.delete')} onClick={() => onDelete(id)}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
};

const CardMessage = () => {
  const textOf = useNotificationText();
  const notification = useRecordContext<NotificationRecord>();
  return <>{notification ? textOf(notification) : null}</>;
};
const CardDate = () => <>{formatNotificationDate(useRecordContext<NotificationRecord>()?.date ?? '')}</>;

/**
 * The history rows: type, message, marketplace, date, seen, and a delete button per row; on a phone,
 * cards with the type's icon (the bell's dropdown's), the message, the date and the delete button.
 */
export const NotificationHistoryTable = ({ notifications, onDelete }: NotificationHistoryTableProps) => {
  const translate = useTranslate();
  const textOf = useNotificationText();
  const cards = useList({ data: [...notifications] });
  const label = (key: string) => translate(`app.notifications.history.${key}`);
  const table = (
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
              <DeleteButton id={notification.id} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    // The history is a page, not a resource; react-admin's cards ask for a resource even when they link nowhere.
    <ResourceContextProvider value="notificaciones">
      <ListContextProvider value={cards}>
        <ResponsiveListBody
          table={table}
          rowClick={false}
          primaryText={<CardMessage />}
          secondaryText={<CardDate />}
          leftIcon={(record) => <NotificationTypeIcon type={(record as NotificationRecord).type} />}
          rowAction={(record) => <DeleteButton id={Number(record.id)} onDelete={onDelete} />}
        />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
