import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import type { Tables } from '../../../server/db/tables';
import { type MercadoLibrePaymentBody, recordMercadoLibrePayment } from '../../../server/marketplaces/mercadolibre/paymentRecords';
import { inboxRows, sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let db: Kysely<Tables>;
let account: MercadoLibreAccount;

const control = () => world.sandbox.control.mercadolibre;
const hint = (topic: string, resource: string, id: string) =>
  world.app.app.inject({
    method: 'POST',
    url: '/api/webhooks/mercadolibre',
    payload: { _id: id, topic, resource, user_id: account.user_id, application_id: Number(mlApp.clientId), attempts: 1 },
  });
const inboxIdle = () => eventually(async () => (await inboxRows(db)).every((row) => row.status === 'done' || row.status === 'failed'));
const paymentRows = (paymentId: number) => db.selectFrom('mercadolibre_payments').selectAll().where('payment_id', '=', String(paymentId)).execute();
const paymentRow = (paymentId: number, check: (row: Record<string, unknown>) => boolean) =>
  eventually(async () => {
    const [row] = await paymentRows(paymentId);
    return row && check(row) ? row : undefined;
  });

/** A product costing `cost` each, listed on the sandbox through a publication linked to it, with stock in a warehouse. */
async function listedProduct(cost: number): Promise<string> {
  const [productId] = await world.createProducts(1, { stock: 20 });
  await db.updateTable('products').set({ cost_price: cost }).where('rowid', '=', productId).execute();
  const now = new Date().toISOString();
  const warehouse = await db
    .insertInto('warehouses')
    .values({ label: `Almacén ${productId}`, datec: now, tms: now })
    .returning('rowid')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_stock')
    .values({ product_id: productId, warehouse_id: Number(warehouse.rowid), quantity: 20, tms: now })
    .execute();
  const itemId = await sellerItem(world.sandbox, account.user_id, 20);
  await db
    .insertInto('mercadolibre_publications')
    .values({ ml_id: itemId, product_id: productId, account_id: account.id, title: 'Cafetera', status: 'published', created_at: now, updated_at: now })
    .execute();
  return itemId;
}

/** A sale of two units placed on the sandbox, its payment as MercadoLibre reports it. */
function placeSale(itemId: string) {
  const sale = control().placeOrder({ itemId, quantity: 2 });
  const [payment] = sale.payments as { id: number; transaction_amount: number; marketplace_fee: number }[];
  return { saleId: Number(sale.id), payment };
}

beforeAll(async () => {
  world = await startWorld();
  control().setRateLimit({ requestsPerSecond: 1000 });
  db = world.app.context.database.db;
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = world.app.app.server.address() as AddressInfo;
  account = await world.connectSeller('TIENDA_PAGOS');
  control().configureApp({ ...mlApp, notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre`, topics: ['orders_v2', 'payments', 'shipments'] });
});
afterAll(async () => {
  await world.close();
});

describe('MercadoLibre payments', () => {
  it('keeps one row per payment with its fee, net and profit, linked to the ERP order, however often it is delivered', async () => {
    const itemId = await listedProduct(40);
    const { saleId, payment } = placeSale(itemId);
    expect(payment.marketplace_fee).toBeGreaterThan(0);
    const row = await paymentRow(payment.id, (each) => each.status === 'approved' && each.order_id !== null);
    const order = await db.selectFrom('orders').select('rowid').where('marketplace_order_id', '=', String(saleId)).executeTakeFirstOrThrow();
    const net = Math.round((payment.transaction_amount - payment.marketplace_fee) * 100) / 100;
    expect(row).toMatchObject({
      account_id: account.id,
      marketplace_order_id: String(saleId),
      order_id: Number(order.rowid),
      status_detail: 'accredited',
      currency_id: 'MXN',
    });
    expect(Number(row.transaction_amount)).toBe(payment.transaction_amount);
    expect(Number(row.marketplace_fee)).toBe(payment.marketplace_fee);
    expect(Number(row.net_amount)).toBe(net);
    expect(Number(row.profit)).toBe(Math.round((net - 2 * 40) * 100) / 100);

    // The same hint three times at once, then the list answers it by the payment id and the order id.
    const answers = await Promise.all([0, 1, 2].map((index) => hint('payments', `/collections/${payment.id}`, `pay-${payment.id}-${index}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await inboxIdle();
    expect(await paymentRows(payment.id)).toHaveLength(1);
    for (const search of [String(payment.id), String(saleId)]) {
      const listed = await world.app.call({ method: 'POST', url: '/api/mercadolibre/payments/q/', payload: { busqueda: search } });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data).toEqual([expect.objectContaining({ payment_id: String(payment.id), profit: Number(row.profit) })]);
    }
  });

  it('stores a payment or shipment that changes nothing of its sale without reading the order again, and moves the sale when one does', async () => {
    const itemId = await listedProduct(25);
    const sale = control().placeOrder({ itemId, quantity: 1 });
    const [payment] = sale.payments as { id: number }[];
    const shipmentId = Number((sale.shipping as { id: number }).id);
    await paymentRow(payment.id, (each) => each.status === 'approved' && each.order_id !== null);
    await inboxIdle();
    const orderOf = () => db.selectFrom('orders').selectAll().where('marketplace_order_id', '=', String(sale.id)).executeTakeFirstOrThrow();
    const before = await orderOf();

    // Any read of the order (or its shipment through it) would spend this rule.
    const orderRead = { kind: 'server_error' as const, count: 1, method: 'GET', path: `/orders/${String(sale.id)}` };
    control().injectFault(orderRead);
    await hint('payments', `/collections/${payment.id}`, `again-${payment.id}`);
    await hint('shipments', `/shipments/${shipmentId}`, `again-${shipmentId}`);
    await inboxIdle();
    expect(control().pendingFaults()).toEqual([expect.objectContaining(orderRead)]);
    expect((await inboxRows(db)).filter((row) => row.status === 'failed')).toEqual([]);
    expect(await orderOf()).toEqual(before);
    control().clearFaults();

    // A shipment that moved alone (its order untouched) still moves the sale.
    control().updateShipment({ shipmentId, status: 'shipped', substatus: null, touchOrders: false });
    await eventually(async () => (await orderOf()).shipment_status === 'shipped');
  });

  it('never lets an older read of a payment overwrite a newer one', async () => {
    const itemId = await listedProduct(10);
    const { saleId, payment } = placeSale(itemId);
    const approved = await paymentRow(payment.id, (each) => each.status === 'approved' && each.order_id !== null);
    const seller = await world.app.app.mercadolibre.accounts.get(account.id);
    if (!seller) throw new Error('account gone');
    const older: MercadoLibrePaymentBody = {
      id: payment.id,
      order_id: saleId,
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      transaction_amount: payment.transaction_amount,
      date_last_modified: new Date(Date.parse(String(approved.last_updated)) - 60_000).toISOString(),
    };
    await recordMercadoLibrePayment(db, seller, older, undefined);
    expect(await paymentRows(payment.id)).toEqual([approved]);

    // A newer change (the sale cancelled, its payment refunded) replaces it.
    control().cancelOrder({ orderId: saleId });
    const refunded = await paymentRow(payment.id, (each) => each.status === 'refunded');
    expect(refunded).toMatchObject({ status_detail: 'refunded', id: approved.id });
    expect(String(refunded.last_updated) > String(approved.last_updated)).toBe(true);
  });

  it('makes one row of a new payment read by several processes at once, the newest read winning', async () => {
    const seller = await world.app.app.mercadolibre.accounts.get(account.id);
    if (!seller) throw new Error('account gone');
    const reads = Array.from({ length: 8 }, (_, index) => ({
      id: 'race-1',
      status: index === 7 ? 'approved' : 'pending',
      transaction_amount: 500,
      marketplace_fee: 60,
      shipping_cost: 20,
      taxes_amount: 5,
      date_last_modified: `2030-01-01T00:00:0${index}.000Z`,
    }));
    await Promise.all(reads.map((read) => recordMercadoLibrePayment(db, seller, read, undefined)));
    const rows = await db.selectFrom('mercadolibre_payments').selectAll().where('payment_id', '=', 'race-1').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'approved', last_updated: '2030-01-01T00:00:07.000Z', order_id: null, profit: null });
    expect(Number(rows[0].net_amount)).toBe(415);
  });

  it('refuses a payment whose amount is no amount, or that has no id, naming what was wrong, and stores nothing of it', async () => {
    const seller = await world.app.app.mercadolibre.accounts.get(account.id);
    if (!seller) throw new Error('account gone');
    const read = { id: 'unreadable-1', status: 'approved', transaction_amount: 500, date_last_modified: '2030-01-01T00:00:00.000Z' };
    await expect(recordMercadoLibrePayment(db, seller, { ...read, marketplace_fee: 'sesenta' as unknown as number }, undefined)).rejects.toMatchObject({
      status: 502,
      message: 'Mercado Libre respondió datos no válidos: un pago con marketplace_fee = "sesenta"',
    });
    await expect(recordMercadoLibrePayment(db, seller, { ...read, transaction_amount: -500 }, undefined)).rejects.toMatchObject({ status: 502 });
    await expect(recordMercadoLibrePayment(db, seller, { ...read, id: undefined as unknown as string }, undefined)).rejects.toMatchObject({ status: 502 });
    expect(await db.selectFrom('mercadolibre_payments').select('payment_id').where('payment_id', 'in', ['unreadable-1', 'undefined']).execute()).toEqual([]);
  });
});
