import type { RowOf, TableDeclaration } from './tableDeclaration';

/** One row per counted table: its name and its row count. */
export const rowCounts = {
  table: 'row_counts',
  columns: {
    table_name: { type: 'text', primaryKey: true },
    total: { type: 'bigint', notNull: true },
  },
} as const satisfies TableDeclaration;

export const rowCountsTable = rowCounts.table;
export type RowCountsTable = RowOf<typeof rowCounts>;
