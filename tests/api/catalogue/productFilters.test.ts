import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

let testApp: TestApp;
let norte: number;
let sur: number;
let herramientas: number;

const refsOf = async (filter: Record<string, unknown>, query = '') => {
  const response = await testApp.call({ method: 'POST', url: `/${paths.products}q/?sort=ref&order=ASC${query}`, payload: filter });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { data: { ref: string }[]; total: number };
  return { refs: page.data.map((product) => product.ref), total: page.total };
};

beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  norte = (await created(testApp, paths.warehouses, { ref: 'ALM-N', label: 'Almacén Norte' })).id;
  sur = (await created(testApp, paths.warehouses, { ref: 'ALM-S', label: 'Almacén Sur' })).id;
  herramientas = (await created(testApp, paths.categories, { label: 'Herramientas' })).id;
  const product = (ref: string, alert: number, stock: { warehouse_id: number; quantity: number }[], categories: number[] = []) =>
    created(testApp, paths.products, { ref, label: ref, seuil_stock_alerte: alert, warehouse_stock: stock, categories });
  await product('A-BAJO-N', 10, [{ warehouse_id: norte, quantity: 2 }], [herramientas]);
  await product('B-BAJO-S', 10, [{ warehouse_id: sur, quantity: 3 }]);
  await product('C-ALTO-N', 1, [{ warehouse_id: norte, quantity: 8 }], [herramientas]);
  await product('D-CERO-N', 10, [
    { warehouse_id: norte, quantity: 0 },
    { warehouse_id: sur, quantity: 4 },
  ]);
  await product(
    'E-BAJO-NS',
    10,
    [
      { warehouse_id: norte, quantity: 1 },
      { warehouse_id: sur, quantity: 1 },
    ],
    [herramientas],
  );
});
afterAll(() => testApp.close());

describe('product list filters', () => {
  it('a warehouse holds the products with a positive quantity in it', async () => {
    expect(await refsOf({ warehouse: norte })).toEqual({ refs: ['A-BAJO-N', 'C-ALTO-N', 'E-BAJO-NS'], total: 3 });
    expect(await refsOf({ warehouse: [norte, sur] })).toEqual({ refs: ['A-BAJO-N', 'B-BAJO-S', 'C-ALTO-N', 'D-CERO-N', 'E-BAJO-NS'], total: 5 });
    expect(await refsOf({ warehouse: [] })).toEqual({ refs: [], total: 0 });
  });

  it('stock below its alert level combines with a warehouse, page and total agreeing', async () => {
    expect(await refsOf({ stock_alert: true, warehouse: norte })).toEqual({ refs: ['A-BAJO-N', 'E-BAJO-NS'], total: 2 });
    expect(await refsOf({ stock_alert: true, warehouse: norte }, '&page=2&size=1')).toEqual({ refs: ['E-BAJO-NS'], total: 2 });
    expect(await refsOf({ stock_alert: true, warehouse: sur })).toEqual({ refs: ['B-BAJO-S', 'D-CERO-N', 'E-BAJO-NS'], total: 3 });
  });

  it('a category combines with a search and the stock alert', async () => {
    expect(await refsOf({ category: herramientas })).toEqual({ refs: ['A-BAJO-N', 'C-ALTO-N', 'E-BAJO-NS'], total: 3 });
    expect(await refsOf({ category: herramientas, stock_alert: true, busqueda: 'bajo' })).toEqual({ refs: ['A-BAJO-N', 'E-BAJO-NS'], total: 2 });
  });

  it("a search's page carries its total, also on a later page, past the last match, and without matches", async () => {
    expect(await refsOf({ busqueda: 'bajo' }, '&page=2&size=2')).toEqual({ refs: ['E-BAJO-NS'], total: 3 });
    expect(await refsOf({ busqueda: 'bajo' }, '&page=3&size=2')).toEqual({ refs: [], total: 3 });
    expect(await refsOf({ busqueda: 'bajo inexistente' })).toEqual({ refs: [], total: 0 });
  });

  it('an unfiltered page carries the total of all products, also past the last page', async () => {
    const page = async (query: string) => (await testApp.call({ method: 'GET', url: `/${paths.products}?sort=ref&order=ASC${query}` })).json();
    expect(await page('&page=2&size=4')).toMatchObject({ total: 5, data: [{ ref: 'E-BAJO-NS' }] });
    expect(await page('&page=3&size=4')).toMatchObject({ total: 5, data: [] });
  });
});
