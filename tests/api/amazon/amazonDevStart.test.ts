import { afterAll, beforeAll, expect, it } from 'vitest';
import { amazonDemoSeller, type Sandbox, startSandbox } from '../../../sandbox';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { besideSandbox, pointAtSandbox } from '../../../server/marketplaces/amazon/sandboxUrls';
import { connectDemoSeller } from '../../../server/marketplaces/amazon/sandboxWiring';
import { startTestApp, type TestApp } from '../testApp';

let sandbox: Sandbox;
let api: TestApp;

beforeAll(async () => {
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { financialEventsLagMs: 0 } } });
  // Rounds an hour apart: an order read within the test was read because the account connected.
  api = await startTestApp({ MARKETPLACES: 'sandbox', SANDBOX_PORT: new URL(sandbox.url).port, AMAZON_ORDERS_POLL_SECONDS: '3600' });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

it('defaults to the sandbox, and follows the port the sandbox beside the server really took', () => {
  expect(api.config.amazon).toMatchObject({ apiUrl: sandbox.amazon.apiUrl, lwaUrl: sandbox.amazon.lwaUrl, consentUrl: sandbox.amazon.consentUrl });
  expect(pointAtSandbox({ ...api.config, sandboxPort: 4321 }).amazon.lwaUrl).toBe('http://127.0.0.1:4321/amazon/auth/o2/token');
  const manual = { ...api.config, amazon: { ...api.config.amazon, sandboxed: false, apiUrl: 'http://127.0.0.1:1/a' } };
  expect(pointAtSandbox({ ...manual, sandboxPort: 4321 }).amazon.apiUrl).toBe('http://127.0.0.1:1/a');
});

it('once listening, a demo start connects the sandbox demo seller, active, its first call refreshing its token', async () => {
  expect(await api.seedDemo()).toBe(true);
  const start = await besideSandbox(api.config);
  await start.afterListen!(api.app, 0, { demoSeeded: true, context: api.context });
  const accounts = (await api.call({ method: 'GET', url: '/api/amazon/get_credentials' })).json() as Array<{
    id: number;
    selling_partner_id: string;
    active: boolean;
  }>;
  expect(accounts).toEqual([expect.objectContaining({ selling_partner_id: amazonDemoSeller.sellingPartnerId, active: true })]);
  const account = (await api.app.amazon.accounts.get(accounts[0]!.id))!;
  const found = await (
    await api.app.amazon.clients(account)
  ).catalog.searchCatalogItems({ marketplaceIds: ['A1AM78C64UM0Y8'], identifiers: ['7509876543210'], identifiersType: 'EAN' });
  expect(found.data.items.map((item) => item.asin)).toEqual(['B0SBXTEN02']);
  const since = new Date(Date.now() - 3_600_000).toISOString();
  const orders = (await (await api.app.amazon.clients(account)).orders.getOrders({ marketplaceIds: ['A1AM78C64UM0Y8'], createdAfter: since })).data.payload!
    .Orders;
  expect(orders.map((order) => order.OrderStatus)).toEqual(['Pending', 'Unshipped', 'Shipped', 'Shipped', 'Shipped']);
});

it("the demo start lists demo products on the sandbox, with the product's stock and price, one refused for its missing brand", async () => {
  type Listing = { sku: string; product_id: number; status: string; quantity: number | null; price: number | null; brand: string | null; issues: unknown };
  const listings = (await api.call({ method: 'GET', url: '/api/amazon/listings/?size=100' })).json().data as Listing[];
  expect(listings).toHaveLength(15);
  const refused = listings.filter((listing) => listing.status === 'INVALID');
  expect(refused).toEqual([expect.objectContaining({ brand: null, issues: [expect.objectContaining({ attribute: 'brand', severity: 'ERROR' })] })]);
  const listed = listings.filter((listing) => listing.status !== 'INVALID');
  expect(listed.every((listing) => listing.brand && listing.quantity! > 0 && listing.price! > 0)).toBe(true);
  const product = (await api.call({ method: 'GET', url: `/api/platform/products/${listed[0]!.product_id}` })).json() as { ref: string; stock: number };
  expect(listed[0]).toMatchObject({ sku: product.ref, status: 'BUYABLE' });

  const account = (await api.app.amazon.accounts.list())[0]!;
  const onAmazon = await (
    await api.app.amazon.clients(account)
  ).listings.getListingsItem({
    sellerId: account.selling_partner_id,
    sku: listed[0]!.sku,
    marketplaceIds: ['A1AM78C64UM0Y8'],
    includedData: ['summaries'],
  });
  expect(onAmazon.data.summaries?.[0]?.status).toContain('BUYABLE');
});

it("the first read of the demo seller's orders takes those still to ship from before it was connected, not the shipped ones, and only once", async () => {
  const account = (await api.app.amazon.accounts.list())[0]!;
  // The sandbox's demo shop placed its five orders as it started, before the seller was connected.
  expect(await syncAmazonOrders(api.context, api.app.amazon, account)).toMatchObject({ orders: 2 });
  const db = api.context.database.db;
  const imported = await db
    .selectFrom('orders')
    .select(['payment_status', 'shipment_status'])
    .where('channel', '=', 'amazon')
    .orderBy('payment_status')
    .execute();
  // Laura's order waits for its payment; Jorge's, paid and to ship, comes with his request to cancel it.
  expect(imported).toEqual([
    { payment_status: 'approved', shipment_status: expect.any(String) },
    { payment_status: 'pending', shipment_status: expect.any(String) },
  ]);
  expect(await db.selectFrom('amazon_buyer_requests').select('reason').execute()).toEqual([{ reason: 'Ya no necesito el producto' }]);
  expect(await syncAmazonOrders(api.context, api.app.amazon, account)).toMatchObject({ orders: 0 });
});

it('a later start without demo data and without Amazon accounts connects nothing', async () => {
  await api.app.amazon.accounts.remove((await api.app.amazon.accounts.list())[0]!.id);
  await (
    await besideSandbox(api.config)
  ).afterListen!(api.app, 0, { demoSeeded: false, context: api.context });
  expect(await api.app.amazon.accounts.list()).toEqual([]);
});

it('with the loops running, an account connected later has its orders still to ship and its payments read at once, not at the next round', async () => {
  await api.startLoops();
  // Placed while the seller is not connected here.
  const placed = sandbox.control.amazon.placeOrder({
    sellerId: amazonDemoSeller.sellingPartnerId,
    items: [{ sku: 'DEMO-B0SBXCAF03', quantity: 1 }],
    buyerName: 'Marta Gil',
  });
  await connectDemoSeller(api.app.amazon, api.app.log);
  const recorded = () =>
    api.context.database.db.selectFrom('orders').select('payment_status').where('marketplace_order_id', '=', placed.AmazonOrderId).execute();
  await expect.poll(recorded, { timeout: 10_000 }).toEqual([{ payment_status: 'approved' }]);
  // The demo shop's shipped orders were paid out: their payments are there too.
  const account = (await api.app.amazon.accounts.list())[0]!;
  const payments = () => api.context.database.db.selectFrom('amazon_payments').select('id').where('account_id', '=', Number(account.id)).execute();
  await expect.poll(async () => (await payments()).length, { timeout: 10_000 }).toBeGreaterThan(0);
});
