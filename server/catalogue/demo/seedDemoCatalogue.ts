import type { Executor } from '../../crud/hooks';
import { ApiError } from '../../http/errors';
import { lineTotal, refreshOrderTotals } from '../orders/orderTotals';
import { movesOf, takeStock } from '../orders/orderStockMoves';
import { ensureCatalogueFrame } from './catalogueFrame';
import { demoCustomers } from './demoCustomers';
import { generateProducts } from './generateProducts';
import { insertRows } from './insertRows';
import { seededRandom, type Random } from './random';
import { shippingMethods } from './vocabulary';

export interface DemoSize {
  products: number;
  customers: number;
  orders: number;
}

async function createDemoOrder(db: Executor, random: Random, clientId: number, productIds: readonly number[], taken: string) {
  return db.transaction().execute(async (trx) => {
    const values = {
      client_id: clientId,
      shipping_method: random.pick(shippingMethods),
      status: 'draft' as const,
      subtotal: 0,
      tax: 0,
      total: 0,
      datec: taken,
      tms: taken,
    };
    const id = Number((await trx.insertInto('orders').values(values).returning('rowid').executeTakeFirstOrThrow()).rowid);
    await trx
      .updateTable('orders')
      .set({ ref: `PED-${String(id).padStart(6, '0')}` })
      .where('rowid', '=', id)
      .execute();
    const lines = [];
    for (let count = random.integer(1, 4); count > 0; count--) {
      const productId = random.pick(productIds);
      const product = await trx.selectFrom('products').select('price').where('rowid', '=', productId).executeTakeFirstOrThrow();
      const stocked = await trx.selectFrom('product_stock').select('warehouse_id').where('product_id', '=', productId).execute();
      if (stocked.length === 0) continue;
      const line = {
        order_id: id,
        product_id: productId,
        warehouse_id: Number(random.pick(stocked).warehouse_id),
        quantity: random.integer(1, 3),
        unity_price: Number(product.price),
        discount: random.pick([0, 0, 5, 10]),
        iva_rate: 16,
      };
      lines.push({ ...line, total_price: lineTotal(line) });
    }
    await insertRows(trx, 'order_lines', lines);
    await refreshOrderTotals(trx, id);
    return { id, lines: lines.length };
  });
}

/** Validates a demo order the way the API does; one short of stock simply stays a draft. */
async function validateDemoOrder(db: Executor, id: number, taken: string) {
  try {
    await db.transaction().execute(async (trx) => {
      await takeStock(trx, await movesOf(trx, id));
      await trx.updateTable('orders').set({ status: 'validated', date_validated: taken }).where('rowid', '=', id).execute();
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

// Within the home page's 30-day chart, whatever the seller's time zone.
const demoOrderSpanMs = 29 * 86_400_000;

/** When each demo order was taken, oldest first: spread over the last weeks, as a shop's orders are. */
const orderMoments = (random: Random, count: number, now: number): string[] =>
  Array.from({ length: count }, () => now - random.integer(0, demoOrderSpanMs))
    .sort((a, b) => a - b)
    .map((moment) => new Date(moment).toISOString());

/** A realistic Spanish catalogue: category tree, 3 warehouses with stock, customers with valid RFCs, orders of the last weeks. */
export async function seedDemoCatalogue(db: Executor, size: DemoSize = { products: 300, customers: 50, orders: 100 }) {
  const random = seededRandom(20_240_601);
  const now = Date.now();
  const frame = await ensureCatalogueFrame(db);
  const productIds = await generateProducts(db, random, frame, size.products);
  await db.transaction().execute((trx) => insertRows(trx, 'clients', demoCustomers(random, size.customers, new Date(now).toISOString())));
  const clientIds = (await db.selectFrom('clients').select('rowid').execute()).map((row) => Number(row.rowid));
  for (const taken of orderMoments(random, size.orders, now)) {
    const order = await createDemoOrder(db, random, random.pick(clientIds), productIds, taken);
    if (order.lines > 0 && random.chance(0.6)) await validateDemoOrder(db, order.id, taken);
  }
}

/** DEMO_DATA: seed when asked, or on a first start (no product yet) unless it is turned off. */
export async function seedDemoCatalogueOnStart(db: Executor, demoData: boolean | undefined): Promise<boolean> {
  if (demoData === false) return false;
  const existing = await db.selectFrom('products').select('rowid').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoCatalogue(db);
  return true;
}
