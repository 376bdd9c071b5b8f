import type { RowOf, TableDeclaration } from '../../db/tableDeclaration';

/**
 * The units a marketplace sale took, per product and warehouse: what is given back is exactly what
 * was taken, whichever warehouses it came from.
 */
const saleStockMovesTable = {
  table: 'sale_stock_moves',
  generatedKey: 'id',
  columns: {
    order_id: { type: 'integer', notNull: true, references: { column: 'orders.rowid', onDelete: 'cascade' } },
    product_id: { type: 'integer', notNull: true },
    warehouse_id: { type: 'integer', notNull: true },
    quantity: { type: 'number', notNull: true },
  },
  indexes: [{ name: 'ix_sale_stock_moves_order', columns: ['order_id'] }],
} as const satisfies TableDeclaration;

export const saleTables: readonly TableDeclaration[] = [saleStockMovesTable];

declare module '../../db/tables' {
  interface Tables {
    sale_stock_moves: RowOf<typeof saleStockMovesTable>;
  }
}
