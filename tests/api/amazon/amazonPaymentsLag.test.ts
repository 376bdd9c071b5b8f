import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import type { TestApp } from '../testApp';
import { listedProduct, startAmazonApp } from './amazonAppHarness';

/**
 * Amazon answers a financial event only two minutes after it is posted, and refuses a PostedAfter
 * within those two minutes: the payment rounds run on a clock moved on by hand, as Amazon's waits
 * are minutes long.
 */
let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600' }, 'Tienda de pagos recientes'));
  db = api.context.database.db;
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
  db.selectFrom('amazon_payments').select(['amazon_order_id', 'fee_type', 'net']).where('account_id', '=', Number(account.id)).orderBy('id').execute();

async function shippedOrder(sku: string): Promise<string> {
  const { AmazonOrderId } = control().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
  control().setOrderStatus(AmazonOrderId, 'Shipped');
  return AmazonOrderId;
}

it('a round right after an event asks Amazon for nothing it refuses, stores the event once two minutes on, and the next round takes the one posted meanwhile', async () => {
  const { sku } = await listedProduct(api, account, 10);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now(), shouldAdvanceTime: true });
  const first = await shippedOrder(sku);
  control().postAccountEvent({ sellerId: account.selling_partner_id, kind: 'adjustment', type: 'FBAInventoryReimbursement', amount: 75.25 });
  // A cursor a second old: as one stored while events were answered at once, or dated ahead of Amazon's clock.
  const secondAgo = new Date(Date.now() - 1_000).toISOString();
  await db
    .insertInto('amazon_finance_cursors')
    .values({ account_id: Number(account.id), cursor: secondAgo, updated_at: secondAgo })
    .execute();

  // Amazon shows the order's shipment two minutes after it is posted: this round finds nothing yet.
  await syncPayments();
  expect(await rowsOf()).toEqual([]);
  later(150_000);
  await syncPayments();
  // Posted a second before the next round, which Amazon does not show it to.
  later(119_000);
  const second = await shippedOrder(sku);
  later(1_000);
  await syncPayments();
  const firstRows = [
    { amazon_order_id: first, fee_type: null, net: 552.5 },
    { amazon_order_id: null, fee_type: 'inventory_reimbursement', net: 75.25 },
  ];
  expect(await rowsOf()).toEqual(firstRows);
  later(150_000);
  await syncPayments();
  await syncPayments();
  expect(await rowsOf()).toEqual([...firstRows, { amazon_order_id: second, fee_type: null, net: 552.5 }]);
});
