import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { marketplaceCodes, type RealtimeMessage } from '../../resources/notifications';
import { buildApp } from '../../server/app';
import type { NotificationInput } from '../../server/notifications/notify';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
let baseUrl: string;
let admin: { id: number; token: string };

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = (await testApp.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const login = await testApp.login();
  admin = { id: login.id, token: login.token };
});
afterAll(() => testApp.close());

const question: NotificationInput = {
  type: 'question',
  marketplace: marketplaceCodes.mercadolibre,
  resourceId: 'Q-2002',
  message: 'Nueva pregunta: ¿tienen envío a Monterrey?',
  data: { item_id: 'MLM456' },
};

const socketUrl = (base: string, token?: string) => `${base}/ws/notifications${token ? `?token=${encodeURIComponent(token)}` : ''}`;

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The HTTP status the upgrade was refused with, once the server has also closed the connection. */
function refusal(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      reject(new Error('the socket opened'));
    });
    socket.once('unexpected-response', (request, response) => {
      response.resume();
      const connection = request.socket;
      if (!connection || connection.destroyed) return resolve(response.statusCode ?? 0);
      const timer = setTimeout(() => reject(new Error('the refused connection stayed open')), 2000);
      connection.once('close', () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      });
    });
  });
}

function nextMessage(socket: WebSocket, timeoutMs = 2000): Promise<RealtimeMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message arrived')), timeoutMs);
    socket.once('message', (raw) => {
      clearTimeout(timer);
      resolve(JSON.parse(raw.toString()) as RealtimeMessage);
    });
  });
}

function closing(socket: WebSocket, timeoutMs = 2000): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
}

async function createUser(email: string) {
  const created = await testApp.call({
    method: 'POST',
    url: '/api/usuarios/',
    payload: { first_name: 'Prueba', last_name: 'Socket', email, password: 'socket-password' },
  });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password: 'socket-password' } });
  return { id: created.json().id as number, token: login.json().token as string };
}

describe('a connected client', () => {
  it('receives a notification created by the server within 200 ms', async () => {
    const socket = await openSocket(socketUrl(baseUrl, admin.token));
    const arrived = nextMessage(socket);
    const started = performance.now();
    const [created] = await testApp.context.notify(question, { userIds: [admin.id] });
    const message = await arrived;
    const elapsed = performance.now() - started;
    expect(message).toEqual({
      kind: 'notification',
      id: created.id,
      type: 'question',
      marketplace: 0,
      resource_id: 'Q-2002',
      message: 'Nueva pregunta: ¿tienen envío a Monterrey?',
      date: created.date,
      data: { item_id: 'MLM456' },
    });
    expect(elapsed).toBeLessThan(200);
    socket.close();
  });

  it("gets only its own user's notifications", async () => {
    const other = await createUser('otra@example.com');
    const adminSocket = await openSocket(socketUrl(baseUrl, admin.token));
    const otherSocket = await openSocket(socketUrl(baseUrl, other.token));
    const adminMessages: RealtimeMessage[] = [];
    adminSocket.on('message', (raw) => adminMessages.push(JSON.parse(raw.toString()) as RealtimeMessage));
    const arrived = nextMessage(otherSocket);
    const [created] = await testApp.context.notify({ ...question, message: 'solo para la otra usuaria' }, { userIds: [other.id] });
    expect(await arrived).toMatchObject({ kind: 'notification', id: created.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(adminMessages).toEqual([]);
    adminSocket.close();
    otherSocket.close();
  });

  it('receives background task progress on the same socket', async () => {
    const socket = await openSocket(socketUrl(baseUrl, admin.token));
    const arrived = nextMessage(socket);
    await testApp.context.hub.publishTaskProgress({ task_id: 12, status: 2, done: 3, total: 10 }, [admin.id]);
    expect(await arrived).toEqual({ kind: 'task', task_id: 12, status: 2, done: 3, total: 10, message: 'Tarea 12: 3/10' });
    const toAll = nextMessage(socket);
    await testApp.context.hub.publish('all', { kind: 'task', task_id: 12, status: 3, done: 10, total: 10, message: 'Listo' });
    expect(await toAll).toMatchObject({ kind: 'task', status: 3, message: 'Listo' });
    socket.close();
  });

  it('is dropped by the heartbeat when it stops answering pings, while a live one stays', async () => {
    const live = await openSocket(socketUrl(baseUrl, admin.token));
    const dead = await openSocket(socketUrl(baseUrl, admin.token));
    const deadClosed = closing(dead);
    dead.pause(); // stops reading, so it never answers a ping, like a vanished laptop
    testApp.context.hub.heartbeat();
    await new Promise((resolve) => setTimeout(resolve, 100));
    testApp.context.hub.heartbeat();
    dead.resume();
    expect((await deadClosed).code).toBe(1006);
    expect(live.readyState).toBe(WebSocket.OPEN);
    live.close();
  });
});

describe('refusing and closing sockets', () => {
  it("closes a user's oldest socket beyond 32 at once", async () => {
    const user = await createUser('muchas-pestanas@example.com');
    const oldest = await openSocket(socketUrl(baseUrl, user.token));
    const oldestClosed = closing(oldest);
    const others = [];
    for (let count = 0; count < 32; count++) others.push(await openSocket(socketUrl(baseUrl, user.token)));
    expect(await oldestClosed).toEqual({ code: 1008, reason: 'too many connections' });
    expect(others.every((socket) => socket.readyState === WebSocket.OPEN)).toBe(true);
    for (const socket of others) socket.close();
  });

  it('refuses the upgrade without a token or with a forged one', async () => {
    expect(await refusal(socketUrl(baseUrl))).toBe(401);
    expect(await refusal(socketUrl(baseUrl, `${admin.token.slice(0, -4)}AAAA`))).toBe(401);
  });

  it('refuses an expired token', async () => {
    // Long enough for the first socket to open on a busy machine, short enough to wait out.
    const lifetimeMs = 3000;
    const shortLived = await startTestApp({ ACCESS_TOKEN_SECONDS: String(lifetimeMs / 1000) });
    try {
      const url = (await shortLived.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      const issuedBefore = Date.now();
      const { token } = await shortLived.login();
      (await openSocket(socketUrl(url, token))).close();
      await new Promise((resolve) => setTimeout(resolve, issuedBefore + lifetimeMs + 1100 - Date.now()));
      expect(await refusal(socketUrl(url, token))).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('closes the socket with 4001 when its session logs out, and refuses its still-unexpired token', async () => {
    const { token } = await testApp.login();
    const socket = await openSocket(socketUrl(baseUrl, token));
    const closed = closing(socket);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toEqual({ code: 4001, reason: 'session revoked' });
    expect(await refusal(socketUrl(baseUrl, token))).toBe(401);
  });

  it("closes every socket of a user who is disabled, and leaves other users' open", async () => {
    const user = await createUser('desactivada@example.com');
    const first = await openSocket(socketUrl(baseUrl, user.token));
    const second = await openSocket(socketUrl(baseUrl, user.token));
    const adminSocket = await openSocket(socketUrl(baseUrl, admin.token));
    const closed = Promise.all([closing(first), closing(second)]);
    await testApp.call({ method: 'PUT', url: `/api/usuarios/${user.id}`, payload: { status: 'disabled' } });
    expect((await closed).map((close) => close.code)).toEqual([4001, 4001]);
    expect(adminSocket.readyState).toBe(WebSocket.OPEN);
    adminSocket.close();
  });
});

describe.runIf(!!process.env.DATABASE_URL)('across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('delivers a notification created on one instance to a socket on another, and closes it when revoked there', async () => {
    const other = await buildApp(testApp.config);
    try {
      const otherUrl = (await other.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      const { token } = await testApp.login();
      const socket = await openSocket(socketUrl(otherUrl, token));
      const arrived = nextMessage(socket);
      const [created] = await testApp.context.notify({ ...question, message: 'desde la otra instancia' }, { userIds: [admin.id] });
      expect(await arrived).toMatchObject({ kind: 'notification', id: created.id, message: 'desde la otra instancia' });

      const colleague = await createUser('colega@example.com');
      const colleagueSocket = await openSocket(socketUrl(otherUrl, colleague.token));
      const both = Promise.all([nextMessage(socket), nextMessage(colleagueSocket)]);
      const toEveryone = await testApp.context.notify({ ...question, message: 'para todo el equipo' });
      const received = await both;
      const createdIds = toEveryone.map((item) => item.id);
      for (const message of received) expect(message).toMatchObject({ kind: 'notification', message: 'para todo el equipo', id: expect.toBeOneOf(createdIds) });
      expect(new Set(received.map((message) => message.kind === 'notification' && message.id)).size).toBe(2);
      colleagueSocket.close();

      const progress = nextMessage(socket);
      await testApp.context.hub.publishTaskProgress({ task_id: 5, status: 2, done: 1, total: 2 }, 'all');
      expect(await progress).toMatchObject({ kind: 'task', task_id: 5 });

      const closed = closing(socket);
      await testApp.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${token}` } });
      expect(await closed).toEqual({ code: 4001, reason: 'session revoked' });
    } finally {
      await other.app.close();
    }
  });
});
