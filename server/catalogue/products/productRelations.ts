import type { Executor } from '../../crud/hooks';
import { replaceWarehouseStock } from '../stock/productStockTotals';

type Row = Record<string, unknown>;
export type WarehouseQuantity = { warehouse_id: number; quantity: number };

/** Replaces a product's category links with the given categories. */
export async function replaceProductCategories(trx: Executor, productId: number, categoryIds: readonly number[]) {
  await trx.deleteFrom('product_categories').where('product_id', '=', productId).execute();
  const unique = [...new Set(categoryIds)];
  if (unique.length) {
    await trx
      .insertInto('product_categories')
      .values(unique.map((category_id) => ({ product_id: productId, category_id })))
      .execute();
  }
}

/** Stores the form's `categories` and `warehouse_stock` when the body carries them. */
export async function applyProductRelations(trx: Executor, productId: number, data: Row) {
  if (Array.isArray(data.categories)) await replaceProductCategories(trx, productId, data.categories.map(Number));
  if (Array.isArray(data.warehouse_stock)) await replaceWarehouseStock(trx, productId, data.warehouse_stock as WarehouseQuantity[]);
}

/** A single product as the form reads it: with its category ids and its stock per warehouse. */
export async function withProductRelations(executor: Executor, record: Row): Promise<Row> {
  const id = Number(record.rowid);
  const links = await executor.selectFrom('product_categories').select('category_id').where('product_id', '=', id).orderBy('category_id').execute();
  const stock = await executor.selectFrom('product_stock').select(['warehouse_id', 'quantity']).where('product_id', '=', id).orderBy('warehouse_id').execute();
  return {
    ...record,
    categories: links.map((link) => Number(link.category_id)),
    warehouse_stock: stock.map((row) => ({ warehouse_id: Number(row.warehouse_id), quantity: Number(row.quantity) })),
  };
}
