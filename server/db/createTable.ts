import { type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from './connection';
import type { ColumnDeclaration, ColumnKind, TableDeclaration } from './tableDeclaration';
import type { Tables } from './tables';

const sqlType = (kind: ColumnKind, dialect: DialectName): ColumnDataType => (kind === 'number' ? (dialect === 'postgres' ? 'double precision' : 'real') : kind);

/**
 * The generated integer key of a table: `serial` on PostgreSQL; on SQLite an `integer primary key`
 * with `autoincrement`, so the id of a deleted row is never handed out again.
 */
export const idColumn = <Table extends string>(table: CreateTableBuilder<Table>, name: string, dialect: DialectName) =>
  dialect === 'postgres'
    ? table.addColumn(name, 'serial', (column) => column.primaryKey())
    : table.addColumn(name, 'integer', (column) => column.primaryKey().autoIncrement());

const withRules = (declaration: ColumnDeclaration) => (column: ColumnDefinitionBuilder) => {
  let built = column;
  if (declaration.primaryKey) built = built.primaryKey();
  if (declaration.notNull) built = built.notNull();
  if (declaration.unique) built = built.unique();
  if (declaration.defaultTo !== undefined) built = built.defaultTo(declaration.defaultTo);
  if (declaration.references) {
    built = built.references(declaration.references.column);
    if (declaration.references.onDelete) built = built.onDelete(declaration.references.onDelete);
  }
  return built;
};

async function createTable(db: Kysely<Tables>, dialect: DialectName, declaration: TableDeclaration) {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(declaration.table).ifNotExists();
  if (declaration.generatedKey) table = idColumn(table, declaration.generatedKey, dialect);
  for (const [name, column] of Object.entries(declaration.columns)) table = table.addColumn(name, sqlType(column.type, dialect), withRules(column));
  if (declaration.primaryKey) table = table.addPrimaryKeyConstraint(declaration.primaryKey.name, [...declaration.primaryKey.columns]);
  for (const unique of declaration.uniqueConstraints ?? []) table = table.addUniqueConstraint(unique.name, [...unique.columns]);
  await table.execute();
}

/** An existing table's columns: each one's type as the database names it (`int4` on PostgreSQL, `INTEGER` on SQLite). */
export type ExistingColumns = ReadonlyMap<string, string>;

/**
 * Columns declared since the table was made. An added column gets its type and default only: the
 * rows already there have no value to satisfy a not-null or unique rule. They hold the value the
 * declaration gives them (a field's default), so a filter on the new column still finds them.
 */
async function addMissingColumns(db: Kysely<Tables>, dialect: DialectName, declaration: TableDeclaration, existing: ExistingColumns) {
  for (const [name, column] of Object.entries(declaration.columns)) {
    if (existing.has(name)) continue;
    const { defaultTo, existingRowsHold } = column;
    await db.schema
      .alterTable(declaration.table)
      .addColumn(name, sqlType(column.type, dialect), (added) => (defaultTo === undefined ? added : added.defaultTo(defaultTo)))
      .execute();
    if (existingRowsHold !== undefined) await sql`update ${sql.table(declaration.table)} set ${sql.ref(name)} = ${existingRowsHold}`.execute(db);
  }
}

/**
 * Which declared types an existing PostgreSQL column (by the type name the database reports) is
 * changed to when its declaration asks for one: only widenings, which keep every value the column
 * holds exactly and in the same order (a 32-bit integer to a 64-bit one, or to a double). Any other
 * difference (a narrowing, a number to text) is left as the database has it: it could lose or reorder
 * data. SQLite needs none: its integers are 64-bit whatever the declared type, which is only a preference.
 */
const postgresWidenings: Readonly<Record<string, readonly ColumnKind[]>> = { int4: ['bigint', 'number'] };

/** Widens the existing columns whose declared type now holds more than the database's (see postgresWidenings). */
async function widenColumns(db: Kysely<Tables>, dialect: DialectName, declaration: TableDeclaration, existing: ExistingColumns) {
  if (dialect !== 'postgres') return;
  for (const [name, column] of Object.entries(declaration.columns)) {
    const found = existing.get(name);
    if (found === undefined || !postgresWidenings[found]?.includes(column.type)) continue;
    await db.schema
      .alterTable(declaration.table)
      .alterColumn(name, (altered) => altered.setDataType(sqlType(column.type, dialect)))
      .execute();
  }
}

const postgresNameLength = 63;

/**
 * The declared indexes the table lacks, and the replaced ones it still has. With the schema's index
 * names known (`existing`), an index already there costs no statement: a start on a migrated
 * database then runs a handful of statements, not one per index.
 */
async function createIndexes(db: Kysely<Tables>, dialect: DialectName, declaration: TableDeclaration, existing?: ReadonlySet<string>) {
  // PostgreSQL keeps the first 63 bytes of a longer name (its identifier limit).
  const exists = (name: string) => existing?.has(dialect === 'postgres' ? name.slice(0, postgresNameLength) : name) ?? false;
  for (const index of declaration.indexes ?? []) {
    if (index.only && index.only !== dialect) continue;
    if (!exists(index.name)) {
      let created = db.schema
        .createIndex(index.name)
        .ifNotExists()
        .on(declaration.table)
        .columns([...index.columns]);
      if (index.unique) created = created.unique();
      if (index.where) created = created.where(sql.ref(index.where.column), index.where.op, sql.ref(index.where.other));
      if (index.whereNull) created = created.where(sql.ref(index.whereNull), 'is', null);
      await created.execute();
    }
    if (index.replaces && (!existing || exists(index.replaces))) await db.schema.dropIndex(index.replaces).ifExists().execute();
  }
}

/**
 * Brings one table in line with its declaration: creates it, or widens the columns declared wider
 * and adds the columns it lacks, then its indexes. Idempotent; `existingColumns` are the table's
 * columns when it already exists, and `existingIndexes` the names of the schema's indexes when the
 * caller has read them.
 */
export async function migrateTable(
  db: Kysely<Tables>,
  dialect: DialectName,
  declaration: TableDeclaration,
  existingColumns?: ExistingColumns,
  existingIndexes?: ReadonlySet<string>,
) {
  if (existingColumns) {
    await widenColumns(db, dialect, declaration, existingColumns);
    await addMissingColumns(db, dialect, declaration, existingColumns);
  } else await createTable(db, dialect, declaration);
  await createIndexes(db, dialect, declaration, existingIndexes);
}
