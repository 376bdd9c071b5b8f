import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, versionFieldOf } from '../../../resources';
import { nextVersion } from '../../../server/crud/versions';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';
import { concurrentClient, statusCounts } from './concurrentClient';

let testApp: TestApp;
let http: Awaited<ReturnType<typeof concurrentClient>>;
let norte: number;
let sur: number;

beforeAll(async () => {
  testApp = await startTestApp();
  http = await concurrentClient(testApp);
  norte = (await created(testApp, paths.warehouses, { label: 'Almacén Norte' })).id;
  sur = (await created(testApp, paths.warehouses, { label: 'Almacén Sur' })).id;
});
afterAll(() => testApp.close());

const staleMessage = 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales';
const newProduct = (ref: string) => created(testApp, paths.products, { ref, label: ref, price: 10, warehouse_stock: [{ warehouse_id: norte, quantity: 5 }] });
const productPath = (id: number) => `${paths.products}${id}`;

describe('no lost updates: a write based on an old version is refused with the current record', () => {
  it('two edits of a product from the same version: one is stored, the other gets 409 with what is stored now', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const product = await newProduct(`LAP-${trial}`);
      const answers = await http.all(['Lápiz rojo', 'Lápiz azul'].map((label) => () => http.send('PUT', productPath(product.id), { label, tms: product.tms })));
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
      const stored = answers.find((answer) => answer.status === 200)!.body;
      const refused = answers.find((answer) => answer.status === 409)!.body;
      expect(refused).toMatchObject({ error: 'conflict', message: staleMessage });
      expect(refused.current).toMatchObject({ id: product.id, label: stored.label, tms: stored.tms });
      expect(stored.tms).not.toBe(product.tms);
      expect((await http.send('GET', productPath(product.id))).body).toMatchObject({ label: stored.label, tms: stored.tms });
    }
  });

  it('every record a client can write carries a version', () => {
    const writable = resources.filter((resource) => !resource.readOnly);
    expect(writable.filter((resource) => !versionFieldOf(resource)).map((resource) => resource.name)).toEqual([]);
  });

  it('two edits of a customer, a category or a user from the same version: one is stored, the other gets 409', async () => {
    const customer = await created(testApp, paths.clients, { name: 'Ferretería Luna', rfc: 'FLU850101AB1' });
    const category = await created(testApp, paths.categories, { label: 'Herramientas' });
    const user = await created(testApp, 'api/usuarios/', {
      email: 'ventas@example.com',
      first_name: 'Ana',
      last_name: 'Ruiz',
      password: 'contraseña-segura-2',
    });
    const edits = [
      { path: `${paths.clients}${customer.id}`, version: customer.tms, changes: [{ name: 'Ferretería Sol' }, { name: 'Ferretería Mar' }] },
      { path: `${paths.categories}${category.id}`, version: category.tms, changes: [{ label: 'Herramientas eléctricas' }, { label: 'Herramientas manuales' }] },
      { path: `api/usuarios/${user.id}`, version: user.tms, changes: [{ first_name: 'Ana María' }, { first_name: 'Anabel' }] },
    ];
    for (const edit of edits) {
      expect(edit.version, edit.path).toEqual(expect.any(String));
      const answers = await http.all(edit.changes.map((change) => () => http.send('PUT', edit.path, { ...change, tms: edit.version })));
      expect(statusCounts(answers), edit.path).toEqual({ 200: 1, 409: 1 });
      const stored = answers.find((answer) => answer.status === 200)!.body;
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ error: 'conflict', message: staleMessage, current: { tms: stored.tms } });
    }
  });

  it('the version moves on every write, and an update without one is accepted', async () => {
    const product = await newProduct('VER-1');
    const first = await http.send('PUT', productPath(product.id), { label: 'uno', tms: product.tms });
    const second = await http.send('PUT', productPath(product.id), { label: 'dos', tms: first.body.tms });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(new Set([product.tms, first.body.tms, second.body.tms]).size).toBe(3);
    expect((await http.send('PUT', productPath(product.id), { label: 'tres', tms: first.body.tms })).status).toBe(409);
    expect((await http.send('PUT', productPath(product.id), { label: 'cuatro' })).body).toMatchObject({ label: 'cuatro' });
  });

  it('a new version is past the previous one even when the clock is not (same millisecond, clock behind)', () => {
    const ahead = new Date(Date.now() + 60_000).toISOString();
    expect(nextVersion(ahead)).toBe(new Date(Date.parse(ahead) + 1).toISOString());
    expect(Date.parse(nextVersion(null))).toBeLessThanOrEqual(Date.now());
  });

  it("two edits of a product's stock per warehouse from the same version: one is stored, the other gets 409", async () => {
    const product = await newProduct('STK-1');
    const answers = await http.all(
      [3, 8].map((quantity) => () => http.send('PUT', productPath(product.id), { tms: product.tms, warehouse_stock: [{ warehouse_id: sur, quantity }] })),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    const stored = answers.find((answer) => answer.status === 200)!.body;
    expect(answers.find((answer) => answer.status === 409)!.body.current).toMatchObject({ stock: stored.stock, warehouse_stock: stored.warehouse_stock });
  });

  it('two edits of one stock-per-warehouse row from the same version: one is stored, the other gets 409', async () => {
    const product = await newProduct('STK-2');
    const rows = await http.send('POST', `${paths.productStock}q/`, { product_id: product.id });
    const row = (rows.body.data as { id: number; tms: string | null }[])[0];
    const answers = await http.all([4, 9].map((quantity) => () => http.send('PUT', `${paths.productStock}${row.id}`, { quantity, tms: row.tms })));
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    const stored = answers.find((answer) => answer.status === 200)!.body;
    expect(answers.find((answer) => answer.status === 409)!.body.current).toMatchObject({ quantity: stored.quantity, tms: stored.tms });
    expect((await http.send('GET', productPath(product.id))).body.stock).toBe(stored.quantity);
  });

  it('a stock move of an order validation makes an edit based on the earlier product version stale', async () => {
    const product = await newProduct('STK-3');
    const client = await created(testApp, paths.clients, { name: 'Papelería Sol', rfc: 'PSO850101AB1' });
    const order = await created(testApp, paths.orders, {
      client_id: client.id,
      lines: [{ product_id: product.id, warehouse_id: norte, quantity: 2, unity_price: 10 }],
    });
    expect((await http.send('POST', `${paths.orders}${order.id}/validate`)).status).toBe(200);
    const edit = await http.send('PUT', productPath(product.id), { tms: product.tms, warehouse_stock: [{ warehouse_id: norte, quantity: 5 }] });
    expect(edit.status).toBe(409);
    expect(edit.body.current).toMatchObject({ stock: 3, warehouse_stock: [{ warehouse_id: norte, quantity: 3 }] });
  });

  it('two batches updating one product from the same version: one item is stored, the other reports the conflict', async () => {
    const product = await newProduct('BAT-1');
    const batch = (label: string) => () =>
      http.send('POST', `${paths.products}batch`, { items: [{ op: 'update', id: product.id, data: { label, tms: product.tms } }] });
    const answers = await http.all([batch('Goma blanca'), batch('Goma negra')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const results = answers.map((answer) => (answer.body.results as Record<string, unknown>[])[0]);
    const stored = results.find((result) => result.ok) as { record: Record<string, unknown> };
    const refused = results.find((result) => !result.ok);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(refused).toMatchObject({ ok: false, id: product.id, error: 'conflict', message: staleMessage });
    expect(refused?.current).toMatchObject({ label: stored.record.label, tms: stored.record.tms });
  });
});
