import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../resources/notifications';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import { returnsReportType, syncAmazonReturns } from '../../../server/marketplaces/amazon/returnSync';
import type { TestApp } from '../testApp';
import { startAmazonApp } from './amazonAppHarness';
import { listingAttributes, mexico } from './amazonSandboxHarness';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

const control = () => sandbox.control.amazon;

beforeAll(async () => {
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { reportProcessingMs: 100, financialEventsLagMs: 0 } } });
  ({ api, account } = await startAmazonApp(
    sandbox,
    {
      AMAZON_REPORT_POLL_MS: '20',
      AMAZON_REPORT_POLLS_PER_ROUND: '50',
    },
    'Tienda de devoluciones',
  ));
  db = api.context.database.db;
  // Reports here are done in 100 ms and looked at every 20 ms: more looks a second than Amazon's getReport plan allows.
  control().setUsagePlan('getReport', { rate: 100, burst: 100 });
  // Nearly every test reads the returns, each time asking for a report: more than Amazon's createReport burst of 15.
  control().setUsagePlan('createReport', { rate: 1, burst: 50 });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

let skuSeed = 0;

/** A listing on the account at 650 pesos (no catalogue product behind it: payments and returns need none). */
async function listing(): Promise<string> {
  skuSeed += 1;
  const sku = `AMZ-DEV-${Date.now()}-${skuSeed}`;
  const clients = await api.app.amazon.clients(account);
  const listed = await clients.listings.putListingsItem({
    sellerId: account.selling_partner_id,
    sku,
    marketplaceIds: [mexico],
    body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Licuadora de vaso', price: 650, quantity: 10 }) },
  });
  expect(listed.data.status).toBe('ACCEPTED');
  return sku;
}

/** A shipped order of two units (1,300 pesos), recorded as an ERP order. */
async function shippedOrder(sku: string): Promise<{ amazonOrderId: string; erpOrderId: number }> {
  const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 2 }] });
  control().setOrderStatus(placed.AmazonOrderId, 'Shipped');
  await syncAmazonOrders(api.context, api.app.amazon, account);
  const order = await db.selectFrom('orders').select('rowid').where('marketplace_order_id', '=', placed.AmazonOrderId).executeTakeFirstOrThrow();
  return { amazonOrderId: placed.AmazonOrderId, erpOrderId: Number(order.rowid) };
}

const syncPayments = () => syncAmazonPayments(api.context, api.app.amazon, account);
const syncReturns = () => syncAmazonReturns(api.context, api.app.amazon, account);
const listed = async (resource: 'payments' | 'returns', busqueda: string, channel = 'amazon') =>
  (await api.call({ method: 'POST', url: `/api/amazon/${resource}/q/?page=1&size=25`, payload: { busqueda, channel } })).json() as {
    data: Array<Record<string, unknown>>;
    total: number;
  };
const refundNotifications = async (amazonOrderId: string): Promise<NotificationRecord[]> =>
  ((await api.call({ method: 'GET', url: '/api/notifications/' })).json().data ?? []).filter(
    (notification: NotificationRecord) => notification.type === 'payment' && notification.resource_id === amazonOrderId,
  );

describe('Amazon payments and returns', () => {
  it('a refund shows on payments and returns; running the syncs again changes nothing', async () => {
    const sku = await listing();
    const { amazonOrderId, erpOrderId } = await shippedOrder(sku);

    await syncPayments();
    const paid = await listed('payments', amazonOrderId);
    expect(paid.total).toBe(1);
    // 15% referral fee on 1,300.
    expect(paid.data[0]).toMatchObject({
      amazon_order_id: amazonOrderId,
      order_id: erpOrderId,
      status: 'paid',
      item_price: 1300,
      fees: 195,
      refunded: 0,
      net: 1105,
    });
    expect(await refundNotifications(amazonOrderId)).toEqual([]);

    const returned = control().returnOrder(amazonOrderId, { reason: 'CR-DEFECTIVE', refund: true });
    await syncPayments();
    await syncPayments();
    const refunded = await listed('payments', amazonOrderId);
    expect(refunded.total).toBe(1);
    // The refund gives the item price back and Amazon its commission: the seller keeps nothing.
    expect(refunded.data[0]).toMatchObject({ id: paid.data[0]!.id, status: 'refunded', item_price: 1300, fees: 0, refunded: 1300, net: 0 });
    const [notice, ...more] = await refundNotifications(amazonOrderId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ marketplace: 1, type: 'payment', resource_id: amazonOrderId });
    expect(notice!.message).toContain('$1,300.00');
    expect(notice!.data).toMatchObject({ sentence: 'refund', refunded: 1300, currency_id: 'MXN' });

    expect(await syncReturns()).toMatchObject({ state: 'done' });
    expect(await syncReturns()).toMatchObject({ state: 'done' });
    const returns = await listed('returns', amazonOrderId);
    expect(returns.total).toBe(1);
    expect(returns.data[0]).toMatchObject({
      amazon_order_id: amazonOrderId,
      order_id: erpOrderId,
      rma_id: returned[0]!.rmaId,
      sku,
      item_name: 'Licuadora de vaso',
      quantity: 2,
      reason: 'CR-DEFECTIVE',
      status: 'Closed',
      refunded_amount: 1300,
    });
    expect(await db.selectFrom('amazon_return_reports').selectAll().execute()).toEqual([]);

    // Amazon's records, not Linio's nor Claro Shop's, whose menu entries read the same lists.
    for (const resource of ['payments', 'returns'] as const) {
      expect((await listed(resource, amazonOrderId)).data[0]).toMatchObject({ channel: 'amazon' });
      for (const served of ['linio', 'claroshop']) expect((await listed(resource, amazonOrderId, served)).total).toBe(0);
    }
  });

  it('a return on its way is stored as approved, then closed once Amazon refunds it', async () => {
    const sku = await listing();
    const { amazonOrderId } = await shippedOrder(sku);
    control().returnOrder(amazonOrderId, { reason: 'CR-UNWANTED_ITEM' });
    await syncReturns();
    expect((await listed('returns', amazonOrderId)).data).toMatchObject([{ status: 'Approved', refunded_amount: 0 }]);
    control().refundOrder(amazonOrderId);
    await syncPayments();
    expect((await listed('payments', amazonOrderId)).data).toMatchObject([{ status: 'refunded', net: 0 }]);
  });

  it('a payment read before its order became an ERP order is linked to it by a later sync', async () => {
    const sku = await listing();
    const placed = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
    control().setOrderStatus(placed.AmazonOrderId, 'Shipped');
    await syncPayments();
    expect((await listed('payments', placed.AmazonOrderId)).data).toMatchObject([{ order_id: null, net: 552.5 }]);
    await syncAmazonOrders(api.context, api.app.amazon, account);
    await syncPayments();
    const order = await db.selectFrom('orders').select('rowid').where('marketplace_order_id', '=', placed.AmazonOrderId).executeTakeFirstOrThrow();
    expect((await listed('payments', placed.AmazonOrderId)).data).toMatchObject([{ order_id: Number(order.rowid) }]);
  });

  it('two payment syncs at once leave one row per order and one refund notification', async () => {
    const sku = await listing();
    const { amazonOrderId } = await shippedOrder(sku);
    control().refundOrder(amazonOrderId);
    await db.deleteFrom('amazon_finance_cursors').where('account_id', '=', Number(account.id)).execute();
    await Promise.all([syncPayments(), syncPayments(), syncPayments()]);
    expect((await listed('payments', amazonOrderId)).total).toBe(1);
    expect(await refundNotifications(amazonOrderId)).toHaveLength(1);
  });

  it('records a refund posted in the same second as the event of a row an older build stored (its date without milliseconds)', async () => {
    const sku = await listing();
    const { amazonOrderId } = await shippedOrder(sku);
    await syncPayments();
    control().refundOrder(amazonOrderId);
    const clients = await api.app.amazon.clients(account);
    const { RefundEventList } = (await clients.finances.listFinancialEventsByOrderId({ orderId: amazonOrderId })).data.payload!.FinancialEvents!;
    const refundedAt = new Date(String(RefundEventList![0]!.PostedDate));
    // As an older build stored it: Amazon's PostedDate as it came, an event earlier in the refund's second, and no count of the events summed.
    const sameSecond = `${refundedAt.toISOString().slice(0, 19)}Z`;
    await db
      .updateTable('amazon_payments')
      .set({ posted_date: sameSecond, last_event_date: sameSecond, event_count: null })
      .where('amazon_order_id', '=', amazonOrderId)
      .execute();
    await syncPayments();
    expect((await listed('payments', amazonOrderId)).data[0]).toMatchObject({ status: 'refunded', refunded: 1300, last_event_date: refundedAt.toISOString() });
  });
});

describe("a closed return's restock", () => {
  let warehouseId: number;
  beforeAll(async () => {
    const now = new Date().toISOString();
    const warehouse = await db.insertInto('warehouses').values({ label: 'Devoluciones', datec: now, tms: now }).returning('rowid').executeTakeFirstOrThrow();
    warehouseId = Number(warehouse.rowid);
  });

  /** A catalogue product with 10 units whose ref is a listing's SKU; two units sold, shipped, returned and refunded. */
  async function closedReturnOfStockedProduct(): Promise<{ productId: number; returnId: number }> {
    const sku = await listing();
    const now = new Date().toISOString();
    const product = await db
      .insertInto('products')
      .values({ ref: sku, label: 'Licuadora de vaso', price: 650, price_ttc: 650, stock: 10, datec: now, tms: now })
      .returning('rowid')
      .executeTakeFirstOrThrow();
    const productId = Number(product.rowid);
    await db.insertInto('product_stock').values({ product_id: productId, warehouse_id: warehouseId, quantity: 10, tms: now }).execute();
    const { amazonOrderId } = await shippedOrder(sku);
    expect(await stockOf(productId)).toBe(8);
    control().returnOrder(amazonOrderId, { reason: 'CR-DEFECTIVE', refund: true });
    await syncReturns();
    const [row] = (await listed('returns', amazonOrderId)).data;
    return { productId, returnId: Number(row!.id) };
  }

  const stockOf = async (productId: number) =>
    Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
  const decide = (returnId: number, payload: unknown) =>
    api.call({ method: 'POST', url: `/api/amazon/returns/${returnId}/restock`, payload: payload as object });

  it("puts the units back once by the seller's decision; a second decision, bad input and an unknown return are refused", async () => {
    const { productId, returnId } = await closedReturnOfStockedProduct();
    const restocked = await decide(returnId, { restock: true });
    expect(restocked.statusCode).toBe(200);
    expect(restocked.json()).toMatchObject({ id: returnId, restock_decision: 'restocked', status: 'Closed' });
    expect(await stockOf(productId)).toBe(10);
    const again = await decide(returnId, { restock: false });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: expect.any(String), message: 'Ya se decidió si esta devolución vuelve al stock' });
    expect(await stockOf(productId)).toBe(10);
    const blank = await decide(returnId, {});
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { restock: expect.any(String) } });
    expect((await decide(999_999, { restock: true })).statusCode).toBe(404);
  });

  it('a return still on its way is refused; keeping the units off the shelf leaves the stock as sold', async () => {
    const sku = await listing();
    const { amazonOrderId } = await shippedOrder(sku);
    control().returnOrder(amazonOrderId);
    await syncReturns();
    const [onItsWay] = (await listed('returns', amazonOrderId)).data;
    const early = await decide(Number(onItsWay!.id), { restock: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('La devolución todavía no llegó: no hay nada que decidir');

    const { productId, returnId } = await closedReturnOfStockedProduct();
    expect((await decide(returnId, { restock: false })).json()).toMatchObject({ restock_decision: 'not_restocked' });
    expect(await stockOf(productId)).toBe(8);
  });

  it('two decisions at once make one, and the stock comes back once', async () => {
    const { productId, returnId } = await closedReturnOfStockedProduct();
    const answers = await Promise.all([decide(returnId, { restock: true }), decide(returnId, { restock: true }), decide(returnId, { restock: false })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const decision = answers.find((answer) => answer.statusCode === 200)!.json().restock_decision;
    expect(await stockOf(productId)).toBe(decision === 'restocked' ? 10 : 8);
  });
});

describe('the returns report', () => {
  it('goes IN_QUEUE, IN_PROGRESS, DONE through the Reports SDK client, its document a tab-separated file', async () => {
    const clients = await api.app.amazon.clients(account);
    const { reportId } = (await clients.reports.createReport({ body: { reportType: returnsReportType, marketplaceIds: [mexico] } })).data;
    const statuses = new Set<string>();
    let report = (await clients.reports.getReport({ reportId })).data;
    const deadline = Date.now() + 5_000;
    while (report.processingStatus !== 'DONE' && Date.now() < deadline) {
      statuses.add(report.processingStatus);
      await new Promise((resolve) => setTimeout(resolve, 20));
      report = (await clients.reports.getReport({ reportId })).data;
    }
    expect([...statuses]).toEqual(['IN_QUEUE', 'IN_PROGRESS']);
    expect(report).toMatchObject({ reportId, reportType: returnsReportType, processingStatus: 'DONE', reportDocumentId: expect.any(String) });
    const { url } = (await clients.reports.getReportDocument({ reportDocumentId: report.reportDocumentId! })).data;
    const text = await (await fetch(url)).text();
    expect(text.split('\n')[0]!.split('\t')).toEqual(expect.arrayContaining(['order-id', 'amazon-rma-id', 'merchant-sku', 'return-reason', 'refunded-amount']));

    const refused = await clients.reports.createReport({ body: { reportType: 'GET_NOTHING', marketplaceIds: [mexico] } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ response: { status: 400, data: { errors: [{ code: 'InvalidInput' }] } } });
  });

  it('a report still in processing after the round is read by the next round, not asked for again', async () => {
    // A second of processing, so the first two rounds end before it on a busy machine too.
    control().setSettings({ reportProcessingMs: 1_000 });
    try {
      const polling = { pollMs: 10, polls: 1 };
      const first = await syncAmazonReturns(api.context, api.app.amazon, account, polling);
      expect(first).toMatchObject({ state: 'waiting' });
      const second = await syncAmazonReturns(api.context, api.app.amazon, account, polling);
      expect(second).toEqual({ state: 'waiting', reportId: first.reportId });
      const done = await syncAmazonReturns(api.context, api.app.amazon, account, { pollMs: 50, polls: 100 });
      expect(done).toMatchObject({ state: 'done', reportId: first.reportId });
    } finally {
      control().setSettings({ reportProcessingMs: 100 });
    }
  });
});

describe('the after-sale loop', () => {
  it('a stop ends the wait for a report in processing at once, leaving it for the next start', async () => {
    control().setSettings({ reportProcessingMs: 60_000 });
    const stopping = new AbortController();
    const started = Date.now();
    const waiting = syncAmazonReturns(api.context, api.app.amazon, account, { pollMs: 1_000, polls: 100, signal: stopping.signal });
    setTimeout(() => stopping.abort(), 100);
    expect(await waiting).toMatchObject({ state: 'waiting' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await db.selectFrom('amazon_return_reports').select('account_id').execute()).toEqual([{ account_id: Number(account.id) }]);
    await db.deleteFrom('amazon_return_reports').execute();
    control().setSettings({ reportProcessingMs: 100 });
  });

  it("reads each connected account's payments and returns once the loops run", async () => {
    const sku = await listing();
    const { amazonOrderId } = await shippedOrder(sku);
    control().returnOrder(amazonOrderId, { reason: 'CR-DAMAGED_BY_CARRIER', refund: true });
    // The round reads again the orders of its last two and a half minutes (Amazon is asked for none later): this file's.
    control().setUsagePlan('listFinancialEventsByOrderId', { rate: 100, burst: 100 });
    await api.startLoops();
    const deadline = Date.now() + 5_000;
    while ((await listed('returns', amazonOrderId)).total === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await listed('returns', amazonOrderId)).data).toMatchObject([{ reason: 'CR-DAMAGED_BY_CARRIER', status: 'Closed' }]);
    expect((await listed('payments', amazonOrderId)).data).toMatchObject([{ status: 'refunded' }]);
  });
});
