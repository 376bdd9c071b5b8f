import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../resources';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

const control = () => sandbox.control.amazon;
const sync = () => syncAmazonOrders(api.context, api.app.amazon, account);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  // Every test syncs and confirms several orders: more than Amazon's bursts.
  for (const operation of ['getOrders', 'getOrderItems', 'getOrder', 'confirmShipment'] as const) control().setUsagePlan(operation, { rate: 100, burst: 100 });
  ({ api, account } = await startAmazonApp(sandbox));
  db = api.context.database.db;
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

/** A paid order of two lines (2 units and 1), synced into an ERP order. */
async function syncedOrder(): Promise<string> {
  const [first, second] = [await listedProduct(api, account, 5), await listedProduct(api, account, 5)];
  const placed = control().placeOrder({
    sellerId: account.selling_partner_id,
    items: [
      { sku: first.sku, quantity: 2 },
      { sku: second.sku, quantity: 1 },
    ],
  });
  await sync();
  return placed.AmazonOrderId;
}

const confirm = (amazonOrderId: string, payload: Record<string, unknown>) =>
  api.call({ method: 'POST', url: `/api/amazon/orders/${amazonOrderId}/confirm_shipment`, payload });
const erpOrderOf = (amazonOrderId: string) =>
  db
    .selectFrom('orders')
    .select(['shipment_status', 'shipment_substatus', 'tracking_number', 'marketplace_status', 'tms'])
    .where('channel', '=', 'amazon')
    .where('marketplace_order_id', '=', amazonOrderId)
    .executeTakeFirstOrThrow();
const amazonOrderOf = async (amazonOrderId: string) =>
  (await (await api.app.amazon.clients(account)).orders.getOrder({ orderId: amazonOrderId })).data.payload!;

describe('Amazon shipment confirmation', () => {
  it('confirms every unit left to Amazon and shows the ERP order shipped with its tracking number at once; the next sync agrees', async () => {
    const orderId = await syncedOrder();
    expect(await erpOrderOf(orderId)).toMatchObject({ shipment_status: 'handling', tracking_number: null });
    const confirmed = await confirm(orderId, { carrier: 'Estafeta', tracking_number: 'EST-778812', ship_date: new Date().toISOString() });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ marketplace_order_id: orderId, shipment_status: 'shipped', tracking_number: 'EST-778812' });
    expect(await amazonOrderOf(orderId)).toMatchObject({ OrderStatus: 'Shipped', NumberOfItemsShipped: 3, NumberOfItemsUnshipped: 0 });
    expect(await erpOrderOf(orderId)).toMatchObject({
      marketplace_status: 'paid',
      shipment_status: 'shipped',
      shipment_substatus: 'Shipped',
      tracking_number: 'EST-778812',
    });
    await sync();
    expect(await erpOrderOf(orderId)).toMatchObject({ shipment_status: 'shipped', shipment_substatus: 'Shipped', tracking_number: 'EST-778812' });
  });

  it('confirms what is left of an order Amazon shows partly shipped', async () => {
    const orderId = await syncedOrder();
    const clients = await api.app.amazon.clients(account);
    const [line] = (await clients.orders.getOrderItems({ orderId })).data.payload!.OrderItems;
    await clients.orders.confirmShipment({
      orderId,
      payload: {
        marketplaceId: 'A1AM78C64UM0Y8',
        packageDetail: {
          packageReferenceId: 'p1',
          carrierCode: 'DHL',
          trackingNumber: 'DHL-1',
          shipDate: new Date().toISOString(),
          orderItems: [{ orderItemId: line!.OrderItemId, quantity: 1 }],
        },
      },
    });
    const confirmed = await confirm(orderId, { carrier: 'DHL', tracking_number: 'DHL-2' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await amazonOrderOf(orderId)).toMatchObject({ OrderStatus: 'Shipped', NumberOfItemsShipped: 3 });
  });

  it('refuses bad input with its field messages, and an order the ERP does not have with 404, without calling Amazon', async () => {
    const orderId = await syncedOrder();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { carrier: fieldMessages.blank, tracking_number: fieldMessages.blank }],
      [{ carrier: '  ', tracking_number: 'X1' }, { carrier: fieldMessages.blank }],
      [{ carrier: 'DHL', tracking_number: 'x'.repeat(65) }, { tracking_number: fieldMessages.invalid }],
      [{ carrier: 'DHL', tracking_number: 'X1', ship_date: 'mañana' }, { ship_date: fieldMessages.invalid }],
      [{ carrier: 'DHL', tracking_number: 'X1', precio: 3 }, { precio: 'Campo no permitido' }],
    ];
    for (const [payload, fields] of cases) {
      const refused = await confirm(orderId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'validation', fields });
    }
    const unknown = await confirm('701-0000000-0000001', { carrier: 'DHL', tracking_number: 'X1' });
    expect(unknown.statusCode).toBe(404);
    expect(await amazonOrderOf(orderId)).toMatchObject({ OrderStatus: 'Unshipped', NumberOfItemsShipped: 0 });
    expect(await erpOrderOf(orderId)).toMatchObject({ shipment_status: 'handling', tracking_number: null });
  });

  it("Amazon's refusal is a 422 with Amazon's words and changes nothing", async () => {
    const orderId = await syncedOrder();
    // Cancelled on Amazon, not yet synced: the ERP still sees it to ship.
    control().setOrderStatus(orderId, 'Canceled');
    const before = await erpOrderOf(orderId);
    const refused = await confirm(orderId, { carrier: 'Estafeta', tracking_number: 'EST-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'marketplace_rejected', message: expect.stringContaining('cannot be confirmed as shipped') });
    expect(await erpOrderOf(orderId)).toEqual(before);
  });

  it('a second confirmation of a shipped order is refused and changes nothing', async () => {
    const orderId = await syncedOrder();
    expect((await confirm(orderId, { carrier: 'Estafeta', tracking_number: 'EST-1' })).statusCode).toBe(200);
    const before = await erpOrderOf(orderId);
    const again = await confirm(orderId, { carrier: 'DHL', tracking_number: 'DHL-9' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', message: expect.any(String) });
    expect(await erpOrderOf(orderId)).toEqual(before);
  });

  it('two confirmations at once: Amazon takes one, the ERP order keeps its tracking number', async () => {
    const orderId = await syncedOrder();
    const answers = await Promise.all(['EST-A', 'EST-B'].map((tracking) => confirm(orderId, { carrier: 'Estafeta', tracking_number: tracking })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)).toEqual([expect.toBeOneOf([409, 422])]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as { tracking_number: string };
    expect(await erpOrderOf(orderId)).toMatchObject({ shipment_status: 'shipped', tracking_number: winner.tracking_number });
    expect(await amazonOrderOf(orderId)).toMatchObject({ OrderStatus: 'Shipped', NumberOfItemsShipped: 3 });
  });
});
