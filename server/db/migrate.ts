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

async function migrateOn(db: Kysely<Tables>, dialect: DialectName, featureTables: readonly TableDeclaration[], declarations: readonly ResourceDeclaration[]) {
  const existing = new Map((await db.introspection.getTables()).map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
  const migrate = (declaration: TableDeclaration) => migrateTable(db, dialect, declaration, existing.get(declaration.table));
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
 */
export async function migrate(
  { db, dialect }: DatabaseHandle,
  featureTables: readonly TableDeclaration[],
  declarations: readonly ResourceDeclaration[] = resources,
): Promise<void> {
  if (dialect === 'sqlite') return migrateOn(db, dialect, featureTables, declarations);
  // Several processes may start together: one connection holds a lock while it migrates.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(4242)`.execute(connection);
    try {
      await migrateOn(connection, dialect, featureTables, declarations);
    } finally {
      await sql`select pg_advisory_unlock(4242)`.execute(connection);
    }
  });
}
