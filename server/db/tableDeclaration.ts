import type { Generated } from 'kysely';

/**
 * The one format every table is created from: the declared resources' tables are derived into it
 * (resourceTable.ts) and the features' own tables are written in it, as data that migrate.ts reads
 * and their Kysely types derive from (RowOf).
 */

/** A column's storage; `number` is `real` on SQLite and `double precision` on PostgreSQL. */
export type ColumnKind = 'integer' | 'bigint' | 'number' | 'text';

export interface ColumnDeclaration {
  readonly type: ColumnKind;
  readonly notNull?: boolean;
  readonly defaultTo?: number | string;
  /** What the rows already in the table hold once the column is added to it (a declared field's default). */
  readonly existingRowsHold?: number | string;
  /** The table's primary key on its own (a text key; generated integer keys are `generatedKey`). */
  readonly primaryKey?: boolean;
  readonly unique?: boolean;
  /** A foreign key: `table.column`, and what deleting that row does to this one. */
  readonly references?: { readonly column: string; readonly onDelete?: 'cascade' };
}

/** Several columns that together are unique, as a named constraint of the table. */
export interface ConstraintDeclaration {
  readonly name: string;
  readonly columns: readonly string[];
}

export interface IndexDeclaration {
  readonly name: string;
  readonly columns: readonly string[];
  readonly unique?: boolean;
  /** A partial index: only the rows where `column op other` (another column). */
  readonly where?: { readonly column: string; readonly op: '<' | '<=' | '>' | '>='; readonly other: string };
  /** A partial index over the rows where this column is null. */
  readonly whereNull?: string;
  /** Created on this database only. */
  readonly only?: 'sqlite' | 'postgres';
  /** An index earlier versions made that this one covers: dropped once this one exists. */
  readonly replaces?: string;
}

export interface TableDeclaration {
  readonly table: string;
  /** An integer key the database generates (see idColumn in createTable.ts). */
  readonly generatedKey?: string;
  readonly columns: Readonly<Record<string, ColumnDeclaration>>;
  readonly primaryKey?: ConstraintDeclaration;
  readonly uniqueConstraints?: readonly ConstraintDeclaration[];
  readonly indexes?: readonly IndexDeclaration[];
}

type ColumnValueOf<Column extends ColumnDeclaration> = Column extends { type: 'text' } ? string : number;

type MaybeNull<Column extends ColumnDeclaration> = Column extends { notNull: true } | { primaryKey: true }
  ? ColumnValueOf<Column>
  : ColumnValueOf<Column> | null;

type GeneratedKeyOf<Table extends TableDeclaration> = Table extends { generatedKey: infer Key extends string } ? Key : never;

/** The Kysely type of a declared table: a generated key and columns with a default may be left out of an insert. */
export type RowOf<Table extends TableDeclaration> = {
  [Name in GeneratedKeyOf<Table> | keyof Table['columns']]: Name extends keyof Table['columns']
    ? Table['columns'][Name] extends { defaultTo: number | string }
      ? Generated<MaybeNull<Table['columns'][Name]>>
      : MaybeNull<Table['columns'][Name]>
    : Generated<number>;
};
