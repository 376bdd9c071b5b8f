import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FieldDeclaration, type FieldKind, fieldMessages, listLimits, resources } from '../../resources';
import { seedDemoCatalogue } from '../../server/catalogue/demo/seedDemoCatalogue';
import { startTestApp, type TestApp } from './testApp';

/**
 * Hostile input on every declared resource and every documented route: each answer must be a
 * 4xx JSON error, never a 500 (a value the database cannot hold must be refused before it).
 */
let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
  const { db, dialect } = api.context.database;
  // A value each database refuses as data: text where PostgreSQL wants an integer, text as SQLite's integer key.
  api.app.get('/api/data-error-probe', async () => {
    if (dialect === 'postgres') await sql`select ${'abc'}::integer`.execute(db);
    else {
      await sql`create temp table if not exists probe (id integer primary key)`.execute(db);
      await sql`insert into probe (id) values (${'abc'})`.execute(db);
    }
    return { reached: true };
  });
  // What PostgreSQL answers the transaction it gives up in a deadlock (SQLite runs one at a time).
  api.app.get('/api/deadlock-probe', async () => {
    if (dialect === 'postgres') await sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`.execute(db);
    return { reached: true };
  });
  await seedDemoCatalogue(api.context.database.db, { products: 3, customers: 2, orders: 2 });
});
afterAll(() => api.close());

const badIds = ['1e309', '1'.repeat(40), '-1', '0', 'abc', '2147483648', '9007199254740993', '1.5', '%00', 'a%00b'];
const nul = 'a\u0000b';
// Bad for every kind of field: NUL bytes (alone, inside text, in a key) and shapes no field takes.
const badForAll: unknown[] = ['\u0000', nul, { [`x${nul}`]: 1 }, [{ [`x${nul}`]: 1 }]];
const outOfRange = [1e308, -1e308, 2_147_483_648, -2_147_483_649, 1e40, 1.5];
const badByKind: Partial<Record<FieldKind, unknown[]>> = {
  integer: outOfRange,
  reference: outOfRange,
  number: ['abc', true],
  boolean: [1e308, 'abc'],
  string: [1e308, -1e308],
  text: [1e308],
  email: [1e308, 'abc'],
  password: [1e308],
  date: ['abc', 1e308],
  datetime: ['abc', -1e308],
  enum: [1e308, 'abc\u0000'],
  tags: [[nul], [1e308]],
  json: [[1e308]],
};

// A wide integer's column is 64-bit: past it is whatever a JSON number cannot hold exactly.
const outOfWideRange = [1e308, -1e308, 2 ** 53, -(2 ** 53), 1e40, 1.5];

const badValuesFor = (field: FieldDeclaration): unknown[] => {
  if (field.kind === 'reference' && field.many) return [...badForAll, [1e308], [2_147_483_648], [nul], 1e308];
  if (field.kind === 'integer' && field.wide) return [...badForAll, ...outOfWideRange];
  return [...badForAll, ...(badByKind[field.kind] ?? [])];
};

const textKinds = new Set<FieldKind>(['string', 'text', 'email', 'password']);

/** Free JSON fields and read-only fields take any value by design. */
const writable = (field: FieldDeclaration) => !field.readOnly && !(field.kind === 'json' && !field.items);

const failures: string[] = [];
async function expectClientError(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await api.call(options);
  const body = (() => {
    try {
      return response.json() as { error?: unknown };
    } catch {
      return undefined;
    }
  })();
  const ok = response.statusCode >= 400 && response.statusCode < 500 && typeof body?.error === 'string';
  if (!ok)
    failures.push(`${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  return response;
}

const expectNoFailures = () => {
  expect(failures.splice(0)).toEqual([]);
};

const firstId = async (base: string, key: string): Promise<number> => {
  const list = await api.call({ method: 'GET', url: `${base}?size=1` });
  const row = (list.json() as { data?: Record<string, unknown>[] }).data?.[0];
  return row ? Number(row[key] ?? row.id) : 1;
};

describe('declared resources', () => {
  it('refuse ids that are not a stored integer on every by-id call', async () => {
    for (const resource of resources) {
      const base = `/${resource.path}`;
      for (const id of badIds) {
        await expectClientError({ method: 'GET', url: `${base}${id}` });
        if (resource.readOnly) continue;
        await expectClientError({ method: 'PUT', url: `${base}${id}`, payload: {} });
        await expectClientError({ method: 'DELETE', url: `${base}${id}` });
        await expectClientError({ method: 'POST', url: `${base}batch`, payload: { items: [{ op: 'delete', id: Number(id) }] } });
      }
    }
    expectNoFailures();
  });

  it('refuse bad list parameters', async () => {
    const query = [
      'page=1e309',
      `page=${'9'.repeat(40)}`,
      'page=-1',
      'size=abc',
      'size=1e308',
      'search=%00',
      `search=${'x'.repeat(5_000)}`,
      'sort=%00',
      'order=%00',
    ];
    for (const resource of resources) {
      for (const parameter of query) {
        await expectClientError({ method: 'GET', url: `/${resource.path}?${parameter}` });
        await expectClientError({ method: 'POST', url: `/${resource.path}q/?${parameter}`, payload: {} });
      }
    }
    expectNoFailures();
  });

  it('answer the deepest page a list allows at its largest size on both databases, and refuse one beyond it with the field named', async () => {
    for (const resource of resources) {
      const deepest = await api.call({ method: 'GET', url: `/${resource.path}?page=${listLimits.maxPage}&size=${listLimits.maxSize}` });
      if (deepest.statusCode !== 200) failures.push(`GET /${resource.path} deepest page → ${deepest.statusCode} ${deepest.body.slice(0, 120)}`);
      const beyond = await expectClientError({ method: 'GET', url: `/${resource.path}?page=${listLimits.maxPage + 1}&size=1` });
      if (beyond.statusCode === 400 && (beyond.json() as { fields?: Record<string, string> }).fields?.page !== fieldMessages.invalid)
        failures.push(`GET /${resource.path} page beyond → ${beyond.body.slice(0, 120)}`);
    }
    for (const list of ['pendientes', 'publicadas']) {
      for (const name of ['account_id', 'product_id']) {
        const response = await expectClientError({ method: 'GET', url: `/api/mercado_libre/publicaciones/${list}/?${name}=2147483648` });
        if (response.statusCode === 400 && (response.json() as { fields?: Record<string, string> }).fields?.[name] !== fieldMessages.invalid)
          failures.push(`legacy ${list} ${name} → ${response.body.slice(0, 120)}`);
      }
    }
    expectNoFailures();
  });

  it('refuse an instant the date-time format admits but a date cannot hold (a leap second) in every since filter', async () => {
    for (const resource of resources) {
      for (const [name, filter] of Object.entries(resource.filters ?? {})) {
        if (filter.kind !== 'since') continue;
        const response = await expectClientError({ method: 'POST', url: `/${resource.path}q/`, payload: { [name]: '2024-06-30T23:59:60Z' } });
        if (response.statusCode === 400) expect(response.json()).toMatchObject({ fields: { [name]: fieldMessages.invalid } });
      }
    }
    expectNoFailures();
  });

  it('refuse bad field values on create, update, filter and batch', async () => {
    for (const resource of resources) {
      const base = `/${resource.path}`;
      const id = await firstId(base, resource.key);
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!writable(field)) continue;
        for (const value of badValuesFor(field)) {
          if (!field.virtual) await expectClientError({ method: 'POST', url: `${base}q/`, payload: { [name]: value } });
          if (resource.readOnly) continue;
          await expectClientError({ method: 'POST', url: base, payload: { [name]: value } });
          const updated = await expectClientError({ method: 'PUT', url: `${base}${id}`, payload: { [name]: value } });
          const message = (updated.json() as { fields?: Record<string, string> }).fields?.[name];
          if (value === nul && textKinds.has(field.kind) && !field.pattern && message !== fieldMessages.invalid)
            failures.push(`PUT ${base} ${name}: NUL answered "${message}"`);
          const batch = await api.call({ method: 'POST', url: `${base}batch`, payload: { items: [{ op: 'update', id, data: { [name]: value } }] } });
          const results = (batch.json() as { results?: { ok: boolean; error?: string }[] }).results;
          if (batch.statusCode !== 200 || results?.[0]?.ok !== false || !results[0].error)
            failures.push(`batch ${base} ${name}=${JSON.stringify(value)} → ${batch.statusCode} ${batch.body.slice(0, 120)}`);
        }
      }
    }
    expectNoFailures();
  });

  it('refuse infinite numbers written as JSON (1e309) and bodies of the wrong shape', async () => {
    for (const resource of resources) {
      const base = `/${resource.path}`;
      const id = await firstId(base, resource.key);
      const numeric = Object.entries(resource.fields).filter(([, field]) => writable(field) && ['integer', 'number', 'reference'].includes(field.kind));
      const bodies = ['[]', '[{}]', '"texto"', '1e309', 'null', '', ...numeric.flatMap(([name]) => [`{"${name}": 1e309}`, `{"${name}": -1e309}`])];
      for (const payload of bodies) {
        const headers = { 'content-type': 'application/json' };
        await expectClientError({ method: 'POST', url: `${base}q/`, payload, headers });
        if (resource.readOnly) continue;
        await expectClientError({ method: 'POST', url: base, payload, headers });
        await expectClientError({ method: 'PUT', url: `${base}${id}`, payload, headers });
        await expectClientError({ method: 'POST', url: `${base}batch`, payload, headers });
      }
    }
    expectNoFailures();
  });
});

describe('hand-written routes', () => {
  type Operation = { requestBody?: unknown; parameters?: { in: string; name: string }[] };
  // The generic calls are walked above; every other route (actions under a resource's path too) here.
  const genericPaths = new Set(resources.flatMap((resource) => ['', '{id}', 'q/', 'batch'].map((tail) => `/${resource.path}${tail}`)));
  const documented = async () => {
    const document = (await api.call({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(document.paths)
      .filter(([path]) => !genericPaths.has(path))
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase() as 'GET', operation })));
  };

  it('refuse bad path parameters', async () => {
    for (const { path, method } of await documented()) {
      if (!path.includes('{')) continue;
      for (const id of badIds) await expectClientError({ method, url: path.replace(/\{[^}]+\}/g, id) });
    }
    expectNoFailures();
  });

  it('refuse bodies of the wrong shape and NUL bytes', async () => {
    const bodies = [
      '[]',
      '"texto"',
      '1e309',
      `{"x${nul}": 1}`,
      JSON.stringify({ phase: nul, name: nul, items: [nul], ids: [1e308] }),
      JSON.stringify([{ id: 1e308 }, { publicationId: 2_147_483_648 }]),
    ];
    for (const { path, method, operation } of await documented()) {
      if (!operation.requestBody || path.includes('{')) continue;
      for (const payload of bodies) await expectClientError({ method, url: path, payload, headers: { 'content-type': 'application/json' } });
    }
    expectNoFailures();
  });

  it('refuse lists holding null or text where they hold ids or records', async () => {
    type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
    const isArray = (schema: Schema | undefined) => schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array'));
    for (const { path, method, operation } of await documented()) {
      const schema = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
      if (!schema || path.includes('{')) continue;
      const headers = { 'content-type': 'application/json' };
      if (isArray(schema)) for (const entries of [[null], ['texto']]) await expectClientError({ method, url: path, payload: JSON.stringify(entries), headers });
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!isArray(property)) continue;
        for (const entries of [[null], ['texto']]) await expectClientError({ method, url: path, payload: JSON.stringify({ [name]: entries }), headers });
      }
    }
    expectNoFailures();
  });

  it('refuse bad sign-in bodies', async () => {
    for (const payload of [{ username: nul, password: nul }, { username: 'admin@example.com', password: nul }, { username: 1e308, password: [] }, [], {}]) {
      const response = await api.app.inject({ method: 'POST', url: '/api/login/', payload });
      if (response.statusCode < 400 || response.statusCode >= 500)
        failures.push(`login ${JSON.stringify(payload)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expectNoFailures();
  });

  it('refuse bad query parameters', async () => {
    for (const { path, method, operation } of await documented()) {
      const names = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      if (names.length === 0 || path.includes('{')) continue;
      for (const value of ['1e309', '9'.repeat(40), '-1e308', '%00']) {
        await expectClientError({ method, url: `${path}?${names.map((name) => `${name}=${value}`).join('&')}` });
      }
    }
    expectNoFailures();
  });
});

describe('uploads', () => {
  it('refuse a missing body, a JSON body for the raw file and an unknown content type', async () => {
    await expectClientError({ method: 'POST', url: '/api/uploads/' });
    await expectClientError({ method: 'POST', url: '/api/uploads/', payload: 'phase=start', headers: { 'content-type': 'text/plain' } });
    await expectClientError({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: nul, size: 10 } });
    await expectClientError({ method: 'POST', url: '/api/uploads/', payload: { phase: 'start', name: 'a.png', size: 1e308 } });
    await expectClientError({ method: 'PUT', url: '/api/uploads/?name=a.png', payload: { phase: 'start' } });
    await expectClientError({ method: 'PUT', url: '/api/uploads/?name=a%00.png', payload: Buffer.from('GIF89a'), headers: { 'content-type': 'image/gif' } });
    await expectClientError({ method: 'PUT', url: '/api/uploads/' });
    expectNoFailures();
    const wrongType = await api.call({ method: 'POST', url: '/api/uploads/', payload: 'phase=start', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.statusCode).toBe(415);
    const jsonPut = await api.call({ method: 'PUT', url: '/api/uploads/?name=a.png', payload: { phase: 'start' } });
    expect(jsonPut.statusCode).toBe(415);
  });
});

describe("the framework's own refusals", () => {
  it("answer in the API's shape and in Spanish, without echoing the request", async () => {
    const expectSpanish = async (options: InjectOptions, status: number, error: string) => {
      const response = await api.call(options);
      const body = response.json() as Record<string, unknown>;
      if (response.statusCode !== status || body.error !== error || Object.keys(body).some((key) => !['error', 'message', 'detail'].includes(key)))
        failures.push(`${options.method} ${String(options.url).slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      if (typeof body.message !== 'string' || /[a-z]+ is |body|url|request/i.test(body.message))
        failures.push(`${options.method} ${String(options.url).slice(0, 60)}: message ${String(body.message).slice(0, 80)}`);
    };
    const json = { 'content-type': 'application/json' };
    await expectSpanish({ method: 'GET', url: '/api/erp/orders/%ff' }, 400, 'bad_request');
    await expectSpanish({ method: 'GET', url: `/api/erp/orders/${'1'.repeat(150)}` }, 400, 'bad_request');
    await expectSpanish({ method: 'POST', url: '/api/erp/orders/', payload: '{', headers: json }, 400, 'bad_request');
    await expectSpanish({ method: 'POST', url: '/api/erp/orders/', payload: '', headers: json }, 400, 'bad_request');
    await expectSpanish(
      { method: 'POST', url: '/api/erp/orders/', payload: JSON.stringify({ notes: 'x'.repeat(1_100_000) }), headers: json },
      413,
      'too_large',
    );
    expectNoFailures();
  });
});

describe('a transaction the database gave up for a concurrent one', () => {
  it('answers 409 to try again, not 500', async () => {
    const response = await api.call({ method: 'GET', url: '/api/deadlock-probe' });
    if (api.context.database.dialect !== 'postgres') return expect(response.statusCode).toBe(200);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'Otra operación cambiaba los mismos datos a la vez: vuelve a intentarlo',
      detail: { key: 'concurrent_change', params: {} },
    });
  });
});

describe('a data error the validation did not foresee', () => {
  it('still answers 400 JSON, not 500', async () => {
    const response = await api.call({ method: 'GET', url: '/api/data-error-probe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', message: 'Los datos enviados no son válidos' });
  });
});
