import { type Kysely, sql } from 'kysely';
import { type ResourceDeclaration, resources } from '../../resources';
import type { DatabaseHandle, DialectName } from './connection';
import { carriedCopies, keepCarriedCopies } from './carriedFilters';
import { migrateTable } from './createTable';
import { createFullTextIndex } from './fullText';
import { postgresPageJsonOf } from './postgresPageJson';
import { sqlitePageJsonOf } from './sqlitePageJson';
import { tableOfResource } from './resourceTable';
import { createRowCounter } from './rowCounter';
import { createSearchChanges } from './searchChanges';
import { serverTables } from './serverTables';
import type { TableDeclaration } from './tableDeclaration';
import type { Tables } from './tables';
import { createViews, dropViews, type ViewPart } from './viewParts';

/** The names of the schema's indexes, read once so that a migrated database's start asks for none again. */
async function indexNames(db: Kysely<Tables>, dialect: DialectName): Promise<Set<string>> {
  const names =
    dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return new Set((await names.execute(db)).rows.map((row) => row.name));
}

/** What the features add to the schema beside the declared resources: their own tables, and their parts of shared views. */
export interface FeatureSchema {
  readonly tables: readonly TableDeclaration[];
  readonly viewParts: readonly ViewPart[];
}

async function migrateOn(db: Kysely<Tables>, dialect: DialectName, { tables, viewParts }: FeatureSchema, declarations: readonly ResourceDeclaration[]) {
  // Views go first: PostgreSQL changes no column type a view reads, and they are made again at the end.
  await dropViews(db, viewParts);
  const existing = new Map(
    (await db.introspection.getTables()).map((table) => [table.name, new Map(table.columns.map((column) => [column.name, column.dataType]))]),
  );
  const indexes = await indexNames(db, dialect);
  const migrate = (declaration: TableDeclaration) => migrateTable(db, dialect, declaration, existing.get(declaration.table), indexes);
  for (const declaration of serverTables) await migrate(declaration);
  for (const resource of declarations) {
    if (resource.view) continue;
    await migrate(tableOfResource(resource));
    const carried = carriedCopies(resource).flatMap((copies) => copies.carried);
    const existingColumns = existing.get(resource.table);
    if (carried.length)
      await keepCarriedCopies(db, dialect, resource, existingColumns !== undefined && carried.some((copy) => !existingColumns.has(copy.column)));
    if (resource.fullTextSearch) {
      await createFullTextIndex(db, resource);
      await createSearchChanges(db, resource);
    }
    if (resource.countRows) await createRowCounter(db, resource.table);
    await (dialect === 'sqlite' ? sqlitePageJsonOf : postgresPageJsonOf)(resource)?.create(db);
  }
  for (const declaration of tables) await migrate(declaration);
  await createViews(db, viewParts);
}

/**
 * Brings the schema in line with the declarations: the server's tables, the declared resources'
 * tables, then each feature's own tables, in the order given (a table before those referencing it),
 * then the views the features' parts make (a declared resource may be one of them).
 * Idempotent, so it runs on every start. Columns are never dropped: data outlives declarations.
 * One transaction: a migration that fails or is cut off leaves the schema as it found it.
 */
export async function migrate({ db, dialect }: DatabaseHandle, schema: FeatureSchema, declarations: readonly ResourceDeclaration[] = resources): Promise<void> {
  const migrateIn = (executor: Kysely<Tables>) => executor.transaction().execute((trx) => migrateOn(trx, dialect, schema, declarations));
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
