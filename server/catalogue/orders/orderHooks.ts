import type { AppContext } from '../../context';
import type { Executor, ResourceHooks } from '../../crud/hooks';
import { conflict } from '../../http/errors';
import { lineTotal, orderLinesOf, refreshOrderTotals, replaceOrderLines } from './orderTotals';

type Row = Record<string, unknown>;

export const lockedOrderMessage = 'El pedido ya no es un borrador: no se puede modificar';

/** Only a draft order (and its lines) can change; validation and cancellation fix it. */
export async function assertDraft(executor: Executor, orderId: number | undefined) {
  if (orderId === undefined || Number.isNaN(orderId)) return;
  const order = await executor.selectFrom('orders').select('status').where('rowid', '=', orderId).executeTakeFirst();
  if (order && order.status !== 'draft') throw conflict(lockedOrderMessage);
}

const orderRef = (id: number) => `PED-${String(id).padStart(6, '0')}`;

/** Orders: a generated ref, lines saved with the order, totals computed from the lines. */
export function orderHooks({ database }: AppContext): ResourceHooks {
  const db = database.db as unknown as Executor;
  return {
    async beforeWrite(data, { op, id }) {
      if (op === 'update') await assertDraft(db, id);
      return data;
    },
    async withinWrite(record, data, { id, trx }) {
      if (!record.ref) await trx.updateTable('orders').set({ ref: orderRef(id) }).where('rowid', '=', id).execute();
      if (Array.isArray(data.lines)) await replaceOrderLines(trx, id, data.lines as Row[]);
      await refreshOrderTotals(trx, id);
      const stored = await trx.selectFrom('orders').select(['ref', 'subtotal', 'tax', 'total']).where('rowid', '=', id).executeTakeFirstOrThrow();
      return { ...record, ref: stored.ref, subtotal: Number(stored.subtotal), tax: Number(stored.tax), total: Number(stored.total) };
    },
    async withinRemove(record) {
      if (record.status === 'validated') throw conflict('Un pedido validado no se puede eliminar: cancélelo primero');
    },
    expand: async (record, executor) => ({ ...record, lines: await orderLinesOf(executor, Number(record.rowid)) }),
  };
}

/** Carried from beforeWrite to withinWrite in the prepared data; undeclared, so never stored. */
const previousOrder = '__previous_order_id';

/** Order lines written one by one keep their amount and their order's totals in step. */
export function orderLineHooks({ database }: AppContext): ResourceHooks {
  const db = database.db as unknown as Executor;
  return {
    async beforeWrite(data, { op, id }) {
      if (op === 'create') await assertDraft(db, Number(data.order_id));
      else {
        const current = await db.selectFrom('order_lines').select('order_id').where('rowid', '=', id ?? 0).executeTakeFirst();
        await assertDraft(db, Number(current?.order_id));
        if (data.order_id !== undefined) {
          await assertDraft(db, Number(data.order_id));
          return { ...data, [previousOrder]: current?.order_id };
        }
      }
      return data;
    },
    async withinWrite(record, data, { id, trx }) {
      const total_price = lineTotal(record);
      await trx.updateTable('order_lines').set({ total_price }).where('rowid', '=', id).execute();
      await refreshOrderTotals(trx, Number(record.order_id));
      if (data[previousOrder] !== undefined) await refreshOrderTotals(trx, Number(data[previousOrder]));
      return { ...record, total_price };
    },
    async withinRemove(record, trx) {
      await assertDraft(trx, Number(record.order_id));
      await refreshOrderTotals(trx, Number(record.order_id));
    },
  };
}
