import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';
import { concurrentClient, statusCounts } from './concurrentClient';

let testApp: TestApp;
let http: Awaited<ReturnType<typeof concurrentClient>>;
let client: number;
let warehouse: number;
let tornillo: number;
let tuerca: number;
const initialStock = 1000;

beforeAll(async () => {
  testApp = await startTestApp();
  http = await concurrentClient(testApp);
  client = (await created(testApp, paths.clients, { name: 'Ferretería Ruiz', rfc: 'FRU850101AB1' })).id;
  warehouse = (await created(testApp, paths.warehouses, { label: 'Almacén Central' })).id;
  const stocked = (ref: string) =>
    created(testApp, paths.products, { ref, label: ref, price: 10, warehouse_stock: [{ warehouse_id: warehouse, quantity: initialStock }] });
  tornillo = (await stocked('TOR-1')).id;
  tuerca = (await stocked('TUE-1')).id;
});
afterAll(() => testApp.close());

const stockOf = async (productId: number) => Number((await http.send('GET', `${paths.products}${productId}`)).body.stock);
const draftOrder = async (quantity: number) =>
  (await created(testApp, paths.orders, { client_id: client, lines: [{ product_id: tornillo, warehouse_id: warehouse, quantity, unity_price: 10 }] })).id;
const validate = (orderId: number) => () => http.send('POST', `${paths.orders}${orderId}/validate`);
const cancel = (orderId: number) => () => http.send('POST', `${paths.orders}${orderId}/cancel`);
const tenTimes = <T>(call: T) => Array.from({ length: 10 }, () => call);

describe('orders under concurrent requests', () => {
  it('ten simultaneous validations of one order take its stock once; nine are refused with 409', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const before = await stockOf(tornillo);
      const orderId = await draftOrder(7);
      const answers = await http.all(tenTimes(validate(orderId)));
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body).toMatchObject({ error: 'conflict', message: 'Solo se puede validar un pedido en borrador' });
      }
      expect(await stockOf(tornillo)).toBe(before - 7);
    }
  });

  it('ten simultaneous cancellations of a validated order give its stock back once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const before = await stockOf(tornillo);
      const orderId = await draftOrder(4);
      expect((await validate(orderId)()).status).toBe(200);
      const answers = await http.all(tenTimes(cancel(orderId)));
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('El pedido ya está cancelado');
      expect(await stockOf(tornillo)).toBe(before);
    }
  });

  it('line edits racing a validation: the validated order has exactly the lines whose stock was taken', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const before = { tornillo: await stockOf(tornillo), tuerca: await stockOf(tuerca) };
      const orderId = await draftOrder(1);
      const [line] = (await http.send('GET', `${paths.orders}${orderId}`)).body.lines as { id: number }[];
      const answers = await http.all([
        () => http.send('PUT', `${paths.orderLines}${line.id}`, { quantity: 2 }),
        () => http.send('POST', paths.orderLines, { order_id: orderId, product_id: tuerca, warehouse_id: warehouse, quantity: 3, unity_price: 5 }),
        validate(orderId),
        () =>
          http.send('PUT', `${paths.orders}${orderId}`, {
            notes: 'urgente',
            lines: [{ product_id: tornillo, warehouse_id: warehouse, quantity: 5, unity_price: 10 }],
          }),
        () => http.send('DELETE', `${paths.orderLines}${line.id}`),
      ]);
      // Each edit either ran before the validation or was refused after it; nothing failed otherwise.
      for (const answer of answers) expect([200, 201, 204, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
      // The validation finds the order as the edits before it left it: with lines, or emptied by the delete.
      const order = (await http.send('GET', `${paths.orders}${orderId}`)).body;
      const lines = order.lines as { product_id: number; quantity: number }[];
      if (answers[2].status === 409) expect([answers[2].body.message, order.status]).toEqual(['El pedido no tiene líneas', 'draft']);
      else expect([answers[2].status, order.status]).toEqual([200, 'validated']);
      const taken = (productId: number) =>
        order.status === 'validated' ? lines.filter((entry) => entry.product_id === productId).reduce((sum, entry) => sum + entry.quantity, 0) : 0;
      expect(await stockOf(tornillo)).toBe(before.tornillo - taken(tornillo));
      expect(await stockOf(tuerca)).toBe(before.tuerca - taken(tuerca));
      const edited = answers.filter((answer, index) => index !== 2 && answer.status === 409);
      for (const refused of edited) expect(refused.body.message).toBe('El pedido ya no es un borrador: no se puede modificar');
    }
  });

  it('stock edits racing validations and cancellations of orders on the same products: no deadlock, totals in step', async () => {
    const orderOf = async () =>
      (
        await created(testApp, paths.orders, {
          client_id: client,
          lines: [
            { product_id: tuerca, warehouse_id: warehouse, quantity: 1, unity_price: 5 },
            { product_id: tornillo, warehouse_id: warehouse, quantity: 1, unity_price: 10 },
          ],
        })
      ).id;
    const [first, second, third] = [await orderOf(), await orderOf(), await orderOf()];
    expect((await validate(third)()).status).toBe(200);
    const rows = (await http.send('POST', `${paths.productStock}q/`, { product_id: tornillo })).body.data as { id: number }[];
    const answers = await http.all([
      validate(first),
      () => http.send('PUT', `${paths.products}${tuerca}`, { warehouse_stock: [{ warehouse_id: warehouse, quantity: 500 }] }),
      validate(second),
      () => http.send('PUT', `${paths.productStock}${rows[0].id}`, { quantity: 800 }),
      cancel(third),
      () => http.send('PUT', `${paths.products}${tornillo}`, { label: 'Tornillo', warehouse_stock: [{ warehouse_id: warehouse, quantity: 900 }] }),
    ]);
    for (const answer of answers) expect([200, 404], JSON.stringify(answer.body)).toContain(answer.status);
    for (const productId of [tornillo, tuerca]) {
      const product = (await http.send('GET', `${paths.products}${productId}`)).body;
      const perWarehouse = (product.warehouse_stock as { quantity: number }[]).reduce((sum, entry) => sum + entry.quantity, 0);
      expect(product.stock).toBe(perWarehouse);
    }
  });

  it('refuses line changes of a validated or cancelled order with 409', async () => {
    const orderId = await draftOrder(1);
    const [line] = (await http.send('GET', `${paths.orders}${orderId}`)).body.lines as { id: number }[];
    const newLine = { order_id: orderId, product_id: tuerca, warehouse_id: warehouse, quantity: 1, unity_price: 5 };
    for (const action of [validate(orderId), cancel(orderId)]) {
      expect((await action()).status).toBe(200);
      expect((await http.send('PUT', `${paths.orderLines}${line.id}`, { quantity: 9 })).status).toBe(409);
      expect((await http.send('POST', paths.orderLines, newLine)).status).toBe(409);
      expect((await http.send('DELETE', `${paths.orderLines}${line.id}`)).status).toBe(409);
      expect((await http.send('PUT', `${paths.orders}${orderId}`, { lines: [] })).status).toBe(409);
    }
  });
});
