import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import type { TestApp } from '../testApp';
import { marketplaceStandIn } from '../mercadolibre/marketplaceStandIn';
import { listedProduct, startAmazonApp } from './amazonAppHarness';
import { fakeDateClearOfMidnight } from '../clearOfMidnight';

/**
 * Pages of Amazon orders and financial events with parts our records cannot read (a list that is
 * none, an entry that is no object): a stand-in HTTP server in front of the sandbox forges them.
 */
let sandbox: Sandbox;
let standIn: Awaited<ReturnType<typeof marketplaceStandIn>>;
let api: TestApp;
let account: AccountRow;

beforeAll(async () => {
  fakeDateClearOfMidnight();
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { financialEventsLagMs: 0 } } });
  standIn = await marketplaceStandIn();
  standIn.forwardTo(sandbox.amazon.apiUrl);
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600', AMAZON_API_URL: standIn.url }, 'Tienda de páginas raras'));
});
afterEach(() => standIn.clear());
afterAll(async () => {
  vi.useRealTimers();
  await api?.close();
  await standIn?.close();
  await sandbox?.close();
});

const db = () => api.context.database.db;
const control = () => sandbox.control.amazon;
const placed = (sku: string) => control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] }).AmazonOrderId;
const syncOrders = () => syncAmazonOrders(api.context, api.app.amazon, account);
const syncPayments = () => syncAmazonPayments(api.context, api.app.amazon, account);
const ordersOf = (amazonOrderId: string) => db().selectFrom('orders').select('rowid').where('marketplace_order_id', '=', amazonOrderId).execute();
const paymentOf = (amazonOrderId: string) => db().selectFrom('amazon_payments').selectAll().where('amazon_order_id', '=', amazonOrderId).executeTakeFirst();
const cursorOf = async (table: 'amazon_finance_cursors' | 'amazon_order_cursors') =>
  (await db().selectFrom(table).select('cursor').where('account_id', '=', Number(account.id)).executeTakeFirst())?.cursor;

/** What the seller was told of parts of pages passed over, by the sentence's kind of page. */
const pageNotices = async (sentence: string) =>
  (await db().selectFrom('notifications').select(['type', 'marketplace', 'resource_id', 'message', 'data']).execute())
    .map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }))
    .filter((row) => row.data.sentence === sentence);

type Page<K extends string> = { payload: Record<K, unknown> };
/** The Finances API's answer with its event lists changed by `change`. */
const eventListsChanged = (change: (lists: Record<string, unknown[]>) => void) => (answered: unknown) => {
  change((answered as Page<'FinancialEvents'>).payload.FinancialEvents as Record<string, unknown[]>);
  return answered;
};
const ofOrder = (amazonOrderId: string) => (event: unknown) => (event as { AmazonOrderId?: string }).AmazonOrderId === amazonOrderId;

describe('a page of financial events with parts that cannot be read', () => {
  it.each([
    [
      'ShipmentEventList[] = null',
      (unreadable: string) =>
        eventListsChanged((lists) => {
          lists.ShipmentEventList = lists.ShipmentEventList!.map((event) => (ofOrder(unreadable)(event) ? null : event));
        }),
    ],
    [
      'ShipmentEventList = {"broken":true}',
      () =>
        eventListsChanged((lists) => {
          (lists as Record<string, unknown>).ShipmentEventList = { broken: true };
        }),
    ],
  ])('passes over %s, recording the page’s other events, telling the seller once and moving the cursor by them', async (value, forge) => {
    const { sku } = await listedProduct(api, account, 10);
    const [unreadable, readable] = [placed(sku), placed(sku)];
    for (const shipped of [unreadable, readable]) control().setOrderStatus(shipped, 'Shipped');
    // The readable order's refund is on the page too, in a list that can be read.
    control().refundOrder(readable);
    standIn.answer('GET', /\/finances\/v0\/financialEvents$/, { body: forge(unreadable) }, 100);
    const passedOver = `Amazon respondió datos no válidos: una página de pagos trae ${value}`;
    expect((await syncPayments()).refused).toEqual([passedOver]);
    expect(await paymentOf(unreadable)).toBeUndefined();
    const recorded = await paymentOf(readable);
    expect(recorded).toMatchObject({ status: 'refunded' });
    expect(await cursorOf('amazon_finance_cursors')).toBe(recorded!.last_event_date);
    // The same page read again (from where this round started): passed over again, and not said twice.
    await db().deleteFrom('amazon_finance_cursors').where('account_id', '=', Number(account.id)).execute();
    expect((await syncPayments()).refused).toEqual([passedOver]);
    const notices = (await pageNotices('amazon_payments_page_unreadable')).filter((notice) => notice.data.value === value);
    expect(notices).toEqual([
      {
        type: 'payment',
        marketplace: 1,
        resource_id: String(account.id),
        message: `Parte de una página de pagos de Amazon no se registró: Amazon respondió datos no válidos (${value})`,
        data: {
          sentence: 'amazon_payments_page_unreadable',
          value,
          account_id: Number(account.id),
          link: `/amazon/pagos?filter=${encodeURIComponent(JSON.stringify({ account_id: Number(account.id) }))}`,
        },
      },
    ]);
  });

  it("refuses the payment of an order whose own events hold a list that is none, saying so, and records the others'", async () => {
    const { sku } = await listedProduct(api, account, 10);
    const [unreadable, readable] = [placed(sku), placed(sku)];
    for (const shipped of [unreadable, readable]) control().setOrderStatus(shipped, 'Shipped');
    standIn.answer(
      'GET',
      new RegExp(`/finances/v0/orders/${unreadable}/financialEvents$`),
      { body: eventListsChanged((lists) => ((lists as Record<string, unknown>).ShipmentEventList = { broken: true })) },
      100,
    );
    expect((await syncPayments()).refused).toEqual([
      `Amazon respondió datos no válidos: el pago del pedido ${unreadable} trae ShipmentEventList = {"broken":true}`,
    ]);
    expect(await paymentOf(unreadable)).toBeUndefined();
    expect(await paymentOf(readable)).toMatchObject({ status: 'paid' });
  });

  it("passes over a charge to the account whose amount is no number, recording the account's others and telling the seller once", async () => {
    // The undated fee has the round read the account's last 30 days one by one: more than Amazon's burst of 30.
    control().setUsagePlan('listFinancialEvents', { rate: 100, burst: 100 });
    const sellerId = account.selling_partner_id;
    control().postAccountEvent({ sellerId, kind: 'serviceFee', type: 'FBAStorageFee', amount: -120.5 });
    control().postAccountEvent({ sellerId, kind: 'serviceFee', type: 'Subscription', amount: -600 });
    const forged = eventListsChanged((lists) => {
      for (const event of lists.ServiceFeeEventList ?? []) {
        const [fee] = (event as { FeeList: { FeeType: string; FeeAmount: { CurrencyAmount: unknown } }[] }).FeeList;
        if (fee!.FeeType === 'FBAStorageFee') fee!.FeeAmount.CurrencyAmount = 'mucho';
      }
    });
    standIn.answer('GET', /\/finances\/v0\/financialEvents$/, { body: forged }, 100);
    const value = 'ServiceFeeEventList[].FeeList[].FeeAmount.CurrencyAmount = "mucho"';
    expect((await syncPayments()).refused).toEqual([`Amazon respondió datos no válidos: una página de pagos trae ${value}`]);
    await syncPayments();
    const fees = await db().selectFrom('amazon_payments').select(['fee_type', 'net']).where('fee_type', 'is not', null).execute();
    expect(fees).toEqual([{ fee_type: 'subscription', net: -600 }]);
    expect((await pageNotices('amazon_payments_page_unreadable')).filter((notice) => notice.data.value === value)).toHaveLength(1);
  });
});

describe('a page of orders with parts that cannot be read', () => {
  const ordersChanged = (change: (orders: unknown[]) => unknown) => (answered: unknown) => {
    const page = answered as Page<'Orders'>;
    page.payload.Orders = change(page.payload.Orders as unknown[]);
    return answered;
  };

  it('passes over entries that are no order, recording the others, telling the seller once and moving the cursor by them', async () => {
    const { sku } = await listedProduct(api, account, 10);
    const readable = placed(sku);
    standIn.answer('GET', /\/orders\/v0\/orders$/, { body: ordersChanged((orders) => [null, ...orders, { AmazonOrderId: 5, OrderStatus: 'Unshipped' }]) }, 100);
    const passedOver = ['Orders[] = null', 'Orders[].AmazonOrderId = 5'].map(
      (value) => `Amazon respondió datos no válidos: una página de pedidos trae ${value}`,
    );
    const round = await syncOrders();
    expect(round.refused).toEqual(passedOver);
    expect(await ordersOf(readable)).toHaveLength(1);
    const { LastUpdateDate } = (await (await api.app.amazon.clients(account)).orders.getOrder({ orderId: readable })).data.payload!;
    expect(round.cursor).toBe(new Date(LastUpdateDate).toISOString());
    expect(await cursorOf('amazon_order_cursors')).toBe(round.cursor);
    expect((await syncOrders()).refused).toEqual(passedOver);
    // The notice opens the sales list filtered by the account whose page it was.
    const accountSales = `/amazon/ventas?filter=${encodeURIComponent(JSON.stringify({ channel_account_id: Number(account.id) }))}`;
    expect((await pageNotices('amazon_orders_page_unreadable')).map((notice) => [notice.type, notice.data.value, notice.data.link])).toEqual([
      ['order', 'Orders[] = null', accountSales],
      ['order', 'Orders[].AmazonOrderId = 5', accountSales],
    ]);
  });

  it('passes over orders that are no list, and records the orders of the next round', async () => {
    const { sku } = await listedProduct(api, account, 10);
    const before = await cursorOf('amazon_order_cursors');
    const waiting = placed(sku);
    standIn.answer('GET', /\/orders\/v0\/orders$/, { body: ordersChanged(() => 'ninguno') });
    expect((await syncOrders()).refused).toEqual(['Amazon respondió datos no válidos: una página de pedidos trae Orders = "ninguno"']);
    expect(await cursorOf('amazon_order_cursors')).toBe(before);
    expect(await syncOrders()).toMatchObject({ refused: [] });
    expect(await ordersOf(waiting)).toHaveLength(1);
  });
});
