import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../resources/notifications';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import { syncAmazonReturns } from '../../../server/marketplaces/amazon/returnSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';
import { listingAttributes, mexico } from './amazonSandboxHarness';
import { marketplaceStandIn } from '../mercadolibre/marketplaceStandIn';

/**
 * Amazon answering what our records cannot hold, through the connector and the sandbox's real HTTP:
 * the sandbox's state is changed as an older build or a misbehaving Amazon would have left it.
 */
let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

beforeAll(async () => {
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { financialEventsLagMs: 0 } } });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600' }, 'Tienda de respuestas raras'));
  db = api.context.database.db;
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const control = () => sandbox.control.amazon;
const sync = () => syncAmazonOrders(api.context, api.app.amazon, account);
const stockOf = async (productId: number) =>
  Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
const ordersOf = (amazonOrderId: string, on = db) => on.selectFrom('orders').selectAll().where('marketplace_order_id', '=', amazonOrderId).execute();
/** The order as the sandbox keeps it: what its Orders API answers from then on. */
type HeldOrder = { buyerName: string; LastUpdateDate: string; items: Array<Record<string, unknown>> };
const placed = (sku: string, quantity = 1) => {
  const order = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity }], buyerName: 'Comprador' });
  return { id: order.AmazonOrderId, held: order as unknown as HeldOrder };
};

/** What the seller was told of an Amazon order (or its payment) left out, newest first. */
const leftOutNotices = async (app: TestApp, amazonOrderId: string): Promise<NotificationRecord[]> =>
  ((await app.call({ method: 'GET', url: '/api/notifications/' })).json().data ?? []).filter(
    (notification: NotificationRecord) => notification.resource_id === amazonOrderId && String(notification.data.sentence).endsWith('_unreadable'),
  );

describe('Amazon answers our records cannot hold', () => {
  it('links a listing Amazon holds with more units than 2,147,483,647 at that limit: its orders are recorded and re-publishing the SKU works', async () => {
    const { productId, sku } = await listedProduct(api, account, 6);
    const clients = await api.app.amazon.clients(account);
    // An older build let the listing take 3,000,000,000 units; Amazon still shows them.
    const relisted = await clients.listings.putListingsItem({
      sellerId: account.selling_partner_id,
      sku,
      marketplaceIds: [mexico],
      body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Licuadora', price: 650, quantity: 3_000_000_000 }) },
    });
    expect(relisted.data.status).toBe('ACCEPTED');
    const order = placed(sku, 2);

    expect(await sync()).toMatchObject({ orders: 1, refused: [] });
    expect(await ordersOf(order.id)).toMatchObject([{ stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(4);
    const link = await db.selectFrom('amazon_listings').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ status: 'BUYABLE' });
    expect(Number(link.quantity)).toBe(2_147_483_647);

    const republished = await api.call({
      method: 'POST',
      url: '/api/amazon/listings/publish',
      payload: { product_id: productId, product_type: 'PRODUCT', brand: 'Oster' },
    });
    expect(republished.statusCode, republished.body).toBe(201);
    expect(republished.json()).toMatchObject({ sku, quantity: 4, submission_status: 'ACCEPTED' });
  });

  it.each([
    ['a fraction', 1.5],
    ['a negative count', -4],
    ['more than a quantity column holds', 3_000_000_000],
    ['a text', 'NaN'],
    ['nothing', null],
  ])('leaves out an order whose line has %s as QuantityOrdered, saying why, and still records the next order', async (_, quantity) => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const unreadable = placed(sku, 2);
    unreadable.held.items[0]!.QuantityOrdered = quantity;
    const readable = placed(sku, 3);

    const round = await sync();
    expect(round.refused).toContain(`Amazon respondió datos no válidos: el pedido ${unreadable.id} trae QuantityOrdered = ${JSON.stringify(quantity)}`);
    expect(await ordersOf(unreadable.id)).toEqual([]);
    expect(await ordersOf(readable.id)).toMatchObject([{ stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(7);
  });

  it('leaves out an order whose price is no amount', async () => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const unreadable = placed(sku, 2);
    unreadable.held.items[0]!.ItemPrice = { CurrencyCode: 'MXN', Amount: 'gratis' };
    expect((await sync()).refused).toContain(`Amazon respondió datos no válidos: el pedido ${unreadable.id} trae ItemPrice = "gratis"`);
    expect(await ordersOf(unreadable.id)).toEqual([]);
    expect(await stockOf(productId)).toBe(10);
  });

  it("tells the seller of an order it leaves out once per reason, leading to the account's sales, while the other orders are recorded", async () => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const unreadable = placed(sku, 2);
    unreadable.held.items[0]!.QuantityOrdered = 1.5;
    const readable = placed(sku, 3);

    await sync();
    const [notice, ...more] = await leftOutNotices(api, unreadable.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      type: 'order',
      marketplace: 1,
      data: {
        sentence: 'amazon_order_unreadable',
        value: 'QuantityOrdered = 1.5',
        account_id: Number(account.id),
        link: `/amazon/ventas?filter=${encodeURIComponent(JSON.stringify({ channel_account_id: Number(account.id) }))}`,
      },
    });
    expect(notice!.message).toBe(`No se registró el pedido de Amazon ${unreadable.id}: Amazon respondió datos no válidos (QuantityOrdered = 1.5)`);
    expect(await ordersOf(readable.id)).toMatchObject([{ stock_state: 'taken' }]);

    // Changed on Amazon, so read again, still with that quantity: the seller knows already.
    unreadable.held.LastUpdateDate = new Date().toISOString();
    expect((await sync()).refused).toContain(`Amazon respondió datos no válidos: el pedido ${unreadable.id} trae QuantityOrdered = 1.5`);
    expect(await leftOutNotices(api, unreadable.id)).toHaveLength(1);

    // Another reason is news.
    unreadable.held.items[0]!.QuantityOrdered = 2;
    unreadable.held.items[0]!.ItemPrice = { CurrencyCode: 'MXN', Amount: 'gratis' };
    unreadable.held.LastUpdateDate = new Date().toISOString();
    await sync();
    expect((await leftOutNotices(api, unreadable.id)).map((shown) => shown.data.value)).toEqual(['ItemPrice = "gratis"', 'QuantityOrdered = 1.5']);
    expect(await ordersOf(unreadable.id)).toEqual([]);
    expect(await stockOf(productId)).toBe(7);
  });

  it('records an order whose buyer and title carry NUL characters, without them', async () => {
    const { productId, sku } = await listedProduct(api, account, 10);
    const order = placed(sku, 1);
    order.held.buyerName = 'Ana\u0000 López';
    order.held.items[0]!.Title = 'Licua\u0000dora';
    await sync();
    const [recorded] = await ordersOf(order.id);
    expect(recorded).toMatchObject({ stock_state: 'taken' });
    expect(await stockOf(productId)).toBe(9);
    const client = await db.selectFrom('clients').select('name').where('rowid', '=', recorded!.client_id).executeTakeFirstOrThrow();
    expect(client.name).toBe('Ana López');
    expect(await db.selectFrom('order_lines').select('title').where('order_id', '=', recorded!.rowid).execute()).toEqual([{ title: 'Licuadora' }]);
  });

  it('stores a returns report line whose quantity is beyond 2,147,483,647 at that limit and whose texts carry NUL characters without them', async () => {
    const { sku } = await listedProduct(api, account, 10);
    const order = placed(sku, 1);
    control().setOrderStatus(order.id, 'Shipped');
    const [returned] = control().returnOrder(order.id) as unknown as Array<Record<string, unknown>>;
    returned!.quantity = 3_000_000_000;
    returned!.itemName = 'Licua\u0000dora';
    expect(await syncAmazonReturns(api.context, api.app.amazon, account, { pollMs: 20, polls: 50 })).toMatchObject({ state: 'done' });
    const stored = await db.selectFrom('amazon_returns').select(['quantity', 'item_name']).where('amazon_order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(stored.quantity)).toBe(2_147_483_647);
    expect(stored.item_name).toBe('Licuadora');
  });

  it('answers 502 to an enormous answer (40 MB) of Amazon, leaving the listing as it was', async () => {
    const standIn = await marketplaceStandIn();
    standIn.forwardTo(sandbox.amazon.apiUrl);
    const other = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600', AMAZON_API_URL: standIn.url }, 'Tienda de respuestas enormes');
    try {
      const { productId, sku } = await listedProduct(other.api, other.account, 5);
      const published = await other.api.call({
        method: 'POST',
        url: '/api/amazon/listings/publish',
        payload: { product_id: productId, product_type: 'PRODUCT', brand: 'Oster' },
      });
      expect(published.statusCode, published.body).toBe(201);
      standIn.answer(
        'PATCH',
        new RegExp(`/items/${other.account.selling_partner_id}/${sku}$`),
        { body: `{"sku":"${sku}","status":"ACCEPTED","x":"${'x'.repeat(40 * 1024 * 1024)}"}` },
        5,
      );
      const changed = await other.api.call({ method: 'PUT', url: `/api/amazon/listings/${published.json().id}`, payload: { quantity: 3 } });
      expect(changed.statusCode, changed.body).toBe(502);
      expect(changed.json()).toEqual({
        error: 'marketplace_unreachable',
        message: 'Amazon no respondió; inténtalo de nuevo',
        detail: { key: 'marketplace_no_answer', params: { marketplace: 'Amazon' } },
      });
      const link = await other.api.context.database.db.selectFrom('amazon_listings').select('quantity').where('sku', '=', sku).executeTakeFirstOrThrow();
      expect(Number(link.quantity)).toBe(5);
    } finally {
      await other.api.close();
      await standIn.close();
    }
  });
});

/** An event of the Finances API as the stand-in changes it. */
type ForgedEvent = {
  AmazonOrderId?: string;
  PostedDate?: unknown;
  ShipmentItemList?: Array<{ ItemChargeList: Array<{ ChargeAmount: { CurrencyAmount: unknown } }> }>;
};

/** The Finances API's answer with `change` made to every event of the order, in whichever of its lists. */
const eventsChanged = (amazonOrderId: string, change: (event: ForgedEvent) => void) => (answered: unknown) => {
  const lists = (answered as { payload: { FinancialEvents: Record<string, ForgedEvent[]> } }).payload.FinancialEvents;
  for (const list of Object.values(lists)) for (const event of list) if (event.AmazonOrderId === amazonOrderId) change(event);
  return answered;
};

describe('Amazon answers the sandbox never gives, through a stand-in', () => {
  let standIn: Awaited<ReturnType<typeof marketplaceStandIn>>;
  let other: { api: TestApp; account: AccountRow };
  beforeAll(async () => {
    standIn = await marketplaceStandIn();
    standIn.forwardTo(sandbox.amazon.apiUrl);
    other = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600', AMAZON_API_URL: standIn.url }, 'Tienda de fechas raras');
  });
  afterAll(async () => {
    await other?.api.close();
    await standIn?.close();
  });

  const placedOn = (sku: string) => control().placeOrder({ sellerId: other.account.selling_partner_id, items: [{ sku, quantity: 1 }] }).AmazonOrderId;
  const syncPayments = () => syncAmazonPayments(other.api.context, other.api.app.amazon, other.account);
  const paymentsOf = async (amazonOrderId: string) => {
    const listed = await other.api.call({
      method: 'POST',
      url: '/api/amazon/payments/q/?page=1&size=25',
      payload: { busqueda: amazonOrderId, channel: 'amazon' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    return (listed.json() as { data: Array<Record<string, unknown>> }).data;
  };

  it('leaves out an order whose LastUpdateDate is no date, telling the seller, and records the others', async () => {
    const { sku } = await listedProduct(other.api, other.account, 10);
    const unreadable = placedOn(sku);
    const readable = placedOn(sku);
    const forged = (answered: unknown) => {
      for (const order of (answered as { payload: { Orders: Array<{ AmazonOrderId: string; LastUpdateDate: string }> } }).payload.Orders)
        if (order.AmazonOrderId === unreadable) order.LastUpdateDate = 'ayer';
      return answered;
    };
    standIn.answer('GET', /\/orders\/v0\/orders$/, { body: forged }, 100);
    try {
      const round = await syncAmazonOrders(other.api.context, other.api.app.amazon, other.account);
      expect(round.refused).toEqual([`Amazon respondió datos no válidos: el pedido ${unreadable} trae LastUpdateDate = "ayer"`]);
      expect(Number.isNaN(Date.parse(round.cursor))).toBe(false);
    } finally {
      standIn.clear();
    }
    expect(await ordersOf(unreadable, other.api.context.database.db)).toEqual([]);
    expect(await ordersOf(readable, other.api.context.database.db)).toHaveLength(1);
    expect(await leftOutNotices(other.api, unreadable)).toMatchObject([{ type: 'order', data: { value: 'LastUpdateDate = "ayer"' } }]);
  });

  it('refuses the payment of an order with an amount that is no number, storing nothing of it, once told; the other payments are recorded', async () => {
    const { sku } = await listedProduct(other.api, other.account, 10);
    const [unreadable, readable] = [placedOn(sku), placedOn(sku)];
    for (const shipped of [unreadable, readable]) control().setOrderStatus(shipped, 'Shipped');
    const forged = eventsChanged(unreadable, (event) => {
      for (const item of event.ShipmentItemList ?? []) item.ItemChargeList[0]!.ChargeAmount.CurrencyAmount = 'gratis';
    });
    standIn.answer('GET', new RegExp(`/finances/v0/orders/${unreadable}/financialEvents$`), { body: forged }, 100);
    try {
      const refusal = `Amazon respondió datos no válidos: el pago del pedido ${unreadable} trae ChargeAmount.CurrencyAmount = "gratis"`;
      expect((await syncPayments()).refused).toEqual([refusal]);
      expect(await paymentsOf(unreadable)).toEqual([]);
      expect(await paymentsOf(readable)).toMatchObject([{ item_price: 650, status: 'paid' }]);

      // A refund posted later has the order's events read again, the shipment still with that amount: the seller knows already.
      control().refundOrder(unreadable);
      expect((await syncPayments()).refused).toEqual([refusal]);
    } finally {
      standIn.clear();
    }
    expect(await paymentsOf(unreadable)).toEqual([]);
    expect(await leftOutNotices(other.api, unreadable)).toMatchObject([
      {
        type: 'payment',
        marketplace: 1,
        data: {
          sentence: 'amazon_payment_unreadable',
          value: 'ChargeAmount.CurrencyAmount = "gratis"',
          account_id: Number(other.account.id),
          link: `/amazon/pagos?filter=${encodeURIComponent(JSON.stringify({ account_id: Number(other.account.id) }))}`,
        },
      },
    ]);
  });

  it('refuses the payment of an order whose events were posted on no date, moving the cursor past the others only', async () => {
    const { sku } = await listedProduct(other.api, other.account, 10);
    const [unreadable, readable] = [placedOn(sku), placedOn(sku)];
    for (const shipped of [unreadable, readable]) control().setOrderStatus(shipped, 'Shipped');
    const forged = eventsChanged(unreadable, (event) => {
      event.PostedDate = 'ayer';
    });
    standIn.answer('GET', /\/finances\/v0\/financialEvents$/, { body: forged }, 100);
    standIn.answer('GET', new RegExp(`/finances/v0/orders/${unreadable}/financialEvents$`), { body: forged }, 100);
    try {
      expect((await syncPayments()).refused).toEqual([`Amazon respondió datos no válidos: el pago del pedido ${unreadable} trae PostedDate = "ayer"`]);
    } finally {
      standIn.clear();
    }
    expect(await paymentsOf(unreadable)).toEqual([]);
    const [recorded] = await paymentsOf(readable);
    const { cursor } = await other.api.context.database.db
      .selectFrom('amazon_finance_cursors')
      .select('cursor')
      .where('account_id', '=', Number(other.account.id))
      .executeTakeFirstOrThrow();
    expect(cursor).toBe(recorded!.last_event_date);
    expect(await leftOutNotices(other.api, unreadable)).toMatchObject([{ type: 'payment', data: { value: 'PostedDate = "ayer"' } }]);
  });
});
