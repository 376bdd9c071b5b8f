import { sql } from 'kysely';
import type { Executor } from '../../crud/hooks';
import { advanceVersions, nextVersion } from '../../crud/versions';
import { recordProductChanges } from './stockChangeOutbox';

/**
 * Recomputes each product's `stock` as the sum of its stock per warehouse. Its stock per warehouse
 * changed, so the product's version moves too: an edit of the product based on the old stock is refused.
 * The change is recorded in the same transaction, so every listing of the product is told of it.
 */
export async function refreshProductStock(trx: Executor, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds.filter((id) => Number.isInteger(id)))];
  if (ids.length === 0) return;
  const { rows } = await sql<Record<string, unknown>>`update products set stock = (
      select coalesce(sum(product_stock.quantity), 0) from product_stock where product_stock.product_id = products.rowid
    ) where rowid in (${sql.join(ids)}) returning rowid, tms`.execute(trx);
  await advanceVersions(trx, 'products', 'rowid', rows);
  await recordProductChanges(trx, ids);
}

/** Replaces a product's stock per warehouse with the given quantities. */
export async function replaceWarehouseStock(trx: Executor, productId: number, entries: readonly { warehouse_id: number; quantity: number }[]) {
  await trx.deleteFrom('product_stock').where('product_id', '=', productId).execute();
  if (entries.length) {
    await trx
      .insertInto('product_stock')
      .values(entries.map((entry) => ({ product_id: productId, warehouse_id: entry.warehouse_id, quantity: entry.quantity, tms: nextVersion() })))
      .execute();
  }
  await refreshProductStock(trx, [productId]);
}
