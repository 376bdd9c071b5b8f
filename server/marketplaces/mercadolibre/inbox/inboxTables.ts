import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/connection';
import type { Tables } from '../../../db/tables';

/** The webhook inbox and the per-account sync cursors. */
export async function createInboxTables(db: Kysely<Tables>, dialect: DialectName): Promise<void> {
  let table = db.schema.createTable('mercadolibre_inbox').ifNotExists();
  table =
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  await table
    .addColumn('user_id', 'bigint', (column) => column.notNull())
    .addColumn('topic', 'text', (column) => column.notNull())
    .addColumn('resource', 'text', (column) => column.notNull())
    .addColumn('notification_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (column) => column.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('received_at', 'text', (column) => column.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('error', 'text')
    // MercadoLibre redelivers until it is acknowledged and duplicates are normal: one row per notification.
    .addUniqueConstraint('uq_mercadolibre_inbox_notification', ['topic', 'resource', 'notification_id'])
    .execute();
  // Claims walk the pending rows oldest first and stop after a few groups, never sorting the whole backlog.
  await db.schema.createIndex('ix_mercadolibre_inbox_pending').ifNotExists().on('mercadolibre_inbox').columns(['status', 'id']).execute();
  await db.schema.createIndex('ix_mercadolibre_inbox_resource').ifNotExists().on('mercadolibre_inbox').columns(['user_id', 'topic', 'resource', 'status']).execute();
  await db.schema
    .createTable('mercadolibre_sync_cursors')
    .ifNotExists()
    .addColumn('account_id', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('cursor', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('pk_mercadolibre_sync_cursors', ['account_id', 'kind'])
    .execute();
}
