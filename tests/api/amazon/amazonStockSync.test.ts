import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import type { TestApp } from '../testApp';
import { fastWorker, itemsOf, waitForTask } from '../tasksSupport';
import { startAmazonApp } from './amazonAppHarness';

let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, amazon: { settings: { feedProcessingMs: 60 } } });
  ({ api, account } = await startAmazonApp(sandbox, { AMAZON_ORDERS_POLL_SECONDS: '3600', AMAZON_FEED_POLL_MS: '20', AMAZON_FEED_WAIT_SECONDS: '10' }));
  db = api.context.database.db;
  await api.context.tasks.startWorker(fastWorker);
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

const syncStock = (accountId: number) => api.call({ method: 'GET', url: `/api/amazon/credentials/${accountId}/sync_stock` });

/** A catalogue product listed on Amazon through the API; answers the product and its listing. */
async function listed(index: number): Promise<{ productId: number; listingId: number }> {
  const now = new Date().toISOString();
  const product = await db
    .insertInto('products')
    .values({ ref: `SYNC-${index}`, label: `Batidora ${index}`, barcode: `75020000000${index}`, price: 700, price_ttc: 700, stock: 2, datec: now, tms: now })
    .returning('rowid')
    .executeTakeFirstOrThrow();
  const answer = await api.call({
    method: 'POST',
    url: '/api/amazon/listings/publish',
    payload: { product_id: product.rowid, product_type: 'PRODUCT', brand: 'Oster' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { productId: Number(product.rowid), listingId: Number(answer.json().id) };
}

describe("An Amazon account's stock sync", () => {
  it('refuses an account without listings Amazon accepted, and an account that does not exist', async () => {
    const none = await syncStock(Number(account.id));
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json()).toMatchObject({ message: 'La cuenta no tiene publicaciones activas o pausadas' });
    const missing = await syncStock(987_654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'La cuenta no existe' });
  });

  it("sends every accepted listing of the account the inventory's units and price, as one task", async () => {
    const listings = [await listed(1), await listed(2), await listed(3)];
    // A listing Amazon never accepted receives no offer.
    await db.updateTable('amazon_listings').set({ status: 'INVALID' }).where('id', '=', listings[2]!.listingId).execute();
    for (const [index, { productId }] of listings.entries())
      await db
        .updateTable('products')
        .set({ stock: 30 + index, price_ttc: 800 + index })
        .where('rowid', '=', productId)
        .execute();
    const answer = await syncStock(Number(account.id));
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toMatchObject({ type: taskTypes.updateAmazonOffers, account_id: Number(account.id), total: 1 });
    const ended = await waitForTask(api.context, answer.json().id);
    expect(ended).toMatchObject({ status: taskStatus.finished, done: 1 });
    const [item] = await itemsOf(api, ended.id);
    expect(item.payload).toEqual({ ids: [listings[0]!.listingId, listings[1]!.listingId] });
    expect(item.result).toMatchObject({ listings: 2, accepted: 2 });
    for (const [index, { listingId }] of listings.slice(0, 2).entries())
      expect((await api.call({ method: 'GET', url: `/api/amazon/listings/${listingId}` })).json()).toMatchObject({ quantity: 30 + index, price: 800 + index });
  });
});
