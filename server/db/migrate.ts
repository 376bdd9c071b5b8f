import { type Kysely, sql } from 'kysely';
import { resources, type ResourceDeclaration } from '../../resources';
import type { DatabaseHandle, DialectName } from './connection';
import { columnType } from './columns';
import { createFullTextIndex } from './fullText';
import { createRowCounter } from './rowCounter';
import type { Tables } from './tables';

/** A feature's own tables and indexes: idempotent, like the whole migration. */
export type CreateTables = (db: Kysely<Tables>, dialect: DialectName) => Promise<void>;

const storedFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, field]) => !field.virtual);

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

/**
 * The index of a sortable, filterable or reference field. SQLite's index entries end with the row's
 * key already; PostgreSQL's get the key as a second column, so a filter's matches come out of the
 * index in key order (merged with another condition's and counted without reading the table), and
 * a page sorted by the field is in full order (field, then key) there too.
 */
async function createFieldIndex(db: Kysely<Tables>, dialect: DialectName, resource: ResourceDeclaration, name: string) {
  const { table, key } = resource;
  if (dialect === 'sqlite' || name === key) {
    await db.schema.createIndex(`ix_${table}_${name}`).ifNotExists().on(table).column(name).execute();
    return;
  }
  await db.schema.createIndex(`ix_${table}_${name}_${key}`).ifNotExists().on(table).columns([name, key]).execute();
  // Made by earlier versions: the field alone, which the new index covers.
  await db.schema.dropIndex(`ix_${table}_${name}`).ifExists().execute();
}

async function createIndexes(db: Kysely<Tables>, dialect: DialectName, resource: ResourceDeclaration) {
  if (dialect === 'sqlite' && resource.listFields) {
    // A wide record's rows fill SQLite's table b-tree itself, so stepping over a deep page offset in
    // key order would read every row in between; this narrow index lets it step over keys only.
    await db.schema.createIndex(`ix_${resource.table}_${resource.key}`).ifNotExists().on(resource.table).column(resource.key).execute();
  }
  for (const [name, field] of storedFields(resource)) {
    if (field.unique) {
      await db.schema.createIndex(`ux_${resource.table}_${name}`).ifNotExists().unique().on(resource.table).column(name).execute();
    } else if (field.sortable || field.filterable || field.kind === 'reference') {
      await createFieldIndex(db, dialect, resource, name);
    }
  }
  for (const names of resource.uniqueTogether ?? []) {
    await db.schema.createIndex(`ux_${resource.table}_${names.join('_')}`).ifNotExists().unique().on(resource.table).columns([...names]).execute();
  }
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    if (filter.kind !== 'compare') continue;
    // A partial index holds only the matching rows, so the filter reads them instead of the whole table.
    await db.schema
      .createIndex(`ix_${resource.table}_${name}`)
      .ifNotExists()
      .on(resource.table)
      .column(resource.key)
      .where(sql.ref(filter.field), filter.op, sql.ref(filter.other))
      .execute();
  }
  if (resource.fullTextSearch) await createFullTextIndex(db as unknown as Parameters<typeof createFullTextIndex>[0], resource);
  if (resource.countRows) await createRowCounter(db as unknown as Parameters<typeof createRowCounter>[0], resource.table);
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
    .addColumn('previous_hash', 'text')
    .execute();
  const sessions = (await db.introspection.getTables()).find((table) => table.name === 'auth_sessions');
  if (!sessions?.columns.some((column) => column.name === 'previous_hash')) {
    await db.schema.alterTable('auth_sessions').addColumn('previous_hash', 'text').execute();
  }
  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ix_auth_sessions_user_id').ifNotExists().on('auth_sessions').column('user_id').execute();
}

async function migrateOn(db: Kysely<Tables>, dialect: DialectName, featureTables: readonly CreateTables[]) {
  await createServerTables(db);
  const tables = await db.introspection.getTables();
  for (const resource of resources) {
    const found = tables.find((table) => table.name === resource.table);
    if (found) await addMissingColumns(db, dialect, resource, new Set(found.columns.map((column) => column.name)));
    else await createResourceTable(db, dialect, resource);
    await createIndexes(db, dialect, resource);
  }
  for (const createTables of featureTables) await createTables(db, dialect);
}

/**
 * Brings the schema in line with the declarations: creates missing tables, columns and indexes,
 * then each feature's own tables, in the order given.
 * Idempotent, so it runs on every start. Columns are never dropped: data outlives declarations.
 */
export async function migrate({ db, dialect }: DatabaseHandle, featureTables: readonly CreateTables[]): Promise<void> {
  if (dialect === 'sqlite') return migrateOn(db, dialect, featureTables);
  // Several processes may start together: one connection holds a lock while it migrates.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(4242)`.execute(connection);
    try {
      await migrateOn(connection, dialect, featureTables);
    } finally {
      await sql`select pg_advisory_unlock(4242)`.execute(connection);
    }
  });
}
