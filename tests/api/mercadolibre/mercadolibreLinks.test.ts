import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { validPhone } from '../sandbox/mercadolibreHarness';
import { mlApp, type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const base = '/api/mercadolibre/publications/';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  world.app.call({ method, url: `${base}${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  world = await startWorld({}, { worker: false });
  account = await world.connectSeller('TIENDA_VINCULOS');
});
afterAll(() => world.close());

let codeSeed = 9_900_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const nextCode = () => String((codeSeed += 1));

/** An item listed on MercadoLibre outside our back office, carrying the seller's own codes. */
async function foreignItem(codes: { sku?: string; gtin?: string; customField?: string }): Promise<string> {
  const { access_token: token } = world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
  const attributes = [
    { id: 'BRAND', value_name: 'Samsung' },
    { id: 'MODEL', value_name: 'Galaxy A15' },
    ...(codes.gtin ? [{ id: 'GTIN', value_name: codes.gtin }] : []),
    ...(codes.sku ? [{ id: 'SELLER_SKU', value_name: codes.sku }] : []),
  ];
  const response = await fetch(`${world.sandbox.mercadolibre.apiUrl}/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(validPhone({ attributes, ...(codes.customField ? { seller_custom_field: codes.customField } : {}) })),
  });
  if (response.status !== 201) throw new Error(`item: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const imported = async (mlId: string) => {
  const answer = await call('POST', `import?id=${mlId}`);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; product_id: number | null };
};

type HistoryEvent = { kind: string; message: string | null; detail: { key: string; params: Record<string, unknown> } | null };
const events = async (id: number) => (await call('GET', `${id}/history`)).json().data as HistoryEvent[];
const history = async (id: number) => (await events(id)).map((event) => `${event.kind} ${event.message ?? ''}`.trim());
/** A link's sentence and values, which each screen words in its own language. */
const linkDetails = async (id: number) => (await events(id)).filter((event) => event.kind === 'linked').map((event) => event.detail);

describe('links between listings and products', () => {
  it('an imported listing is linked to the product whose reference is its SKU, and the history says so', async () => {
    const ref = `REF-${nextCode()}`;
    const [productId] = await world.createProducts(1, { ref });
    const publication = await imported(await foreignItem({ sku: ref }));
    expect(publication.product_id).toBe(productId);
    expect(await history(publication.id)).toContain(`linked Producto ${productId} (vinculado automáticamente por SKU o GTIN)`);
    expect(await linkDetails(publication.id)).toEqual([{ key: 'publication_linked', params: { id: productId, origin: 'sku' } }]);
  });

  it('links by GTIN to the product’s barcode, and by seller_custom_field when the item has no SELLER_SKU', async () => {
    const barcode = nextCode();
    const [byBarcode] = await world.createProducts(1, { barcode });
    expect((await imported(await foreignItem({ gtin: barcode }))).product_id).toBe(byBarcode);
    const ref = `REF-${nextCode()}`;
    const [byCustomField] = await world.createProducts(1, { ref });
    expect((await imported(await foreignItem({ customField: ref }))).product_id).toBe(byCustomField);
  });

  it('links nothing when no product or several products carry the code', async () => {
    expect((await imported(await foreignItem({ sku: `NONE-${nextCode()}` }))).product_id).toBeNull();
    const barcode = nextCode();
    await world.createProducts(2, { barcode });
    expect((await imported(await foreignItem({ gtin: barcode }))).product_id).toBeNull();
  });

  it('links, re-links and unlinks by hand through PUT, refusing a product that does not exist', async () => {
    const publication = await imported(await foreignItem({ sku: `NONE-${nextCode()}` }));
    const [first, second] = await world.createProducts(2);
    const linked = await call('PUT', String(publication.id), { product_id: first });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().product_id).toBe(first);
    expect((await call('PUT', String(publication.id), { product_id: second })).json().product_id).toBe(second);
    const missing = await call('PUT', String(publication.id), { product_id: 999_999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ product_id: 'El producto 999999999 no existe' });
    expect((await call('PUT', String(publication.id), { product_id: null })).json().product_id).toBeNull();
    expect((await history(publication.id)).slice(0, 3)).toEqual([
      'unlinked',
      `linked Producto ${second} (vinculado a mano)`,
      `linked Producto ${first} (vinculado a mano)`,
    ]);
    expect(await linkDetails(publication.id)).toEqual([
      { key: 'publication_linked', params: { id: second, origin: 'manual' } },
      { key: 'publication_linked', params: { id: first, origin: 'manual' } },
    ]);
    // An event without a sentence says so: its message is all there is.
    expect((await events(publication.id))[0]).toMatchObject({ kind: 'unlinked', detail: null });
  });

  it('links in bulk by SKU once the product exists (answering which matched) and to one chosen product', async () => {
    const ref = `REF-${nextCode()}`;
    const matched = await imported(await foreignItem({ sku: ref }));
    const unmatched = await imported(await foreignItem({ sku: `NONE-${nextCode()}` }));
    expect(matched.product_id).toBeNull();
    const [matching] = await world.createProducts(1, { ref });
    const bySku = await call('POST', 'link_by_sku', [{ publicationId: matched.id }, { publicationId: unmatched.id }]);
    expect(bySku.statusCode, bySku.body).toBe(200);
    expect(bySku.json()).toEqual({ linked: [matched.id], unmatched: [unmatched.id] });
    expect((await call('GET', String(matched.id))).json().product_id).toBe(matching);

    const [chosen] = await world.createProducts(1);
    const toProduct = await call('POST', 'link_to_product', { productId: chosen, publicationIds: [matched.id, unmatched.id] });
    expect(toProduct.statusCode, toProduct.body).toBe(200);
    for (const id of [matched.id, unmatched.id]) expect((await call('GET', String(id))).json().product_id).toBe(chosen);
    const refused = await call('POST', 'link_to_product', { productId: chosen, publicationIds: [999_999_999] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ publicationId: 'La publicación 999999999 no existe' });
  });
});
