import type { AppContext } from '../../context';
import type { Executor, ResourceHooks } from '../../crud/hooks';
import type { DialectName } from '../../db/connection';
import { lockRow } from '../../db/rowLock';
import { conflict } from '../../http/errors';
import { lineTotal, orderLinesOf, refreshOrderTotals, replaceOrderLines } from './orderTotals';

type Row = Record<string, unknown>;

export const lockedOrderMessage = 'El pedido ya no es un borrador: no se puede modificar';
export const marketplaceOrderMessage = 'Un pedido de un marketplace sigue al marketplace: no se valida, cancela ni elimina aquí';

/**
 * Locks the given orders (in id order, as every order transaction does) and refuses unless each is a
 * draft: only a draft order and its lines can change, and validation and cancellation take the same
 * lock, so a line edit and a validation of one order run one after the other.
 */
export async function lockDraftOrders(trx: Executor, dialect: DialectName, orderIds: readonly unknown[]) {
  const ids = [...new Set(orderIds.map(Number).filter(Number.isInteger))].sort((a, b) => a - b);
  for (const id of ids) {
    const order = await lockRow(trx, dialect, 'orders', 'rowid', id);
    if (order && order.status !== 'draft') throw conflict(lockedOrderMessage).worded('order_locked');
  }
  return ids;
}

export const orderRef = (id: number) => `PED-${String(id).padStart(6, '0')}`;

/** Orders: a generated ref, lines saved with the order, totals computed from the lines. */
export function orderHooks(): ResourceHooks {
  return {
    async withinWrite(record, data, { op, id, trx }) {
      // The generic update locked the order's row before storing it, so this status is current.
      if (op === 'update' && record.status !== 'draft') throw conflict(lockedOrderMessage).worded('order_locked');
      if (!record.ref)
        await trx
          .updateTable('orders')
          .set({ ref: orderRef(id) })
          .where('rowid', '=', id)
          .execute();
      if (Array.isArray(data.lines)) await replaceOrderLines(trx, id, data.lines as Row[]);
      await refreshOrderTotals(trx, id);
      const stored = await trx.selectFrom('orders').select(['ref', 'subtotal', 'tax', 'total', 'tms']).where('rowid', '=', id).executeTakeFirstOrThrow();
      return { ...record, ref: stored.ref, subtotal: Number(stored.subtotal), tax: Number(stored.tax), total: Number(stored.total), tms: stored.tms };
    },
    async withinRemove(record) {
      if (record.channel) throw conflict(marketplaceOrderMessage).worded('order_from_marketplace');
      if (record.status === 'validated') throw conflict('Un pedido validado no se puede eliminar: cancélelo primero').worded('order_validated_undeletable');
    },
    expand: async (record, executor) => ({ ...record, lines: await orderLinesOf(executor, Number(record.rowid)) }),
  };
}

/** Order lines written one by one keep their amount and their order's totals in step. */
export function orderLineHooks({ database }: AppContext): ResourceHooks {
  const { dialect } = database;
  return {
    async lockFirst(trx, id, data) {
      const line = id === undefined ? undefined : await trx.selectFrom('order_lines').select('order_id').where('rowid', '=', id).executeTakeFirst();
      await lockDraftOrders(trx, dialect, [line?.order_id, data?.order_id]);
    },
    async withinWrite(record, _data, { id, trx, previous }) {
      // Locks again the orders read under the line's own lock: a no-op unless the line moved meanwhile.
      const orderIds = await lockDraftOrders(trx, dialect, [previous?.order_id, record.order_id]);
      const total_price = lineTotal(record);
      await trx.updateTable('order_lines').set({ total_price }).where('rowid', '=', id).execute();
      for (const orderId of orderIds) await refreshOrderTotals(trx, orderId);
      return { ...record, total_price };
    },
    async withinRemove(record, trx) {
      await lockDraftOrders(trx, dialect, [record.order_id]);
      await refreshOrderTotals(trx, Number(record.order_id));
    },
  };
}
