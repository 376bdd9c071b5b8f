import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import type { NotificationRecord } from '../../../resources/notifications';
import { eventually, type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const unseen = async (): Promise<NotificationRecord[]> => (await world.app.call({ method: 'GET', url: '/api/notifications/' })).json().data ?? [];

beforeAll(async () => {
  world = await startWorld();
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = world.app.app.server.address() as AddressInfo;
  world.sandbox.control.mercadolibre.configureApp({ ...mlApp, notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre` });
  account = await world.connectSeller('TIENDA_ENLACES');
});
afterAll(() => world.close());

describe('notifications land on the record', () => {
  it('a question and a status change made on MercadoLibre link the publication’s sheet, and the list finds it by its MercadoLibre id', async () => {
    const [productId] = await world.createProducts(1);
    const validated = (await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/validate', payload: { productId } })).json();
    const published = (await world.app.call({ method: 'GET', url: `/api/mercadolibre/publications/${validated.publication.id}/publish` })).json();
    const sheet = `/mercadolibre/publicaciones/${published.id}`;

    world.sandbox.control.mercadolibre.createQuestion({ itemId: published.ml_id, text: '¿Hay en color negro?' });
    const question = await eventually(async () => (await unseen()).find((notification) => notification.type === 'question'));
    expect(question.data.link).toBe(sheet);

    // The seller pauses the listing on MercadoLibre itself.
    const { access_token: token } = world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
    const paused = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items/${published.ml_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paused' }),
    });
    expect(paused.status).toBe(200);
    const publication = await eventually(async () => (await unseen()).find((notification) => notification.type === 'publication'));
    expect(publication).toMatchObject({ resource_id: String(published.id), data: { ml_id: published.ml_id, link: sheet } });

    for (const search of [published.ml_id, String(published.id)]) {
      const found = (await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/q/', payload: { busqueda: search } })).json();
      expect(found.data.map((row: { id: number }) => row.id)).toContain(published.id);
      expect(found.total).toBe(found.data.length);
    }
    // A number no publication has as its id finds none by id (and a huge one is no error).
    expect((await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/q/', payload: { busqueda: '99999999' } })).json().total).toBe(0);
    expect((await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/q/', payload: { busqueda: '99999999999999' } })).statusCode).toBe(200);
  });
});
