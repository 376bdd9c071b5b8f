import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

const productCategories = 'api/platform/product-categories/';

type Product = { id: number; ref: string; tosell: boolean; stock: number; seuil_stock_alerte: number | null; categories: number[]; warehouse_stock: Stock[] };
type Stock = { warehouse_id: number; quantity: number };

let testApp: TestApp;
let client: number;
let norte: number;
let sur: number;
let herramientas: number;
let jardin: number;
const products: Record<string, number> = {};

const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
  const response = await testApp.call({ method, url: `/${url}`, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : response.json();
};

/** Every product as its form reads it: tosell, stock and alert level, categories, stock per warehouse. */
async function storedProducts(): Promise<Product[]> {
  const page = (await testApp.call({ method: 'GET', url: `/${paths.products}?size=100` })).json() as { data: { id: number }[] };
  return Promise.all(page.data.map(async ({ id }) => (await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json() as Promise<Product>));
}

/** The list's refs and total under a filter, newest first, read a page of two at a time. */
async function listed(filter: Record<string, unknown>) {
  const refs: string[] = [];
  let total = 0;
  for (let page = 1; page === 1 || refs.length < total; page++) {
    const answer = (await testApp.call({ method: 'POST', url: `/${paths.products}q/?page=${page}&size=2`, payload: filter })).json();
    refs.push(...(answer.data as { ref: string }[]).map((product) => product.ref));
    total = answer.total;
    if (answer.data.length === 0) break;
  }
  return { refs, total };
}

/**
 * The lists by a category and tosell, and by a warehouse and the stock alert, match what the
 * products' own records say, after whichever change came before.
 */
async function expectListsFollowProducts() {
  const stored = (await storedProducts()).sort((a, b) => b.id - a.id);
  const expected = (keep: (product: Product) => boolean) => {
    const refs = stored.filter(keep).map((product) => product.ref);
    return { refs, total: refs.length };
  };
  const inAlert = (product: Product) => product.seuil_stock_alerte !== null && product.stock < product.seuil_stock_alerte;
  const stocked = (product: Product, warehouse: number) => product.warehouse_stock.some((entry) => entry.warehouse_id === warehouse && entry.quantity > 0);
  for (const category of [herramientas, jardin])
    for (const tosell of [true, false])
      expect(await listed({ category, tosell })).toEqual(expected((product) => product.categories.includes(category) && product.tosell === tosell));
  for (const warehouse of [norte, sur])
    expect(await listed({ warehouse, stock_alert: true })).toEqual(expected((product) => inAlert(product) && stocked(product, warehouse)));
}

beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  client = (await created(testApp, paths.clients, { name: 'Ferretería López', rfc: 'FLO850101AB1' })).id;
  norte = (await created(testApp, paths.warehouses, { ref: 'ALM-N', label: 'Almacén Norte' })).id;
  sur = (await created(testApp, paths.warehouses, { ref: 'ALM-S', label: 'Almacén Sur' })).id;
  herramientas = (await created(testApp, paths.categories, { label: 'Herramientas' })).id;
  jardin = (await created(testApp, paths.categories, { label: 'Jardín' })).id;
  const product = async (ref: string, alert: number, stock: Stock[], categories: number[]) =>
    (products[ref] = (await created(testApp, paths.products, { ref, label: ref, seuil_stock_alerte: alert, warehouse_stock: stock, categories })).id);
  await product('TALADRO', 10, [{ warehouse_id: norte, quantity: 20 }], [herramientas]);
  await product('MARTILLO', 10, [{ warehouse_id: norte, quantity: 3 }], [herramientas, jardin]);
  await product('PALA', 5, [{ warehouse_id: sur, quantity: 8 }], [jardin]);
  await product('RASTRILLO', 5, [], []);
});
afterAll(() => testApp.close());

describe("a category's and a warehouse's lists follow every change of their products", () => {
  it('as created', expectListsFollowProducts);

  it('after an edit of the alert level, of tosell, and of the stock per warehouse in the form', async () => {
    await call('PUT', `${paths.products}${products.TALADRO}`, { seuil_stock_alerte: 30 });
    await call('PUT', `${paths.products}${products.MARTILLO}`, { tosell: false });
    await call('PUT', `${paths.products}${products.PALA}`, {
      warehouse_stock: [
        { warehouse_id: norte, quantity: 1 },
        { warehouse_id: sur, quantity: 2 },
      ],
    });
    await expectListsFollowProducts();
  });

  it('after stock rows added, changed and removed, and category links added, moved and removed', async () => {
    const row = await call('POST', paths.productStock, { product_id: products.RASTRILLO, warehouse_id: sur, quantity: 1 });
    await expectListsFollowProducts();
    await call('PUT', `${paths.productStock}${row.id}`, { quantity: 9 });
    await call('PUT', `${paths.products}${products.TALADRO}`, { seuil_stock_alerte: 5 });
    await expectListsFollowProducts();
    const link = await call('POST', productCategories, { product_id: products.RASTRILLO, category_id: herramientas });
    await expectListsFollowProducts();
    // Moved to a product not for sale: the link takes the value of the product it names now.
    await call('PUT', `${paths.products}${products.PALA}`, { tosell: false });
    await call('PUT', `${productCategories}${link.id}`, { product_id: products.PALA });
    await expectListsFollowProducts();
    await call('DELETE', `${paths.productStock}${row.id}`);
    await call('DELETE', `${productCategories}${link.id}`);
    await expectListsFollowProducts();
  });

  it('after an order takes its stock out, and after it is cancelled', async () => {
    const order = await call('POST', paths.orders, {
      client_id: client,
      lines: [{ product_id: products.TALADRO, warehouse_id: norte, quantity: 18, unity_price: 100 }],
    });
    await call('POST', `${paths.orders}${order.id}/validate`);
    await expectListsFollowProducts();
    await call('POST', `${paths.orders}${order.id}/cancel`);
    await expectListsFollowProducts();
  });
});
