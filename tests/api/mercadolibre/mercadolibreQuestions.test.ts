import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount, MercadoLibreQuestion } from '../../../resources/mercadolibre';
import type { NotificationRecord } from '../../../resources/notifications';
import { questionRead } from '../../../server/marketplaces/mercadolibre/questionRepository';
import { inboxRows } from './inboxSupport';
import { eventually, type MercadoLibreWorld, mlApp, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
let itemId: string;
let publicationId: number;

const questionsFound = async (busqueda: string): Promise<MercadoLibreQuestion[]> =>
  (await world.app.call({ method: 'POST', url: '/api/mercadolibre/questions/q/', payload: { busqueda } })).json().data ?? [];
const questionNotifications = async (resourceId: string): Promise<NotificationRecord[]> =>
  ((await world.app.call({ method: 'GET', url: '/api/notifications/' })).json().data ?? []).filter(
    (notification: NotificationRecord) => notification.type === 'question' && notification.resource_id === resourceId,
  );
const ask = async (text: string, buyerId?: number) => {
  const asked = world.sandbox.control.mercadolibre.createQuestion({ itemId, text, buyerId });
  const [row] = await eventually(async () => {
    const found = await questionsFound(String(asked.id));
    return found.length > 0 && found;
  });
  return { asked, row };
};
const answer = (id: number, text: unknown) => world.app.call({ method: 'POST', url: `/api/mercadolibre/questions/${id}/answer`, payload: { text } });

beforeAll(async () => {
  world = await startWorld();
  await world.app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = world.app.app.server.address() as AddressInfo;
  world.sandbox.control.mercadolibre.configureApp({ ...mlApp, notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre` });
  account = await world.connectSeller('TIENDA_PREGUNTAS');
  const [productId] = await world.createProducts(1);
  const validated = (await world.app.call({ method: 'POST', url: '/api/mercadolibre/publications/validate', payload: { productId } })).json();
  const published = (await world.app.call({ method: 'GET', url: `/api/mercadolibre/publications/${validated.publication.id}/publish` })).json();
  itemId = published.ml_id;
  publicationId = published.id;
});
afterAll(() => world.close());

describe('MercadoLibre questions', () => {
  it('a question asked on MercadoLibre is one row however often its webhook comes, and its notification links the row', async () => {
    const { asked, row } = await ask('¿Tienen envío a Monterrey?');
    expect(row).toMatchObject({
      ml_id: String(asked.id),
      account_id: account.id,
      item_id: itemId,
      publication_id: publicationId,
      buyer_id: asked.from.id,
      text: '¿Tienen envío a Monterrey?',
      status: 'UNANSWERED',
      answer_text: null,
    });
    const notification = { resource: `/questions/${asked.id}`, user_id: account.user_id, topic: 'questions', application_id: Number(mlApp.clientId) };
    const deliveries = await Promise.all(
      [1, 2, 3].map(() => world.app.app.inject({ method: 'POST', url: '/api/webhooks/mercadolibre', payload: notification })),
    );
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);
    const [announced] = await eventually(async () => {
      const found = await questionNotifications(String(asked.id));
      return found.length > 0 && found;
    });
    expect(announced.data.link).toBe(`/mercadolibre/preguntas?busqueda=${asked.id}`);
    // Let the redeliveries be processed, then count.
    await eventually(async () =>
      (await inboxRows(world.app.app.mercadolibre.context.database.db)).every((row) => row.resource !== notification.resource || row.status === 'done'),
    );
    expect(await questionsFound(String(asked.id))).toHaveLength(1);
    expect(await questionNotifications(String(asked.id))).toHaveLength(1);
  });

  it('a buyer whose MercadoLibre id passes 2^31−1 keeps it, and the list filters by it', async () => {
    const buyerId = 3_000_000_000;
    const { asked, row } = await ask('¿Tienen otro color?', buyerId);
    await ask('¿Y en talla grande?');
    expect(row).toMatchObject({ ml_id: String(asked.id), buyer_id: buyerId });
    expect((await world.app.call({ method: 'GET', url: `/api/mercadolibre/questions/${row.id}` })).json()).toMatchObject({ buyer_id: buyerId });
    const byBuyer = async (buyer_id: unknown) => world.app.call({ method: 'POST', url: '/api/mercadolibre/questions/q/', payload: { buyer_id } });
    const found = await byBuyer(buyerId);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((question: MercadoLibreQuestion) => question.ml_id)).toEqual([String(asked.id)]);
    expect((await byBuyer([buyerId, 1])).json().data).toHaveLength(1);
    // Past what a JSON number holds exactly, a buyer id is refused before any query.
    const refused = await byBuyer(2 ** 53);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation' });
  });

  it('an answer is stored at once and reaches MercadoLibre; an older copy of the question does not undo it', async () => {
    const { asked, row } = await ask('¿Es original?');
    const answered = await answer(row.id, 'Sí, es original y con garantía.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: row.id, status: 'ANSWERED', answer_text: 'Sí, es original y con garantía.', answer_date: expect.any(String) });
    expect((await world.app.call({ method: 'GET', url: `/api/mercadolibre/questions/${row.id}` })).json()).toMatchObject({ status: 'ANSWERED' });
    const { access_token: token } = world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
    const onMarketplace = await (
      await fetch(`${world.sandbox.mercadolibre.apiUrl}/questions/${asked.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(onMarketplace).toMatchObject({ status: 'ANSWERED', answer: { text: 'Sí, es original y con garantía.' } });

    // The question as it was read before the answer, stored late (a slow delivery).
    const stale = await world.app.app.mercadolibre.questions.upsert(questionRead(asked), { accountId: account.id });
    expect(stale).toMatchObject({ status: 'ANSWERED', answer_text: 'Sí, es original y con garantía.' });
    // Answering again is refused with the reason, and nothing is sent.
    const again = await answer(row.id, 'Otra respuesta');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La pregunta ya no espera respuesta');
  });

  it('refuses an empty or too long answer with the field message, and MercadoLibre’s refusal with its reason', async () => {
    const { row } = await ask('¿Qué medidas tiene?');
    for (const [text, message] of [
      ['', 'Este campo no puede estar vacio'],
      ['   ', 'Este campo no puede estar vacio'],
      ['x'.repeat(2001), 'El valor no es válido'],
    ]) {
      const refused = await answer(row.id, text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'validation', fields: { text: message } });
    }
    expect((await world.app.call({ method: 'POST', url: `/api/mercadolibre/questions/${row.id}/answer`, payload: {} })).json().fields).toEqual({
      text: 'Este campo no puede estar vacio',
    });
    expect((await answer(99_999_999, 'Hola')).statusCode).toBe(404);
    // Answered on MercadoLibre itself before our copy learnt it: MercadoLibre refuses, and says why.
    const { access_token: token } = world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
    world.sandbox.control.mercadolibre.configureApp({ ...mlApp, notificationUrl: 'http://127.0.0.1:9/unreachable' });
    try {
      const direct = await fetch(`${world.sandbox.mercadolibre.apiUrl}/answers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question_id: Number(row.ml_id), text: 'Desde Mercado Libre' }),
      });
      expect(direct.status).toBe(200);
      const refused = await answer(row.id, 'x'.repeat(2000));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(/Mercado Libre rechazó la operación: .*not UNANSWERED/);
    } finally {
      const { port } = world.app.app.server.address() as AddressInfo;
      world.sandbox.control.mercadolibre.configureApp({ ...mlApp, notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre` });
    }
  });

  it('two answers sent at once: one is taken, the other is refused with MercadoLibre’s reason, and the row keeps the one taken', async () => {
    const { row } = await ask('¿Hacen factura?');
    const replies = await Promise.all([answer(row.id, 'Sí, facturamos.'), answer(row.id, 'Claro que sí.')]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422]);
    const taken = replies.find((reply) => reply.statusCode === 200)?.json().answer_text;
    expect((await world.app.call({ method: 'GET', url: `/api/mercadolibre/questions/${row.id}` })).json()).toMatchObject({
      status: 'ANSWERED',
      answer_text: taken,
    });
  });
});
