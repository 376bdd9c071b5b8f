import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

let testApp: TestApp;
let client: number;
let norte: number;
let sur: number;
let taladro: number;
let martillo: number;
beforeAll(async () => {
  testApp = await startTestApp();
  client = (await created(testApp, paths.clients, { name: 'Ferretería López', rfc: 'FLO850101AB1' })).id;
  norte = (await created(testApp, paths.warehouses, { label: 'Almacén Norte' })).id;
  sur = (await created(testApp, paths.warehouses, { label: 'Almacén Sur' })).id;
  taladro = (
    await created(testApp, paths.products, {
      ref: 'TAL-1',
      label: 'Taladro',
      price: 1000,
      warehouse_stock: [
        { warehouse_id: norte, quantity: 5 },
        { warehouse_id: sur, quantity: 1 },
      ],
    })
  ).id;
  martillo = (await created(testApp, paths.products, { ref: 'MAR-1', label: 'Martillo', price: 100, warehouse_stock: [{ warehouse_id: norte, quantity: 2 }] }))
    .id;
});
afterAll(() => testApp.close());

const getProduct = async (id: number) => (await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json();
const stockOf = async (id: number) => {
  const product = await getProduct(id);
  return { total: product.stock, byWarehouse: product.warehouse_stock };
};

describe('orders and their lines', () => {
  let orderId: number;

  it('creates an order with its lines in one request; totals are computed by the server', async () => {
    const order = await created(testApp, paths.orders, {
      client_id: client,
      shipping_method: 'Paquetería',
      lines: [
        { product_id: taladro, warehouse_id: norte, quantity: 2, unity_price: 1000, discount: 10 },
        { product_id: martillo, warehouse_id: norte, quantity: 1, unity_price: 100, iva_rate: 0 },
      ],
    });
    orderId = order.id;
    expect(order).toMatchObject({ status: 'draft', subtotal: 1900, tax: 288, total: 2188 });
    expect(order.ref).toMatch(/^PED-\d{6}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({ product_id: taladro, quantity: 2, discount: 10, iva_rate: 16, total_price: 1800 }),
      expect.objectContaining({ product_id: martillo, quantity: 1, iva_rate: 0, total_price: 100 }),
    ]);
  });

  it('updates lines one by one through their own resource, keeping the totals', async () => {
    const line = await created(testApp, paths.orderLines, { order_id: orderId, product_id: martillo, warehouse_id: norte, quantity: 1, unity_price: 50 });
    expect(line.total_price).toBe(50);
    expect((await testApp.call({ method: 'GET', url: `/${paths.orders}${orderId}` })).json()).toMatchObject({ subtotal: 1950, total: 2246 });
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.orderLines}${line.id}` })).statusCode).toBe(204);
    const lines = (await testApp.call({ method: 'POST', url: `/${paths.orderLines}q/`, payload: { order_id: orderId } })).json();
    expect(lines.total).toBe(2);
    expect((await testApp.call({ method: 'GET', url: `/${paths.orders}${orderId}` })).json().total).toBe(2188);
  });

  it('refuses to validate when a warehouse lacks stock, naming product and warehouse, and changes nothing', async () => {
    const short = await created(testApp, paths.orders, {
      client_id: client,
      lines: [
        { product_id: martillo, warehouse_id: norte, quantity: 1, unity_price: 100 },
        { product_id: taladro, warehouse_id: sur, quantity: 3, unity_price: 1000 },
      ],
    });
    const response = await testApp.call({ method: 'POST', url: `/${paths.orders}${short.id}/validate` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Stock insuficiente');
    expect(response.json().message).toContain('TAL-1');
    expect(response.json().message).toContain('Almacén Sur');
    expect(await stockOf(martillo)).toEqual({ total: 2, byWarehouse: [{ warehouse_id: norte, quantity: 2 }] });
    expect((await stockOf(taladro)).total).toBe(6);
    expect((await testApp.call({ method: 'GET', url: `/${paths.orders}${short.id}` })).json().status).toBe('draft');
  });

  it('validates: takes the stock out of each line warehouse, then the order is locked', async () => {
    const response = await testApp.call({ method: 'POST', url: `/${paths.orders}${orderId}/validate` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'validated', total: 2188 });
    expect(response.json().date_validated).toMatch(/^\d{4}-/);
    expect(await stockOf(taladro)).toEqual({
      total: 4,
      byWarehouse: [
        { warehouse_id: norte, quantity: 3 },
        { warehouse_id: sur, quantity: 1 },
      ],
    });
    expect(await stockOf(martillo)).toEqual({ total: 1, byWarehouse: [{ warehouse_id: norte, quantity: 1 }] });
    expect((await testApp.call({ method: 'POST', url: `/${paths.orders}${orderId}/validate` })).statusCode).toBe(409);
    expect((await testApp.call({ method: 'PUT', url: `/${paths.orders}${orderId}`, payload: { notes: 'cambio' } })).statusCode).toBe(409);
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.orders}${orderId}` })).statusCode).toBe(409);
    expect((await testApp.call({ method: 'POST', url: `/${paths.orders}99999/validate` })).statusCode).toBe(404);
  });

  it('cancels a validated order, putting its stock back', async () => {
    const response = await testApp.call({ method: 'POST', url: `/${paths.orders}${orderId}/cancel` });
    expect(response.json().status).toBe('cancelled');
    expect((await stockOf(taladro)).total).toBe(6);
    expect((await stockOf(martillo)).total).toBe(2);
  });

  it('lists, filters by status and client, searches by ref, updates a draft and deletes it', async () => {
    const drafts = (await testApp.call({ method: 'POST', url: `/${paths.orders}q/`, payload: { status: 'draft', client_id: client } })).json();
    expect(drafts.total).toBe(1);
    const draftId = drafts.data[0].id;
    const ref = drafts.data[0].ref;
    expect((await testApp.call({ method: 'GET', url: `/${paths.orders}?search=${ref}` })).json().total).toBe(1);
    const updated = await testApp.call({ method: 'PUT', url: `/${paths.orders}${draftId}`, payload: { tracking_number: 'MX123', lines: [] } });
    expect(updated.json()).toMatchObject({ tracking_number: 'MX123', total: 0, lines: [] });
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.orders}${draftId}` })).statusCode).toBe(204);
  });

  it('lists the orders created since an instant, and refuses one that is not a date-time', async () => {
    const older = await created(testApp, paths.orders, { client_id: client, lines: [] });
    const newer = await created(testApp, paths.orders, { client_id: client, lines: [] });
    const db = testApp.context.database.db;
    await db.updateTable('orders').set({ datec: '2026-03-01T05:59:59.000Z' }).where('rowid', '=', older.id).execute();
    await db.updateTable('orders').set({ datec: '2026-03-01T06:00:00.000Z' }).where('rowid', '=', newer.id).execute();
    const since = async (instant: unknown) =>
      testApp.call({ method: 'POST', url: `/${paths.orders}q/`, payload: { client_id: client, created_since: instant } });
    // Midnight of March 1st in Mexico City (UTC−6), as the browser sends it.
    const listed = (await since('2026-03-01T06:00:00.000Z')).json();
    expect(listed.data.map((order: { id: number }) => order.id)).toContain(newer.id);
    expect(listed.data.map((order: { id: number }) => order.id)).not.toContain(older.id);
    expect((await since('ayer')).statusCode).toBe(400);
    for (const order of [older, newer]) await testApp.call({ method: 'DELETE', url: `/${paths.orders}${order.id}` });
  });

  it('refuses bad input with field messages', async () => {
    const response = await testApp.call({
      method: 'POST',
      url: `/${paths.orders}`,
      payload: { lines: [{ product_id: taladro, quantity: 0 }], status: 'validated' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ client_id: 'Este campo no puede estar vacio', lines: 'El valor no es válido' });
    const unknown = await testApp.call({ method: 'POST', url: `/${paths.orders}`, payload: { client_id: 99999 } });
    expect(unknown.json().fields).toEqual({ client_id: 'El valor no es válido' });
    const badLine = await testApp.call({
      method: 'POST',
      url: `/${paths.orderLines}`,
      payload: { order_id: 99999, product_id: taladro, warehouse_id: norte, quantity: 1, unity_price: 1 },
    });
    expect(badLine.json().fields).toEqual({ order_id: 'El valor no es válido' });
  });
});
