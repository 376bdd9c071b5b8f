import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';
import { fakeDateClearOfMidnight } from '../clearOfMidnight';

/**
 * Amazon may show a financial event hours after the PostedDate it lists it under (a deferred
 * transaction released later): the payment rounds read the window behind their cursor again. The
 * rounds run on a clock moved on by hand, as Amazon answers an event only two minutes after it is posted.
 */
let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;
let sku: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600' }, 'Tienda de pagos tardíos'));
  db = api.context.database.db;
  ({ sku } = await listedProduct(api, account, 10));
  fakeDateClearOfMidnight();
});
afterAll(async () => {
  vi.useRealTimers();
  await api?.close();
  await sandbox?.close();
});

const control = () => sandbox.control.amazon;
const syncPayments = () => syncAmazonPayments(api.context, api.app.amazon, account);
/** The clock moved on (never back: the account's request budget counts on it). */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const rowsOf = () =>
  db
    .selectFrom('amazon_payments')
    .select(['amazon_order_id', 'fee_type', 'status', 'refunded', 'net'])
    .where('account_id', '=', Number(account.id))
    .orderBy('id')
    .execute();
const cursorOf = async () =>
  (await db.selectFrom('amazon_finance_cursors').select('cursor').where('account_id', '=', Number(account.id)).executeTakeFirstOrThrow()).cursor;
/** Read where they are stored: the clock moved on by hand outlives the test user's session. */
const refundNotifications = (amazonOrderId: string) =>
  db.selectFrom('notifications').select(['message', 'data']).where('type', '=', 'payment').where('resource_id', '=', amazonOrderId).execute();

async function shippedOrder(): Promise<string> {
  const { AmazonOrderId } = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
  control().setOrderStatus(AmazonOrderId, 'Shipped');
  return AmazonOrderId;
}

it('an event Amazon shows after the cursor passed its date is stored by the next round, once, and its order is not asked for again', async () => {
  const first = await shippedOrder();
  const firstShipped = Date.now();
  later(150_000);
  await syncPayments();
  later(60_000);
  const second = await shippedOrder();
  later(150_000);
  await syncPayments();
  const paid = [
    { amazon_order_id: first, fee_type: null, status: 'paid', refunded: 0, net: 552.5 },
    { amazon_order_id: second, fee_type: null, status: 'paid', refunded: 0, net: 552.5 },
  ];
  expect(await rowsOf()).toEqual(paid);
  // Dated a second after the first shipment, shown only now that the cursor stands at the second one.
  const lateDate = new Date(firstShipped + 1_000).toISOString();
  expect(Date.parse(await cursorOf())).toBeGreaterThan(firstShipped + 200_000);
  control().refundOrder(first, { postedDate: lateDate });
  control().postAccountEvent({
    sellerId: account.selling_partner_id,
    kind: 'adjustment',
    type: 'FBAInventoryReimbursement',
    amount: 75.25,
    PostedDate: lateDate,
  });

  later(60_000);
  await syncPayments();
  const withLate = [
    { ...paid[0], status: 'refunded', refunded: 650, net: 0 },
    paid[1],
    { amazon_order_id: null, fee_type: 'inventory_reimbursement', status: null, refunded: null, net: 75.25 },
  ];
  expect(await rowsOf()).toEqual(withLate);
  const notices = await refundNotifications(first);
  expect(notices).toHaveLength(1);
  expect(notices[0]!.message).toContain('$650.00');

  // Read again round after round, the window's events are known: none of their orders is asked for again (only the one
  // posted at the cursor's instant, which each round reads again from), nothing is stored twice.
  const clients = await api.app.amazon.clients(account);
  const ordersAsked = vi.spyOn(clients.finances, 'listFinancialEventsByOrderId');
  later(60_000);
  await syncPayments();
  later(60_000);
  await syncPayments();
  expect(new Set(ordersAsked.mock.calls.map(([request]) => request.orderId))).toEqual(new Set([second]));
  ordersAsked.mockRestore();
  expect(await rowsOf()).toEqual(withLate);
  expect(await refundNotifications(first)).toHaveLength(1);
});

it('a service fee of the account Amazon shows late, which it answers undated, is stored by the next round once', async () => {
  await shippedOrder();
  const shipped = Date.now();
  later(150_000);
  await syncPayments();
  expect(Date.parse(await cursorOf())).toBeGreaterThanOrEqual(shipped);
  control().postAccountEvent({
    sellerId: account.selling_partner_id,
    kind: 'serviceFee',
    type: 'FBAStorageFee',
    amount: -42.1,
    PostedDate: new Date(shipped - 1_000).toISOString(),
  });

  later(60_000);
  await syncPayments();
  later(60_000);
  await syncPayments();
  const storage = await db.selectFrom('amazon_payments').select(['fee_type', 'net']).where('fee_type', '=', 'storage').execute();
  expect(storage).toEqual([{ fee_type: 'storage', net: -42.1 }]);
});

it('a window behind the cursor holding more events than a round reads of it is read on from where the round stopped', async () => {
  await shippedOrder();
  const shipped = Date.now();
  later(150_000);
  await syncPayments();
  // 1,050 credits shown late, a second apart: more than the 1,000 events a round reads again of the window, in more
  // pages a round than Amazon's burst of listFinancialEvents left after the rounds before.
  control().setUsagePlan('listFinancialEvents', { rate: 100, burst: 100 });
  const credits = Array.from({ length: 1_050 }, (_, index) => ({
    amount: (100 + index) / 100,
    PostedDate: new Date(shipped - 3_600_000 + index * 1_000).toISOString(),
  }));
  for (const credit of credits)
    control().postAccountEvent({ sellerId: account.selling_partner_id, kind: 'adjustment', type: 'LostOrDamagedReimbursement', ...credit });
  const creditsStored = async () =>
    (await db.selectFrom('amazon_payments').select('net').where('description', '=', 'LostOrDamagedReimbursement').orderBy('net').execute()).map(
      (row) => row.net,
    );

  later(60_000);
  await syncPayments();
  expect(await creditsStored()).toHaveLength(1_000);
  later(60_000);
  await syncPayments();
  later(60_000);
  await syncPayments();
  expect(await creditsStored()).toEqual(credits.map((credit) => credit.amount));
});
