import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marketplaceCodes, type NotificationRecord } from '../../resources/notifications';
import type { NotificationInput } from '../../server/notifications/notify';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
let adminId: number;
let bruno: { id: number; token: string };

beforeAll(async () => {
  testApp = await startTestApp();
  adminId = (await testApp.login()).id;
  const created = await testApp.call({
    method: 'POST',
    url: '/api/usuarios/',
    payload: { first_name: 'Bruno', last_name: 'Díaz', email: 'bruno@example.com', password: 'bruno-password' },
  });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'bruno@example.com', password: 'bruno-password' } });
  bruno = { id: created.json().id, token: login.json().token };
});
afterAll(() => testApp.close());

const question: NotificationInput = {
  type: 'question',
  marketplace: marketplaceCodes.mercadolibre,
  resourceId: 'Q-1001',
  message: 'Nueva pregunta en «Taladro inalámbrico 20 V»',
  data: { item_id: 'MLM123', text: '¿Incluye batería?' },
};

const asBruno = (method: 'GET' | 'DELETE', url: string) => testApp.app.inject({ method, url, headers: { authorization: `Bearer ${bruno.token}` } });

/** Notifications for the admin only, created one second apart so "newest first" is unambiguous. */
async function notifyAdmin(inputs: Partial<NotificationInput>[]): Promise<NotificationRecord[]> {
  const created: NotificationRecord[] = [];
  for (const [index, input] of inputs.entries()) {
    const date = new Date(Date.UTC(2025, 0, 1, 12, 0, index));
    created.push(...(await testApp.context.notify({ ...question, ...input, date }, { userIds: [adminId] })));
  }
  return created;
}

beforeEach(async () => {
  await testApp.call({ method: 'DELETE', url: '/api/notifications/delete_all/' });
});

describe('the dropdown: GET api/notifications/', () => {
  it('lists the unseen notifications newest first, each with its fields', async () => {
    await notifyAdmin([{ message: 'primera' }, { type: 'order', marketplace: marketplaceCodes.amazon, resourceId: 77, message: 'segunda' }]);
    const response = await testApp.call({ method: 'GET', url: '/api/notifications/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data.map((item: NotificationRecord) => item.message)).toEqual(['segunda', 'primera']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      type: 'order',
      message: 'segunda',
      date: '2025-01-01T12:00:01.000Z',
      marketplace: 1,
      resource_id: '77',
      seen: false,
      data: { item_id: 'MLM123', text: '¿Incluye batería?' },
    });
  });

  it('shows at most the latest 50 while total counts them all', async () => {
    await notifyAdmin(Array.from({ length: 55 }, (_, index) => ({ message: `aviso ${index}` })));
    const body = (await testApp.call({ method: 'GET', url: '/api/notifications/' })).json();
    expect(body.total).toBe(55);
    expect(body.data).toHaveLength(50);
    expect(body.data[0].message).toBe('aviso 54');
  });
});

describe('history: GET api/notifications/history/', () => {
  it('paginates newest first with data, total, page and size', async () => {
    await notifyAdmin(Array.from({ length: 7 }, (_, index) => ({ message: `aviso ${index}` })));
    const first = (await testApp.call({ method: 'GET', url: '/api/notifications/history/' })).json();
    expect(first).toMatchObject({ total: 7, page: 1, size: 5 });
    expect(first.data.map((item: NotificationRecord) => item.message)).toEqual(['aviso 6', 'aviso 5', 'aviso 4', 'aviso 3', 'aviso 2']);
    expect(first.data[0].data).toEqual(question.data);
    const second = (await testApp.call({ method: 'GET', url: '/api/notifications/history/?page=2&size=5' })).json();
    expect(second.data.map((item: NotificationRecord) => item.message)).toEqual(['aviso 1', 'aviso 0']);
  });

  it('filters by type, marketplace and seen', async () => {
    const [, sale] = await notifyAdmin([
      { type: 'question', marketplace: marketplaceCodes.mercadolibre },
      { type: 'order', marketplace: marketplaceCodes.mercadolibre },
      { type: 'order', marketplace: marketplaceCodes.walmart },
    ]);
    await testApp.call({ method: 'DELETE', url: `/api/notifications/${sale.id}/delete_unseen/` });
    const history = async (query: string) => (await testApp.call({ method: 'GET', url: `/api/notifications/history/?${query}` })).json();
    expect((await history('type=order')).total).toBe(2);
    expect((await history('marketplace=3')).data.map((item: NotificationRecord) => item.marketplace)).toEqual([3]);
    expect((await history('type=order&marketplace=0')).data.map((item: NotificationRecord) => item.id)).toEqual([sale.id]);
    expect((await history('seen=true')).data.map((item: NotificationRecord) => item.id)).toEqual([sale.id]);
    expect((await history('seen=false')).total).toBe(2);
  });

  it.each([
    ['page=0', 'page'],
    ['size=501', 'size'],
    ['size=abc', 'size'],
    ['type=refund', 'type'],
    ['marketplace=9', 'marketplace'],
    ['color=red', 'color'],
  ])('answers 400 with the field for %s', async (query, field) => {
    const response = await testApp.call({ method: 'GET', url: `/api/notifications/history/?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: { [field]: expect.any(String) } });
  });
});

describe('seeing and deleting', () => {
  it('marks one seen: it leaves the dropdown and stays in history', async () => {
    const [first, second] = await notifyAdmin([{ message: 'uno' }, { message: 'dos' }]);
    expect((await testApp.call({ method: 'DELETE', url: `/api/notifications/${first.id}/delete_unseen/` })).statusCode).toBe(204);
    const dropdown = (await testApp.call({ method: 'GET', url: '/api/notifications/' })).json();
    expect(dropdown.data.map((item: NotificationRecord) => item.id)).toEqual([second.id]);
    const history = (await testApp.call({ method: 'GET', url: '/api/notifications/history/' })).json();
    expect(history.data.map((item: NotificationRecord) => [item.id, item.seen])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
  });

  it('marks all seen: the dropdown empties, history keeps them', async () => {
    await notifyAdmin([{}, {}, {}]);
    const response = await testApp.call({ method: 'DELETE', url: '/api/notifications/delete_all_unseen/' });
    expect(response.json()).toEqual({ count: 3 });
    expect((await testApp.call({ method: 'GET', url: '/api/notifications/' })).json()).toEqual({ data: [], total: 0 });
    expect((await testApp.call({ method: 'GET', url: '/api/notifications/history/' })).json().total).toBe(3);
  });

  it('deletes one from history, then answers 404 for it', async () => {
    const [kept, removed] = await notifyAdmin([{}, {}]);
    expect((await testApp.call({ method: 'DELETE', url: `/api/notifications/${removed.id}/` })).statusCode).toBe(204);
    const history = (await testApp.call({ method: 'GET', url: '/api/notifications/history/' })).json();
    expect(history.data.map((item: NotificationRecord) => item.id)).toEqual([kept.id]);
    const again = await testApp.call({ method: 'DELETE', url: `/api/notifications/${removed.id}/` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('not_found');
    expect((await testApp.call({ method: 'DELETE', url: `/api/notifications/${removed.id}/delete_unseen/` })).statusCode).toBe(404);
  });

  it('deletes all of them', async () => {
    await notifyAdmin([{}, {}]);
    expect((await testApp.call({ method: 'DELETE', url: '/api/notifications/delete_all/' })).json()).toEqual({ count: 2 });
    expect((await testApp.call({ method: 'GET', url: '/api/notifications/history/' })).json().total).toBe(0);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    for (const url of ['/api/notifications/abc/', '/api/notifications/0/delete_unseen/']) {
      const response = await testApp.call({ method: 'DELETE', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ id: expect.any(String) });
    }
  });
});

describe('ownership', () => {
  it("keeps each user's notifications their own", async () => {
    const [adminsOwn] = await notifyAdmin([{ message: 'solo para el administrador' }]);
    expect((await asBruno('GET', '/api/notifications/')).json()).toEqual({ data: [], total: 0 });
    expect((await asBruno('GET', '/api/notifications/history/')).json().total).toBe(0);
    expect((await asBruno('DELETE', `/api/notifications/${adminsOwn.id}/`)).statusCode).toBe(404);
    expect((await asBruno('DELETE', `/api/notifications/${adminsOwn.id}/delete_unseen/`)).statusCode).toBe(404);
    expect((await asBruno('DELETE', '/api/notifications/delete_all/')).json()).toEqual({ count: 0 });
    expect((await asBruno('DELETE', '/api/notifications/delete_all_unseen/')).json()).toEqual({ count: 0 });
    const mine = (await testApp.call({ method: 'GET', url: '/api/notifications/' })).json();
    expect(mine.data).toEqual([expect.objectContaining({ id: adminsOwn.id, seen: false })]);
  });

  it('sends to every active user by default, each with their own seen state, never to a disabled one', async () => {
    const carla = await testApp.call({
      method: 'POST',
      url: '/api/usuarios/',
      payload: { first_name: 'Carla', last_name: 'Ruiz', email: 'carla@example.com', password: 'carla-password', status: 'disabled' },
    });
    const created = await testApp.context.notify({ ...question, message: 'para todos' });
    expect(created.map((item) => item.id)).toHaveLength(2);
    await testApp.call({ method: 'DELETE', url: '/api/notifications/delete_all_unseen/' });
    expect((await asBruno('GET', '/api/notifications/')).json().data.map((item: NotificationRecord) => item.message)).toEqual(['para todos']);
    const carlaOnly = await testApp.context.notify(question, { userIds: [carla.json().id] });
    expect(carlaOnly).toEqual([]);
  });

  it('makes a notification given a key once, however many calls race, for the active users the call names', async () => {
    const raced = await Promise.all(
      Array.from({ length: 6 }, () => testApp.context.notify({ ...question, message: 'una sola vez' }, { onceKey: 'prueba:una-vez' })),
    );
    // Admin and Bruno: the only active users.
    expect(raced.map((created) => created.length).sort()).toEqual([0, 0, 0, 0, 0, 2]);
    const messagesOf = async (read: () => Promise<{ json(): { data: NotificationRecord[] } }>) => (await read()).json().data.map((item) => item.message);
    expect(await messagesOf(() => testApp.call({ method: 'GET', url: '/api/notifications/' }))).toEqual(['una sola vez']);
    expect(await messagesOf(() => asBruno('GET', '/api/notifications/'))).toContain('una sola vez');

    const forBruno = await testApp.context.notify({ ...question, message: 'solo Bruno' }, { onceKey: 'prueba:bruno', userIds: [bruno.id] });
    expect(forBruno).toHaveLength(1);
    expect(await testApp.context.notify({ ...question, message: 'solo Bruno' }, { onceKey: 'prueba:bruno', userIds: [bruno.id] })).toEqual([]);
    expect(await messagesOf(() => asBruno('GET', '/api/notifications/'))).toContain('solo Bruno');
    expect(await messagesOf(() => testApp.call({ method: 'GET', url: '/api/notifications/' }))).toEqual(['una sola vez']);

    // A key used with no recipient is used all the same.
    expect(await testApp.context.notify(question, { onceKey: 'prueba:nadie', userIds: [] })).toEqual([]);
    expect(await testApp.context.notify(question, { onceKey: 'prueba:nadie', userIds: [adminId] })).toEqual([]);
  });

  it('refuses to create a notification of an unknown type or marketplace', async () => {
    await expect(testApp.context.notify({ ...question, type: 'refund' as 'order' })).rejects.toThrow(/type/);
    await expect(testApp.context.notify({ ...question, marketplace: 9 as 0 })).rejects.toThrow(/marketplace/);
  });
});

describe('protection and documentation', () => {
  it.each([
    ['GET', '/api/notifications/'],
    ['GET', '/api/notifications/history/'],
    ['DELETE', '/api/notifications/1/'],
    ['DELETE', '/api/notifications/delete_all/'],
    ['DELETE', '/api/notifications/1/delete_unseen/'],
    ['DELETE', '/api/notifications/delete_all_unseen/'],
  ])('%s %s answers 401 without a token', async (method, url) => {
    const response = await testApp.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });

  it('describes the routes and the marketplace codes in the OpenAPI document', async () => {
    const document = (await testApp.call({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/notifications/',
        '/api/notifications/history/',
        '/api/notifications/{id}/',
        '/api/notifications/{id}/delete_unseen/',
        '/api/notifications/delete_all/',
        '/api/notifications/delete_all_unseen/',
      ]),
    );
    expect(document.paths['/api/notifications/{id}/delete_unseen/'].delete.description).toContain('stays in history');
    expect(JSON.stringify(document.paths['/api/notifications/history/'])).toContain('0 mercadolibre, 1 amazon, 2 linio');
  });
});
