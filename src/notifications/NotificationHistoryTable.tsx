import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MouseEvent } from 'react';
import { Link, ListContextProvider, ResourceContextProvider, useList, useRecordContext, useTranslate } from 'react-admin';
import { marketplaceNames, type NotificationRecord } from '../../resources/notifications';
import { CardCoveringLink } from '../schema-ui/CardCoveringLink';
import { ResponsiveListBody } from '../schema-ui/ResponsiveListBody';
import { formatNotificationDate } from './notificationDate';
import { notificationTarget } from './notificationTarget';
import { useNotificationText } from './notificationText';
import { NotificationTypeIcon } from './NotificationTypeIcon';
import { useOpenNotification } from './useOpenNotification';

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

type OpenNotification = (notification: NotificationRecord) => void;

/**
 * A message's link: it leads where the bell's item leads, and a plain click opens it as the bell
 * does (marked seen, then shown); a click asking for another tab or window is left to the browser.
 */
const linkTo = (notification: NotificationRecord, open: OpenNotification) => ({
  to: notificationTarget(notification),
  onClick: (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(notification);
  },
});

const CardMessage = ({ open }: { readonly open: OpenNotification }) => {
  const textOf = useNotificationText();
  const notification = useRecordContext<NotificationRecord>();
  return notification ? <CardCoveringLink {...linkTo(notification, open)}>{textOf(notification)}</CardCoveringLink> : null;
};
const CardDate = () => <>{formatNotificationDate(useRecordContext<NotificationRecord>()?.date ?? '')}</>;

/**
 * The history rows: type, message, marketplace, date, seen, and a delete button per row; on a phone,
 * cards with the type's icon (the bell's dropdown's), the message, the date and the delete button.
 * The message opens the notification as the bell's item does; on a phone, so does a tap on its card.
 */
export const NotificationHistoryTable = ({ notifications, onDelete }: NotificationHistoryTableProps) => {
  const translate = useTranslate();
  const textOf = useNotificationText();
  const open = useOpenNotification();
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
            <TableCell>
              <Link {...linkTo(notification, open)}>{textOf(notification)}</Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`app.notifications.marketplaces.${marketplaceNames[notification.marketplace]}`)}</TableCell>
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
    // The history is a page, not a resource; react-admin's cards ask for a resource even when the card itself links nowhere.
    <ResourceContextProvider value="notificaciones">
      <ListContextProvider value={cards}>
        <ResponsiveListBody
          table={table}
          rowClick={false}
          primaryText={<CardMessage open={open} />}
          secondaryText={<CardDate />}
          leftIcon={(record) => <NotificationTypeIcon type={(record as NotificationRecord).type} />}
          rowAction={(record) => <DeleteButton id={Number(record.id)} onDelete={onDelete} />}
        />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
