import type { RowOf, TableDeclaration } from '../db/tableDeclaration';

/** One user's copy of a notification: each user has their own row and seen state. */
const notificationsTable = {
  table: 'notifications',
  generatedKey: 'id',
  columns: {
    user_id: { type: 'integer', notNull: true },
    type: { type: 'text', notNull: true },
    message: { type: 'text', notNull: true },
    date: { type: 'text', notNull: true },
    marketplace: { type: 'integer', notNull: true },
    resource_id: { type: 'text', notNull: true },
    /** 0 or 1, as booleans are stored on both dialects. */
    seen: { type: 'integer', notNull: true, defaultTo: 0 },
    /** JSON text of an object. */
    data: { type: 'text', notNull: true },
  },
  // The dropdown reads a user's unseen ones, the history a user's all, both newest first.
  indexes: [
    { name: 'ix_notifications_user_seen_date', columns: ['user_id', 'seen', 'date'] },
    { name: 'ix_notifications_user_date', columns: ['user_id', 'date'] },
    { name: 'ix_notifications_user_type', columns: ['user_id', 'type'] },
    { name: 'ix_notifications_user_marketplace', columns: ['user_id', 'marketplace'] },
  ],
} as const satisfies TableDeclaration;

/** A notification that must exist once whoever creates it and however often: its key, stored with its rows. */
const notificationKeysTable = {
  table: 'notification_keys',
  columns: {
    key: { type: 'text', primaryKey: true },
    created_at: { type: 'text', notNull: true },
  },
} as const satisfies TableDeclaration;

/** Notifications per recipient and the keys that make an announcement happen once. */
export const notificationTables: readonly TableDeclaration[] = [notificationsTable, notificationKeysTable];

export type NotificationTable = RowOf<typeof notificationsTable>;

declare module '../db/tables' {
  interface Tables {
    notifications: NotificationTable;
    notification_keys: RowOf<typeof notificationKeysTable>;
  }
}
