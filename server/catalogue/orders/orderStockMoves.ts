import type { Executor } from '../../crud/hooks';
import { advanceVersions, nextVersion } from '../../crud/versions';
import type { DialectName } from '../../db/connection';
import { lockRow } from '../../db/rowLock';
import { type ApiError, conflict } from '../../http/errors';
import { refreshProductStock } from '../stock/productStockTotals';

type Move = { product_id: number; warehouse_id: number; quantity: number };

/** The quantity each (product, warehouse) pair of an order's lines needs. */
export async function movesOf(trx: Executor, orderId: number): Promise<Move[]> {
  const lines = await trx.selectFrom('order_lines').select(['product_id', 'warehouse_id', 'quantity']).where('order_id', '=', orderId).execute();
  const moves = new Map<string, Move>();
  for (const line of lines) {
    const key = `${line.product_id}:${line.warehouse_id}`;
    const move = moves.get(key) ?? { product_id: Number(line.product_id), warehouse_id: Number(line.warehouse_id), quantity: 0 };
    move.quantity += Number(line.quantity);
    moves.set(key, move);
  }
  // One order of rows for every transaction moving stock, so two of them never wait on each other.
  return [...moves.values()].sort((a, b) => a.product_id - b.product_id || a.warehouse_id - b.warehouse_id);
}

/**
 * Locks the products of the moves, before any of their stock rows: the order product edits and
 * direct stock edits lock them in too, so they and a stock move never wait on each other.
 */
export async function lockProductsOf(trx: Executor, dialect: DialectName, moves: readonly Pick<Move, 'product_id'>[]) {
  for (const productId of new Set(moves.map((move) => move.product_id))) await lockRow(trx, dialect, 'products', 'rowid', productId);
}

async function shortage(trx: Executor, move: Move): Promise<ApiError> {
  const product = await trx.selectFrom('products').select(['ref', 'label']).where('rowid', '=', move.product_id).executeTakeFirst();
  const warehouse = await trx.selectFrom('warehouses').select('label').where('rowid', '=', move.warehouse_id).executeTakeFirst();
  const stock = await trx
    .selectFrom('product_stock')
    .select('quantity')
    .where('product_id', '=', move.product_id)
    .where('warehouse_id', '=', move.warehouse_id)
    .executeTakeFirst();
  const params = {
    product: product?.ref ?? move.product_id,
    label: product?.label ?? '',
    warehouse: warehouse?.label ?? move.warehouse_id,
    available: Number(stock?.quantity ?? 0),
    needed: move.quantity,
  };
  return conflict(
    `Stock insuficiente del producto ${params.product} «${params.label}» en el almacén «${params.warehouse}»: hay ${params.available}, se necesitan ${params.needed}`,
  ).worded('stock_short', params);
}

/**
 * Takes the moves out of stock. Each decrement is conditional on enough stock, so two orders
 * validated at once cannot both spend the same units; a shortage throws and the caller's
 * transaction undoes every move already made.
 */
export async function takeStock(trx: Executor, moves: readonly Move[]): Promise<void> {
  for (const move of moves) {
    const changed = await trx
      .updateTable('product_stock')
      .set((eb) => ({ quantity: eb('quantity', '-', move.quantity) }))
      .where('product_id', '=', move.product_id)
      .where('warehouse_id', '=', move.warehouse_id)
      .where('quantity', '>=', move.quantity)
      .returning(['rowid', 'tms'])
      .execute();
    if (changed.length !== 1) throw await shortage(trx, move);
    await advanceVersions(trx, 'product_stock', 'rowid', changed);
  }
  await refreshProductStock(
    trx,
    moves.map((move) => move.product_id),
  );
}

/** Puts the moves back into stock (a validated order cancelled). */
export async function returnStock(trx: Executor, moves: readonly Move[]): Promise<void> {
  for (const move of moves) {
    const changed = await trx
      .updateTable('product_stock')
      .set((eb) => ({ quantity: eb('quantity', '+', move.quantity) }))
      .where('product_id', '=', move.product_id)
      .where('warehouse_id', '=', move.warehouse_id)
      .returning(['rowid', 'tms'])
      .execute();
    if (changed.length === 0)
      await trx
        .insertInto('product_stock')
        .values({ ...move, tms: nextVersion() })
        .execute();
    else await advanceVersions(trx, 'product_stock', 'rowid', changed);
  }
  await refreshProductStock(
    trx,
    moves.map((move) => move.product_id),
  );
}
