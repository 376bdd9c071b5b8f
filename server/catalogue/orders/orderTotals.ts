import { orderLineItem } from '../../../resources/catalogue/orders';
import type { Executor } from '../../crud/hooks';
import { nextVersion } from '../../crud/versions';

type Row = Record<string, unknown>;

/** A line's optional amount: its declared default when the form left it out, null when it sent an empty one. */
const valueOrDefault = (value: unknown, absent: number): number | null => (value === undefined ? absent : value === null ? null : Number(value));

const cents = (value: number) => Math.round(value * 100) / 100;

/** A line's amount before IVA: quantity × unit price, less its discount percent. */
export const lineTotal = (line: Row) => cents(Number(line.quantity) * Number(line.unity_price) * (1 - Number(line.discount ?? 0) / 100));

/** Recomputes an order's subtotal, IVA and total from its lines; the caller holds the order's lock, and its lines changed, so its version moves. */
export async function refreshOrderTotals(trx: Executor, orderId: number): Promise<void> {
  const order = await trx.selectFrom('orders').select('tms').where('rowid', '=', orderId).executeTakeFirst();
  const lines = await trx.selectFrom('order_lines').select(['total_price', 'iva_rate']).where('order_id', '=', orderId).execute();
  const subtotal = cents(lines.reduce((sum, line) => sum + Number(line.total_price), 0));
  const tax = cents(lines.reduce((sum, line) => sum + (Number(line.total_price) * Number(line.iva_rate ?? 16)) / 100, 0));
  await trx
    .updateTable('orders')
    .set({ subtotal, tax, total: cents(subtotal + tax), tms: nextVersion(order?.tms) })
    .where('rowid', '=', orderId)
    .execute();
}

/** Replaces every line of an order with the given ones (the order form saves them together). */
export async function replaceOrderLines(trx: Executor, orderId: number, lines: readonly Row[]): Promise<void> {
  await trx.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  if (lines.length) {
    const rows = lines.map((line) => {
      const stored = {
        order_id: orderId,
        product_id: Number(line.product_id),
        warehouse_id: Number(line.warehouse_id),
        quantity: Number(line.quantity),
        unity_price: Number(line.unity_price),
        discount: valueOrDefault(line.discount, orderLineItem.discount.default),
        iva_rate: valueOrDefault(line.iva_rate, orderLineItem.iva_rate.default),
      };
      return { ...stored, total_price: lineTotal(stored) };
    });
    await trx.insertInto('order_lines').values(rows).execute();
  }
}

/** The lines of an order in their wire form. */
export async function orderLinesOf(executor: Executor, orderId: number): Promise<Row[]> {
  const rows = await executor.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('rowid').execute();
  return rows.map((row) => ({
    rowid: Number(row.rowid),
    id: Number(row.rowid),
    product_id: row.product_id === null ? null : Number(row.product_id),
    warehouse_id: row.warehouse_id === null ? null : Number(row.warehouse_id),
    quantity: Number(row.quantity),
    unity_price: Number(row.unity_price),
    discount: Number(row.discount ?? 0),
    iva_rate: Number(row.iva_rate ?? 16),
    total_price: Number(row.total_price),
    ...(row.listing_id ? { listing_id: row.listing_id, title: row.title } : {}),
  }));
}
