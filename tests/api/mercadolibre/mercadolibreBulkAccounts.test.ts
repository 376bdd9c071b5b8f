import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { marketplaceCodes } from '../../../resources/notifications';
import { taskStatus, taskTypes, type TaskRecord } from '../../../resources/tasks';
import { itemsOf, waitForTask } from '../tasksSupport';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let first: MercadoLibreAccount;
let second: MercadoLibreAccount;
/** Publications ready to publish, two of each account. */
const ready: Record<'first' | 'second', number[]> = { first: [], second: [] };
const base = '/api/mercadolibre/publications/';

/** Publications validated while the account is the active one, as the screens would prepare them. */
async function readyOn(account: MercadoLibreAccount, count: number): Promise<number[]> {
  const activated = await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${account.id}/set_active` });
  expect(activated.statusCode, activated.body).toBe(200);
  return world.readyPublications(count);
}

beforeAll(async () => {
  world = await startWorld();
  first = await world.connectSeller('TIENDA_CUENTA_UNO');
  second = await world.connectSeller('TIENDA_CUENTA_DOS');
  ready.first = await readyOn(first, 2);
  ready.second = await readyOn(second, 2);
});
afterAll(() => world?.close());

const bulk = (url: string, payload: object) => world.app.call({ method: 'POST', url, payload });
const byPublication = (ids: number[]) => ids.map((publicationId) => ({ publicationId }));
const publicationIdsOf = async (task: TaskRecord) =>
  (await itemsOf(world.app, task.id)).map((item) => (item.payload as { publicationId: number }).publicationId);
const taskCount = async () =>
  Number(
    (
      await world.app.context.database.db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a bulk action on publications of two accounts', () => {
  it("makes one task per account, each paced on its own account and publishing with that seller's token", async () => {
    const [a1, a2] = ready.first;
    const [b1, b2] = ready.second;
    const before = {
      first: world.sandbox.control.mercadolibre.itemCreations(first.user_id).creations,
      second: world.sandbox.control.mercadolibre.itemCreations(second.user_id).creations,
    };

    const answer = await bulk(`${base}publish_multiple`, byPublication([b1, a1, b2, a2]));
    expect(answer.statusCode, answer.body).toBe(202);
    const { tasks } = answer.json() as { tasks: TaskRecord[] };
    // Accounts in the order of their first publication in the selection.
    expect(tasks.map((task) => ({ account_id: task.account_id, marketplace: task.marketplace, type: task.type, total: task.total }))).toEqual([
      { account_id: second.id, marketplace: marketplaceCodes.mercadolibre, type: taskTypes.publish, total: 2 },
      { account_id: first.id, marketplace: marketplaceCodes.mercadolibre, type: taskTypes.publish, total: 2 },
    ]);
    expect(await publicationIdsOf(tasks[0])).toEqual([b1, b2]);
    expect(await publicationIdsOf(tasks[1])).toEqual([a1, a2]);

    for (const task of tasks)
      expect(await waitForTask(world.app.context, task.id, undefined, 30_000)).toMatchObject({ status: taskStatus.finished, done: 2, failed: 0 });
    const control = world.sandbox.control.mercadolibre;
    expect(control.itemCreations(first.user_id).creations - before.first).toBe(2);
    expect(control.itemCreations(second.user_id).creations - before.second).toBe(2);
    const listedOn = (account: MercadoLibreAccount) => new Set(control.itemCreations(account.user_id).items.map((item) => item.id));
    const mlIdOf = async (id: number) => (await world.app.call({ method: 'GET', url: `${base}${id}` })).json().ml_id;
    for (const id of [a1, a2]) expect(listedOn(first).has(await mlIdOf(id))).toBe(true);
    for (const id of [b1, b2]) expect(listedOn(second).has(await mlIdOf(id))).toBe(true);
  }, 60_000);

  it('answers one task when every publication is of one account', async () => {
    const answer = await bulk(`${base}pause_multiple`, byPublication(ready.second));
    expect(answer.statusCode, answer.body).toBe(202);
    const { tasks } = answer.json() as { tasks: TaskRecord[] };
    expect(tasks.map((task) => [task.account_id, task.total])).toEqual([[second.id, 2]]);
    await waitForTask(world.app.context, tasks[0].id);
  });

  it('splits the legacy bulk publish by account too', async () => {
    const [a] = await readyOn(first, 1);
    const [b] = await readyOn(second, 1);
    const answer = await bulk('/api/mercado_libre/publicaciones/publicar_masivo/', { publicaciones: [a, { publicationId: b }] });
    expect(answer.statusCode, answer.body).toBe(202);
    const { tasks } = answer.json() as { tasks: TaskRecord[] };
    expect(tasks.map((task) => task.account_id)).toEqual([first.id, second.id]);
    for (const task of tasks) expect(await waitForTask(world.app.context, task.id, undefined, 30_000)).toMatchObject({ status: taskStatus.finished, done: 1 });
  }, 60_000);

  it('refuses, naming them, publications that do not exist wherever they are in the selection, and creates no task', async () => {
    const [a] = ready.first;
    const [b] = ready.second;
    const missing = Math.max(a, b) + 100_000;
    const tasksBefore = await taskCount();
    const refusals = [
      [[a, missing], `La publicación ${missing} no existe`],
      [[missing, b], `La publicación ${missing} no existe`],
      [[missing, a, b, missing + 1], `Las publicaciones ${missing}, ${missing + 1} no existen`],
    ] as const;
    for (const [ids, message] of refusals) {
      const answer = await bulk(`${base}resume_multiple`, byPublication([...ids]));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'validation', fields: { publicationId: message }, detail: { key: 'invalid_input' } });
    }
    const many = Array.from({ length: 12 }, (_, index) => missing + index);
    const long = await bulk(`${base}delete_multiple`, byPublication([a, ...many]));
    expect(long.json().fields).toEqual({ publicationId: `Las publicaciones ${many.slice(0, 10).join(', ')} y 2 más no existen` });
    const legacy = await bulk('/api/mercado_libre/publicaciones/publicar_masivo/', { publicaciones: [a, missing] });
    expect(legacy.statusCode, legacy.body).toBe(400);
    expect(legacy.json().fields).toEqual({ publicationId: `La publicación ${missing} no existe` });
    expect(await taskCount()).toBe(tasksBefore);
  });
});
