import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatus } from '../../../resources/tasks';
import { inboxRows } from '../mercadolibre/inboxSupport';
import { eventually } from '../mercadolibre/mercadoLibreTestSupport';
import { waitForTask } from '../tasksSupport';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

let inventory: InventoryWorld;
beforeAll(async () => {
  inventory = await startInventoryWorld();
});
afterAll(() => inventory.close());

const publicationsBase = '/api/mercadolibre/publications/';
const syncStateOf = async (publicationId: number) =>
  (await inventory.world.app.call({ method: 'GET', url: `${publicationsBase}${publicationId}` })).json().sync_state as string | null;
const outOfSync = async (): Promise<number[]> => {
  const answer = await inventory.world.app.call({ method: 'POST', url: `${publicationsBase}q/?page=1&size=100`, payload: { sync_state: 'out_of_sync' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.map((row: { id: number }) => row.id);
};
/**
 * Every listing of the product compared and no push of it left on its way: each listing's first
 * comparison records a push of the product, and one still waiting would set an edit made now right.
 */
const settled = async (productId: number, publications: readonly { id: number }[]) => {
  for (const listing of publications) await eventually(async () => (await syncStateOf(listing.id)) === 'in_sync');
  const db = inventory.world.app.context.database.db;
  await eventually(async () => !(await db.selectFrom('product_changes').select('product_id').where('product_id', '=', productId).executeTakeFirst()));
};
const pushed = (publication: { ml_id: string; account_id: number }, quantity: number) =>
  eventually(async () => (await inventory.item(publication.ml_id, publication.account_id)).available_quantity === quantity, 5_000);

describe('drift between the ERP and the marketplace', { timeout: 60_000 }, () => {
  it('a listing changed on the marketplace shows "out of sync", the filter finds it, and fixing all sets it right', async () => {
    const { productId, publications } = await inventory.listedProduct(12);
    const [changed, untouched] = publications;
    await inventory.setStock(productId, 11);
    // Both listings settle first: a read of an item taken before its push may land after it and show drift until the
    // push's own notification, and a push of the product still waiting would set the edit below right before it was seen.
    for (const listing of publications) await pushed(listing, 11);
    await settled(productId, publications);

    await inventory.editOnMarketplace(changed.ml_id, changed.account_id, { available_quantity: 40 });
    await eventually(async () => (await syncStateOf(changed.id)) === 'out_of_sync', 5_000);
    await eventually(async () => JSON.stringify(await outOfSync()) === JSON.stringify([changed.id]), 5_000);
    expect(await syncStateOf(untouched.id)).toBe('in_sync');
    // Its sheet says the same once no push of the product is on its way (the other listing's first comparison may be).
    await eventually(async () => (await inventory.listing(changed.ml_id)).sync_state === 'out_of_sync');
    expect(await inventory.listing(changed.ml_id)).toMatchObject({ erp_quantity: 11, pushed_quantity: 11, live_quantity: 40 });

    const fixed = await inventory.world.app.call({ method: 'POST', url: '/api/inventory/listings/resync' });
    expect(fixed.json()).toEqual({ products: 1 });
    await pushed(changed, 11);
    await eventually(async () => (await syncStateOf(changed.id)) === 'in_sync');
    expect(await outOfSync()).toEqual([]);
  });

  it('fixing one listing from its sheet pushes the ERP stock again', async () => {
    const { productId, publications } = await inventory.listedProduct(7);
    const [listing] = publications;
    // A listing just published is compared with the ERP at once.
    await settled(productId, publications);
    await inventory.editOnMarketplace(listing.ml_id, listing.account_id, { available_quantity: 2 });
    // The marketplace's notification of the edit is read and compared in the background: on a busy machine that takes seconds.
    await eventually(async () => (await syncStateOf(listing.id)) === 'out_of_sync', 30_000);
    const answer = await inventory.world.app.call({ method: 'POST', url: `/api/inventory/listings/mercadolibre/${listing.ml_id}/push` });
    expect(answer.statusCode, answer.body).toBe(200);
    await pushed(listing, 7);
    await eventually(async () => (await syncStateOf(listing.id)) === 'in_sync');
  });

  it('a slow read of a listing never stores its older answer over a newer one', async () => {
    const { productId, publications } = await inventory.listedProduct(7);
    const [listing] = publications;
    const resource = `/items/${listing.ml_id}`;
    const inboxOf = async () => (await inboxRows(inventory.world.app.context.database.db)).filter((row) => row.resource === resource);
    await settled(productId, publications);
    await eventually(async () => (await inboxOf()).every((row) => row.status !== 'pending'));
    const control = inventory.world.sandbox.control.mercadolibre;
    // The next read of the item takes what it shows at once and answers 1.5 s later.
    control.injectFault({ kind: 'latency', method: 'GET', path: resource, delayMs: 1_500, count: 1 });
    await inventory.editOnMarketplace(listing.ml_id, listing.account_id, { available_quantity: 5 });
    await eventually(async () => !control.pendingFaults().some((rule) => rule.path === resource), 30_000);
    // Changed again while that read is on its way: its notification must be read after it, not beside it.
    await inventory.editOnMarketplace(listing.ml_id, listing.account_id, { available_quantity: 2 });
    await eventually(async () => {
      const rows = await inboxOf();
      return rows.length > 0 && rows.every((row) => row.status === 'done');
    }, 30_000);
    const shown = (await inventory.world.app.call({ method: 'GET', url: `${publicationsBase}${listing.id}` })).json();
    expect(shown).toMatchObject({ available_quantity: 2, sync_state: 'out_of_sync' });
  });

  it('sync stock pushes the ERP quantity by the listing rules, never more, even over a higher number on the marketplace', async () => {
    const { publications } = await inventory.listedProduct(10);
    const [kept, plain] = publications;
    const rules = { buffer: 3, maximum: null, price_rule: 'same', price_value: null, guardrail_percent: null };
    expect((await inventory.world.app.call({ method: 'PUT', url: `/api/inventory/listings/mercadolibre/${kept.ml_id}`, payload: rules })).statusCode).toBe(200);
    await pushed(kept, 7);
    await inventory.editOnMarketplace(kept.ml_id, kept.account_id, { available_quantity: 30 });
    await inventory.editOnMarketplace(plain.ml_id, plain.account_id, { available_quantity: 25 });
    for (const publication of [kept, plain]) {
      const task = await inventory.world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${publication.account_id}/sync_stock` });
      expect(task.statusCode, task.body).toBe(202);
      expect((await waitForTask(inventory.world.app.context, task.json().id, undefined, 10_000)).status).toBe(taskStatus.finished);
    }
    expect((await inventory.item(kept.ml_id, kept.account_id)).available_quantity).toBe(7);
    expect((await inventory.item(plain.ml_id, plain.account_id)).available_quantity).toBe(10);
  });
});
