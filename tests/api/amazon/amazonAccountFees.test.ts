import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import type { TestApp } from '../testApp';
import { connectAmazonSeller, listedProduct, startAmazonApp } from './amazonAppHarness';
import { fakeDateClearOfMidnight } from '../clearOfMidnight';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

const control = () => sandbox.control.amazon;

beforeAll(async () => {
  fakeDateClearOfMidnight();
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { financialEventsLagMs: 0 } } });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600' }, 'Tienda con cargos'));
  db = api.context.database.db;
  // A new account's first round reads its last 30 days one by one when Amazon answers an undated fee: more than the burst of 30.
  control().setUsagePlan('listFinancialEvents', { rate: 100, burst: 100 });
});
afterAll(async () => {
  vi.useRealTimers();
  await api?.close();
  await sandbox?.close();
});

const syncPayments = (of: AccountRow = account) => syncAmazonPayments(api.context, api.app.amazon, of);

type PaymentRow = Record<string, unknown>;

/** The Amazon payments list as the screen asks for it: Amazon's, newest movement first, of one account. */
async function paymentsOf(of: AccountRow): Promise<{ data: PaymentRow[]; total: number }> {
  const answer = await api.call({
    method: 'POST',
    url: '/api/amazon/payments/q/?page=1&size=50&sort=last_event_date&order=DESC',
    payload: { channel: 'amazon', account_id: Number(of.id) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: PaymentRow[]; total: number };
}

const accountFeesOf = async (of: AccountRow) => (await paymentsOf(of)).data.filter((row) => row.fee_type !== null);

describe("Amazon's charges and credits to the account", () => {
  it('are recorded once however often their window is read, next to the orders, each equal charge of a day its own row', async () => {
    const sellerId = account.selling_partner_id;
    const { sku } = await listedProduct(api, account, 5);
    const placed = control().placeOrder({ sellerId, items: [{ sku, quantity: 1 }] });
    control().setOrderStatus(placed.AmazonOrderId, 'Shipped');
    await syncAmazonOrders(api.context, api.app.amazon, account);
    control().postAccountEvent({ sellerId, kind: 'serviceFee', type: 'Subscription', description: 'Professional selling plan', amount: -600 });
    control().postAccountEvent({ sellerId, kind: 'serviceFee', type: 'FBAStorageFee', description: 'FBA storage fee', amount: -120.5 });
    control().postAccountEvent({ sellerId, kind: 'serviceFee', type: 'FBAStorageFee', description: 'FBA storage fee', amount: -120.5 });
    const reimbursed = control().postAccountEvent({ sellerId, kind: 'adjustment', type: 'FBAInventoryReimbursement', amount: 75.25 });

    await syncPayments();
    await syncPayments();
    // As after a round cut off before its cursor moved: the whole window is read again.
    await db.deleteFrom('amazon_finance_cursors').where('account_id', '=', Number(account.id)).execute();
    await syncPayments();

    const fees = await accountFeesOf(account);
    const noon = `${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`;
    const ofType = (feeType: string) => fees.filter((row) => row.fee_type === feeType);
    expect(fees).toHaveLength(4);
    expect(ofType('subscription')).toEqual([
      expect.objectContaining({
        amazon_order_id: null,
        status: null,
        description: 'Professional selling plan',
        fees: 600,
        net: -600,
        currency_id: 'MXN',
        posted_date: noon,
      }),
    ]);
    expect(ofType('storage')).toEqual([
      expect.objectContaining({ description: 'FBA storage fee', fees: 120.5, net: -120.5, posted_date: noon }),
      expect.objectContaining({ description: 'FBA storage fee', fees: 120.5, net: -120.5, posted_date: noon }),
    ]);
    expect(ofType('inventory_reimbursement')).toEqual([
      expect.objectContaining({
        description: 'FBAInventoryReimbursement',
        fees: -75.25,
        net: 75.25,
        posted_date: reimbursed.PostedDate,
        last_event_date: reimbursed.PostedDate,
      }),
    ]);
    const orders = (await paymentsOf(account)).data.filter((row) => row.fee_type === null);
    expect(orders).toEqual([expect.objectContaining({ amazon_order_id: placed.AmazonOrderId, status: 'paid', item_price: 650 })]);

    // A later charge equal to one already recorded is news.
    control().postAccountEvent({ sellerId, kind: 'serviceFee', type: 'FBAStorageFee', description: 'FBA storage fee', amount: -120.5 });
    await syncPayments();
    await syncPayments();
    expect((await accountFeesOf(account)).filter((row) => row.fee_type === 'storage')).toHaveLength(3);
  });

  it("shows on the payments list under its account's filter only, and moves the account's cursor past the days read", async () => {
    const other = await connectAmazonSeller(api, sandbox, 'Outlet con cargos');
    control().postAccountEvent({ sellerId: other.selling_partner_id, kind: 'serviceFee', type: 'FBALongTermStorageFee', amount: -42 });
    await syncPayments(other);
    await syncPayments(other);

    const listed = await paymentsOf(other);
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ account_id: Number(other.id), fee_type: 'long_term_storage', description: 'FBALongTermStorageFee', net: -42 });
    expect((await accountFeesOf(account)).map((row) => row.fee_type)).not.toContain('long_term_storage');
    // Amazon dates no service fee: every day before today's was read whole, so the next round starts at today's.
    const cursor = await db.selectFrom('amazon_finance_cursors').select('cursor').where('account_id', '=', Number(other.id)).executeTakeFirstOrThrow();
    expect(cursor.cursor).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
  });

  it('are read after midnight only up to two minutes before the request, as Amazon asks: yesterday is left for the next round', async () => {
    const other = await connectAmazonSeller(api, sandbox, 'Tienda de medianoche');
    const feesStored = () => db.selectFrom('amazon_payments').select(['fee_type', 'net', 'posted_date']).where('account_id', '=', Number(other.id)).execute();
    const midnight = Date.parse(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    const yesterday = new Date(midnight - 86_400_000).toISOString();
    // As after earlier rounds that read every day before yesterday.
    await db
      .insertInto('amazon_finance_cursors')
      .values({ account_id: Number(other.id), cursor: yesterday, updated_at: yesterday })
      .execute();
    vi.setSystemTime(midnight - 60_000);
    control().postAccountEvent({ sellerId: other.selling_partner_id, kind: 'serviceFee', type: 'FBAStorageFee', amount: -50 });
    // A minute after midnight yesterday's end is too recent to ask Amazon for: the fee of its last minute waits.
    vi.setSystemTime(midnight + 60_000);
    await syncPayments(other);
    expect(await feesStored()).toEqual([]);
    vi.setSystemTime(midnight + 180_000);
    await syncPayments(other);
    await syncPayments(other);
    expect(await feesStored()).toEqual([{ fee_type: 'storage', net: -50, posted_date: `${yesterday.slice(0, 10)}T12:00:00.000Z` }]);
  });
});
