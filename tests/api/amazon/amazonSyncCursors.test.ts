import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { syncAmazonPayments } from '../../../server/marketplaces/amazon/paymentSync';
import type { TestApp } from '../testApp';
import { marketplaceStandIn } from '../mercadolibre/marketplaceStandIn';
import { listedProduct, startAmazonApp } from './amazonAppHarness';

/**
 * An account's order and payment cursors only move forward: a round that ends after a quicker one
 * (a slow answer, another process) leaves the quicker one's later cursor, so the next round does
 * not read again what was already recorded. A stand-in in front of the sandbox holds Amazon's
 * answer while the quicker round moves the cursor.
 */
let sandbox: Sandbox;
let standIn: Awaited<ReturnType<typeof marketplaceStandIn>>;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

beforeAll(async () => {
  // Amazon answers a financial event two minutes after it is posted; here rounds read it at once (amazonPaymentsLag.test.ts keeps the wait).
  sandbox = await startSandbox({ port: 0, amazon: { settings: { financialEventsLagMs: 0 } } });
  standIn = await marketplaceStandIn();
  standIn.forwardTo(sandbox.amazon.apiUrl);
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600', AMAZON_API_URL: standIn.url }, 'Tienda de cursores'));
  db = api.context.database.db;
});
afterAll(async () => {
  await api?.close();
  await standIn?.close();
  await sandbox?.close();
});

type CursorTable = 'amazon_order_cursors' | 'amazon_finance_cursors';
const later = new Date(Date.now() + 86_400_000).toISOString();

/** A quicker round's move: the account's cursor set to `later`. */
async function quickerRound(table: CursorTable): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto(table)
    .values({ account_id: Number(account.id), cursor: later, updated_at })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ cursor: later, updated_at }))
    .execute();
}
const cursorIn = async (table: CursorTable) =>
  (await db.selectFrom(table).select('cursor').where('account_id', '=', Number(account.id)).executeTakeFirstOrThrow()).cursor;
/** Amazon's answer to `path`, held until a quicker round has moved the cursor of `table`. */
const answeredAfterQuickerRound = (path: RegExp, table: CursorTable) =>
  standIn.answer('GET', path, {
    body: async (answered) => {
      await quickerRound(table);
      return answered;
    },
  });

describe("an Amazon account's sync cursors", () => {
  it("an order sync ending after a quicker one leaves the quicker one's later cursor", async () => {
    const { sku } = await listedProduct(api, account, 10);
    sandbox.control.amazon.placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
    answeredAfterQuickerRound(/\/orders\/v0\/orders$/, 'amazon_order_cursors');
    const round = await syncAmazonOrders(api.context, api.app.amazon, account);
    expect(round.orders).toBe(1);
    expect(round.cursor < later).toBe(true);
    expect(await cursorIn('amazon_order_cursors')).toBe(later);
  });

  it("a payment sync ending after a quicker one leaves the quicker one's later cursor", async () => {
    const { sku } = await listedProduct(api, account, 10);
    const placed = sandbox.control.amazon.placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });
    sandbox.control.amazon.setOrderStatus(placed.AmazonOrderId, 'Shipped');
    answeredAfterQuickerRound(/\/finances\/v0\/financialEvents$/, 'amazon_finance_cursors');
    const round = await syncAmazonPayments(api.context, api.app.amazon, account);
    expect(round.orders).toBe(1);
    expect(await cursorIn('amazon_finance_cursors')).toBe(later);
  });
});
