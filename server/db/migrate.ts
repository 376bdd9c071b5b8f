import { type Kysely, sql } from 'kysely';
import { resources, type ResourceDeclaration } from '../../resources';
import type { DatabaseHandle, DialectName } from './connection';
import { columnType } from './columns';
import type { Tables } from './tables';

const storedFields = (resource: ResourceDeclaration) => Object.entries(resource.fields);

async function createResourceTable(db: Kysely<Tables>, dialect: DialectName, resource: ResourceDeclaration) {
  let table = db.schema.createTable(resource.table).ifNotExists();
  table =
    dialect === 'postgres'
      ? table.addColumn(resource.key, 'serial', (column) => column.primaryKey())
      : table.addColumn(resource.key, 'integer', (column) => column.primaryKey().autoIncrement());
  for (const [name, field] of storedFields(resource)) {
    table = table.addColumn(name, columnType(field, dialect));
  }
  await table.execute();
}

async function addMissingColumns(
  db: Kysely<Tables>,
  dialect: DialectName,
  resource: ResourceDeclaration,
  existing: Set<string>,
) {
  for (const [name, field] of storedFields(resource)) {
    if (existing.has(name)) continue;
    await db.schema.alterTable(resource.table).addColumn(name, columnType(field, dialect)).execute();
  }
}

async function createIndexes(db: Kysely<Tables>, resource: ResourceDeclaration) {
  for (const [name, field] of storedFields(resource)) {
    if (field.unique) {
      await db.schema.createIndex(`ux_${resource.table}_${name}`).ifNotExists().unique().on(resource.table).column(name).execute();
    } else if (field.sortable || field.filterable || field.kind === 'reference') {
      await db.schema.createIndex(`ix_${resource.table}_${name}`).ifNotExists().on(resource.table).column(name).execute();
    }
  }
}

async function createServerTables(db: Kysely<Tables>) {
  await db.schema
    .createTable('app_secrets')
    .ifNotExists()
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('auth_sessions')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('ix_auth_sessions_user_id').ifNotExists().on('auth_sessions').column('user_id').execute();
}

async function migrateOn(db: Kysely<Tables>, dialect: DialectName) {
  await createServerTables(db);
  const tables = await db.introspection.getTables();
  for (const resource of resources) {
    const found = tables.find((table) => table.name === resource.table);
    if (found) await addMissingColumns(db, dialect, resource, new Set(found.columns.map((column) => column.name)));
    else await createResourceTable(db, dialect, resource);
    await createIndexes(db, resource);
  }
}

/**
 * Brings the schema in line with the declarations: creates missing tables, columns and indexes.
 * Idempotent, so it runs on every start. Columns are never dropped: data outlives declarations.
 */
export async function migrate({ db, dialect }: DatabaseHandle): Promise<void> {
  if (dialect === 'sqlite') return migrateOn(db, dialect);
  // Several processes may start together: one connection holds a lock while it migrates.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(4242)`.execute(connection);
    try {
      await migrateOn(connection, dialect);
    } finally {
      await sql`select pg_advisory_unlock(4242)`.execute(connection);
    }
  });
}
