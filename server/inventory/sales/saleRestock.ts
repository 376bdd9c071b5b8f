import type { Executor } from '../../crud/hooks';
import { nextVersion } from '../../crud/versions';
import type { DialectName } from '../../db/connection';
import { lockRow } from '../../db/rowLock';
import { conflict, notFound } from '../../http/errors';
import { giveBackSaleStockOnce } from './saleStock';

/**
 * A marketplace sale returned and put back on the shelf gives back what it took, once, inside the
 * caller's transaction: a second attempt, or one on a sale whose stock was never taken, is refused
 * with the reason.
 */
export async function restockSale(trx: Executor, dialect: DialectName, orderId: number): Promise<void> {
  const order = await lockRow(trx, dialect, 'orders', 'rowid', orderId);
  if (!order) throw notFound('El pedido no existe').worded('order_missing');
  if (!order.channel) throw conflict('Solo un pedido de un marketplace se devuelve al stock').worded('order_not_from_marketplace');
  if (!(await giveBackSaleStockOnce(trx, dialect, orderId)))
    throw conflict('El stock de este pedido no está tomado: no hay nada que devolver').worded('order_stock_not_taken');
  await trx
    .updateTable('orders')
    .set({ tms: nextVersion(order.tms) })
    .where('rowid', '=', orderId)
    .execute();
}
