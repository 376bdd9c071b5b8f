import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleMessage } from '../../../server/catalogue/categories/categoryHooks';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';
import { concurrentClient } from './concurrentClient';

let testApp: TestApp;
let http: Awaited<ReturnType<typeof concurrentClient>>;
let client: number;
let norte: number;
let sur: number;

beforeAll(async () => {
  testApp = await startTestApp();
  http = await concurrentClient(testApp);
  client = (await created(testApp, paths.clients, { name: 'Tlapalería Centro', rfc: 'TCE850101AB1' })).id;
  norte = (await created(testApp, paths.warehouses, { label: 'Almacén Norte' })).id;
  sur = (await created(testApp, paths.warehouses, { label: 'Almacén Sur' })).id;
});
afterAll(() => testApp.close());

/** Rows of `table` whose `column` names a product that no longer exists. */
const pointingAtNoProduct = async (table: 'order_lines' | 'product_stock') => {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)} t
    where t.product_id is not null and not exists (select 1 from products p where p.rowid = t.product_id)`.execute(testApp.context.database.db);
  return Number(rows[0].count);
};

describe('a write referring to a record racing its deletion', () => {
  it('an order line or a stock row made while the product is deleted: never a row pointing at a product that is gone', async () => {
    for (let trial = 0; trial < 12; trial++) {
      const product = await created(testApp, paths.products, { ref: `CLV-${trial}`, label: `Clavo ${trial}`, price: 2 });
      const [order, stock, removal] = await http.all([
        () => http.send('POST', paths.orders, { client_id: client, lines: [{ product_id: product.id, warehouse_id: norte, quantity: 1, unity_price: 2 }] }),
        () => http.send('POST', paths.productStock, { product_id: product.id, warehouse_id: sur, quantity: 5 }),
        () => http.send('DELETE', `${paths.products}${product.id}`),
      ]);
      expect([201, 400], JSON.stringify(order.body)).toContain(order.status);
      expect([201, 400], JSON.stringify(stock.body)).toContain(stock.status);
      expect([204, 409], JSON.stringify(removal.body)).toContain(removal.status);
      // An order line keeps its product from being deleted; a stock row goes with it.
      expect(removal.status === 204 && order.status === 201).toBe(false);
    }
    expect(await pointingAtNoProduct('order_lines')).toBe(0);
    expect(await pointingAtNoProduct('product_stock')).toBe(0);
  });

  it('two categories moved under each other at once: one move is refused, the tree keeps no loop', async () => {
    for (let trial = 0; trial < 8; trial++) {
      const first = await created(testApp, paths.categories, { label: `Ferretería ${trial}` });
      const second = await created(testApp, paths.categories, { label: `Plomería ${trial}` });
      const answers = await http.all([
        () => http.send('PUT', `${paths.categories}${first.id}`, { fk_parent: second.id }),
        () => http.send('PUT', `${paths.categories}${second.id}`, { fk_parent: first.id }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)!.body).toMatchObject({ fields: { fk_parent: cycleMessage } });
    }
  });

  it("two products made each other's parent while an order of both is validated: each answer is a success or a refusal, never a 500", async () => {
    const statuses = new Set<number>();
    for (let trial = 0; trial < 10; trial++) {
      const stocked = (ref: string) =>
        created(testApp, paths.products, { ref, label: ref, price: 3, warehouse_stock: [{ warehouse_id: norte, quantity: 50 }] });
      const first = await stocked(`TAL-A${trial}`);
      const second = await stocked(`TAL-B${trial}`);
      const order = await created(testApp, paths.orders, {
        client_id: client,
        lines: [first, second].map((product) => ({ product_id: product.id, warehouse_id: norte, quantity: 1, unity_price: 3 })),
      });
      const answers = await http.all([
        () => http.send('PUT', `${paths.products}${second.id}`, { fk_parent: first.id, label: `Taladro B${trial}` }),
        () => http.send('POST', `${paths.orders}${order.id}/validate`),
        () => http.send('PUT', `${paths.products}${first.id}`, { fk_parent: second.id, label: `Taladro A${trial}` }),
      ]);
      for (const answer of answers) statuses.add(answer.status);
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
  });
});
