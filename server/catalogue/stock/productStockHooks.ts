import type { Executor, ResourceHooks } from '../../crud/hooks';
import { refreshProductStock } from './productStockTotals';

/** Carried from beforeWrite to withinWrite in the prepared data; undeclared, so never stored. */
const previousProduct = '__previous_product_id';

/** Stock per warehouse written directly keeps the product's total in step, in the same transaction. */
export function productStockHooks(db: Executor): ResourceHooks {
  return {
    async beforeWrite(data, { op, id }) {
      if (op !== 'update' || id === undefined || data.product_id === undefined) return data;
      const current = await db.selectFrom('product_stock').select('product_id').where('rowid', '=', id).executeTakeFirst();
      return { ...data, [previousProduct]: current?.product_id };
    },
    async withinWrite(record, data, { trx }) {
      await refreshProductStock(trx, [Number(record.product_id), Number(data[previousProduct])]);
    },
    async withinRemove(record, trx) {
      await refreshProductStock(trx, [Number(record.product_id)]);
    },
  };
}
