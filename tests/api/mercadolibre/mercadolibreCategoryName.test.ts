import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
beforeAll(async () => {
  world = await startWorld({}, { worker: false });
});
afterAll(() => world.close());

const categoryOf = (id: string) => world.app.call({ method: 'GET', url: `/api/mercadolibre/service/categories/${id}` });

describe('MercadoLibre category names', () => {
  it('asks for an account first: categories are read with its token', async () => {
    expect((await categoryOf('MLM1621')).statusCode).toBe(409);
  });

  it("names a category by MercadoLibre's own name, refuses a malformed id and says which does not exist", async () => {
    await world.connectSeller('TIENDA_CATEGORIAS');
    const found = await categoryOf('MLM1621');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: 'MLM1621', name: 'Cafeteras' });
    expect((await categoryOf('cafeteras')).statusCode).toBe(400);
    const missing = await categoryOf('MLM999999999');
    expect(missing.statusCode, missing.body).toBe(422);
  });
});
