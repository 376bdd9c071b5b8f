import type { ResourceHooks } from '../../crud/hooks';
import type { DialectName } from '../../db/connection';
import { lockRow } from '../../db/rowLock';
import { refreshProductStock } from './productStockTotals';

/** Stock per warehouse written directly keeps the product's total (and version) in step, in the same transaction. */
export function productStockHooks(dialect: DialectName): ResourceHooks {
  return {
    async lockFirst(trx, id, data) {
      // The products before their stock rows, as product edits and order validations lock them.
      const row = id === undefined ? undefined : await trx.selectFrom('product_stock').select('product_id').where('rowid', '=', id).executeTakeFirst();
      const productIds = [...new Set([row?.product_id, data?.product_id].map(Number).filter(Number.isInteger))].sort((a, b) => a - b);
      for (const productId of productIds) await lockRow(trx, dialect, 'products', 'rowid', productId);
    },
    async withinWrite(record, _data, { trx, previous }) {
      await refreshProductStock(trx, [Number(record.product_id), Number(previous?.product_id)]);
    },
    async withinRemove(record, trx) {
      await refreshProductStock(trx, [Number(record.product_id)]);
    },
  };
}
