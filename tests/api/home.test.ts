import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderChannels, saleShipmentStatuses, saleStatuses } from '../../resources/catalogue/orders';
import { homeSummaryPath, type HomeSummary } from '../../resources/homeSummary';
import type { QuestionStatus } from '../../resources/mercadolibre';
import { taskStatus, taskTypes, type TaskStatus } from '../../resources/tasks';
import { amazonReturns } from '../../resources/amazon/returns';
import { created, paths } from './catalogue/catalogueFixtures';
import { fakeDateClearOfMidnight } from './clearOfMidnight';
import { startTestApp, type TestApp } from './testApp';

const dayMs = 24 * 60 * 60 * 1000;

interface SaleState {
  marketplace_status?: (typeof saleStatuses)[number];
  shipment_status?: (typeof saleShipmentStatuses)[number];
  logistic_type?: string;
}
const isoDaysAgo = (days: number, hours = 0) => new Date(Date.now() - days * dayMs - hours * 60 * 60 * 1000).toISOString();

let testApp: TestApp;
let adminId: number;
let lowIds: number[];
/** Makes a draft ERP order of today, of one line of `quantity` × `price`. */
let draftOrder: (quantity: number, price: number) => Promise<number>;

const summary = async (query = ''): Promise<HomeSummary> => {
  const response = await testApp.call({ method: 'GET', url: `/${homeSummaryPath}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/**
 * A known data set: orders through the API (validated, shipped, cancelled, backdated), products
 * above and below their alert stock, publications, tasks and notifications in their tables.
 */
beforeAll(async () => {
  // The orders of "today" are written here and counted by the tests: the day must not change in between.
  fakeDateClearOfMidnight();
  testApp = await startTestApp();
  adminId = (await testApp.login()).id;
  const db = testApp.context.database.db;
  const client = (await created(testApp, paths.clients, { name: 'Ferretería López' })).id;
  const warehouse = (await created(testApp, paths.warehouses, { label: 'Almacén Norte' })).id;
  const product = async (ref: string, stock: number, alert: number) =>
    (
      await created(testApp, paths.products, {
        ref,
        label: `Producto ${ref}`,
        price: 100,
        seuil_stock_alerte: alert,
        warehouse_stock: [{ warehouse_id: warehouse, quantity: stock }],
      })
    ).id;
  const plenty = await product('OK-1', 50, 5);
  lowIds = [await product('LOW-1', 1, 10), await product('LOW-2', 0, 3)];
  await product('EQ-1', 4, 4);

  draftOrder = async (quantity: number, price: number) =>
    (
      await created(testApp, paths.orders, {
        client_id: client,
        lines: [{ product_id: plenty, warehouse_id: warehouse, quantity, unity_price: price, iva_rate: 0 }],
      })
    ).id;
  const order = draftOrder;
  const act = async (id: number, action: string) =>
    expect((await testApp.call({ method: 'POST', url: `/${paths.orders}${id}/${action}` })).statusCode).toBe(200);
  await order(1, 100); // today, draft: not sold yet, never counted
  await act(await order(2, 100), 'validate'); // today, validated: to prepare
  await act(await order(1, 50), 'validate'); // today, validated: to prepare
  await act(await order(1, 999), 'cancel'); // cancelled: never counted
  const backdate = async (id: number, datec: string) => db.updateTable('orders').set({ datec }).where('rowid', '=', id).execute();
  const validated = async (quantity: number, price: number) => {
    const id = await order(quantity, price);
    await act(id, 'validate');
    return id;
  };
  // Validated ERP orders of days ago: sold then, and still to prepare.
  await backdate(await validated(3, 100), isoDaysAgo(3));
  await backdate(await order(1, 400), isoDaysAgo(3)); // a draft of days ago: never counted either
  await backdate(await validated(1, 70), isoDaysAgo(10));
  await backdate(await validated(1, 5000), isoDaysAgo(40));
  // Marketplace sales are orders with their channel, written by the inventory as validated (or cancelled).
  const sale = (id: string, total: number, datec: string, shipment: SaleState, status: 'validated' | 'cancelled' = 'validated') => ({
    client_id: client,
    status,
    total,
    datec,
    tms: datec,
    channel: 'mercadolibre' as const,
    marketplace_order_id: id,
    marketplace_status: 'paid' as const,
    shipment_status: 'ready_to_ship' as const,
    logistic_type: 'drop_off',
    ...shipment,
  });
  await db
    .insertInto('orders')
    .values([
      sale('2000001', 1299, isoDaysAgo(0), {}), // paid, not shipped yet: to prepare
      sale('2000002', 500.5, isoDaysAgo(5), { shipment_status: 'shipped' }),
      sale('2000003', 800, isoDaysAgo(0), { marketplace_status: 'cancelled', shipment_status: 'cancelled' }, 'cancelled'),
      // Not paid yet, but a sale the marketplace made: recorded validated, so counted.
      sale('2000007', 200, isoDaysAgo(1), { marketplace_status: 'pending', shipment_status: 'pending' }),
      // Older than the charts: only the orders to prepare could count them.
      sale('2000004', 300, isoDaysAgo(40), { logistic_type: 'fulfillment' }), // MercadoLibre ships it from its warehouse
      sale('2000005', 300, isoDaysAgo(40), { marketplace_status: 'pending', shipment_status: 'pending' }), // not paid yet
      sale('2000006', 300, isoDaysAgo(40), { shipment_status: 'delivered' }),
    ])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('mercadolibre_publications')
    .values([
      { title: 'A', status: 'published', sold_quantity: 0, sync_state: 'out_of_sync' },
      { title: 'B', status: 'published', sold_quantity: 2, sync_state: 'in_sync' },
      { title: 'C', status: 'paused', sold_quantity: 5 },
      { title: 'D', status: 'to_be_corrected', sold_quantity: 0 },
    ])
    .execute();
  const amazonListing = (sku: string, status: 'BUYABLE' | 'INVALID') => ({
    account_id: 1,
    sku,
    product_id: plenty,
    product_type: 'PRODUCT',
    status,
    issues: '[]',
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('amazon_listings')
    .values([amazonListing('OK-1', 'BUYABLE'), amazonListing('OK-1-B', 'INVALID')])
    .execute();
  const question = (mlId: string, status: QuestionStatus, askedHoursAgo: number) => ({
    ml_id: mlId,
    status,
    text: '¿Tienen stock?',
    date_created: isoDaysAgo(0, askedHoursAgo),
  });
  await db
    .insertInto('mercadolibre_questions')
    .values([question('9001', 'UNANSWERED', 5), question('9002', 'UNANSWERED', 1), question('9003', 'ANSWERED', 10)])
    .execute();
  const buyerRequest = (amazonOrderId: string, status: 'open' | 'answered', askedHoursAgo: number) => ({
    channel: 'amazon',
    account_id: 1,
    amazon_order_id: amazonOrderId,
    kind: 'cancel' as const,
    reason: 'Ya no lo necesito',
    status,
    requested_at: isoDaysAgo(0, askedHoursAgo),
  });
  await db
    .insertInto('amazon_buyer_requests')
    .values([buyerRequest('702-0000001-0000001', 'open', 8), buyerRequest('702-0000001-0000002', 'answered', 20)])
    .execute();
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
  await db
    .insertInto('mercadolibre_claims')
    .values([
      { ml_id: '5001', status: 'opened', next_due_date: hoursFromNow(-2) },
      { ml_id: '5002', status: 'opened', next_due_date: hoursFromNow(30) },
      { ml_id: '5003', status: 'opened', next_due_date: hoursFromNow(6) },
      { ml_id: '5004', status: 'opened', next_due_date: null },
      { ml_id: '5005', status: 'closed', next_due_date: hoursFromNow(1) },
    ])
    .execute();
  const { rowid: amazonSaleOrder } = await db.selectFrom('orders').select('rowid').where('marketplace_order_id', '=', '2000001').executeTakeFirstOrThrow();
  const amazonReturn = (rma: string, status: 'Pending' | 'Approved' | 'Closed', orderId: number | null, decision: 'restocked' | null = null) => ({
    channel: 'amazon',
    account_id: 1,
    rma_id: rma,
    amazon_order_id: '702-0000009-0000009',
    order_id: orderId,
    sku: `SKU-${rma}`,
    item_name: 'Licuadora',
    quantity: 1,
    reason: 'CR-DEFECTIVE' as const,
    status,
    refunded_amount: 0,
    return_date: now,
    order_date: now,
    restock_decision: decision,
  });
  await db
    .insertInto('amazon_returns')
    .values([
      amazonReturn('R1', 'Closed', amazonSaleOrder), // received: its units wait for the seller
      amazonReturn('R2', 'Closed', amazonSaleOrder),
      amazonReturn('R3', 'Closed', amazonSaleOrder, 'restocked'), // decided
      amazonReturn('R4', 'Closed', null), // no ERP order to give the stock back to
      amazonReturn('R5', 'Approved', amazonSaleOrder), // still on its way
    ])
    .execute();
  const task = (status: TaskStatus, finishedAt: string | null) => ({
    type: taskTypes.publish,
    status,
    created_by: adminId,
    total: 1,
    done: 0,
    failed: 0,
    created_at: now,
    updated_at: now,
    finished_at: finishedAt,
    attempt: 1,
  });
  await db
    .insertInto('tasks')
    .values([
      task(taskStatus.inProcess, null),
      task(taskStatus.queued, null),
      task(taskStatus.finishedWithErrors, now),
      task(taskStatus.notFinished, isoDaysAgo(2)),
      task(taskStatus.finished, now),
    ])
    .execute();
  const notification = (seen: number) => ({
    user_id: adminId,
    type: 'order',
    message: 'Nueva venta',
    date: now,
    marketplace: 0,
    resource_id: '1',
    seen,
    data: '{}',
  });
  await db
    .insertInto('notifications')
    .values([notification(0), notification(0), notification(1)])
    .execute();
});
afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

describe('home summary', () => {
  it('counts the orders sold (validated, neither drafts nor cancelled) today, in 7 and in 30 days, per channel: the ERP first, then each marketplace that sold', async () => {
    const { sales } = await summary();
    expect(sales.map((channel) => channel.channel)).toEqual(['erp', 'mercadolibre']);
    const [erp, mercadolibre] = sales;
    expect(erp.today).toEqual({ count: 2, amount: 250 });
    expect(erp.last7Days).toEqual({ count: 3, amount: 550 });
    expect(erp.last30Days).toEqual({ count: 4, amount: 620 });
    expect(mercadolibre.today).toEqual({ count: 1, amount: 1299 });
    expect(mercadolibre.last7Days).toEqual({ count: 3, amount: 1999.5 });
    expect(mercadolibre.last30Days).toEqual({ count: 3, amount: 1999.5 });
    expect(mercadolibre.byDay).toHaveLength(30);
    expect(mercadolibre.byDay.at(-6)).toEqual({ day: isoDaysAgo(5).slice(0, 10), count: 1, amount: 500.5 });
  });

  it('lists exactly the orders it counts in 30 days behind the filter its card opens, the drafts and the cancelled ones left out', async () => {
    const { sales } = await summary();
    const since = `${sales[0].byDay[0].day}T00:00:00.000Z`;
    const response = await testApp.call({ method: 'POST', url: `/${paths.orders}q/?page=1&size=50`, payload: { created_since: since, sold: true } });
    expect(response.statusCode, response.body).toBe(200);
    const { data, total } = response.json() as { data: { status: string }[]; total: number };
    expect(total).toBe(sales.reduce((sum, channel) => sum + channel.last30Days.count, 0));
    expect(new Set(data.map((order) => order.status))).toEqual(new Set(['validated']));
  });

  it("reads an older link's not_cancelled filter as sold, and still refuses a filter never declared", async () => {
    const { sales } = await summary();
    const since = `${sales[0].byDay[0].day}T00:00:00.000Z`;
    const listed = async (payload: Record<string, unknown>) => {
      const response = await testApp.call({ method: 'POST', url: `/${paths.orders}q/?page=1&size=50`, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { id: number }[]; total: number };
    };
    expect(await listed({ created_since: since, not_cancelled: true })).toEqual(await listed({ created_since: since, sold: true }));
    const unknown = await testApp.call({ method: 'POST', url: `/${paths.orders}q/?page=1&size=50`, payload: { never_declared: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { never_declared: expect.any(String) } });
  });

  it("moves today's ERP sales when an order is validated, not when its draft is made, and back when it is cancelled", async () => {
    const erpToday = async () => (await summary()).sales[0].today;
    const before = await erpToday();
    const id = await draftOrder(2, 40);
    expect(await erpToday()).toEqual(before);
    expect((await testApp.call({ method: 'POST', url: `/${paths.orders}${id}/validate` })).statusCode).toBe(200);
    expect(await erpToday()).toEqual({ count: before.count + 1, amount: before.amount + 80 });
    expect((await testApp.call({ method: 'POST', url: `/${paths.orders}${id}/cancel` })).statusCode).toBe(200);
    expect(await erpToday()).toEqual(before);
  });

  it('gives one chart entry per day, oldest first, zeros on days without orders', async () => {
    const [erp] = (await summary()).sales;
    expect(erp.byDay).toHaveLength(30);
    expect(erp.byDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 2, amount: 250 });
    expect(erp.byDay.at(-4)).toEqual({ day: isoDaysAgo(3).slice(0, 10), count: 1, amount: 300 });
    expect(erp.byDay.filter((day) => day.count > 0)).toHaveLength(3);
  });

  it("groups by the caller's day: with an offset, the days move", async () => {
    const ahead = await summary('?utc_offset=840');
    const behind = await summary('?utc_offset=-840');
    const lastDay = (answer: HomeSummary) => answer.sales[0].byDay.at(-1)?.day;
    expect(lastDay(ahead)).toBe(new Date(Date.now() + 840 * 60_000).toISOString().slice(0, 10));
    expect(lastDay(behind)).toBe(new Date(Date.now() - 840 * 60_000).toISOString().slice(0, 10));
    // 28 hours apart, the same orders fall on days at least one apart; their totals over 30 days stay the same.
    expect(ahead.sales[0].last30Days).toEqual(behind.sales[0].last30Days);
  });

  it('counts as to prepare the validated ERP orders and the paid sales not shipped yet that the seller ships', async () => {
    // Five validated ERP orders (two of today, three of days ago) and sale 2000001.
    expect((await summary()).ordersToPrepare).toBe(6);
  });

  it('lists exactly the orders it counts as to prepare, behind the filter its card opens', async () => {
    const response = await testApp.call({ method: 'POST', url: `/${paths.orders}q/?page=1&size=50`, payload: { to_prepare: true } });
    expect(response.statusCode, response.body).toBe(200);
    const { data, total } = response.json() as { data: { marketplace_order_id: string | null; status: string }[]; total: number };
    expect(total).toBe((await summary()).ordersToPrepare);
    expect(data.map((order) => order.marketplace_order_id).filter(Boolean)).toEqual(['2000001']);
    expect(data.every((order) => order.status === 'validated')).toBe(true);
    const refused = await testApp.call({ method: 'POST', url: `/${paths.orders}q/`, payload: { to_prepare: 'sí' } });
    expect(refused.statusCode).toBe(400);
  });

  it('lists the orders made in the ERP alone, every marketplace sale left out', async () => {
    const list = async (payload: Record<string, unknown>) => {
      const response = await testApp.call({ method: 'POST', url: `/${paths.orders}q/?page=1&size=100`, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { channel: string | null; marketplace_order_id: string | null }[]; total: number };
    };
    const made = await list({ made_in_erp: true });
    const everything = await list({});
    const sales = await list({ channel: [...orderChannels] });
    expect(made.total).toBeGreaterThan(0);
    expect(sales.total).toBeGreaterThan(0);
    expect(made.total).toBe(everything.total - sales.total);
    expect(made.data.every((order) => order.channel === null && order.marketplace_order_id === null)).toBe(true);
  });

  it('lists the products below their alert stock, newest first, and counts them', async () => {
    const { lowStock } = await summary();
    expect(lowStock.count).toBe(2);
    expect(lowStock.first.map((product) => product.id)).toEqual([...lowIds].reverse());
    expect(lowStock.first[1]).toMatchObject({ ref: 'LOW-1', stock: 1, alert: 10 });
  });

  it("counts every marketplace's publications per state, every state present, MercadoLibre's units sold and those out of sync", async () => {
    const { publications } = await summary();
    expect(publications.total).toBe(6);
    expect(publications.sold).toBe(7);
    expect(publications.outOfSync).toBe(1);
    // MercadoLibre's two published and Amazon's buyable one are on sale; its refused one and MercadoLibre's to correct need attention.
    expect(publications.byState).toEqual({ on_sale: 3, not_buyable: 1, attention: 2, draft: 0, ended: 0 });
  });

  it("counts the buyers waiting, MercadoLibre's unanswered questions and Amazon's open requests, and says when the longest-waiting one asked", async () => {
    const { questions } = await summary();
    const hoursWaited = (moment: string | null) => (Date.now() - Date.parse(moment ?? '')) / (60 * 60 * 1000);
    expect(questions.byChannel.mercadolibre.unanswered).toBe(2);
    expect(hoursWaited(questions.byChannel.mercadolibre.oldestUnansweredAt)).toBeCloseTo(5, 1);
    expect(questions.byChannel.amazon.unanswered).toBe(1);
    expect(hoursWaited(questions.byChannel.amazon.oldestUnansweredAt)).toBeCloseTo(8, 1);
    expect(questions.unanswered).toBe(3);
    expect(questions.oldestUnansweredAt).toBe(questions.byChannel.amazon.oldestUnansweredAt);
  });

  it('counts the open MercadoLibre claims, those past their deadline, and the nearest deadline to come', async () => {
    const { claims } = await summary();
    expect(claims.open).toBe(4);
    expect(claims.overdue).toBe(1);
    const hoursAhead = (Date.parse(claims.nextDueAt ?? '') - Date.now()) / (60 * 60 * 1000);
    expect(hoursAhead).toBeGreaterThan(5.9);
    expect(hoursAhead).toBeLessThan(6.1);
  });

  it("counts Amazon's returns whose units wait for the seller's decision, exactly those its list shows behind the card's filter", async () => {
    const { claims } = await summary();
    expect(claims.amazonReturnsToDecide).toBe(2);
    const response = await testApp.call({ method: 'POST', url: `/${amazonReturns.path}q/?page=1&size=50`, payload: { to_decide: true } });
    expect(response.statusCode, response.body).toBe(200);
    const { data, total } = response.json() as { data: { rma_id: string }[]; total: number };
    expect(total).toBe(2);
    expect(data.map((line) => line.rma_id).sort()).toEqual(['R1', 'R2']);
  });

  it('counts running tasks and those that failed in the last day, and the unseen notifications', async () => {
    const answer = await summary();
    expect(answer.tasks).toEqual({ running: 2, failedLastDay: 1 });
    expect(answer.notifications).toEqual({ unseen: 2 });
  });

  it('refuses an offset out of range or an unknown parameter with a clear error', async () => {
    for (const query of ['?utc_offset=900', '?utc_offset=abc', '?dias=3']) {
      const response = await testApp.call({ method: 'GET', url: `/${homeSummaryPath}${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('is behind sign-in', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: `/${homeSummaryPath}` })).statusCode).toBe(401);
  });
});
