import type { Executor } from '../../crud/hooks';
import { insertRows, maxKey, syncKeySequence } from './insertRows';
import { planProduct } from './productRows';
import type { Random } from './random';

export interface CatalogueFrame {
  leaves: { id: number; names: readonly string[] }[];
  warehouseIds: number[];
}

/** Rows built per transaction: bounds memory while keeping the batches large. */
const chunk = 20_000;

/** Adds `count` products over the leaf categories, with their category links and stock per warehouse. */
export async function generateProducts(db: Executor, random: Random, frame: CatalogueFrame, count: number): Promise<number[]> {
  const ids: number[] = [];
  const now = new Date().toISOString();
  for (let done = 0; done < count; done += chunk) {
    await db.transaction().execute(async (trx) => {
      const first = (await maxKey(trx, 'products', 'rowid')) + 1;
      const plans = Array.from({ length: Math.min(chunk, count - done) }, (_, index) =>
        planProduct(random, first + index, random.pick(frame.leaves), frame.warehouseIds, now),
      );
      await insertRows(
        trx,
        'products',
        plans.map((plan) => plan.product),
      );
      await insertRows(
        trx,
        'product_categories',
        plans.map((plan) => ({ product_id: plan.product.rowid, category_id: plan.categoryId })),
      );
      await insertRows(
        trx,
        'product_stock',
        plans.flatMap((plan) => plan.stock.map((entry) => ({ product_id: plan.product.rowid, ...entry }))),
      );
      await syncKeySequence(trx, 'products', 'rowid');
      ids.push(...plans.map((plan) => Number(plan.product.rowid)));
    });
  }
  return ids;
}
