import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { AmazonThrottledError, inBackground } from '../../../server/marketplaces/amazon/throttleWait';
import { reasonOf } from '../../../server/tasks/taskRecords';
import type { TestApp } from '../testApp';
import { startAmazonApp } from './amazonAppHarness';
import { mexico } from './amazonSandboxHarness';

let sandbox: Sandbox;
let api: TestApp;
let account: AccountRow;

// Each attempt may take 1 s; a screen's call waits at most 1 s for a retry, a background sync 10 s.
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  ({ api, account } = await startAmazonApp(sandbox, {
    AMAZON_TIMEOUT_MS: '1000',
    AMAZON_RETRY_WAIT_SECONDS: '1',
    AMAZON_BACKGROUND_RETRY_WAIT_SECONDS: '10',
    AMAZON_ORDERS_POLL_SECONDS: '3600',
  }));
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

/** getOrders at one call every 2 s after a burst of one: the SDK waits 2 s + 1.5 s before its retry, longer than the timeout. */
const throttleGetOrders = () => sandbox.control.amazon.setUsagePlan('getOrders', { rate: 0.5, burst: 1 });
const readOrders = async () =>
  (await api.app.amazon.clients(account)).orders.getOrders({ marketplaceIds: [mexico], lastUpdatedAfter: new Date(Date.now() - 3_600_000).toISOString() });
const sent = () => api.app.amazon.sent.get(Number(account.id)) ?? 0;

describe('Amazon throttling', () => {
  it('a background sync’s throttled call is retried after the announced wait, though it is longer than the timeout', async () => {
    throttleGetOrders();
    await inBackground(readOrders);
    const before = sent();
    const started = Date.now();
    const answer = await inBackground(readOrders);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    // The refused call and its retry.
    expect(sent() - before).toBe(2);
  });

  it('a screen’s throttled call fails at once when the wait is longer than it may spend, naming the wait', async () => {
    throttleGetOrders();
    await readOrders();
    const before = sent();
    const started = Date.now();
    const failure = await readOrders().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AmazonThrottledError);
    expect((failure as AmazonThrottledError).waitSeconds).toBe(4);
    // A task item waiting on it keeps this as its reason: in Spanish, and as a sentence each language words.
    expect(reasonOf(failure)).toEqual({
      text: 'Amazon limita las llamadas de la cuenta: hay que esperar 4 s',
      detail: { key: 'marketplace_throttled', params: { marketplace: 'Amazon', seconds: 4 } },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sent() - before).toBe(1);
  });

  it('a route answers 503 with the wait when Amazon throttles past it', async () => {
    sandbox.control.amazon.setUsagePlan('putListingsItem', { rate: 0.1, burst: 1 });
    const db: Kysely<Tables> = api.context.database.db;
    const now = new Date().toISOString();
    const publish = async (ref: string, barcode: string) => {
      const row = await db
        .insertInto('products')
        .values({ ref, label: `Licuadora ${ref}`, barcode, price: 650, price_ttc: 650, stock: 0, datec: now, tms: now })
        .returning('rowid')
        .executeTakeFirstOrThrow();
      return api.call({
        method: 'POST',
        url: '/api/amazon/listings/publish',
        payload: { product_id: Number(row.rowid), product_type: 'PRODUCT', brand: 'Oster' },
      });
    };
    expect((await publish('LIM-1', '7501000000011')).statusCode).toBe(201);
    const started = Date.now();
    const throttled = await publish('LIM-2', '7501000000028');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(throttled.statusCode).toBe(503);
    expect(throttled.headers['retry-after']).toBe('12');
    expect(throttled.json()).toMatchObject({ error: 'rate_limited', message: 'Amazon limita las llamadas; inténtalo en 12 s' });
  });
});
