/**
 * The one format every table is created from: the declared resources' tables are derived into it
 * (resourceTable.ts) and the features' own tables are written in it. Pure data; migrate.ts reads it.
 */

/** A column's storage; `number` is `real` on SQLite and `double precision` on PostgreSQL. */
export type ColumnKind = 'integer' | 'bigint' | 'number' | 'text';

export interface ColumnDeclaration {
  readonly type: ColumnKind;
  readonly notNull?: boolean;
  readonly defaultTo?: number | string;
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
  /** Created on this database only. */
  readonly only?: 'sqlite' | 'postgres';
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
