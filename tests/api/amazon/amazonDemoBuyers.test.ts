import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { besideSandbox } from '../../../server/marketplaces/amazon/sandboxUrls';
import { startTestApp, type TestApp } from '../testApp';

let sandbox: Sandbox;
let api: TestApp;

beforeAll(async () => {
  // A buyer every 0.5–1 s: several arrive once the demo start has made its listings, and each read of
  // the orders (getOrderItems has a usage plan of its own) keeps up with them.
  sandbox = await startSandbox({ port: 0, demo: { minSeconds: 0.5, maxSeconds: 1, maxEvents: 400 }, seed: 3 });
  api = await startTestApp({ MARKETPLACES: 'sandbox', SANDBOX_PORT: new URL(sandbox.url).port, AMAZON_ORDERS_POLL_SECONDS: '3600' });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

it("in a demo, Amazon buyers order the seller's own listings, so their sales take the catalogue's stock; a refused listing is never ordered", async () => {
  expect(await api.seedDemo()).toBe(true);
  await (
    await besideSandbox(api.config)
  ).afterListen!(api.app, 0, { demoSeeded: true, context: api.context });
  const db = api.context.database.db;
  const account = (await api.app.amazon.accounts.list())[0]!;
  const listings = await db.selectFrom('amazon_listings').select(['sku', 'product_id', 'status']).execute();
  const refused = listings.filter((listing) => listing.status === 'INVALID').map((listing) => listing.sku);
  expect(refused).toHaveLength(1);
  const stockBefore = new Map(
    (await db.selectFrom('products').select(['rowid', 'stock']).execute()).map((product) => [Number(product.rowid), Number(product.stock)]),
  );

  const linkedLines = async () => {
    await syncAmazonOrders(api.context, api.app.amazon, account);
    return db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.rowid', 'order_lines.order_id')
      .select(['order_lines.product_id', 'order_lines.listing_id', 'order_lines.quantity', 'orders.stock_state'])
      .where('orders.channel', '=', 'amazon')
      .where('order_lines.product_id', 'is not', null)
      .execute();
  };
  await expect.poll(async () => (await linkedLines()).length, { timeout: 15_000, interval: 500 }).toBeGreaterThan(0);

  const lines = await linkedLines();
  expect(lines.every((line) => line.stock_state === 'taken')).toBe(true);
  expect(lines.some((line) => refused.includes(String(line.listing_id)))).toBe(false);
  const sold = lines[0]!;
  const soldUnits = lines.filter((line) => line.product_id === sold.product_id).reduce((sum, line) => sum + Number(line.quantity), 0);
  const { stock } = await db.selectFrom('products').select('stock').where('rowid', '=', Number(sold.product_id)).executeTakeFirstOrThrow();
  expect(Number(stock)).toBe(stockBefore.get(Number(sold.product_id))! - soldUnits);
}, 45_000);
