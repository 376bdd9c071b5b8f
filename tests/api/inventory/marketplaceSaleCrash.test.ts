import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashHarness, salePointers, startCrashHarness } from '../mercadolibre/crashHarness';
import { inboxRows, sellerItem } from '../mercadolibre/inboxSupport';
import { eventually } from '../mercadolibre/mercadoLibreTestSupport';

let harness: CrashHarness;
beforeAll(async () => {
  harness = await startCrashHarness('sale-crash');
});
afterAll(() => harness.close());

describe('a server killed while it records sales', () => {
  it('takes each sale’s stock once after the restart, even for a sale stored before its hints were acknowledged', async () => {
    const control = harness.sandbox.control.mercadolibre;
    await harness.start();
    const { sellerId, accountId } = await harness.connectSeller('TIENDA_VENTA_CAIDA');

    const beside = harness.openServerDatabase();
    try {
      const now = new Date().toISOString();
      const itemId = await sellerItem(harness.sandbox, sellerId, 20);
      const warehouse = await beside.db
        .insertInto('warehouses')
        .values({ label: 'Principal', datec: now, tms: now })
        .returning('rowid')
        .executeTakeFirstOrThrow();
      const product = await beside.db
        .insertInto('products')
        .values({ ref: 'CAFETERA-20', label: 'Cafetera', price: 899, stock: 20, datec: now, tms: now })
        .returning('rowid')
        .executeTakeFirstOrThrow();
      const productId = Number(product.rowid);
      await beside.db
        .insertInto('product_stock')
        .values({ product_id: productId, warehouse_id: Number(warehouse.rowid), quantity: 20, tms: now })
        .execute();
      await beside.db
        .insertInto('mercadolibre_publications')
        .values({ ml_id: itemId, product_id: productId, account_id: accountId, title: 'Cafetera', status: 'published', created_at: now, updated_at: now })
        .execute();

      // Five sales of two units; each sale is pointed at by three hints (order, payment, shipment), all read slowly.
      // Recording a sale reads its order and shipment, and the hints that arrive meanwhile take that recording, so
      // a sale's order and shipment hints are through when it is stored; its payment hint waits on its own read,
      // several times slower, so it is still pending when the kill comes, also on a loaded machine.
      const sales = Array.from({ length: 5 }, () => control.placeOrder({ itemId, quantity: 2 }));
      control.injectFault({ kind: 'latency', method: 'GET', path: '/collections', delayMs: 4_000, count: 1_000 });
      control.injectFault({ kind: 'latency', method: 'GET', delayMs: 600, count: 1_000 });
      const pointers = sales.flatMap(salePointers);
      expect(await harness.postHints(sellerId, pointers, 'sale')).toEqual(pointers.map(() => 200));

      // Killed as soon as a sale is stored: its other hints are still unacknowledged.
      const stored = await eventually(async () => {
        const rows = await beside.db.selectFrom('orders').select('marketplace_order_id').where('channel', '=', 'mercadolibre').execute();
        return rows.length ? rows : undefined;
      });
      await harness.kill();
      const storedSale = sales.find((sale) => String(sale.id) === stored[0].marketplace_order_id);
      if (!storedSale) throw new Error(`the stored order ${stored[0].marketplace_order_id} is none of the sales`);
      const pending = (await inboxRows(beside.db)).filter((row) => row.status !== 'done');
      const storedSaleResources = new Set(salePointers(storedSale).map(([, resource]) => resource));
      expect(pending.some((row) => storedSaleResources.has(row.resource))).toBe(true);

      control.clearFaults();
      await harness.start();
      await eventually(async () => (await inboxRows(beside.db)).every((row) => row.status === 'done'), 20_000);
      const orders = await beside.db.selectFrom('orders').select(['marketplace_order_id', 'stock_state']).where('channel', '=', 'mercadolibre').execute();
      expect(orders.map((order) => order.marketplace_order_id).sort()).toEqual(sales.map((sale) => String(sale.id)).sort());
      expect(orders.every((order) => order.stock_state === 'taken')).toBe(true);
      const stock = await beside.db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow();
      expect(Number(stock.stock)).toBe(10);
    } finally {
      await beside.close();
    }
  }, 60_000);
});
