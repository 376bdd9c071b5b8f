import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { publicationFromItem } from '../../../server/marketplaces/mercadolibre/itemMapping';
import { PublicationRepository } from '../../../server/marketplaces/mercadolibre/publicationRepository';
import { eventually, type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const base = '/api/mercadolibre/publications/';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  world.app.call({ method, url: `${base}${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  world = await startWorld();
  account = await world.connectSeller('TIENDA_PUBLICA');
});
afterAll(() => world.close());

/**
 * A product published and its listing's first stock comparison done, as the seller finds it a moment
 * later: that comparison pushes the product's price, so an edit made before it would be undone by it.
 */
async function publishedOne(): Promise<{ id: number; ml_id: string }> {
  const [productId] = await world.createProducts(1);
  const validated = await call('POST', 'validate', { productId });
  const published = await call('GET', `${validated.json().publication.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  const { id } = published.json();
  return eventually(async () => {
    const publication = (await call('GET', `${id}`)).json();
    return ['in_sync', 'out_of_sync'].includes(publication.sync_state) && publication;
  });
}

describe('MercadoLibre publications', () => {
  it('validates a product: predicted category, GTIN and SKU from the barcode, a valid verdict stored', async () => {
    const [productId] = await world.createProducts(1);
    const answer = await call('POST', 'validate', { productId });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ valid: true, errors: [] });
    expect(body.publication).toMatchObject({ product_id: productId, status: 'to_be_published', category_id: 'MLM1621', account_id: account.id });
    expect(body.publication.validations.valid).toBe(true);
  });

  it("reports MercadoLibre's causes as field errors and marks the publication to be corrected", async () => {
    const [productId] = await world.createProducts(1, { price: 10, price_ttc: 10, images: null });
    const body = (await call('POST', 'validate', { productId })).json();
    expect(body.valid).toBe(false);
    expect(body.errors.map((issue: { field: string }) => issue.field).sort()).toEqual(['pictures', 'price']);
    expect(body.publication.status).toBe('to_be_corrected');
    const publish = await call('GET', `${body.publication.id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json().message).toMatch(/lower than the minimum/);
  });

  it("names each cause it words by its sentence beside MercadoLibre's English, and a lone one inside the refusal's sentence", async () => {
    const [cheap] = await world.createProducts(1, { price: 10, price_ttc: 10, images: null });
    const both = (await call('POST', 'validate', { productId: cheap })).json();
    expect(Object.fromEntries(both.errors.map((issue: { field: string; detail: unknown }) => [issue.field, issue.detail]))).toEqual({
      price: { key: 'ml_price_below_minimum', params: { minimum: expect.stringMatching(/^\d+(\.\d+)?$/) } },
      pictures: { key: 'ml_pictures_required', params: {} },
    });
    expect(both.publication.validations.errors.map((issue: { detail: { key: string } }) => issue.detail.key).sort()).toEqual([
      'ml_pictures_required',
      'ml_price_below_minimum',
    ]);

    const [unpictured] = await world.createProducts(1, { images: null });
    const alone = (await call('POST', 'validate', { productId: unpictured })).json();
    expect(alone.errors).toMatchObject([
      { field: 'pictures', message: expect.stringMatching(/pictures are mandatory/), detail: { key: 'ml_pictures_required' } },
    ]);
    const publish = await call('GET', `${alone.publication.id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json()).toMatchObject({
      message: expect.stringMatching(/pictures are mandatory/),
      detail: {
        key: 'marketplace_refused',
        params: { marketplace: 'Mercado Libre', reason: expect.stringMatching(/pictures are mandatory/), reasonKey: 'ml_pictures_required' },
      },
    });
  });

  it('publishes, pauses, resumes, closes and deletes on MercadoLibre, refusing what the status forbids', async () => {
    const published = await publishedOne();
    expect(published).toMatchObject({ status: 'published' });
    expect(published.ml_id).toMatch(/^MLM\d+$/);
    expect((await call('GET', `${published.id}/publish`)).statusCode).toBe(409);
    expect((await call('GET', `${published.id}/resume`)).statusCode).toBe(409);
    expect((await call('GET', `${published.id}/pause`)).json().status).toBe('paused');
    expect((await call('GET', `${published.id}/pause`)).statusCode).toBe(409);
    expect((await call('GET', `${published.id}/resume`)).json().status).toBe('published');
    expect((await call('GET', `${published.id}/close`)).json().status).toBe('finished');
    expect((await call('GET', `${published.id}/resume`)).statusCode).toBe(409);
    expect((await call('DELETE', `${published.id}/mercadolibre`)).json().status).toBe('deleted');
    const items = world.sandbox.control.mercadolibre.itemCreations(account.user_id).items;
    expect(items.find((item) => item.id === published.ml_id)?.sub_status).toEqual(['deleted']);
  });

  it('deletes a live item on MercadoLibre by closing it first', async () => {
    const published = await publishedOne();
    expect((await call('DELETE', `${published.id}/mercadolibre`)).json().status).toBe('deleted');
  });

  it('pushes edits to MercadoLibre, and keeps our record when MercadoLibre refuses', async () => {
    const published = await publishedOne();
    const edited = await call('PUT', `${published.id}`, { price: 950, available_quantity: 3 });
    expect(edited.json()).toMatchObject({ price: 950, available_quantity: 3 });
    const refused = await call('PUT', `${published.id}`, { price: 1 });
    expect(refused.statusCode).toBe(422);
    expect((await call('GET', `${published.id}`)).json().price).toBe(950);
  });

  it('refuses the second of two edits based on one version, even sent together, with the publication as stored now', async () => {
    const published = await publishedOne();
    const loaded = (await call('GET', `${published.id}`)).json().updated_at;
    const answers = await Promise.all([
      call('PUT', `${published.id}`, { price: 111, updated_at: loaded }),
      call('PUT', `${published.id}`, { price: 222, updated_at: loaded }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({ error: 'conflict', message: 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales' });
    expect(refused.current.id).toBe(published.id);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json();
    expect((await call('GET', `${published.id}`)).json().price).toBe(kept.price);
    expect((await call('PUT', `${published.id}`, { price: 333, updated_at: kept.updated_at })).statusCode).toBe(200);
  });

  it('keeps an edit when a copy of the item read before it is stored after it, as a late notification would', async () => {
    const published = await publishedOne();
    const readBeforeTheEdit = (await call('GET', `${published.id}`)).json().ml_json;
    // MercadoLibre stamps each change with the time; the edit must come at a later millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call('PUT', `${published.id}`, { price: 950 })).statusCode).toBe(200);
    const publications = new PublicationRepository(world.app.context.database.db);
    await publications.update(published.id, publicationFromItem(readBeforeTheEdit), { source: 'marketplace' });
    const stored = (await call('GET', `${published.id}`)).json();
    expect(stored).toMatchObject({ price: 950, ml_json: { price: 950 } });
    expect(Date.parse(stored.ml_updated)).toBeGreaterThan(Date.parse(readBeforeTheEdit.last_updated));
  });

  it('imports an item by id, and deletes only our record with DELETE {id}', async () => {
    const published = await publishedOne();
    expect((await call('DELETE', `${published.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${published.id}`)).statusCode).toBe(404);
    const imported = await call('POST', `import?id=${published.ml_id}`);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ ml_id: published.ml_id, status: 'published' });
    expect(imported.json().product_id).toBeGreaterThan(0);
  });

  it('answers 502 and leaves the publication untouched when MercadoLibre is down', async () => {
    const published = await publishedOne();
    world.sandbox.control.mercadolibre.injectFault({ kind: 'server_error', count: 10, path: `/items/${published.ml_id}` });
    const answer = await call('GET', `${published.id}/pause`);
    expect(answer.statusCode).toBe(502);
    world.sandbox.control.mercadolibre.clearFaults();
    expect((await call('GET', `${published.id}`)).json().status).toBe('published');
  });

  it("lists a published one with what the list shows: MercadoLibre's photo, id and link, price, stock and listing type", async () => {
    const published = await publishedOne();
    const page = await call('GET', `?page=1&size=5&search=${published.ml_id}`);
    const row = page.json().data.find((entry: { id: number }) => entry.id === published.id);
    // The item as MercadoLibre returned it, kept on the publication's own record.
    const item = (await call('GET', String(published.id))).json().ml_json;
    // MercadoLibre's thumbnail address is http://; the list shows the same image over https, the only
    // scheme the back office's pages load images from.
    expect(item.thumbnail).toMatch(/^http:\/\/http2\.mlstatic\.com\//);
    expect(row).toMatchObject({
      ml_id: published.ml_id,
      thumbnail: item.thumbnail.replace(/^http:/, 'https:'),
      link: item.permalink,
      price: item.price,
      available_quantity: item.available_quantity,
      listing_type_id: item.listing_type_id,
    });
  });

  it('lists, searches and filters publications; legacy lists page from 0', async () => {
    const page = await call('GET', '?page=1&size=25&search=cafetera');
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBeGreaterThan(0);
    const paused = await world.app.call({ method: 'POST', url: `${base}q/?page=1&size=5`, payload: { status: 'published' } });
    expect(paused.json().data.every((row: { status: string }) => row.status === 'published')).toBe(true);
    const legacy = await world.app.call({ method: 'GET', url: '/api/mercado_libre/publicaciones/publicadas/?pagination_data=true' });
    expect(legacy.json().pagination).toMatchObject({ page: 0, limit: 5 });
    const pending = await world.app.call({ method: 'GET', url: '/api/mercado_libre/publicaciones/pendientes/' });
    expect(Array.isArray(pending.json())).toBe(true);
  });

  it('serves fees, category prediction and GTIN search from our origin', async () => {
    const fees = await world.app.call({ method: 'GET', url: '/api/mercadolibre/service/listing_prices?price=899&logistic_type=drop_off&category_id=MLM1621' });
    expect(fees.json().map((fee: { listing_type_id: string }) => fee.listing_type_id)).toContain('gold_special');
    const predicted = await world.app.call({ method: 'GET', url: '/api/mercadolibre/service/category_prediction?title=Cafetera%20Oster' });
    expect(predicted.json().category_id).toBe('MLM1621');
    expect((await world.app.call({ method: 'GET', url: '/api/mercadolibre/service/publication_types/MLM1621' })).json().length).toBe(3);
    expect((await world.app.call({ method: 'GET', url: `/api/mercadolibre/service/${account.id}/shipping/schedule` })).statusCode).toBe(200);
    expect((await world.app.call({ method: 'POST', url: '/api/mercadolibre/service/shipping_methods/MLM1621' })).statusCode).toBe(200);
  });
});
