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
  account = await world.connectSeller('TIENDA_AVISOS');
});
afterAll(() => world.close());

describe('MercadoLibre webhooks', () => {
  it('turns a buyer question and a sale into notifications, fetched with the seller token', async () => {
    const [productId] = await world.createProducts(1);
    const validated = (await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/validate', payload: { productId } })).json();
    const published = (await world.app.call({ method: 'GET', url: `/api/mercadolibre/publications/${validated.publication.id}/publish` })).json();
    const control = world.sandbox.control.mercadolibre;
    control.createQuestion({ itemId: published.ml_id, text: '¿Tienen envío a Monterrey?' });
    const question = await eventually(async () => (await unseen()).find((notification) => notification.type === 'question'));
    expect(question).toMatchObject({ marketplace: 0 });
    expect(question.message).toBe(`Nueva pregunta sobre «${published.title}»: ¿Tienen envío a Monterrey?`);
    // The data carries what a client needs to say it again in the user's language, the listing by its title.
    expect(question.data).toMatchObject({
      sentence: 'question_on_listing',
      item_id: published.ml_id,
      title: published.title,
      text: '¿Tienen envío a Monterrey?',
    });
    const sale = control.placeOrder({ itemId: published.ml_id, quantity: 1 });
    // The sale's own announcement (its product has no stock in any warehouse: a shortage is announced beside it).
    const order = await eventually(async () =>
      (await unseen()).find((notification) => notification.type === 'order' && notification.resource_id === String(sale.id)),
    );
    expect(order.message).toMatch(/Nueva venta/);
    expect(order.data).toMatchObject({ title: published.title, total_amount: expect.any(Number) });
    const payment = await eventually(async () => (await unseen()).find((notification) => notification.type === 'payment'));
    expect(payment.data).toMatchObject({ status: expect.any(String), amount: expect.any(Number) });
    const deliveries = control.webhookDeliveries({ topic: 'questions' });
    expect(deliveries.every((delivery) => delivery.state === 'delivered')).toBe(true);
  });

  it('refuses notifications of an unknown application or seller', async () => {
    const post = (body: object) => world.app.app.inject({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: body });
    expect((await post({ resource: '/items/MLM1', user_id: account.user_id, topic: 'items', application_id: 1 })).statusCode).toBe(403);
    expect((await post({ resource: '/items/MLM1', user_id: 42, topic: 'items', application_id: Number(mlApp.clientId) })).statusCode).toBe(404);
    expect((await post({ resource: '/items/MLM1', user_id: String(account.user_id), topic: 'items', application_id: mlApp.clientId })).statusCode).toBe(200);
  });

  it('a question links its row on the questions screen, a status change made on MercadoLibre the publication’s sheet, and the list finds it by its MercadoLibre id', async () => {
    const [productId] = await world.createProducts(1);
    const validated = (await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/validate', payload: { productId } })).json();
    const published = (await world.app.call({ method: 'GET', url: `/api/mercadolibre/publications/${validated.publication.id}/publish` })).json();
    const sheet = `/mercadolibre/publicaciones/${published.id}`;

    world.sandbox.control.mercadolibre.createQuestion({ itemId: published.ml_id, text: '¿Hay en color negro?' });
    const question = await eventually(async () =>
      (await unseen()).find((notification) => notification.type === 'question' && notification.data.item_id === published.ml_id),
    );
    expect(question.data.link).toBe(`/mercadolibre/preguntas?busqueda=${question.resource_id}`);

    // The seller pauses the listing on MercadoLibre itself.
    const { access_token: token } = world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
    const paused = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items/${published.ml_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'paused' }),
    });
    expect(paused.status).toBe(200);
    const publication = await eventually(async () =>
      (await unseen()).find((notification) => notification.type === 'publication' && notification.resource_id === String(published.id)),
    );
    expect(publication).toMatchObject({
      resource_id: String(published.id),
      data: { sentence: 'listing_status', ml_id: published.ml_id, title: published.title, status: 'paused', link: sheet },
    });

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
