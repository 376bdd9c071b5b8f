import { type Kysely, sql } from 'kysely';
import { type ResourceDeclaration, resources } from '../../resources';
import type { DatabaseHandle, DialectName } from './connection';
import { migrateTable } from './createTable';
import { createFullTextIndex } from './fullText';
import { tableOfResource } from './resourceTable';
import { createRowCounter } from './rowCounter';
import { serverTables } from './serverTables';
import type { TableDeclaration } from './tableDeclaration';
import type { Tables } from './tables';

/** The names of the schema's indexes, read once so that a migrated database's start asks for none again. */
async function indexNames(db: Kysely<Tables>, dialect: DialectName): Promise<Set<string>> {
  const names =
    dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return new Set((await names.execute(db)).rows.map((row) => row.name));
}

async function migrateOn(db: Kysely<Tables>, dialect: DialectName, featureTables: readonly TableDeclaration[], declarations: readonly ResourceDeclaration[]) {
  const existing = new Map((await db.introspection.getTables()).map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
  const indexes = await indexNames(db, dialect);
  const migrate = (declaration: TableDeclaration) => migrateTable(db, dialect, declaration, existing.get(declaration.table), indexes);
  for (const declaration of serverTables) await migrate(declaration);
  for (const resource of declarations) {
    await migrate(tableOfResource(resource));
    if (resource.fullTextSearch) await createFullTextIndex(db, resource);
    if (resource.countRows) await createRowCounter(db, resource.table);
  }
  for (const declaration of featureTables) await migrate(declaration);
}

/**
 * Brings the schema in line with the declarations: the server's tables, the declared resources'
 * tables, then each feature's own tables, in the order given (a table before those referencing it).
 * Idempotent, so it runs on every start. Columns are never dropped: data outlives declarations.
 * One transaction: a migration that fails or is cut off leaves the schema as it found it.
 */
export async function migrate(
  { db, dialect }: DatabaseHandle,
  featureTables: readonly TableDeclaration[],
  declarations: readonly ResourceDeclaration[] = resources,
): Promise<void> {
  const migrateIn = (executor: Kysely<Tables>) => executor.transaction().execute((trx) => migrateOn(trx, dialect, featureTables, declarations));
  if (dialect === 'sqlite') return migrateIn(db);
  // Several processes may start together: one connection holds a lock while it migrates.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(4242)`.execute(connection);
    try {
      await migrateIn(connection);
    } finally {
      await sql`select pg_advisory_unlock(4242)`.execute(connection);
    }
  });
}
