import { sql } from 'kysely';
import type { LowStockProduct } from '../../resources/homeSummary';
import { homeSummaryLimits } from '../../resources/homeSummary';
import type { DatabaseHandle } from '../db/connection';

/**
 * Products whose stock is below their alert level. The condition is written exactly as the
 * `stock_alert` partial index's, so both the count and the first few read that index only.
 */
export async function lowStock(database: DatabaseHandle): Promise<{ count: number; first: LowStockProduct[] }> {
  const below = database.db.selectFrom('products').where(sql.ref('stock'), '<', sql.ref('seuil_stock_alerte'));
  const [counted, first] = await Promise.all([
    below.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    below
      .select(['rowid as id', 'ref', 'label', 'stock', 'seuil_stock_alerte as alert'])
      .orderBy('rowid', 'desc')
      .limit(homeSummaryLimits.lowStockShown)
      .execute(),
  ]);
  return { count: Number(counted.count), first };
}
