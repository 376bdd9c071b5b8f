import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, paths } from './catalogue/catalogueFixtures';
import { type MercadoLibreWorld, startWorld } from './mercadolibre/mercadoLibreTestSupport';
import { adminEmail } from './testApp';

/**
 * An error answer names its message's sentence (`detail: { key, params }`) beside the Spanish
 * `message`, so a screen words it in its reader's language; the message stays as it was.
 */
let world: MercadoLibreWorld;
beforeAll(async () => {
  world = await startWorld({}, { worker: false });
});
afterAll(() => world.close());

const app = () => world.app;

describe('the sentence of an error answer', () => {
  it('names the missing record of a 404', async () => {
    const missing = await app().call({ method: 'GET', url: `/${paths.warehouses}999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'El registro no existe', detail: { key: 'record_missing', params: {} } });
  });

  it('names a value another record holds already (409)', async () => {
    await created(app(), paths.clients, { name: 'Primero', client_code: 'CLI-SENT' });
    const taken = await app().call({ method: 'POST', url: `/${paths.clients}`, payload: { name: 'Segundo', client_code: 'CLI-SENT' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'conflict',
      message: 'Ya existe un registro con este valor',
      fields: { client_code: 'Ya existe un registro con este valor' },
      detail: { key: 'value_taken', params: {}, fields: { client_code: { key: 'value_taken', params: {} } } },
    });
  });

  it('names a refused login (401) and bad input (400)', async () => {
    const login = await app().app.inject({ method: 'POST', url: '/api/login/', payload: { username: adminEmail, password: 'otra-contraseña' } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Correo o contraseña incorrectos',
      detail: { key: 'invalid_credentials', params: {} },
    });
    const blank = await app().call({ method: 'POST', url: `/${paths.warehouses}`, payload: { label: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Los datos enviados no son válidos', detail: { key: 'invalid_input', params: {} } });
  });

  it('names the sentence of a field message said with values, beside the Spanish one', async () => {
    const refused = await app().call({
      method: 'POST',
      url: '/api/mercadolibre/publications/link_to_product',
      payload: { productId: 1, publicationIds: [999_999_999] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { publicationId: 'La publicación 999999999 no existe' },
      detail: { key: 'invalid_input', params: {}, fields: { publicationId: { key: 'publication_id_missing', params: { id: 999_999_999 } } } },
    });
  });

  it("names the sentence of a declaration's own field message (x-message) and of the generic ones", async () => {
    const refused = await app().call({ method: 'POST', url: `/${paths.clients}`, payload: { name: '', rfc: 'ABC', color: 'rojo' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { name: 'Este campo no puede estar vacio', rfc: 'RFC no válido: 12 o 13 caracteres (AAA010101AAA)', color: 'Campo no permitido' },
      detail: {
        key: 'invalid_input',
        params: {},
        fields: {
          name: { key: 'field_blank', params: {} },
          rfc: { key: 'rfc_invalid', params: {} },
          color: { key: 'field_not_allowed', params: {} },
        },
      },
    });
  });

  it("names a marketplace's refusal, its own words as a value", async () => {
    await world.connectSeller('TIENDA_SENTENCIAS');
    const refused = await app().call({ method: 'POST', url: '/api/mercadolibre/publications/import?id=MLM999999999' });
    expect(refused.statusCode, refused.body).toBe(422);
    const { message, detail } = refused.json();
    expect(message).toMatch(/^Mercado Libre rechazó la operación: ./);
    expect(detail).toEqual({
      key: 'marketplace_refused',
      params: { marketplace: 'Mercado Libre', reason: message.replace('Mercado Libre rechazó la operación: ', '') },
    });
  });

  it('names the refusal of a request no route takes', async () => {
    const unknown = await app().call({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.json()).toEqual({
      error: 'not_found',
      message: 'No existe GET /api/no-such-route',
      detail: { key: 'route_missing', params: { method: 'GET', path: '/api/no-such-route' } },
    });
  });
});
