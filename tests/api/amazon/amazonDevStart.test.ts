import { afterAll, beforeAll, expect, it } from 'vitest';
import { amazonDemoSeller, type Sandbox, startSandbox } from '../../../sandbox';
import { besideSandbox, pointAtSandbox } from '../../../server/marketplaces/amazon/sandboxUrls';
import { startTestApp, type TestApp } from '../testApp';

let sandbox: Sandbox;
let api: TestApp;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  api = await startTestApp({ MARKETPLACES: 'sandbox', SANDBOX_PORT: new URL(sandbox.url).port });
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
  const start = await besideSandbox(api.config);
  await start.afterListen!(api.app, 0, { demoSeeded: true });
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

it('a later start without demo data and without Amazon accounts connects nothing', async () => {
  await api.app.amazon.accounts.remove((await api.app.amazon.accounts.list())[0]!.id);
  await (
    await besideSandbox(api.config)
  ).afterListen!(api.app, 0, { demoSeeded: false });
  expect(await api.app.amazon.accounts.list()).toEqual([]);
});
