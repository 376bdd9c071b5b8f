import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { taskStatus } from '../../../resources/tasks';
import { waitForTask } from '../tasksSupport';
import { sellerItem } from './inboxSupport';
import { eventually, type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const base = '/api/mercadolibre/publications/';
const control = () => world.sandbox.control.mercadolibre;

beforeAll(async () => {
  world = await startWorld();
  account = await world.connectSeller('TIENDA_IMPORTA_A_LA_VEZ');
});
afterAll(() => world.close());

const importAll = async () => {
  const answer = await world.app.call({ method: 'GET', url: `${base}importAll/${account.user_id}` });
  expect(answer.statusCode, answer.body).toBe(202);
  return answer.json() as { id: number };
};
const storedMlIds = async () =>
  (await world.app.context.database.db.selectFrom('mercadolibre_publications').select('ml_id').where('ml_id', 'is not', null).execute()).map((row) =>
    String(row.ml_id),
  );

describe('an import meeting another import or a publish on one item', () => {
  it('stores each item once when two imports of the seller’s items run at once, both finished', async () => {
    const created = await Promise.all(Array.from({ length: 40 }, () => sellerItem(world.sandbox, account.user_id, 5)));
    const tasks = await Promise.all([importAll(), importAll()]);
    const ended = await Promise.all(tasks.map((task) => waitForTask(world.app.context, task.id, undefined, 30_000)));
    expect(ended.map(({ status, failed, last_error }) => ({ status, failed, last_error }))).toEqual([
      { status: taskStatus.finished, failed: 0, last_error: null },
      { status: taskStatus.finished, failed: 0, last_error: null },
    ]);
    expect((await storedMlIds()).sort()).toEqual([...created].sort());
  }, 60_000);

  it('leaves the item a publish created to its publication when an import finds it before the create is answered', async () => {
    const [id] = await world.readyPublications(1);
    const before = control().itemCreations(account.user_id).creations;
    // The item is created at once and answered late: meanwhile the seller's items are imported.
    control().injectFault({ kind: 'latency', count: 1, method: 'POST', path: '/items', delayMs: 1_500 });
    const publish = await world.app.call({ method: 'POST', url: `${base}publish_multiple`, payload: [{ publicationId: id }] });
    expect(publish.statusCode, publish.body).toBe(202);
    await eventually(async () => control().itemCreations(account.user_id).creations > before, 5_000);
    const imported = await waitForTask(world.app.context, (await importAll()).id, undefined, 30_000);
    expect(imported.status).toBe(taskStatus.finished);

    expect(await waitForTask(world.app.context, publish.json().id, undefined, 30_000)).toMatchObject({ status: taskStatus.finished, done: 1, failed: 0 });
    const item = control().itemCreations(account.user_id).items.at(-1)!;
    expect(control().itemCreations(account.user_id).creations).toBe(before + 1);
    const rows = await world.app.context.database.db
      .selectFrom('mercadolibre_publications')
      .select(['id', 'ml_id', 'status'])
      .where('ml_id', '=', item.id)
      .execute();
    expect(rows.map((row) => ({ id: Number(row.id), status: row.status }))).toEqual([{ id, status: 'published' }]);
  }, 60_000);
});
