import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationBulkActions, type MercadoLibreAccount } from '../../../resources/mercadolibre';
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
const legacyPublish = '/api/mercado_libre/publicaciones/publicar_masivo/';
const severalAccounts = 'Las publicaciones de una acción en bloque deben ser de una misma cuenta';
/** The bulk calls that name publications (`validate_multiple` names products). */
const byPublication = Object.keys(publicationBulkActions).filter((name) => name !== 'validate_multiple');

const activate = async (account: MercadoLibreAccount) => {
  const activated = await world.app.call({ method: 'GET', url: `/api/mercadolibre/credentials/${account.id}/set_active` });
  expect(activated.statusCode, activated.body).toBe(200);
};

/** Publications validated while the account is the active one, as the screens would prepare them. */
async function readyOn(account: MercadoLibreAccount, count: number): Promise<number[]> {
  await activate(account);
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
const publicationIds = (ids: number[]) => ids.map((publicationId) => ({ publicationId }));
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

describe('a bulk action by publication answers the one task it created', () => {
  it('refuses publications of several accounts under publicationId, on every bulk call and the legacy publish, and creates no task', async () => {
    const [a1, a2] = ready.first;
    const [b1] = ready.second;
    const tasksBefore = await taskCount();
    const refusals = [
      ...byPublication.map((name) => [`${base}${name}`, publicationIds([a1, b1, a2])] as const),
      [legacyPublish, { publicaciones: [b1, { publicationId: a1 }] }] as const,
    ];
    for (const [url, payload] of refusals) {
      const answer = await bulk(url, payload);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(400);
      expect(answer.json()).toEqual({
        error: 'validation',
        message: severalAccounts,
        fields: { publicationId: severalAccounts },
        detail: {
          key: 'publications_of_several_accounts',
          params: {},
          fields: { publicationId: { key: 'publications_of_several_accounts', params: {} } },
        },
      });
    }
    expect(await taskCount()).toBe(tasksBefore);
  });

  it("makes the task on the publications' own account, whichever account is active, and publishes with that seller's token", async () => {
    await activate(first);
    const before = world.sandbox.control.mercadolibre.itemCreations(second.user_id).creations;
    const answer = await bulk(`${base}publish_multiple`, publicationIds(ready.second));
    expect(answer.statusCode, answer.body).toBe(202);
    const task = answer.json() as TaskRecord;
    expect(task).toMatchObject({ account_id: second.id, marketplace: marketplaceCodes.mercadolibre, type: taskTypes.publish, total: 2 });
    expect(await publicationIdsOf(task)).toEqual(ready.second);
    expect(await waitForTask(world.app.context, task.id, undefined, 30_000)).toMatchObject({ status: taskStatus.finished, done: 2, failed: 0 });
    expect(world.sandbox.control.mercadolibre.itemCreations(second.user_id).creations - before).toBe(2);
  }, 60_000);

  it('answers the legacy bulk publish with its task on the publications’ account too', async () => {
    const [a] = await readyOn(first, 1);
    await activate(second);
    const answer = await bulk(legacyPublish, { publicaciones: [a] });
    expect(answer.statusCode, answer.body).toBe(202);
    const task = answer.json() as TaskRecord;
    expect(task).toMatchObject({ account_id: first.id, type: taskTypes.publish, total: 1 });
    expect(await waitForTask(world.app.context, task.id, undefined, 30_000)).toMatchObject({ status: taskStatus.finished, done: 1 });
  }, 60_000);

  it('acts on the active account for a publication stored without one, so it joins only that account’s publications', async () => {
    const [orphan, other] = await readyOn(first, 2);
    await world.app.context.database.db.updateTable('mercadolibre_publications').set({ account_id: null }).where('id', '=', orphan).execute();
    await activate(second);
    const refused = await bulk(`${base}delete_multiple`, publicationIds([orphan, other]));
    expect(refused.json().fields, refused.body).toEqual({ publicationId: severalAccounts });
    await activate(first);
    const joined = await bulk(`${base}delete_multiple`, publicationIds([orphan, other]));
    expect(joined.statusCode, joined.body).toBe(202);
    expect(joined.json()).toMatchObject({ account_id: first.id, total: 2 });
    await waitForTask(world.app.context, joined.json().id);
  });

  it('refuses, naming them, publications that do not exist wherever they are in the selection, and creates no task', async () => {
    const [a] = ready.first;
    const [b] = ready.second;
    const missing = Math.max(a, b) + 100_000;
    const tasksBefore = await taskCount();
    const one = { key: 'publication_id_missing', params: { id: missing } };
    const two = { key: 'publications_ids_missing', params: { ids: `${missing}, ${missing + 1}` } };
    const refusals = [
      [[a, missing], `La publicación ${missing} no existe`, one],
      [[missing, b], `La publicación ${missing} no existe`, one],
      [[missing, a, b, missing + 1], `Las publicaciones ${missing}, ${missing + 1} no existen`, two],
    ] as const;
    for (const [ids, message, sentence] of refusals) {
      const answer = await bulk(`${base}resume_multiple`, publicationIds([...ids]));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        error: 'validation',
        fields: { publicationId: message },
        detail: { key: 'invalid_input', fields: { publicationId: sentence } },
      });
    }
    const many = Array.from({ length: 12 }, (_, index) => missing + index);
    const long = await bulk(`${base}delete_multiple`, publicationIds([a, ...many]));
    expect(long.json().fields).toEqual({ publicationId: `Las publicaciones ${many.slice(0, 10).join(', ')} y 2 más no existen` });
    expect(long.json().detail.fields).toEqual({
      publicationId: { key: 'publications_ids_missing_more', params: { ids: many.slice(0, 10).join(', '), rest: 2 } },
    });
    const legacy = await bulk(legacyPublish, { publicaciones: [a, missing] });
    expect(legacy.statusCode, legacy.body).toBe(400);
    expect(legacy.json().fields).toEqual({ publicationId: `La publicación ${missing} no existe` });
    expect(await taskCount()).toBe(tasksBefore);
  });
});
