import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue, seedDemoCatalogueOnStart } from '../../../server/catalogue/demo/seedDemoCatalogue';
import type { Executor } from '../../../server/crud/hooks';
import { startTestApp, type TestApp } from '../testApp';
import { paths } from './catalogueFixtures';

let testApp: TestApp;
let db: Executor;
beforeAll(async () => {
  testApp = await startTestApp();
  db = testApp.context.database.db;
});
afterAll(() => testApp.close());

const totalOf = async (url: string, payload?: object) => (await testApp.call({ method: payload ? 'POST' : 'GET', url, payload })).json().total as number;

describe('the demo catalogue', () => {
  it('is not seeded when DEMO_DATA is off', async () => {
    expect(await seedDemoCatalogueOnStart(db, false)).toBe(false);
    expect(await totalOf(`/${paths.products}`)).toBe(0);
  });

  it('seeds a Spanish catalogue whose records pass the API rules, once', async () => {
    await seedDemoCatalogue(db, { products: 60, customers: 10, orders: 15 });
    expect(await seedDemoCatalogueOnStart(db, undefined)).toBe(false);
    expect(await totalOf(`/${paths.products}`)).toBe(60);
    expect(await totalOf(`/${paths.warehouses}`)).toBe(3);
    expect(await totalOf(`/${paths.clients}`)).toBe(10);
    expect(await totalOf(`/${paths.orders}`)).toBe(15);
    expect(await totalOf(`/${paths.orders}q/`, { status: 'validated' })).toBeGreaterThan(0);
    const categories = (await testApp.call({ method: 'GET', url: `/${paths.categories}?size=100` })).json().data;
    expect(categories.filter((category: { fk_parent: number | null }) => category.fk_parent === null).length).toBeGreaterThan(2);
    const client = (await testApp.call({ method: 'GET', url: `/${paths.clients}?size=1` })).json().data[0];
    const resaved = await testApp.call({ method: 'PUT', url: `/${paths.clients}${client.id}`, payload: { rfc: client.rfc } });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const product = (await testApp.call({ method: 'GET', url: `/${paths.products}?size=1` })).json().data[0];
    const sheet = (await testApp.call({ method: 'GET', url: `/${paths.products}${product.id}` })).json();
    expect(sheet.stock).toBe(sheet.warehouse_stock.reduce((sum: number, entry: { quantity: number }) => sum + entry.quantity, 0));
    expect(sheet.categories).toHaveLength(1);
    expect(await totalOf(`/${paths.products}?search=${encodeURIComponent(product.ref)}`)).toBe(1);
  });

  it('gives each seeded record a last change, as a record created through the API has, and the admin too', async () => {
    for (const table of ['clients', 'categories', 'warehouses', 'products', 'users'] as const) {
      const rows = await db.selectFrom(table).select('tms').execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.tms).length, table).toBe(0);
    }
  });

  it("spreads the demo orders over the home page's last 30 days, none in the future, oldest first", async () => {
    const orders = await db.selectFrom('orders').select(['rowid', 'datec', 'date_validated']).orderBy('rowid').execute();
    const ages = orders.map((order) => Date.now() - Date.parse(order.datec as string));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(30 * 86_400_000);
    expect(new Set(orders.map((order) => (order.datec as string).slice(0, 10))).size).toBeGreaterThan(5);
    expect(orders.map((order) => order.datec)).toEqual(orders.map((order) => order.datec).sort());
    for (const order of orders.filter((order) => order.date_validated)) expect(order.date_validated).toBe(order.datec);
  });

  it('is seeded by a start into an empty database through the features, and only then', async () => {
    const fresh = await startTestApp();
    try {
      expect(await fresh.seedDemo()).toBe(true);
      const products = (await fresh.call({ method: 'GET', url: `/${paths.products}` })).json().total;
      expect(products).toBeGreaterThan(0);
      expect(await fresh.seedDemo()).toBe(false);
      expect((await fresh.call({ method: 'GET', url: `/${paths.products}` })).json().total).toBe(products);
    } finally {
      await fresh.close();
    }
  });
});
