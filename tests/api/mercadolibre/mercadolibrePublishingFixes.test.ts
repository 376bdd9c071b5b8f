import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { validPhone } from '../sandbox/mercadolibreHarness';
import { mlApp, type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
let pictures: Server;
let picturesUrl: string;
const publicUrl = 'https://tienda.example.com';
const base = '/api/mercadolibre/publications/';

beforeAll(async () => {
  world = await startWorld({ PUBLIC_URL: publicUrl }, { worker: false });
  account = await world.connectSeller('TIENDA_FOTOS');
  // Serves one picture; every other path is missing.
  pictures = createServer((request, response) => {
    response.writeHead(request.url === '/ok.jpg' ? 200 : 404, { 'content-type': 'image/jpeg' }).end('jpeg');
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  picturesUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await world.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const validate = (productId: number, images?: string[]) =>
  world.app.call({ method: 'POST', url: `${base}validate`, payload: { productId, ...(images ? { images } : {}) } });

const draftsOf = async (productId: number) =>
  (
    await world.app.context.database.db
      .selectFrom('mercadolibre_publications')
      .select('id')
      .where('product_id', '=', productId)
      .where('ml_id', 'is', null)
      .execute()
  ).map((row) => Number(row.id));

/** `POST /items/validate` on the sandbox with the seller's own token. */
async function sandboxValidate(pictureSources: string[]) {
  const { access_token: token } = world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
  const response = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items/validate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(validPhone({ pictures: pictureSources.map((source) => ({ source })) })),
  });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as { cause: { code: string }[] }) };
}

describe('publishing fixes', () => {
  it('validating a product three times keeps one draft, and after publishing a new validation makes one new draft', async () => {
    const [productId] = await world.createProducts(1);
    const ids = [];
    for (let round = 0; round < 3; round++) ids.push((await validate(productId)).json().publication.id);
    expect(new Set(ids).size).toBe(1);
    expect(await draftsOf(productId)).toEqual([ids[0]]);
    expect((await world.app.call({ method: 'GET', url: `${base}${ids[0]}/publish` })).statusCode).toBe(200);
    const again = [(await validate(productId)).json().publication.id, (await validate(productId)).json().publication.id];
    expect(again[0]).not.toBe(ids[0]);
    expect(again[1]).toBe(again[0]);
    expect(await draftsOf(productId)).toEqual([again[0]]);
  });

  it('concurrent validations of one product make one draft', async () => {
    const [productId] = await world.createProducts(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => validate(productId)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().publication.id)).size).toBe(1);
    expect(await draftsOf(productId)).toHaveLength(1);
  });

  it('publishes the pictures chosen at validation, as absolute URLs on PUBLIC_URL', async () => {
    const [productId] = await world.createProducts(1, { images: null });
    const validated = await validate(productId, ['/media/frente.png', 'https://cdn.example.com/lado.jpg']);
    expect(validated.json().valid, validated.body).toBe(true);
    const published = await world.app.call({ method: 'GET', url: `${base}${validated.json().publication.id}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    const sources = (published.json().ml_json.pictures as { source: string }[]).map((picture) => picture.source);
    expect(sources).toEqual([`${publicUrl}/media/frente.png`, 'https://cdn.example.com/lado.jpg']);
  });

  it('a validation without pictures keeps those chosen before', async () => {
    const [productId] = await world.createProducts(1, { images: null });
    const first = (await validate(productId, ['https://cdn.example.com/uno.jpg'])).json();
    const again = await world.app.call({ method: 'GET', url: `${base}${first.publication.id}/validate` });
    expect(again.json().valid, again.body).toBe(true);
    const published = await world.app.call({ method: 'GET', url: `${base}${first.publication.id}/publish` });
    expect((published.json().ml_json.pictures as { source: string }[]).map((picture) => picture.source)).toEqual(['https://cdn.example.com/uno.jpg']);
  });

  it('browses and searches the category tree, and a category chosen on the draft is the one validated', async () => {
    const service = (url: string) => world.app.call({ method: 'GET', url: `/api/mercadolibre/service/${url}` });
    const top = (await service('categories')).json() as { id: string; name: string }[];
    expect(top.length).toBeGreaterThan(0);
    const found = (await service('categories?q=cafetera')).json() as { id: string }[];
    expect(found.map((category) => category.id)).toContain('MLM1621');
    const leaf = (await service('categories/MLM1621')).json();
    expect(leaf).toMatchObject({ id: 'MLM1621', listing_allowed: true, children_categories: [] });
    const root = (await service(`categories/${leaf.path_from_root[0].id}`)).json();
    expect(root.listing_allowed).toBe(false);
    expect(root.children_categories.length).toBeGreaterThan(0);
    expect((await service('categories/MLM999999999')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await service('categories?q=')).statusCode).toBe(400);

    const [productId] = await world.createProducts(1);
    const { publication } = (await validate(productId)).json();
    const other = top.find((category) => category.id !== leaf.path_from_root[0].id)!;
    const chosen = await world.app.call({ method: 'PUT', url: `${base}${publication.id}`, payload: { category_id: other.id } });
    expect(chosen.json().category_id).toBe(other.id);
    const again = (await validate(productId)).json();
    expect(again.publication).toMatchObject({ id: publication.id, category_id: other.id });
    // A category with subcategories takes no listings: MercadoLibre says so, and the seller picks again.
    expect(again.valid).toBe(false);
  });

  it('the sandbox refuses a relative picture URL, and one it cannot download when it is told to download them', async () => {
    const relative = await sandboxValidate(['/media/1.png']);
    expect(relative.status).toBe(400);
    expect(relative.body?.cause.map((cause) => cause.code)).toContain('item.pictures.invalid_source');
    expect((await sandboxValidate([`${picturesUrl}/missing.jpg`])).status).toBe(204);

    world.sandbox.control.mercadolibre.updateSettings({ pictureFetchTimeoutMs: 500 });
    try {
      const missing = await sandboxValidate([`${picturesUrl}/ok.jpg`, `${picturesUrl}/missing.jpg`]);
      expect(missing.status).toBe(400);
      expect(missing.body?.cause.map((cause) => cause.code)).toContain('item.pictures.unreachable');
      expect((await sandboxValidate([`${picturesUrl}/ok.jpg`])).status).toBe(204);
    } finally {
      world.sandbox.control.mercadolibre.updateSettings({ pictureFetchTimeoutMs: 0 });
    }
  });
});
