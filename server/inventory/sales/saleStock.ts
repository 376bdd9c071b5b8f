import type { Executor } from '../../crud/hooks';
import type { DialectName } from '../../db/connection';
import { lockProductsOf, returnStock, takeStock } from '../../catalogue/orders/orderStockMoves';

type Move = { product_id: number; warehouse_id: number; quantity: number };
export interface Shortage {
  productId: number;
  missing: number;
}

/** The warehouses to take from, the preferred one first (the first one when none is set or it is gone). */
export async function warehouseOrder(trx: Executor, preferred: number | null): Promise<number[]> {
  const ids = (await trx.selectFrom('warehouses').select('rowid').orderBy('rowid').execute()).map((row) => Number(row.rowid));
  const first = preferred !== null && ids.includes(preferred) ? preferred : ids[0];
  return first === undefined ? [] : [first, ...ids.filter((id) => id !== first)];
}

/**
 * What each product's units come from: the preferred warehouse, then the others while it is short.
 * A marketplace sale already happened, so it is never refused: what no warehouse has is a shortage.
 * Reads stock the caller has locked (its products).
 */
async function planMoves(trx: Executor, needs: ReadonlyMap<number, number>, preferred: number | null): Promise<{ moves: Move[]; shortages: Shortage[] }> {
  const warehouses = await warehouseOrder(trx, preferred);
  const moves: Move[] = [];
  const shortages: Shortage[] = [];
  for (const [productId, needed] of needs) {
    const rows = await trx.selectFrom('product_stock').select(['warehouse_id', 'quantity']).where('product_id', '=', productId).execute();
    const available = new Map(rows.map((row) => [Number(row.warehouse_id), Number(row.quantity)]));
    let remaining = needed;
    for (const warehouseId of warehouses) {
      const quantity = Math.min(remaining, Math.max(0, available.get(warehouseId) ?? 0));
      if (quantity > 0) moves.push({ product_id: productId, warehouse_id: warehouseId, quantity });
      remaining -= quantity;
      if (remaining <= 0) break;
    }
    if (remaining > 0) shortages.push({ productId, missing: remaining });
  }
  moves.sort((a, b) => a.product_id - b.product_id || a.warehouse_id - b.warehouse_id);
  return { moves, shortages };
}

/** Moves the order's stock state; only one of any number of attempts finds it in `from`. */
async function changeStockState(trx: Executor, orderId: number, from: 'none' | 'taken', to: 'taken' | 'returned'): Promise<boolean> {
  const changed = await trx.updateTable('orders').set({ stock_state: to }).where('rowid', '=', orderId).where('stock_state', '=', from).executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/**
 * Takes a sale's units out of stock and records where they came from. The caller holds the order's
 * lock and knows these units were not taken yet.
 */
export async function takeSaleStock(
  trx: Executor,
  dialect: DialectName,
  orderId: number,
  needs: ReadonlyMap<number, number>,
  preferredWarehouse: number | null,
): Promise<Shortage[]> {
  await lockProductsOf(
    trx,
    dialect,
    [...needs.keys()].sort((a, b) => a - b).map((product_id) => ({ product_id })),
  );
  const { moves, shortages } = await planMoves(trx, needs, preferredWarehouse);
  if (moves.length === 0) return shortages;
  await takeStock(trx, moves);
  await trx
    .insertInto('sale_stock_moves')
    .values(moves.map((move) => ({ order_id: orderId, ...move })))
    .execute();
  return shortages;
}

/**
 * Takes the sale's units once: the stock state moves from none to taken in the same transaction as
 * the stock, so a redelivery or another process finds it taken and moves nothing. Answers the
 * shortages, or undefined when the stock was already taken (or given back).
 */
export async function takeSaleStockOnce(
  trx: Executor,
  dialect: DialectName,
  orderId: number,
  needs: ReadonlyMap<number, number>,
  preferredWarehouse: number | null,
): Promise<Shortage[] | undefined> {
  if (!(await changeStockState(trx, orderId, 'none', 'taken'))) return undefined;
  return takeSaleStock(trx, dialect, orderId, needs, preferredWarehouse);
}

/** Gives back exactly what the sale took, once: answers false when it was not taken or already given back. */
export async function giveBackSaleStockOnce(trx: Executor, dialect: DialectName, orderId: number): Promise<boolean> {
  if (!(await changeStockState(trx, orderId, 'taken', 'returned'))) return false;
  const rows = await trx.selectFrom('sale_stock_moves').select(['product_id', 'warehouse_id', 'quantity']).where('order_id', '=', orderId).execute();
  const moves = rows
    .map((row) => ({ product_id: Number(row.product_id), warehouse_id: Number(row.warehouse_id), quantity: Number(row.quantity) }))
    .sort((a, b) => a.product_id - b.product_id || a.warehouse_id - b.warehouse_id);
  if (moves.length > 0) {
    await lockProductsOf(trx, dialect, moves);
    await returnStock(trx, moves);
  }
  return true;
}
