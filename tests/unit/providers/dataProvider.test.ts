import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { createHttpClient } from '../../../src/providers/httpClient';
import { tokenStore } from '../../../src/providers/tokenStore';
import { jsonResponse, makeJwt, stubFetch, type RecordedCall } from '../support/fetchStub';

const user = { id: 7, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', status: 'active' };
const listAnswer = { data: [user], total: 1, page: 1, size: 5 };

const answer = (call: RecordedCall): Response => {
  if (call.url.endsWith('batch')) {
    const items = (call.body as { items: { id: number }[] }).items;
    return jsonResponse({ results: items.map((item) => ({ ok: true, id: item.id })) });
  }
  if (call.method === 'DELETE') return jsonResponse(null, 204);
  if (call.method === 'POST' && call.url === '/api/usuarios/') return jsonResponse(user, 201);
  if (call.url.includes('?')) return jsonResponse(listAnswer);
  return jsonResponse(user);
};

describe('dataProvider', () => {
  let calls: RecordedCall[];
  const provider = () => createDataProvider(createHttpClient(), []);

  beforeEach(() => {
    tokenStore.save({ token: makeJwt(60), refreshToken: 'r1', userName: 'Admin', id: 1, remember: false });
    calls = stubFetch(answer).calls;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists with GET, page/size/sort and the search text as `search`', async () => {
    const result = await provider().getList('usuarios', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'email', order: 'DESC' },
      filter: { busqueda: 'ana' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/usuarios/?page=2&size=10&sort=email&order=DESC&search=ana' });
    expect(calls[0]?.authorization).toMatch(/^Bearer /);
    expect(result).toEqual({ data: [user], total: 1 });
  });

  it('lists with POST q/ and `busqueda` in the body when other filters are set', async () => {
    await provider().getList('usuarios', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { busqueda: 'ana', status: 'disabled' },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/usuarios/q/?page=1&size=5&sort=id&order=ASC',
      body: { busqueda: 'ana', status: 'disabled' },
    });
  });

  it('gets one record by id', async () => {
    const { data } = await provider().getOne('usuarios', { id: 7 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/usuarios/7' });
    expect(data.email).toBe('ana@example.com');
  });

  it('gets many in one filtered request by key', async () => {
    await provider().getMany('usuarios', { ids: [7, 8, 9] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/usuarios/q/?page=1&size=3', body: { id: [7, 8, 9] } });
  });

  it('gets references with the target in the filter body', async () => {
    await provider().getManyReference('usuarios', {
      target: 'status',
      id: 'active',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/usuarios/q/?page=1&size=25&sort=email&order=ASC', body: { status: 'active' } });
  });

  it('creates with POST, sending only declared writable fields', async () => {
    await provider().create('usuarios', { data: { first_name: 'Ana', date_joined: '2020-01-01', password: 'secreto123' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/usuarios/', body: { first_name: 'Ana', password: 'secreto123' } });
  });

  it('updates with PUT, sending only the changed fields', async () => {
    await provider().update('usuarios', { id: 7, data: { ...user, status: 'disabled' }, previousData: user });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/usuarios/7', body: { status: 'disabled' } });
  });

  it('updates a versioned record with the version the form was loaded with, so a newer save is not overwritten', async () => {
    const warehouse = { id: 3, rowid: 3, label: 'Norte', tms: '2026-01-01T10:00:00.000Z' };
    await provider().update('almacenes', { id: 3, data: { ...warehouse, label: 'Sur' }, previousData: warehouse });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/erp/warehouses/3', body: { label: 'Sur', tms: warehouse.tms } });
  });

  it("sends an order's lines as the API takes them: each line's key and amount, read with the order, stay behind", async () => {
    const line = {
      rowid: 247,
      id: 247,
      product_id: 299,
      warehouse_id: 3,
      quantity: 500,
      unity_price: 7435.13,
      discount: 0,
      iva_rate: 16,
      total_price: 3717565,
    };
    const order = { id: 123, rowid: 123, client_id: 5, status: 'draft', lines: [line], tms: '2026-12-04T01:51:12.529Z' };
    await provider().update('pedidos', { id: 123, data: { ...order, lines: [{ ...line, quantity: 5 }] }, previousData: order });
    const sent = { product_id: 299, warehouse_id: 3, quantity: 5, unity_price: 7435.13, discount: 0, iva_rate: 16 };
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/erp/orders/123' });
    expect(calls[0].body).toEqual({ lines: [sent], tms: order.tms });

    await provider().create('pedidos', { data: { client_id: 5, lines: [{ ...line, quantity: 5 }] } });
    expect(calls[1].body).toEqual({ client_id: 5, lines: [sent] });
  });

  it('updates many with ONE batch request', async () => {
    const { data } = await provider().updateMany('usuarios', { ids: [1, 2, 3], data: { status: 'disabled' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/usuarios/batch',
      body: { items: [1, 2, 3].map((id) => ({ op: 'update', id, data: { status: 'disabled' } })) },
    });
    expect(data).toEqual([1, 2, 3]);
  });

  it('deletes one with DELETE and many with ONE batch request', async () => {
    await provider().delete('usuarios', { id: 7, previousData: user });
    await provider().deleteMany('usuarios', { ids: [4, 5] });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/usuarios/7', 'POST /api/usuarios/batch']);
    expect(calls[1]?.body).toEqual({
      items: [
        { op: 'delete', id: 4 },
        { op: 'delete', id: 5 },
      ],
    });
  });

  it("sends a delete's options as its query, and as each batch item's options", async () => {
    const meta = { options: { close_listings: true } };
    await provider().delete('usuarios', { id: 7, previousData: user, meta });
    await provider().deleteMany('usuarios', { ids: [4], meta });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/usuarios/7?close_listings=true', 'POST /api/usuarios/batch']);
    expect(calls[1]?.body).toEqual({ items: [{ op: 'delete', id: 4, options: { close_listings: true } }] });
  });

  it('reports a failed batch item as an error', async () => {
    stubFetch(() =>
      jsonResponse({
        results: [
          { ok: true, id: 1 },
          { ok: false, id: 2, error: 'not_found', message: 'No existe' },
        ],
      }),
    );
    await expect(provider().deleteMany('usuarios', { ids: [1, 2] })).rejects.toMatchObject({ message: 'No existe' });
  });

  it('hands the server field messages to the form as its errors, as sent (the worded provider says them by their sentences)', async () => {
    stubFetch(() => jsonResponse({ error: 'validation', message: 'Datos inválidos', fields: { email: 'Este campo no puede estar vacio' } }, 400));
    await expect(provider().create('usuarios', { data: { email: '' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { email: 'Este campo no puede estar vacio' } },
    });
  });
});
