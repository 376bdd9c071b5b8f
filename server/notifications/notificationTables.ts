import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection';
import type { Tables } from '../db/tables';

/** Notifications per recipient and the keys that make an announcement happen once. */
export async function createNotificationTable(db: Kysely<Tables>, dialect: DialectName) {
  let table = db.schema.createTable('notifications').ifNotExists();
  table =
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  await table
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('marketplace', 'integer', (column) => column.notNull())
    .addColumn('resource_id', 'text', (column) => column.notNull())
    .addColumn('seen', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('data', 'text', (column) => column.notNull())
    .execute();
  // The dropdown reads a user's unseen ones, the history a user's all, both newest first.
  const indexes: [string, string[]][] = [
    ['ix_notifications_user_seen_date', ['user_id', 'seen', 'date']],
    ['ix_notifications_user_date', ['user_id', 'date']],
    ['ix_notifications_user_type', ['user_id', 'type']],
    ['ix_notifications_user_marketplace', ['user_id', 'marketplace']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on('notifications').columns(columns).execute();
  }
  await db.schema
    .createTable('notification_keys')
    .ifNotExists()
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}
