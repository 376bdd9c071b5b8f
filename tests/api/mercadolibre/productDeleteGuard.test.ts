import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { type MercadoLibreWorld, startWorld } from './mercadoLibreTestSupport';

let world: MercadoLibreWorld;
let account: MercadoLibreAccount;
const products = '/api/platform/products/';
const publications = '/api/mercadolibre/publications/';

beforeAll(async () => {
  world = await startWorld({}, { worker: false });
  account = await world.connectSeller('TIENDA_BORRADOS');
});
afterAll(() => world.close());

/** A product with one live listing on MercadoLibre. */
async function listedProduct(): Promise<{ productId: number; publicationId: number; mlId: string }> {
  const [productId] = await world.createProducts(1);
  const validated = await world.app.call({ method: 'POST', url: `${publications}validate`, payload: { productId } });
  const publicationId = validated.json().publication.id;
  const published = await world.app.call({ method: 'GET', url: `${publications}${publicationId}/publish` });
  expect(published.statusCode, published.body).toBe(200);
  return { productId, publicationId, mlId: published.json().ml_id };
}

const sandboxStatusOf = (mlId: string) => world.sandbox.control.mercadolibre.itemCreations(account.user_id).items.find((item) => item.id === mlId)?.status;
const productExists = async (id: number) => (await world.app.call({ method: 'GET', url: `${products}${id}` })).statusCode === 200;

describe('deleting a product with listings', () => {
  it('is refused with 409 naming the live listings, and the product stays', async () => {
    const { productId, publicationId, mlId } = await listedProduct();
    const refused = await world.app.call({ method: 'DELETE', url: `${products}${productId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'conflict',
      listings: [{ channel: 'mercadolibre', accountId: account.id, listingId: mlId, recordId: publicationId }],
    });
    expect(refused.json().message).toContain(mlId);
    expect(await productExists(productId)).toBe(true);
    expect(sandboxStatusOf(mlId)).toBe('active');
  });

  it('closes the listings on the marketplace and deletes when asked to', async () => {
    const { productId, publicationId, mlId } = await listedProduct();
    const deleted = await world.app.call({ method: 'DELETE', url: `${products}${productId}?close_listings=true` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await productExists(productId)).toBe(false);
    expect(sandboxStatusOf(mlId)).toBe('closed');
    expect((await world.app.call({ method: 'GET', url: `${publications}${publicationId}` })).json().status).toBe('finished');
  });

  it('keeps the product when MercadoLibre cannot close its listing, saying why', async () => {
    const { productId, mlId } = await listedProduct();
    world.sandbox.control.mercadolibre.injectFault({ kind: 'server_error', count: 20, method: 'PUT', path: `/items/${mlId}` });
    try {
      const failed = await world.app.call({ method: 'DELETE', url: `${products}${productId}?close_listings=true` });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toBe('marketplace_unreachable');
      expect(await productExists(productId)).toBe(true);
    } finally {
      world.sandbox.control.mercadolibre.clearFaults();
    }
  });

  it('deletes a product whose listings are all closed, or that has none', async () => {
    const { productId, publicationId } = await listedProduct();
    expect((await world.app.call({ method: 'GET', url: `${publications}${publicationId}/close` })).statusCode).toBe(200);
    expect((await world.app.call({ method: 'DELETE', url: `${products}${productId}` })).statusCode).toBe(204);
    const [unlisted] = await world.createProducts(1);
    expect((await world.app.call({ method: 'DELETE', url: `${products}${unlisted}` })).statusCode).toBe(204);
  });

  it('a batch delete refuses the listed product alone, and closes its listings when the item asks to', async () => {
    const listed = await listedProduct();
    const [unlisted] = await world.createProducts(1);
    const batch = (items: unknown[]) => world.app.call({ method: 'POST', url: `${products}batch`, payload: { items } });
    const first = (
      await batch([
        { op: 'delete', id: listed.productId },
        { op: 'delete', id: unlisted },
      ])
    ).json().results;
    expect(first[0]).toMatchObject({ ok: false, id: listed.productId, error: 'conflict', listings: [{ listingId: listed.mlId }] });
    expect(first[1]).toEqual({ ok: true, id: unlisted });
    const second = (await batch([{ op: 'delete', id: listed.productId, options: { close_listings: true } }])).json().results;
    expect(second[0]).toEqual({ ok: true, id: listed.productId });
    expect(sandboxStatusOf(listed.mlId)).toBe('closed');
  });

  it('a link and a delete racing on one product never leave a live listing on a deleted product', async () => {
    const { publicationId } = await listedProduct();
    for (let round = 0; round < 5; round++) {
      const [target] = await world.createProducts(1);
      const [link, remove] = await Promise.all([
        world.app.call({ method: 'PUT', url: `${publications}${publicationId}`, payload: { product_id: target } }),
        world.app.call({ method: 'DELETE', url: `${products}${target}` }),
      ]);
      const linkedNow = (await world.app.call({ method: 'GET', url: `${publications}${publicationId}` })).json().product_id === target;
      if (remove.statusCode === 204) {
        expect(link.statusCode).toBe(400);
        expect(linkedNow).toBe(false);
      } else {
        expect(remove.statusCode).toBe(409);
        expect(link.statusCode).toBe(200);
        expect(linkedNow).toBe(true);
      }
    }
  });
});
