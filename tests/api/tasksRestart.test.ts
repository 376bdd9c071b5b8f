import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatus, taskTypes } from '../../resources/tasks';
import { buildApp, type BuiltApp } from '../../server/app';
import { startTestApp, type TestApp } from './testApp';
import { fastWorker, itemsOf, RemoteStub, type ScriptedPayload, scriptedHandler, sleep, waitForTask, withoutFeatureTasks } from './tasksSupport';

let testApp: TestApp;
let adminId: number;
const others: BuiltApp[] = [];

beforeAll(async () => {
  testApp = await startTestApp({}, { features: withoutFeatureTasks });
  adminId = (await testApp.login()).id;
});
afterAll(async () => {
  for (const other of others) await other.app.close();
  await testApp.close();
});

/** Another server process on the same database, as after a restart or beside this one. */
async function anotherProcess(): Promise<BuiltApp> {
  const other = await buildApp(testApp.config, { distDir: join(testApp.config.dataDir, 'no-dist'), features: withoutFeatureTasks });
  others.push(other);
  return other;
}

// Short claims on PostgreSQL, where a dead process's items come back only once its claim lapses.
const leaseMs = 300;

describe('a worker that dies mid-task', () => {
  it('leaves the task to the next start, which completes it without creating anything twice', async () => {
    const remote = new RemoteStub();
    testApp.context.tasks.registerHandler(taskTypes.publish, scriptedHandler(remote, { delayMs: 4 }));
    await testApp.context.tasks.startWorker({ ...fastWorker, leaseMs });
    const task = await testApp.context.tasks.create({
      type: taskTypes.publish,
      accountId: 1,
      items: Array.from({ length: 120 }, () => ({})),
      createdBy: adminId,
    });
    await waitForTask(testApp.context, task.id, (current) => current.done >= 30);
    // The crash must catch items mid-way: between two claims the worker may hold none. An item whose
    // marketplace call is under way is claimed and unfinished, and stays so once halted.
    while (remote.inFlight === 0) await sleep(1);

    testApp.context.tasks.worker?.halt();
    // A crash may come after the marketplace acted and before the result was stored: let those calls land.
    while (remote.inFlight > 0) await sleep(2);
    const doneBefore = new Set((await itemsOf(testApp, task.id, 'done')).map((item) => item.idempotency_key));
    const callsBefore = new Map(remote.calls);
    expect((await testApp.context.tasks.get(task.id))?.status).toBe(taskStatus.inProcess);
    expect(doneBefore.size).toBeLessThan(120);
    expect((await itemsOf(testApp, task.id, 'running')).length).toBeGreaterThan(0);

    const restarted = await anotherProcess();
    restarted.context.tasks.registerHandler(taskTypes.publish, scriptedHandler(remote, { delayMs: 1 }));
    await restarted.context.tasks.startWorker({ ...fastWorker, leaseMs });
    expect(await waitForTask(restarted.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 120, failed: 0 });

    const items = await itemsOf(testApp, task.id);
    expect(remote.creations.size).toBe(120);
    expect(items.every((item) => item.status === 'done')).toBe(true);
    for (const { idempotency_key: key } of items) {
      expect(remote.creations.get(key)).toBe(1);
      if (doneBefore.has(key)) expect(remote.calls.get(key)).toBe(callsBefore.get(key));
    }
    await restarted.context.tasks.stopWorker();
  });
});

describe('a graceful stop', () => {
  it('lets running items finish and leaves the rest queued for the next start', async () => {
    const remote = new RemoteStub();
    const server = await anotherProcess();
    server.context.tasks.registerHandler(taskTypes.syncPublications, scriptedHandler(remote, { delayMs: 10 }));
    await server.context.tasks.startWorker({ ...fastWorker, concurrency: 2 });
    const task = await server.context.tasks.create({ type: taskTypes.syncPublications, items: Array.from({ length: 40 }, () => ({})), createdBy: adminId });
    await waitForTask(server.context, task.id, (current) => current.done >= 4);
    await server.context.tasks.stopWorker();

    const stopped = await itemsOf(testApp, task.id);
    expect(stopped.filter((item) => item.status === 'running')).toEqual([]);
    expect(stopped.filter((item) => item.status === 'done').length).toBe(remote.creations.size);

    await server.context.tasks.startWorker(fastWorker);
    expect(await waitForTask(server.context, task.id)).toMatchObject({ status: taskStatus.finished, done: 40 });
    expect([...remote.calls.values()].every((count) => count === 1)).toBe(true);
    await server.context.tasks.stopWorker();
  });
});

describe.runIf(process.env.DATABASE_URL)('several processes on PostgreSQL', () => {
  it('share one task, each item claimed once, within one per-account bound', async () => {
    const remote = new RemoteStub();
    let running = 0;
    let peak = 0;
    const ranBy = new Map<string, number>();
    const workers = [await anotherProcess(), await anotherProcess()];
    for (const [index, server] of workers.entries()) {
      const scripted = scriptedHandler(remote, { delayMs: 6 });
      server.context.tasks.registerHandler<ScriptedPayload, unknown>(taskTypes.syncOrders, {
        ...scripted,
        async runItem(item, context) {
          peak = Math.max(peak, ++running);
          ranBy.set(String(index), (ranBy.get(String(index)) ?? 0) + 1);
          try {
            return await scripted.runItem(item, context);
          } finally {
            running -= 1;
          }
        },
      });
      await server.context.tasks.startWorker({ ...fastWorker, concurrency: 3 });
    }
    const task = await workers[0].context.tasks.create({
      type: taskTypes.syncOrders,
      accountId: 5,
      items: Array.from({ length: 90 }, () => ({})),
      createdBy: adminId,
    });
    expect(await waitForTask(workers[1].context, task.id)).toMatchObject({ status: taskStatus.finished, done: 90 });
    expect([...remote.calls.values()].every((count) => count === 1)).toBe(true);
    expect(remote.calls.size).toBe(90);
    expect(peak).toBeLessThanOrEqual(3);
    expect(ranBy.get('0')).toBeGreaterThan(0);
    expect(ranBy.get('1')).toBeGreaterThan(0);
    for (const server of workers) await server.context.tasks.stopWorker();
  });

  it('never takes back a claim that is still renewed: items longer than the lease run once', async () => {
    const runs = new Map<string, number>();
    const workers = [await anotherProcess(), await anotherProcess()];
    // Both processes poll the whole time, so either would take a claim back the moment the other's lease lapsed.
    for (const server of workers) {
      server.context.tasks.registerHandler(taskTypes.syncOrders, {
        async runItem(_item, { idempotencyKey }) {
          runs.set(idempotencyKey, (runs.get(idempotencyKey) ?? 0) + 1);
          // Several heartbeats and more than a whole lease: only renewals keep the claim.
          await sleep(leaseMs * 3);
          return null;
        },
        isTransient: () => false,
      });
      await server.context.tasks.startWorker({ ...fastWorker, leaseMs, concurrency: 4 });
    }
    const task = await workers[0].context.tasks.create({
      type: taskTypes.syncOrders,
      accountId: 6,
      items: Array.from({ length: 8 }, () => ({})),
      createdBy: adminId,
    });
    expect(await waitForTask(workers[1].context, task.id)).toMatchObject({ status: taskStatus.finished, done: 8 });
    expect(runs.size).toBe(8);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    for (const server of workers) await server.context.tasks.stopWorker();
  });
});
