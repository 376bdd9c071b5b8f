import type { DeclaredResource, FieldDeclaration, ResourceDeclaration } from '../../resources';
import type { ValueOf } from '../../resources/recordOf';
import type { Generated } from 'kysely';
import type { RowCountsTable } from './rowCountsTable';
import type { ServerTables } from './serverTables';

/** A field's stored value, as server/db/columns.ts writes it: booleans as 0 or 1, tags and json as JSON text. */
type ColumnValueOf<F extends FieldDeclaration> = F extends { kind: 'boolean' } ? number : F extends { kind: 'tags' | 'json' } ? string : ValueOf<F>;

type FieldsOf<D extends ResourceDeclaration> = D['fields'];

/** Virtual fields are derived or kept in related rows: they have no column. */
type StoredNames<D extends ResourceDeclaration> = {
  [Name in keyof FieldsOf<D>]: FieldsOf<D>[Name] extends { virtual: true } ? never : Name;
}[keyof FieldsOf<D>];

/** The table of a declared resource: its generated key and a column per stored field, null unless required. */
export type TableOf<D extends ResourceDeclaration> = {
  [Name in D['key'] | StoredNames<D>]: Name extends D['key']
    ? Generated<number>
    : FieldsOf<D>[Name] extends { required: true }
      ? ColumnValueOf<FieldsOf<D>[Name]>
      : ColumnValueOf<FieldsOf<D>[Name]> | null;
};

/** Every declared resource's table, by table name. */
export type DeclaredTables = { [D in DeclaredResource as D['table']]: TableOf<D> };

/**
 * The declared resources' tables and the server's, typed from their declarations; each feature adds
 * its own tables' types to this interface where it declares them (`declare module`). The string
 * index is for the generic code, which names a declared table at run time and reads plain rows.
 */
export interface Tables extends DeclaredTables, ServerTables {
  /** PostgreSQL only: the row counts of the resources declared with `countRows`. */
  row_counts: RowCountsTable;
  [table: string]: Record<string, unknown>;
}
