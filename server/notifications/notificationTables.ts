import type { TableDeclaration } from '../db/tableDeclaration';

/** Notifications per recipient and the keys that make an announcement happen once. */
export const notificationTables: readonly TableDeclaration[] = [
  {
    table: 'notifications',
    generatedKey: 'id',
    columns: {
      user_id: { type: 'integer', notNull: true },
      type: { type: 'text', notNull: true },
      message: { type: 'text', notNull: true },
      date: { type: 'text', notNull: true },
      marketplace: { type: 'integer', notNull: true },
      resource_id: { type: 'text', notNull: true },
      seen: { type: 'integer', notNull: true, defaultTo: 0 },
      data: { type: 'text', notNull: true },
    },
    // The dropdown reads a user's unseen ones, the history a user's all, both newest first.
    indexes: [
      { name: 'ix_notifications_user_seen_date', columns: ['user_id', 'seen', 'date'] },
      { name: 'ix_notifications_user_date', columns: ['user_id', 'date'] },
      { name: 'ix_notifications_user_type', columns: ['user_id', 'type'] },
      { name: 'ix_notifications_user_marketplace', columns: ['user_id', 'marketplace'] },
    ],
  },
  {
    table: 'notification_keys',
    columns: {
      key: { type: 'text', primaryKey: true },
      created_at: { type: 'text', notNull: true },
    },
  },
];
