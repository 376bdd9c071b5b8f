import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatus, taskTypes } from '../../resources/tasks';
import { startTestApp, type TestApp } from './testApp';
import {
  fastWorker,
  itemsOf,
  RemoteStub,
  type ScriptedPayload,
  scriptedHandler,
  sleep,
  TransientError,
  waitForTask,
  withoutFeatureTasks,
} from './tasksSupport';

let testApp: TestApp;
let adminId: number;
const remote = new RemoteStub();

beforeAll(async () => {
  testApp = await startTestApp({}, { features: withoutFeatureTasks });
  adminId = (await testApp.login()).id;
  testApp.context.tasks.registerHandler(taskTypes.publish, scriptedHandler(remote));
  await testApp.context.tasks.startWorker({ ...fastWorker, retryWindowMs: 1_000 });
});
afterAll(() => testApp.close());

const createTask = (items: ScriptedPayload[], accountId = 1) =>
  testApp.context.tasks.create({ type: taskTypes.publish, accountId, marketplace: 0, items, createdBy: adminId });

describe('a task run by the worker', () => {
  it('answers at once with the queued task', async () => {
    const task = await createTask([{}, {}]);
    expect(task).toMatchObject({ type: taskTypes.publish, status: taskStatus.queued, total: 2, done: 0, failed: 0, created_by: adminId, finished_at: null });
    await waitForTask(testApp.context, task.id);
  });

  it('finishes 200 items through transient failures, each with its result (status 3)', async () => {
    const payloads = Array.from({ length: 200 }, (_, index): ScriptedPayload => (index % 7 === 0 ? { flaky: 2 } : {}));
    const task = await createTask(payloads);
    const ended = await waitForTask(testApp.context, task.id);
    expect(ended).toMatchObject({ status: taskStatus.finished, done: 200, failed: 0, total: 200 });
    expect(ended.started_at).not.toBeNull();
    expect(ended.finished_at).not.toBeNull();

    const items = await itemsOf(testApp, task.id);
    expect(items).toHaveLength(200);
    for (const item of items) {
      expect(item.status).toBe('done');
      expect(item.result).toEqual({ remote_id: `R-${item.idempotency_key}` });
      expect(item.attempts).toBe(item.position % 7 === 0 ? 3 : 1);
      expect(remote.calls.get(item.idempotency_key)).toBe(1);
    }
  });

  it('ends with errors (6) keeping the reason of each rejected item', async () => {
    const task = await createTask([{}, { reject: 'El título supera 60 caracteres' }, {}, { reject: 'Categoría inexistente' }]);
    const ended = await waitForTask(testApp.context, task.id);
    expect(ended).toMatchObject({ status: taskStatus.finishedWithErrors, done: 2, failed: 2 });
    const failed = await itemsOf(testApp, task.id, 'failed');
    expect(failed.map((item) => [item.position, item.error, item.attempts])).toEqual([
      [1, 'El título supera 60 caracteres', 1],
      [3, 'Categoría inexistente', 1],
    ]);
    expect((await itemsOf(testApp, task.id, 'done')).map((item) => item.position)).toEqual([0, 2]);
  });

  it('ends not finished (4) when every item fails, transient ones once their retry window ends', async () => {
    const started = Date.now();
    const task = await createTask([{ reject: 'Publicación cerrada' }, { flaky: 999 }]);
    const ended = await waitForTask(testApp.context, task.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(ended).toMatchObject({ status: taskStatus.notFinished, done: 0, failed: 2, waiting: 0 });
    const items = await itemsOf(testApp, task.id);
    expect(items[1].attempts).toBeGreaterThan(5);
    expect(items[1]).toMatchObject({ status: 'failed', waiting_since: null, error: `429 demasiadas solicitudes (intento ${items[1].attempts})` });
  });

  it('shows status 5 while its only open items wait for a retry', async () => {
    const slow = await startTestApp({}, { features: withoutFeatureTasks });
    try {
      slow.context.tasks.registerHandler(taskTypes.syncStock, scriptedHandler(new RemoteStub()));
      await slow.context.tasks.startWorker({ ...fastWorker, retryBaseMs: 400, retryMaxMs: 400 });
      const { id: userId } = await slow.login();
      const task = await slow.context.tasks.create({ type: taskTypes.syncStock, items: [{ flaky: 1 }], createdBy: userId });
      const waiting = await waitForTask(slow.context, task.id, (current) => current.status === taskStatus.retrying);
      expect(waiting.last_error).toContain('429');
      expect(waiting.waiting).toBe(1);
      expect((await itemsOf(slow, task.id))[0].waiting_since).not.toBeNull();
      expect(await waitForTask(slow.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 1, waiting: 0 });
    } finally {
      await slow.close();
    }
  });

  it('re-queues only the failed items on retry, then finishes them', async () => {
    const task = await createTask([{}, { reject: 'Sin stock' }, {}]);
    await waitForTask(testApp.context, task.id);
    const [rejected] = await itemsOf(testApp, task.id, 'failed');
    // The seller fixed the product: its item no longer gets rejected.
    await testApp.context.database.db.updateTable('task_items').set({ payload: '{}' }).where('id', '=', rejected.id).execute();

    const response = await testApp.call({ method: 'POST', url: `/api/tasks/${task.id}/retry` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: task.id, status: taskStatus.queued, failed: 0, done: 2, attempt: 2, finished_at: null });

    expect(await waitForTask(testApp.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 3, failed: 0 });
    const items = await itemsOf(testApp, task.id);
    expect(items.map((item) => remote.calls.get(item.idempotency_key))).toEqual([1, 1, 1]);
  });

  it('refuses a retry with nothing failed (409) or of an unknown task (404)', async () => {
    const task = await createTask([{}]);
    await waitForTask(testApp.context, task.id);
    expect((await testApp.call({ method: 'POST', url: `/api/tasks/${task.id}/retry` })).statusCode).toBe(409);
    const unknown = await testApp.call({ method: 'POST', url: '/api/tasks/999999/retry' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
  });
});

describe('concurrency', () => {
  it('never runs more items at once per account than the bound, while accounts run side by side', async () => {
    const bounded = await startTestApp({}, { features: withoutFeatureTasks });
    try {
      const running = new Map<number, number>();
      const peaks = new Map<number, number>();
      let overall = 0;
      let overallPeak = 0;
      // An account's first items wait (bounded) until the other account has started too: on a busy
      // machine one claim can outlast a short item, and side by side must not depend on that timing.
      const accountsStarted = new Set<number>();
      let bothStarted = () => {};
      const bothAccountsStarted = new Promise<void>((resolve) => (bothStarted = resolve));
      // Nor longer than two seconds after the first item, should an account never start; one timer,
      // cleared once both have, so none outlives the test.
      let waitedLongEnough: ReturnType<typeof setTimeout> | undefined;
      bounded.context.tasks.registerHandler(taskTypes.syncStock, {
        async runItem(_item, { task }) {
          const account = task.accountId ?? 0;
          running.set(account, (running.get(account) ?? 0) + 1);
          overallPeak = Math.max(overallPeak, ++overall);
          peaks.set(account, Math.max(peaks.get(account) ?? 0, running.get(account) ?? 0));
          if (accountsStarted.add(account).size === 2) {
            clearTimeout(waitedLongEnough);
            bothStarted();
          } else waitedLongEnough ??= setTimeout(bothStarted, 2_000);
          await bothAccountsStarted;
          await sleep(8);
          running.set(account, (running.get(account) ?? 0) - 1);
          overall -= 1;
          return null;
        },
        isTransient: (error) => error instanceof TransientError,
      });
      await bounded.context.tasks.startWorker({ ...fastWorker, concurrency: 3 });
      const { id: userId } = await bounded.login();
      const items = Array.from({ length: 45 }, () => ({}));
      const created = await Promise.all(
        [7, 7, 8].map((accountId) => bounded.context.tasks.create({ type: taskTypes.syncStock, accountId, marketplace: 0, items, createdBy: userId })),
      );
      for (const task of created) expect(await waitForTask(bounded.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 45 });
      expect(peaks.get(7)).toBe(3);
      expect(peaks.get(8)).toBe(3);
      expect(overallPeak).toBeGreaterThan(3);
    } finally {
      await bounded.close();
    }
  });

  it('holds the per-account bound across two task types running on one account', async () => {
    const shared = await startTestApp({}, { features: withoutFeatureTasks });
    try {
      let running = 0;
      let peak = 0;
      const measured = {
        async runItem() {
          peak = Math.max(peak, ++running);
          await sleep(25);
          running -= 1;
          return null;
        },
        isTransient: () => false,
      };
      // Each type alone may use the whole bound, so only the account-wide count keeps the sum at it.
      shared.context.tasks.registerHandler(taskTypes.syncStock, measured);
      shared.context.tasks.registerHandler(taskTypes.pausePublications, measured);
      await shared.context.tasks.startWorker({ ...fastWorker, concurrency: 2 });
      const { id: userId } = await shared.login();
      const items = Array.from({ length: 16 }, () => ({}));
      const created = await Promise.all(
        [taskTypes.syncStock, taskTypes.pausePublications].map((type) =>
          shared.context.tasks.create({ type, accountId: 9, marketplace: 0, items, createdBy: userId }),
        ),
      );
      for (const task of created) expect(await waitForTask(shared.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 16 });
      expect(peak).toBe(2);
    } finally {
      await shared.close();
    }
  });

  it("applies a handler's own lower concurrency", async () => {
    const single = await startTestApp({}, { features: withoutFeatureTasks });
    try {
      let running = 0;
      let peak = 0;
      single.context.tasks.registerHandler(taskTypes.pausePublications, {
        concurrency: 1,
        async runItem() {
          peak = Math.max(peak, ++running);
          await sleep(3);
          running -= 1;
          return null;
        },
        isTransient: () => false,
      });
      await single.context.tasks.startWorker({ ...fastWorker, concurrency: 4 });
      const { id: userId } = await single.login();
      const task = await single.context.tasks.create({
        type: taskTypes.pausePublications,
        accountId: 3,
        items: Array.from({ length: 20 }, () => ({})),
        createdBy: userId,
      });
      expect(await waitForTask(single.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 20 });
      expect(peak).toBe(1);
    } finally {
      await single.close();
    }
  });
});
