import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const ana = { first_name: 'Ana', last_name: 'García', email: 'ana.garcia@example.com', password: 'ana-password', groups: ['ventas'] };

describe('users through every generic call', () => {
  let anaId: number;

  it('creates a user (201) without ever returning the password', async () => {
    const response = await testApp.call({ method: 'POST', url: '/api/usuarios/', payload: ana });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ first_name: 'Ana', email: 'ana.garcia@example.com', status: 'active', groups: ['ventas'] });
    expect(record.date_joined).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(record).not.toHaveProperty('password');
    expect(response.body).not.toContain('argon2');
    anaId = record.id;
  });

  it('gets it by id, and 404 for a missing id', async () => {
    expect((await testApp.call({ method: 'GET', url: `/api/usuarios/${anaId}` })).json().last_name).toBe('García');
    const missing = await testApp.call({ method: 'GET', url: '/api/usuarios/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });

  it('updates only the fields sent, ignoring read-only ones', async () => {
    const response = await testApp.call({
      method: 'PUT',
      url: `/api/usuarios/${anaId}`,
      payload: { id: anaId, last_name: 'García López', date_joined: '2000-01-01T00:00:00.000Z' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Ana', last_name: 'García López' });
    expect(response.json().date_joined).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses a second user with the same email (409)', async () => {
    const response = await testApp.call({ method: 'POST', url: '/api/usuarios/', payload: { ...ana, email: 'ANA.GARCIA@example.com' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ email: 'Ya existe un registro con este valor' });
  });

  it('lists with page, size, total and the busqueda search', async () => {
    for (const name of ['Bruno', 'Carla', 'Diego', 'Elena', 'Fabián', 'Gabriela']) {
      await testApp.call({
        method: 'POST',
        url: '/api/usuarios/',
        payload: {
          first_name: name,
          last_name: 'Prueba',
          email: `${name
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()}@example.com`,
          password: 'password-123',
        },
      });
    }
    const first = (await testApp.call({ method: 'GET', url: '/api/usuarios/' })).json();
    expect(first).toMatchObject({ page: 1, size: 5, total: 8 });
    expect(first.data).toHaveLength(5);
    const second = (await testApp.call({ method: 'GET', url: '/api/usuarios/?page=2&size=5' })).json();
    expect(second.data).toHaveLength(3);
    const found = (await testApp.call({ method: 'GET', url: '/api/usuarios/?search=CARLA' })).json();
    expect(found.data.map((user: { first_name: string }) => user.first_name)).toEqual(['Carla']);
    const sorted = (await testApp.call({ method: 'GET', url: '/api/usuarios/?size=3&sort=first_name&order=DESC' })).json();
    expect(sorted.data.map((user: { first_name: string }) => user.first_name)).toEqual(['Gabriela', 'Fabián', 'Elena']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const response = await testApp.call({ method: 'GET', url: '/api/usuarios/?search=%25' });
    expect(response.json().total).toBe(0);
  });

  it('filters with POST q/ by a field, a list of ids and busqueda', async () => {
    await testApp.call({ method: 'PUT', url: `/api/usuarios/${anaId}`, payload: { status: 'disabled' } });
    const disabled = (await testApp.call({ method: 'POST', url: '/api/usuarios/q/?page=1&size=10', payload: { status: 'disabled' } })).json();
    expect(disabled.data.map((user: { email: string }) => user.email)).toEqual(['ana.garcia@example.com']);
    const byIds = (await testApp.call({ method: 'POST', url: '/api/usuarios/q/', payload: { id: [1, anaId] } })).json();
    expect(byIds.total).toBe(2);
    const searched = (await testApp.call({ method: 'POST', url: '/api/usuarios/q/', payload: { busqueda: 'prueba', status: 'active' } })).json();
    expect(searched.total).toBe(6);
  });

  it('runs a batch with one result per item, bad items reported without stopping the rest', async () => {
    const response = await testApp.call({
      method: 'POST',
      url: '/api/usuarios/batch',
      payload: {
        items: [
          { op: 'create', data: { first_name: 'Hugo', last_name: 'Sol', email: 'hugo@example.com', password: 'hugo-password' } },
          { op: 'create', data: { first_name: '', last_name: 'Sin nombre', email: 'x@example.com', password: 'password-x' } },
          { op: 'update', id: anaId, data: { status: 'active' } },
          { op: 'delete', id: 99999 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [created, invalid, updated, missing] = response.json().results;
    expect(created).toMatchObject({ ok: true, record: { email: 'hugo@example.com' } });
    expect(created.record).not.toHaveProperty('password');
    expect(invalid).toMatchObject({ ok: false, error: 'validation', fields: { first_name: 'Este campo no puede estar vacio' } });
    expect(updated).toMatchObject({ ok: true, id: anaId, record: { status: 'active' } });
    expect(missing).toMatchObject({ ok: false, id: 99999, error: 'not_found' });
  });

  it("refuses to disable the signed-in user's own account (409, in words), alone or in a batch, and keeps them signed in", async () => {
    const { id: ownId } = await testApp.login();
    const own = await testApp.call({ method: 'PUT', url: `/api/usuarios/${ownId}`, payload: { status: 'disabled' } });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: 'conflict', message: 'No puedes desactivar tu propia cuenta' });
    const batch = await testApp.call({
      method: 'POST',
      url: '/api/usuarios/batch',
      payload: { items: [{ op: 'update', id: ownId, data: { status: 'disabled' } }] },
    });
    expect(batch.json().results[0]).toMatchObject({ ok: false, error: 'conflict' });
    const still = await testApp.call({ method: 'GET', url: `/api/usuarios/${ownId}` });
    expect(still.statusCode).toBe(200);
    expect(still.json().status).toBe('active');
  });

  it('deletes (204) and then the user is gone', async () => {
    expect((await testApp.call({ method: 'DELETE', url: `/api/usuarios/${anaId}` })).statusCode).toBe(204);
    expect((await testApp.call({ method: 'GET', url: `/api/usuarios/${anaId}` })).statusCode).toBe(404);
    expect((await testApp.call({ method: 'DELETE', url: `/api/usuarios/${anaId}` })).statusCode).toBe(404);
  });
});

describe('bad input gets 400 with field messages, never 500', () => {
  const post = (payload: unknown) => testApp.call({ method: 'POST', url: '/api/usuarios/', payload: payload as object });

  it.each([
    [
      'missing required fields',
      { email: 'a@example.com', password: 'password-1' },
      { first_name: 'Este campo no puede estar vacio', last_name: 'Este campo no puede estar vacio' },
    ],
    ['blank text', { ...ana, email: 'b@example.com', first_name: '   ' }, { first_name: 'Este campo no puede estar vacio' }],
    ['null in a required field', { ...ana, email: 'c@example.com', last_name: null }, { last_name: 'Este campo no puede estar vacio' }],
    ['wrong type', { ...ana, email: 'd@example.com', first_name: 42 }, { first_name: 'El valor no es válido' }],
    ['invalid email', { ...ana, email: 'not-an-email' }, { email: 'El valor no es válido' }],
    ['value outside the enum', { ...ana, email: 'e@example.com', status: 'boss' }, { status: 'El valor no es válido' }],
    ['too long', { ...ana, email: 'f@example.com', first_name: 'x'.repeat(81) }, { first_name: 'El valor no es válido' }],
    ['unknown field', { ...ana, email: 'g@example.com', is_admin: true }, { is_admin: 'Campo no permitido' }],
    ['missing password on create', { first_name: 'A', last_name: 'B', email: 'h@example.com' }, { password: 'Este campo no puede estar vacio' }],
    ['short password', { ...ana, email: 'i@example.com', password: 'short' }, { password: 'El valor no es válido' }],
  ])('%s', async (_case, payload, fields) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await testApp.call({ method: 'POST', url: '/api/usuarios/', payload: '{"first_name":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_request');
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['size=0', 'size'],
    ['size=501', 'size'],
    ['sort=password', 'sort'],
    ['order=sideways', 'order'],
    ['unknown=1', 'unknown'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses the list query %s', async (query, field) => {
    const response = await testApp.call({ method: 'GET', url: `/api/usuarios/?${query}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('refuses a bad id and a bad filter body', async () => {
    expect((await testApp.call({ method: 'GET', url: '/api/usuarios/abc' })).statusCode).toBe(400);
    const filter = await testApp.call({ method: 'POST', url: '/api/usuarios/q/', payload: { password: 'x' } });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().fields).toEqual({ password: 'Campo no permitido' });
  });

  it('refuses an empty or oversized batch', async () => {
    expect((await testApp.call({ method: 'POST', url: '/api/usuarios/batch', payload: { items: [] } })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => ({ op: 'delete', id: 1 }));
    expect((await testApp.call({ method: 'POST', url: '/api/usuarios/batch', payload: { items: many } })).statusCode).toBe(400);
  });
});
