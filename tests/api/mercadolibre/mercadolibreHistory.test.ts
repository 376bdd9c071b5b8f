import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationHistoryAnswer } from '../../../resources/mercadolibre/contract';
import { eventually, type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
const base = '/api/mercadolibre/publications/';
const call = (method: 'GET' | 'POST', url: string, payload?: object) => world.app.call({ method, url: `${base}${url}`, ...(payload ? { payload } : {}) });
const historyOf = async (id: number, query = ''): Promise<PublicationHistoryAnswer> => {
  const answer = await call('GET', `${id}/history${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

beforeAll(async () => {
  world = await startWorld();
  await world.connectSeller('TIENDA_HISTORIA');
});
afterAll(() => world.close());

describe('MercadoLibre publication history', () => {
  it('records creation, validation, publish, pause and resume, newest first', async () => {
    const [productId] = await world.createProducts(1);
    const id = Number((await call('POST', 'validate', { productId })).json().publication.id);
    expect((await call('GET', `${id}/publish`)).statusCode).toBe(200);
    expect((await call('GET', `${id}/pause`)).json().status).toBe('paused');
    expect((await call('GET', `${id}/resume`)).json().status).toBe('published');

    const history = await historyOf(id);
    expect(history).toMatchObject({ total: 5, page: 1, size: 25 });
    expect(history.data.map((event) => [event.kind, event.status_after])).toEqual([
      ['resumed', 'published'],
      ['paused', 'paused'],
      ['published', 'published'],
      ['validated', 'to_be_published'],
      ['created', 'to_be_published'],
    ]);
    expect(history.data.every((event) => event.source === 'user' && event.task_id === null)).toBe(true);

    const second = await historyOf(id, '?page=2&size=2');
    expect(second.data.map((event) => event.kind)).toEqual(['published', 'validated']);
    expect(second.total).toBe(5);
  });

  it('records the validation failure with its reason', async () => {
    const [productId] = await world.createProducts(1, { price: 10, price_ttc: 10, images: null });
    const id = Number((await call('POST', 'validate', { productId })).json().publication.id);
    const [latest] = (await historyOf(id)).data;
    expect(latest).toMatchObject({ kind: 'validation_failed', status_after: 'to_be_corrected' });
    expect(latest.message).toBeTruthy();
    // MercadoLibre writes in English: each issue keeps the sentence the screens word in the seller's language.
    expect(latest.issues).toContainEqual(expect.objectContaining({ detail: { key: 'ml_pictures_required', params: {} } }));
  });

  it('records no issues for a successful validation', async () => {
    const [productId] = await world.createProducts(1);
    const id = Number((await call('POST', 'validate', { productId })).json().publication.id);
    const [latest] = (await historyOf(id)).data;
    expect(latest).toMatchObject({ kind: 'validated', message: null, issues: null });
  });

  it('marks a bulk pause with its task', async () => {
    const [productId] = await world.createProducts(1);
    const id = Number((await call('POST', 'validate', { productId })).json().publication.id);
    await call('GET', `${id}/publish`);
    const task = (await call('POST', 'pause_multiple', [{ publicationId: id }])).json();
    const [latest] = await eventually(async () => {
      const { data } = await historyOf(id);
      return data[0]?.kind === 'paused' ? data : undefined;
    });
    expect(latest).toMatchObject({ status_after: 'paused', source: 'task', task_id: task.id });
  });

  it('answers 404 for an unknown publication and 400 for a bad page', async () => {
    expect((await call('GET', '999999/history')).statusCode).toBe(404);
    expect((await call('GET', '1/history?page=0')).statusCode).toBe(400);
  });
});
