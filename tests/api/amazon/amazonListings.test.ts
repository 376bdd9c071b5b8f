import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../sandbox';
import { taskStatus, taskTypes } from '../../../resources/tasks';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import type { TestApp } from '../testApp';
import { fastWorker, itemsOf, waitForTask } from '../tasksSupport';
import { startAmazonApp } from './amazonAppHarness';
import { mexico } from './amazonSandboxHarness';

const base = '/api/amazon/listings/';
let sandbox: Sandbox;
let api: TestApp;
let db: Kysely<Tables>;
let account: AccountRow;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, amazon: { settings: { feedProcessingMs: 60 } } });
  ({ api, account } = await startAmazonApp(
    sandbox,
    {
      AMAZON_ORDERS_POLL_SECONDS: '3600',
      AMAZON_FEED_POLL_MS: '20',
      AMAZON_FEED_WAIT_SECONDS: '10',
    },
    'Tienda de publicaciones',
  ));
  db = api.context.database.db;
  await api.context.tasks.startWorker(fastWorker);
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

let seed = 0;

/** A catalogue product with this stock and price (taxes included), its barcode an EAN. */
async function product(stock: number, price = 650): Promise<{ id: number; ref: string }> {
  seed += 1;
  const ref = `PUB-${seed}`;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('products')
    .values({ ref, label: `Licuadora ${seed}`, barcode: `750100000${String(seed).padStart(4, '0')}`, price, price_ttc: price, stock, datec: now, tms: now })
    .returning('rowid')
    .executeTakeFirstOrThrow();
  return { id: Number(row.rowid), ref };
}

const publish = (payload: Record<string, unknown>) => api.call({ method: 'POST', url: `${base}publish`, payload });
const listingOnAmazon = async (sku: string) => {
  const clients = await api.app.amazon.clients(account);
  const read = await clients.listings.getListingsItem({
    sellerId: account.selling_partner_id,
    sku,
    marketplaceIds: [mexico],
    includedData: ['summaries', 'attributes', 'fulfillmentAvailability'],
  });
  return read.data;
};

describe('Amazon listings of catalogue products', () => {
  it('publishes a product with its label, barcode, price and stock; ACCEPTED links it to the product', async () => {
    const { id, ref } = await product(7, 899);
    const answer = await publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      sku: ref,
      product_id: id,
      status: 'BUYABLE',
      submission_status: 'ACCEPTED',
      quantity: 7,
      price: 899,
      brand: 'Oster',
      issues: [],
    });
    const onAmazon = await listingOnAmazon(ref);
    expect(onAmazon.summaries?.[0]).toMatchObject({ itemName: 'Licuadora ' + String(seed), status: ['BUYABLE', 'DISCOVERABLE'] });
    expect(onAmazon.attributes?.externally_assigned_product_identifier).toEqual([expect.objectContaining({ type: 'ean' })]);
    const listed = (await api.call({ method: 'GET', url: `${base}?search=${ref}` })).json();
    expect(listed.data.map((row: { sku: string }) => row.sku)).toEqual([ref]);
  });

  it('answers an INVALID submission with its issues per attribute and keeps them on the listing; fixed and submitted again it is ACCEPTED', async () => {
    const { id, ref } = await product(0, 0);
    const refused = await publish({ product_id: id, product_type: 'PRODUCT' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'listing_invalid',
      fields: { brand: expect.stringContaining('brand'), purchasable_offer: expect.any(String) },
    });
    const stored = (await api.call({ method: 'GET', url: `${base}?search=${ref}` })).json().data[0];
    expect(stored).toMatchObject({ status: 'INVALID', submission_status: 'INVALID' });
    expect(stored.issues.map((issue: { attribute: string }) => issue.attribute).sort()).toEqual(['brand', 'purchasable_offer']);
    // Nothing is on Amazon, so the inventory sends it nothing.
    expect((await api.call({ method: 'PUT', url: `${base}${stored.id}`, payload: { quantity: 3 } })).statusCode).toBe(409);

    await db.updateTable('products').set({ price: 420, price_ttc: 420 }).where('rowid', '=', id).execute();
    const accepted = await publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ id: stored.id, status: 'DISCOVERABLE', submission_status: 'ACCEPTED', price: 420, issues: [] });
  });

  it('keeps one listing per account and SKU when the same product is published twice at once', async () => {
    const { id, ref } = await product(4);
    const answers = await Promise.all([1, 2, 3].map(() => publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await db.selectFrom('amazon_listings').select('id').where('sku', '=', ref).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a body its declaration does not allow, field by field', async () => {
    const answer = await publish({ product_id: 'uno', product_type: 'BOTAS', color: 'rojo' });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields).sort()).toEqual(['color', 'product_id', 'product_type']);
    const empty = await api.call({ method: 'PUT', url: `${base}1`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const missing = await publish({ product_id: 999_999, product_type: 'PRODUCT', brand: 'Oster' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ product_id: 'El producto no existe' });
  });

  it('refuses the second of two edits based on one version, even sent together, with the listing as stored now', async () => {
    const { id } = await product(6);
    const created = (await publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' })).json();
    const edit = (price: number) => api.call({ method: 'PUT', url: `${base}${created.id}`, payload: { price, updated_at: created.updated_at } });
    const answers = await Promise.all([edit(111), edit(222)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({ error: 'conflict', current: { id: created.id } });
    const kept = answers.find((answer) => answer.statusCode === 200)!.json();
    expect((await api.call({ method: 'GET', url: `${base}${created.id}` })).json().price).toBe(kept.price);
  });

  it('patches title, price and units on Amazon, and deletes the listing there and here', async () => {
    const { id, ref } = await product(5);
    const created = (await publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' })).json();
    const patched = await api.call({ method: 'PUT', url: `${base}${created.id}`, payload: { title: 'Licuadora de vidrio', price: 700.5, quantity: 0 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Licuadora de vidrio', price: 700.5, quantity: 0, status: 'DISCOVERABLE' });
    const onAmazon = await listingOnAmazon(ref);
    expect(onAmazon.summaries?.[0]?.itemName).toBe('Licuadora de vidrio');
    expect(onAmazon.fulfillmentAvailability).toEqual([{ fulfillmentChannelCode: 'DEFAULT', quantity: 0 }]);

    const removed = await api.call({ method: 'DELETE', url: `${base}${created.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(sandbox.control.amazon.listingQuantity(account.selling_partner_id, ref)).toBeUndefined();
    expect((await api.call({ method: 'GET', url: `${base}${created.id}` })).statusCode).toBe(404);
  });

  it('publishes selected products as a task, a refused one failing with its reason', async () => {
    const good = await product(2);
    const unpriced = await product(2, 0);
    const answer = await api.call({
      method: 'POST',
      url: `${base}publish_multiple`,
      payload: { product_ids: [good.id, unpriced.id], product_type: 'PRODUCT', brand: 'Oster' },
    });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toMatchObject({ type: taskTypes.publishAmazonListings, total: 2 });
    const ended = await waitForTask(api.context, answer.json().id);
    expect(ended).toMatchObject({ status: taskStatus.finishedWithErrors, done: 1, failed: 1 });
    const [failed] = await itemsOf(api, ended.id, 'failed');
    expect(failed.error).toContain('purchasable_offer');
    // The Spanish text stays; Amazon's issues are the reason of a sentence each language words.
    const reason = failed.error?.replace(/^Amazon rechazó la publicación: /, '');
    expect(reason).not.toBe(failed.error);
    expect(failed.error_detail).toEqual({ key: 'amazon_listing_refused', params: { reason } });
    const rows = await db.selectFrom('amazon_listings').select(['sku', 'status']).where('sku', 'in', [good.ref, unpriced.ref]).orderBy('sku').execute();
    expect(rows).toEqual([
      { sku: good.ref, status: 'BUYABLE' },
      { sku: unpriced.ref, status: 'INVALID' },
    ]);
  });

  it("sends the inventory's units and price of selected listings in one feed, as a task", async () => {
    const listed = [];
    for (const stock of [3, 4, 5]) {
      const { id, ref } = await product(stock);
      const created = (await publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' })).json();
      listed.push({ id, ref, listingId: Number(created.id) });
    }
    for (const [index, { id }] of listed.entries())
      await db
        .updateTable('products')
        .set({ stock: 20 + index, price_ttc: 500 + index })
        .where('rowid', '=', id)
        .execute();
    const sentBefore = api.app.amazon.sent.get(Number(account.id)) ?? 0;
    const answer = await api.call({ method: 'POST', url: `${base}update_offers_multiple`, payload: { ids: listed.map((entry) => entry.listingId) } });
    expect(answer.statusCode, answer.body).toBe(202);
    const ended = await waitForTask(api.context, answer.json().id);
    expect(ended).toMatchObject({ type: taskTypes.updateAmazonOffers, status: taskStatus.finished, total: 1, done: 1 });
    const [item] = await itemsOf(api, ended.id);
    expect(item.result).toMatchObject({ listings: 3, accepted: 3 });
    // createFeedDocument and createFeed, then the status reads and the report: never one request per listing.
    const used = (api.app.amazon.sent.get(Number(account.id)) ?? 0) - sentBefore;
    expect(used).toBeLessThan(3 + 2 + 50);
    for (const [index, { ref, listingId }] of listed.entries()) {
      expect(sandbox.control.amazon.listingQuantity(account.selling_partner_id, ref)).toBe(20 + index);
      expect((await api.call({ method: 'GET', url: `${base}${listingId}` })).json()).toMatchObject({ quantity: 20 + index, price: 500 + index });
    }
  });

  it('fails an offers task at once when Amazon refuses a listing of its feed, keeping what it accepted', async () => {
    const listedIds: number[] = [];
    for (const stock of [6, 7]) {
      const { id } = await product(stock);
      listedIds.push(Number((await publish({ product_id: id, product_type: 'PRODUCT', brand: 'Oster' })).json().id));
    }
    // A listing Amazon no longer knows: its report refuses that message of the feed, and would again.
    await db.updateTable('amazon_listings').set({ sku: 'SKU-DESCONOCIDO' }).where('id', '=', listedIds[1]).execute();
    const answer = await api.call({ method: 'POST', url: `${base}update_offers_multiple`, payload: { ids: listedIds } });
    expect(answer.statusCode, answer.body).toBe(202);
    const ended = await waitForTask(api.context, answer.json().id);
    expect(ended).toMatchObject({ status: taskStatus.notFinished, done: 0, failed: 1, waiting: 0 });
    const [item] = await itemsOf(api, ended.id);
    expect(item).toMatchObject({ status: 'failed', attempts: 1 });
    expect(item.error).toMatch(/^Amazon rechazó 1 de 2 publicaciones: SKU-DESCONOCIDO: SKU 'SKU-DESCONOCIDO' not found/);
    expect(item.error_detail).toEqual({
      key: 'amazon_offers_refused',
      params: { refused: 1, sent: 2, reason: "SKU-DESCONOCIDO: SKU 'SKU-DESCONOCIDO' not found" },
    });
    // The accepted listing shows the units Amazon took, as the ERP has them; the refused one does not.
    expect((await api.call({ method: 'GET', url: `${base}${listedIds[0]}` })).json()).toMatchObject({ quantity: 6, sync_state: 'in_sync', erp_quantity: 6 });
    expect((await api.call({ method: 'GET', url: `${base}${listedIds[1]}` })).json()).toMatchObject({ sync_state: 'out_of_sync', erp_quantity: 7 });
  });

  it('refuses a bulk call naming a listing that does not exist or nothing at all', async () => {
    expect((await api.call({ method: 'POST', url: `${base}update_offers_multiple`, payload: { ids: [987_654] } })).json()).toMatchObject({
      fields: { ids: expect.any(String) },
    });
    expect((await api.call({ method: 'POST', url: `${base}publish_multiple`, payload: { product_ids: [], product_type: 'PRODUCT' } })).statusCode).toBe(400);
  });
});
