import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { taskStatus } from '../../../resources/tasks';
import { buildApp, type BuiltApp } from '../../../server/app';
import { fastWorker, itemsOf, waitForTask } from '../tasksSupport';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const others: BuiltApp[] = [];
const base = '/api/mercadolibre/publications/';

beforeAll(async () => {
  world = await startWorld();
  account = await world.connectSeller('TIENDA_MASIVA');
});
afterAll(async () => {
  for (const other of others) await other.app.close();
  await world.close();
});

const readyPublications = (count: number) => world.readyPublications(count);

/** A publication's title, as the list shows it. */
const titleOf = async (id: number): Promise<string> => (await world.app.call({ method: 'GET', url: `${base}${id}` })).json().title;

/** A product's name and reference, as the catalogue lists it. */
const named = async (id: number) =>
  await world.app.context.database.db.selectFrom('products').select(['label', 'ref']).where('rowid', '=', id).executeTakeFirstOrThrow();

const bulk = async (name: string, ids: number[]) => {
  const answer = await world.app.call({ method: 'POST', url: `${base}${name}`, payload: ids.map((publicationId) => ({ publicationId })) });
  expect(answer.statusCode, answer.body).toBe(202);
  return answer.json();
};

describe('bulk publication tasks', () => {
  it('publishes 200 publications through injected 429s and 500s, each item done', async () => {
    const ids = await readyPublications(200);
    const control = world.sandbox.control.mercadolibre;
    control.injectFault({ kind: 'rate_limited', count: 15, method: 'POST', path: '/items', retryAfterSeconds: 0 });
    control.injectFault({ kind: 'server_error', count: 10, method: 'POST', path: '/items' });
    const task = await bulk('publish_multiple', ids);
    expect(task).toMatchObject({ type: 3, status: taskStatus.queued, total: 200 });
    const ended = await waitForTask(world.app.context, task.id, undefined, 60_000);
    expect(ended).toMatchObject({ status: taskStatus.finished, done: 200, failed: 0 });
    const items = await itemsOf(world.app, task.id);
    expect(items.every((item) => item.status === 'done' && /^MLM/.test(String((item.result as { ml_id: string }).ml_id)))).toBe(true);
    const created = control.itemCreations(account.user_id);
    expect(new Set(created.items.map((item) => item.seller_sku)).size).toBe(created.items.length);
    expect(created.creations).toBe(200);
  }, 90_000);

  it('pauses and resumes in bulk; refused items carry the reason and a retry re-runs only them', async () => {
    const ids = await readyPublications(4);
    await waitForTask(world.app.context, (await bulk('publish_multiple', ids.slice(0, 3))).id);
    const pause = await waitForTask(world.app.context, (await bulk('pause_multiple', ids)).id);
    expect(pause).toMatchObject({ status: taskStatus.finishedWithErrors, done: 3, failed: 1 });
    const [failed] = await itemsOf(world.app, pause.id, 'failed');
    expect(failed.error).toBe(`La publicación «${await titleOf(ids[3])}» está en estado «Por publicar» y no se puede pausar`);
    const ok = await itemsOf(world.app, pause.id, 'done');

    await world.app.call({ method: 'GET', url: `${base}${ids[3]}/publish` });
    const retried = await world.app.call({ method: 'POST', url: `/api/tasks/${pause.id}/retry` });
    expect(retried.statusCode).toBe(200);
    const after = await waitForTask(world.app.context, pause.id);
    expect(after).toMatchObject({ status: taskStatus.finished, done: 4, failed: 0 });
    const again = await itemsOf(world.app, pause.id, 'done');
    expect(again.filter((item) => ok.some((before) => before.id === item.id)).map((item) => item.attempts)).toEqual(ok.map((item) => item.attempts));
    const resume = await waitForTask(world.app.context, (await bulk('resume_multiple', ids)).id);
    expect(resume).toMatchObject({ status: taskStatus.finished, done: 4 });
  });

  it('counts a selection item already in the status asked for as done: a bulk pause over paused and active publications ends without errors', async () => {
    const ids = await readyPublications(3);
    await waitForTask(world.app.context, (await bulk('publish_multiple', ids)).id);
    await waitForTask(world.app.context, (await bulk('pause_multiple', ids.slice(0, 1))).id);
    const pause = await waitForTask(world.app.context, (await bulk('pause_multiple', ids)).id);
    expect(pause).toMatchObject({ status: taskStatus.finished, done: 3, failed: 0 });
    const statuses = await Promise.all(ids.map(async (id) => (await world.app.call({ method: 'GET', url: `${base}${id}` })).json().status));
    expect(statuses).toEqual(['paused', 'paused', 'paused']);
    await waitForTask(world.app.context, (await bulk('resume_multiple', ids.slice(0, 1))).id);
    expect(await waitForTask(world.app.context, (await bulk('resume_multiple', ids)).id)).toMatchObject({ status: taskStatus.finished, done: 3, failed: 0 });
  });

  it('names each item by the title and MercadoLibre id the seller sees, not by our id', async () => {
    const [listed, draft] = await readyPublications(2);
    await waitForTask(world.app.context, (await bulk('publish_multiple', [listed])).id);
    const mlId = (await world.app.call({ method: 'GET', url: `${base}${listed}` })).json().ml_id as string;
    const [title, draftTitle] = [await titleOf(listed), await titleOf(draft)];
    expect(title).not.toBe('');
    const validate = await waitForTask(world.app.context, (await bulk('validate_existent_multiple', [listed, draft])).id);
    expect(validate).toMatchObject({ failed: 1 });
    const [failed] = await itemsOf(world.app, validate.id, 'failed');
    expect(failed.payload).toEqual({ publicationId: listed, title, ml_id: mlId });
    expect(failed.error).toBe(`La publicación «${title}» (${mlId}) está en estado «Publicada» y no se puede validar`);
    expect(failed.error_detail).toEqual({
      key: 'publication_action_refused',
      params: { id: listed, title, ml_id: mlId, status: 'published', action: 'validate' },
    });
    const [done] = await itemsOf(world.app, validate.id, 'done');
    expect(done.payload).toEqual({ publicationId: draft, title: draftTitle });
    expect(done.result).toMatchObject({ publication_id: draft, title: draftTitle, valid: true });
  });

  it('names each item of a validation by product by the product, as it has no publication yet; its result by the publication made', async () => {
    const [productId, legacyProductId] = await world.createProducts(2);
    const [product, legacyProduct] = [await named(productId), await named(legacyProductId)];
    const missingId = productId + 100_000;
    const answer = await world.app.call({ method: 'POST', url: `${base}validate_multiple`, payload: [{ productId }, { productId: missingId }] });
    expect(answer.statusCode, answer.body).toBe(202);
    const validate = await waitForTask(world.app.context, answer.json().id);
    const [done] = await itemsOf(world.app, validate.id, 'done');
    expect(done.payload).toEqual({ productId, label: product.label, ref: product.ref });
    expect(done.result).toMatchObject({ title: product.label, valid: true, status: 'to_be_published' });
    // A product that does not exist has nothing to be named by but its id.
    const [missing] = await itemsOf(world.app, validate.id, 'failed');
    expect(missing.payload).toEqual({ productId: missingId });

    const legacy = await world.app.call({
      method: 'POST',
      url: '/api/mercado_libre/publicaciones/validar_masivo/',
      payload: { publicaciones: [legacyProductId] },
    });
    expect(legacy.statusCode, legacy.body).toBe(202);
    const [legacyItem] = await itemsOf(world.app, legacy.json().id);
    expect(legacyItem.payload).toEqual({ productId: legacyProductId, label: legacyProduct.label, ref: legacyProduct.ref });
  });

  it("stores each failed item's reason as a sentence with its values beside the Spanish text, and the task's last one", async () => {
    const [unpublished, alsoUnpublished] = await readyPublications(2);
    const pause = await waitForTask(world.app.context, (await bulk('pause_multiple', [unpublished, alsoUnpublished])).id);
    expect(pause).toMatchObject({ status: taskStatus.notFinished, failed: 2 });
    const failed = await itemsOf(world.app, pause.id, 'failed');
    const titles = [await titleOf(unpublished), await titleOf(alsoUnpublished)];
    expect(failed.map(({ error, error_detail }) => ({ error, error_detail }))).toEqual(
      [unpublished, alsoUnpublished].map((id, index) => ({
        error: `La publicación «${titles[index]}» está en estado «Por publicar» y no se puede pausar`,
        error_detail: { key: 'publication_action_refused', params: { id, title: titles[index], status: 'to_be_published', action: 'pause' } },
      })),
    );
    const task = (await world.app.call({ method: 'GET', url: `/api/tasks/${pause.id}` })).json();
    expect(failed.find((item) => item.error === task.last_error)?.error_detail).toEqual(task.last_error_detail);

    // MercadoLibre's own words stay as it wrote them, inside a sentence of ours that names the product.
    const [productId] = await world.createProducts(1, { price: 10, price_ttc: 10, images: null });
    const product = await named(productId);
    const validate = await world.app.call({ method: 'POST', url: `${base}validate_multiple`, payload: [{ productId }] });
    const refused = await waitForTask(world.app.context, validate.json().id);
    const [invalid] = await itemsOf(world.app, refused.id, 'failed');
    const subject = `Producto ${product.ref} «${product.label}»: `;
    expect(invalid.error).toMatch(/lower than the minimum/);
    expect(invalid.error?.startsWith(subject), invalid.error ?? '').toBe(true);
    expect(invalid.error_detail).toEqual({
      key: 'product_rejected',
      params: {
        productId,
        productLabel: product.label,
        productRef: product.ref,
        causeKey: 'marketplace_answered',
        marketplace: 'Mercado Libre',
        reason: invalid.error?.slice(subject.length),
      },
    });
    expect((await world.app.call({ method: 'GET', url: `/api/tasks/${refused.id}` })).json()).toMatchObject({
      last_error: invalid.error,
      last_error_detail: invalid.error_detail,
    });

    // A lone cause we word is named inside the sentence, so each language says it too.
    const [unpictured] = await world.createProducts(1, { images: null });
    const lone = await waitForTask(
      world.app.context,
      (await world.app.call({ method: 'POST', url: `${base}validate_multiple`, payload: [{ productId: unpictured }] })).json().id,
    );
    const [withoutPictures] = await itemsOf(world.app, lone.id, 'failed');
    expect(withoutPictures.error_detail).toMatchObject({
      key: 'product_rejected',
      params: { productId: unpictured, causeKey: 'marketplace_answered', marketplace: 'Mercado Libre', reasonKey: 'ml_pictures_required' },
    });

    // MercadoLibre refusing an action on a publication names the publication as the task recorded it.
    const unpicturedPublication = (await world.app.call({ method: 'POST', url: `${base}validate`, payload: { productId: unpictured } })).json().publication;
    const publish = await waitForTask(world.app.context, (await bulk('publish_multiple', [unpicturedPublication.id])).id);
    const [notPublished] = await itemsOf(world.app, publish.id, 'failed');
    expect(notPublished.error).toMatch(new RegExp(`^Publicación «${unpicturedPublication.title}»: .*pictures are mandatory`));
    expect(notPublished.error_detail).toMatchObject({
      key: 'publication_rejected',
      params: {
        publicationId: unpicturedPublication.id,
        publicationTitle: unpicturedPublication.title,
        causeKey: 'marketplace_answered',
        marketplace: 'Mercado Libre',
        reasonKey: 'ml_pictures_required',
      },
    });
  });

  it('finishes a publish task after the worker dies mid-way, with no duplicate item on MercadoLibre', async () => {
    const ids = await readyPublications(60);
    const control = world.sandbox.control.mercadolibre;
    const before = control.itemCreations(account.user_id).creations;
    control.injectFault({ kind: 'latency', count: 60, method: 'POST', path: '/items', delayMs: 30 });
    const task = await bulk('publish_multiple', ids);
    await waitForTask(world.app.context, task.id, (current) => current.done >= 15, 30_000);
    world.app.context.tasks.worker?.halt();
    await new Promise((resolve) => setTimeout(resolve, 600));

    const restarted = await buildApp(world.app.config, { distDir: join(world.app.config.dataDir, 'no-dist') });
    others.push(restarted);
    await restarted.context.tasks.startWorker({ ...fastWorker, leaseMs: 400 });
    const ended = await waitForTask(restarted.context, task.id, undefined, 30_000);
    expect(ended).toMatchObject({ status: taskStatus.finished, done: 60, failed: 0 });
    expect(control.itemCreations(account.user_id).creations - before).toBe(60);
  }, 60_000);

  it('syncs our stock to every listed publication of the account', async () => {
    const answer = await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${account.id}/sync_stock` });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json().type).toBe(4);
  });

  it('imports every item of the seller with a scan task', async () => {
    const answer = await world.app.call({ method: 'GET', url: `${base}importAll/${account.user_id}` });
    expect(answer.statusCode, answer.body).toBe(202);
    const ended = await waitForTask(world.app.context, answer.json().id, undefined, 30_000);
    expect(ended.status).toBe(taskStatus.finished);
    const [item] = await itemsOf(world.app, ended.id);
    expect((item.result as { imported: number }).imported).toBeGreaterThanOrEqual(260);
  });
});
