import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Tables } from '../../db/tables';
import { createInboxTables } from './inbox/inboxTables';
import { createPublicationEventsTable } from './publicationEvents';

/** The connected seller accounts, the pending OAuth states, publication history, the webhook inbox. */
export async function createMercadoLibreTables(db: Kysely<Tables>, dialect: DialectName): Promise<void> {
  let table = db.schema.createTable('mercadolibre_accounts').ifNotExists();
  table =
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  await table
    .addColumn('user_id', 'bigint', (column) => column.notNull().unique())
    .addColumn('nickname', 'text', (column) => column.notNull())
    .addColumn('site_id', 'text', (column) => column.notNull())
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('access_token', 'text', (column) => column.notNull())
    .addColumn('refresh_token', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('last_refresh_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('mercadolibre_oauth_states')
    .ifNotExists()
    .addColumn('state', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await createPublicationEventsTable(db, dialect);
  await createInboxTables(db, dialect);
}
