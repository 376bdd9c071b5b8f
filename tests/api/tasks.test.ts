import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeMessage, TaskProgressMessage } from '../../resources/notifications';
import { taskStatus, taskTypes } from '../../resources/tasks';
import { startTestApp, type TestApp } from './testApp';
import { fastWorker, RemoteStub, scriptedHandler, waitForTask, withoutFeatureTasks } from './tasksSupport';

let testApp: TestApp;
let admin: { id: number; token: string };
let socketBase: string;

beforeAll(async () => {
  testApp = await startTestApp({}, { features: withoutFeatureTasks });
  socketBase = (await testApp.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const login = await testApp.login();
  admin = { id: login.id, token: login.token };
  testApp.context.tasks.registerHandler(taskTypes.publish, scriptedHandler(new RemoteStub(), { delayMs: 2 }));
  await testApp.context.tasks.startWorker(fastWorker);
});
afterAll(() => testApp.close());

const createTask = (items: unknown[], accountId = 1) =>
  testApp.context.tasks.create({ type: taskTypes.publish, accountId, marketplace: 0, items, createdBy: admin.id });

describe('api/tasks/', () => {
  it('lists tasks newest first and reads one', async () => {
    const first = await createTask([{}]);
    const second = await createTask([{}, { reject: 'Sin categoría' }]);
    await waitForTask(testApp.context, first.id);
    await waitForTask(testApp.context, second.id);

    const list = await testApp.call({ method: 'GET', url: '/api/tasks/?sort=id&order=DESC&size=50' });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((task: { id: number }) => task.id)
        .slice(0, 2),
    ).toEqual([second.id, first.id]);

    const one = await testApp.call({ method: 'GET', url: `/api/tasks/${second.id}` });
    expect(one.json()).toMatchObject({
      id: second.id,
      type: taskTypes.publish,
      status: taskStatus.finishedWithErrors,
      total: 2,
      done: 1,
      failed: 1,
      account_id: 1,
      marketplace: 0,
    });
    expect((await testApp.call({ method: 'GET', url: '/api/tasks/999999' })).statusCode).toBe(404);
  });

  it('filters by status and type', async () => {
    const response = await testApp.call({
      method: 'POST',
      url: '/api/tasks/q/?size=50',
      payload: { status: taskStatus.finishedWithErrors, type: taskTypes.publish },
    });
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBeGreaterThan(0);
    expect(data.every((task: { status: number }) => task.status === taskStatus.finishedWithErrors)).toBe(true);
    const none = await testApp.call({ method: 'POST', url: '/api/tasks/q/', payload: { type: taskTypes.syncStock } });
    expect(none.json().total).toBe(0);
  });

  it('filters the tasks that ended since an instant, as the home page counts failed tasks of the last hours', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const task = await createTask([{ reject: 'Sin categoría' }]);
    await waitForTask(testApp.context, task.id);
    const endedSince = async (instant: string) => {
      const response = await testApp.call({ method: 'POST', url: '/api/tasks/q/?size=50', payload: { finished_since: instant } });
      expect(response.statusCode).toBe(200);
      return response.json().data.map((found: { id: number }) => found.id);
    };
    expect(await endedSince(before)).toContain(task.id);
    expect(await endedSince(new Date(Date.now() + 60_000).toISOString())).toEqual([]);
    const notAnInstant = await testApp.call({ method: 'POST', url: '/api/tasks/q/', payload: { finished_since: 'ayer' } });
    expect(notAnInstant.statusCode).toBe(400);
    expect(notAnInstant.json().fields).toHaveProperty('finished_since');
  });

  it("pages a task's items and filters them by status", async () => {
    const task = await createTask(Array.from({ length: 12 }, (_, index) => (index % 4 === 0 ? { reject: `Rechazado ${index}` } : {})));
    await waitForTask(testApp.context, task.id);
    const page = await testApp.call({ method: 'GET', url: `/api/tasks/${task.id}/items?page=2&size=5` });
    expect(page.json()).toMatchObject({ total: 12, page: 2, size: 5 });
    expect(page.json().data.map((item: { position: number }) => item.position)).toEqual([5, 6, 7, 8, 9]);

    const failed = await testApp.call({ method: 'GET', url: `/api/tasks/${task.id}/items?status=failed&size=50` });
    expect(failed.json().data.map((item: { error: string }) => item.error)).toEqual(['Rechazado 0', 'Rechazado 4', 'Rechazado 8']);
    expect((await testApp.call({ method: 'GET', url: `/api/tasks/${task.id}/items?status=lost` })).statusCode).toBe(400);
    expect((await testApp.call({ method: 'GET', url: '/api/tasks/999999/items' })).statusCode).toBe(404);
  });

  it('cannot be created, changed or deleted by clients: tasks come from bulk routes', async () => {
    const task = await createTask([{}]);
    expect((await testApp.call({ method: 'POST', url: '/api/tasks/', payload: { type: 1 } })).statusCode).toBe(404);
    expect((await testApp.call({ method: 'PUT', url: `/api/tasks/${task.id}`, payload: { status: 3 } })).statusCode).toBe(404);
    expect((await testApp.call({ method: 'DELETE', url: `/api/tasks/${task.id}` })).statusCode).toBe(404);
    expect((await testApp.call({ method: 'POST', url: '/api/tasks/batch', payload: { items: [{ op: 'delete', id: task.id }] } })).statusCode).toBe(404);
    await waitForTask(testApp.context, task.id);
  });

  it.each([
    ['GET', '/api/tasks/'],
    ['GET', '/api/tasks/1'],
    ['GET', '/api/tasks/1/items'],
    ['POST', '/api/tasks/1/retry'],
    ['POST', '/api/tasks/q/'],
  ])('%s %s answers 401 without a token', async (method, url) => {
    const response = await testApp.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });
});

describe('task progress over the websocket', () => {
  it('reaches a signed-in socket, throttled, ending with the final state and saying the task type', async () => {
    const socket = new WebSocket(`${socketBase}/ws/notifications?token=${encodeURIComponent(admin.token)}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const messages: TaskProgressMessage[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as RealtimeMessage;
      if (message.kind === 'task') messages.push(message);
    });
    try {
      const started = Date.now();
      const task = await createTask(Array.from({ length: 150 }, () => ({})));
      await waitForTask(testApp.context, task.id);
      const deadline = Date.now() + 2_000;
      while (!messages.some((message) => message.task_id === task.id && message.status === taskStatus.finished) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const own = messages.filter((message) => message.task_id === task.id);
      expect(own.at(-1)).toMatchObject({ kind: 'task', type: taskTypes.publish, status: taskStatus.finished, done: 150, total: 150 });
      expect(own.at(-1)?.message).toContain('150 correctos');
      expect(own.some((message) => message.status === taskStatus.inProcess && message.done > 0 && message.done < 150)).toBe(true);
      // One message per item would be 150 or more; the throttle sends at most one per interval while
      // the task runs (longer on a busy machine or on PostgreSQL), plus the queued and final states.
      expect(own.length).toBeLessThan(150);
      expect(own.length).toBeLessThanOrEqual(Math.floor((Date.now() - started) / Number(fastWorker.progressThrottleMs)) + 3);
      const counts = own.map((message) => message.done);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
    } finally {
      socket.close();
    }
  });
});
