import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../resources';
import { suppliers } from '../fixtures/suppliers';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({}, { extraResources: [suppliers] });
});
afterAll(() => testApp.close());

const base = `/${suppliers.path}`;

describe('a resource that is only a declaration', () => {
  it('creates records with the declared defaults and lists them by the declared sort', async () => {
    const acme = await testApp.call({ method: 'POST', url: base, payload: { name: 'Aceros del Norte', email: 'Ventas@Aceros.mx' } });
    expect(acme.statusCode).toBe(201);
    expect(acme.json()).toMatchObject({ name: 'Aceros del Norte', email: 'ventas@aceros.mx', kind: 'goods', active: true });
    await testApp.call({ method: 'POST', url: base, payload: { name: 'Bodegas Unidas', kind: 'services', active: false } });
    const list = (await testApp.call({ method: 'GET', url: base })).json();
    expect(list.total).toBe(2);
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Aceros del Norte', 'Bodegas Unidas']);
  });

  it('searches with busqueda and filters by its filterable fields', async () => {
    const found = (await testApp.call({ method: 'POST', url: `${base}q/`, payload: { busqueda: 'bodeg' } })).json();
    expect(found.data.map((row: { name: string }) => row.name)).toEqual(['Bodegas Unidas']);
    const services = (await testApp.call({ method: 'POST', url: `${base}q/`, payload: { kind: 'services', active: false } })).json();
    expect(services.total).toBe(1);
  });

  it('refuses bad input with 400 and the field messages', async () => {
    const bad = await testApp.call({ method: 'POST', url: base, payload: { name: '  ', kind: 'metals' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
      fields: { name: fieldMessages.blank, kind: fieldMessages.invalid },
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await testApp.call({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/erp/suppliers/', '/api/erp/suppliers/{id}', '/api/erp/suppliers/q/']));
    expect(Object.keys(document.paths['/api/erp/suppliers/'])).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
