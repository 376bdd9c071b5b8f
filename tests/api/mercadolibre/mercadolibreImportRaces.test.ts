import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { taskStatus } from '../../../resources/tasks';
import { waitForTask } from '../tasksSupport';
import { sellerItem } from './inboxSupport';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const base = '/api/mercadolibre/publications/';

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

describe('an import meeting another import on one item', () => {
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
});
