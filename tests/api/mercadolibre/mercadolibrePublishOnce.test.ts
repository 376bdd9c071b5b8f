import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { taskStatus } from '../../../resources/tasks';
import { validPhone } from '../sandbox/mercadolibreHarness';
import { itemsOf, waitForTask } from '../tasksSupport';
import { eventually, type MercadoLibreWorld, mlApp, sleep, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const base = '/api/mercadolibre/publications/';
const control = () => world.sandbox.control.mercadolibre;

beforeAll(async () => {
  // A short client timeout, and a span long enough to see the slow creates injected below; the
  // outage alone outlasts the default one-minute access token of the test's signed-in admin.
  world = await startWorld({ ML_TIMEOUT_MS: '400', ML_LATE_CREATE_MS: '2500', ACCESS_TOKEN_SECONDS: '600' });
  account = await world.connectSeller('TIENDA_UNA_VEZ');
});
afterAll(() => world.close());

const publishInBulk = async (ids: number[]) => {
  const answer = await world.app.call({ method: 'POST', url: `${base}publish_multiple`, payload: ids.map((publicationId) => ({ publicationId })) });
  expect(answer.statusCode, answer.body).toBe(202);
  return answer.json();
};

/** The seller's live listings per SELLER_SKU (each of our products has its own barcode). */
function liveListingsBySku(): Map<string | null, string[]> {
  const bySku = new Map<string | null, string[]>();
  for (const item of control().itemCreations(account.user_id).items) {
    if (item.status === 'closed') continue;
    bySku.set(item.seller_sku, [...(bySku.get(item.seller_sku) ?? []), item.id]);
  }
  return bySku;
}

describe('publishing exactly once', () => {
  it('adopts the item of a create answered, or carried out, after the client timeout: one live item each, task finished', async () => {
    const ids = await world.readyPublications(3);
    const before = control().itemCreations(account.user_id).creations;
    // Stored at once but answered late; then two creates that land only after the client gave up.
    control().injectFault({ kind: 'latency', count: 1, method: 'POST', path: '/items', delayMs: 1_500 });
    control().injectFault({ kind: 'slow_processing', count: 2, method: 'POST', path: '/items', delayMs: 1_200 });
    const started = Date.now();
    const task = await publishInBulk(ids);
    expect(await waitForTask(world.app.context, task.id, undefined, 30_000)).toMatchObject({ status: taskStatus.finished, done: 3, failed: 0 });
    // Every slow create has landed by now, whatever the task did meanwhile.
    await sleep(Math.max(0, started + 1_700 - Date.now()));

    expect(control().itemCreations(account.user_id).creations - before).toBe(3);
    const live = liveListingsBySku();
    for (const item of await itemsOf(world.app, task.id)) {
      const { ml_id: mlId } = item.result as { ml_id: string };
      const publication = (await world.app.call({ method: 'GET', url: `${base}${(item.payload as { publicationId: number }).publicationId}` })).json();
      expect(publication.ml_id).toBe(mlId);
      expect(live.get(publication.sku)).toEqual([mlId]);
    }
  }, 60_000);

  it('keeps the oldest of the items a repeated create left and closes the others', async () => {
    const [id] = await world.readyPublications(1);
    const marker = `bo-pub-${id}`;
    // A crash after two sends of the same create: both landed, neither answer was stored.
    const { access_token: token } = control().issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
    const created: string[] = [];
    for (let copy = 0; copy < 2; copy++) {
      const response = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(validPhone({ seller_custom_field: marker })),
      });
      created.push((await response.json()).id);
    }
    await world.app.context.database.db
      .updateTable('mercadolibre_publications' as never)
      .set({ ml_json: JSON.stringify({ publish_pending: marker, publish_settles_at: new Date(Date.now() - 1_000).toISOString() }) } as never)
      .where('id' as never, '=', id as never)
      .execute();
    const creations = control().itemCreations(account.user_id).creations;

    const answer = await world.app.call({ method: 'GET', url: `${base}${id}/publish` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await world.app.call({ method: 'GET', url: `${base}${id}` })).json()).toMatchObject({ ml_id: created[0], status: 'published' });
    const statuses = new Map(
      control()
        .itemCreations(account.user_id)
        .items.map((item) => [item.id, item.status]),
    );
    expect([statuses.get(created[0]), statuses.get(created[1])]).toEqual(['active', 'closed']);
    expect(control().itemCreations(account.user_id).creations).toBe(creations);
  });

  it('creates one item when the seller presses publish several times at once, every answer naming it', async () => {
    const [id] = await world.readyPublications(1);
    const before = control().itemCreations(account.user_id).creations;
    // Each create takes a moment to answer, as MercadoLibre's do: the other presses arrive meanwhile.
    control().injectFault({ kind: 'latency', count: 4, method: 'POST', path: '/items', delayMs: 300 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => world.app.call({ method: 'GET', url: `${base}${id}/publish` })));

    expect(control().itemCreations(account.user_id).creations - before).toBe(1);
    const [item] = control().itemCreations(account.user_id).items.slice(-1);
    expect(answers.map((answer) => [answer.statusCode, answer.json().ml_id])).toEqual(answers.map(() => [200, item.id]));
    expect((await world.app.call({ method: 'GET', url: `${base}${id}` })).json()).toMatchObject({ ml_id: item.id, status: 'published' });
  });

  it('rides out a 45-second outage of MercadoLibre during a bulk publish, showing the task as waiting, then publishes each item once', async () => {
    const ids = await world.readyPublications(12);
    const before = control().itemCreations(account.user_id).creations;
    // Dropped connections first, then 5xx answers: 45 seconds in all.
    control().injectFault({ kind: 'connection_reset', seconds: 15 });
    control().injectFault({ kind: 'server_error', seconds: 45 });
    const started = Date.now();
    const task = await publishInBulk(ids);

    const waiting = await eventually(async () => {
      const shown = (await world.app.call({ method: 'GET', url: `/api/tasks/${task.id}` })).json();
      return shown.waiting > 0 && shown;
    }, 20_000);
    expect(waiting.finished_at).toBeNull();

    const ended = await waitForTask(world.app.context, task.id, undefined, 90_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45_000);
    expect(ended).toMatchObject({ status: taskStatus.finished, done: 12, failed: 0, waiting: 0 });
    expect(control().itemCreations(account.user_id).creations - before).toBe(12);
    const live = liveListingsBySku();
    for (const item of await itemsOf(world.app, task.id)) {
      const publication = (await world.app.call({ method: 'GET', url: `${base}${(item.payload as { publicationId: number }).publicationId}` })).json();
      expect(live.get(publication.sku)).toEqual([(item.result as { ml_id: string }).ml_id]);
    }
  }, 120_000);
});
