import type { Selectable } from 'kysely';
import type { MarketplaceCode, NotificationMessage, NotificationRecord, NotificationType } from '../../resources/notifications';
import type { NotificationTable } from './notificationTables';

export type NotificationRow = Selectable<NotificationTable>;

/** A stored row in its wire form. */
export function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return {
    id: Number(row.id),
    type: row.type as NotificationType,
    message: row.message,
    date: row.date,
    marketplace: Number(row.marketplace) as MarketplaceCode,
    resource_id: row.resource_id,
    seen: Number(row.seen) === 1,
    data: JSON.parse(row.data) as Record<string, unknown>,
  };
}

/** What a user's sockets receive when the notification is created. */
export function toNotificationMessage(row: NotificationRow): NotificationMessage {
  const { seen: _seen, ...record } = toNotificationRecord(row);
  return { kind: 'notification', ...record };
}
