import { sql } from 'kysely';
import type { LowStockProduct } from '../../resources/homeSummary';
import { homeSummaryLimits } from '../../resources/homeSummary';
import type { DatabaseHandle } from '../db/connection';

/**
 * The count and the newest few of the products whose stock is below their alert level. The
 * condition is written exactly as the `stock_alert` partial index's, so both read that index only.
 */
export function lowStockQueries(database: DatabaseHandle) {
  const below = database.db.selectFrom('products').where(sql.ref('stock'), '<', sql.ref('seuil_stock_alerte'));
  return {
    count: below.select((eb) => eb.fn.countAll().as('count')),
    first: below
      .select(['rowid as id', 'ref', 'label', 'stock', 'seuil_stock_alerte as alert'])
      .orderBy('rowid', 'desc')
      .limit(homeSummaryLimits.lowStockShown),
  };
}

export async function lowStock(database: DatabaseHandle): Promise<{ count: number; first: LowStockProduct[] }> {
  const queries = lowStockQueries(database);
  const [counted, first] = await Promise.all([queries.count.executeTakeFirstOrThrow(), queries.first.execute()]);
  return { count: Number(counted.count), first };
}
