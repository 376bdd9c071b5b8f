import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../catalogue/catalogueFixtures';
import { eventually } from '../mercadolibre/mercadoLibreTestSupport';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

let inventory: InventoryWorld;
beforeAll(async () => {
  inventory = await startInventoryWorld();
});
afterAll(() => inventory.close());

const rules = (changes: Record<string, unknown>) => ({ buffer: 0, maximum: null, price_rule: 'same', price_value: null, guardrail_percent: null, ...changes });
const saveRules = async (mlId: string, changes: Record<string, unknown>) => {
  const answer = await inventory.world.app.call({ method: 'PUT', url: `/api/inventory/listings/mercadolibre/${mlId}`, payload: rules(changes) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
/** Sets the product's price as the product form does; answers the price with taxes the listings follow. */
const setPrice = async (productId: number, price: number): Promise<number> => {
  const answer = await inventory.world.app.call({ method: 'PUT', url: `/${paths.products}${productId}`, payload: { price, price_ttc: price } });
  expect(answer.statusCode, answer.body).toBe(200);
  return Number(answer.json().price_ttc);
};
const priceOnMarketplace = (publication: { ml_id: string; account_id: number }, price: number) =>
  eventually(async () => (await inventory.item(publication.ml_id, publication.account_id)).price === price, 5_000);

describe('price pushed by each listing rule', () => {
  it('same as the product, a markup and a fixed price', async () => {
    const { productId, publications } = await inventory.listedProduct(5);
    const [marked, fixed] = publications;
    await saveRules(marked.ml_id, { price_rule: 'markup', price_value: 10 });
    await saveRules(fixed.ml_id, { price_rule: 'fixed', price_value: 750 });
    await priceOnMarketplace(fixed, 750);
    const price = await setPrice(productId, 1000);
    await priceOnMarketplace(marked, Math.round(price * 110) / 100);
    await saveRules(marked.ml_id, { price_rule: 'same' });
    await priceOnMarketplace(marked, price);
    expect((await inventory.item(fixed.ml_id, fixed.account_id)).price).toBe(750);
    const pushed = await eventually(async () => (await inventory.history(marked.id)).find((event) => event.kind === 'price_pushed'));
    expect(pushed.message).toMatch(/→/);
  });

  it('the guardrail holds a change beyond its percentage until the seller confirms it', async () => {
    const { productId, publications } = await inventory.listedProduct(5);
    const [guarded, free] = publications;
    await saveRules(guarded.ml_id, { guardrail_percent: 20 });
    const before = (await inventory.item(guarded.ml_id, guarded.account_id)).price;
    const small = await setPrice(productId, Math.round(before * 1.1));
    await priceOnMarketplace(guarded, small);

    const big = await setPrice(productId, small * 2);
    await priceOnMarketplace(free, big);
    const held = await eventually(async () => {
      const listing = await inventory.listing(guarded.ml_id);
      return listing.held_price === big ? listing : undefined;
    }, 5_000);
    expect(held).toMatchObject({ live_price: small, erp_price: big });
    expect((await inventory.item(guarded.ml_id, guarded.account_id)).price).toBe(small);
    const event = await eventually(async () => (await inventory.history(guarded.id)).find((entry) => entry.kind === 'price_held'));
    expect(event.message).toBe(`${small} → ${big}`);

    const confirmed = await inventory.world.app.call({ method: 'POST', url: `/api/inventory/listings/mercadolibre/${guarded.ml_id}/confirm_price` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await priceOnMarketplace(guarded, big);
    await eventually(async () => (await inventory.listing(guarded.ml_id)).held_price === null);
    const again = await inventory.world.app.call({ method: 'POST', url: `/api/inventory/listings/mercadolibre/${guarded.ml_id}/confirm_price` });
    expect(again.statusCode).toBe(409);
  });

  it("two saves of one listing's rules from the same version: one is stored, the other gets 409 with the listing as it is now", async () => {
    const { publications } = await inventory.listedProduct(5);
    const url = `/api/inventory/listings/mercadolibre/${publications[0].ml_id}`;
    for (let trial = 0; trial < 3; trial++) {
      const loaded = (await inventory.world.app.call({ method: 'GET', url })).json();
      const answers = await Promise.all(
        [2 + trial, 6 + trial].map((buffer) => inventory.world.app.call({ method: 'PUT', url, payload: { ...rules({ buffer }), version: loaded.version } })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const stored = answers.find((answer) => answer.statusCode === 200)!.json();
      expect(stored.version).not.toBe(loaded.version);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        error: 'conflict',
        message: 'Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales',
        current: { buffer: stored.buffer, version: stored.version },
      });
    }
    // A client that does not say which version it loaded still saves.
    expect((await saveRules(publications[0].ml_id, { buffer: 1 })).buffer).toBe(1);
  });

  it('refuses rules a client gets wrong, field by field', async () => {
    const { publications } = await inventory.listedProduct(5);
    const url = `/api/inventory/listings/mercadolibre/${publications[0].ml_id}`;
    const call = (payload: object) => inventory.world.app.call({ method: 'PUT', url, payload });
    const negative = await call(rules({ buffer: -1 }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ error: 'validation', fields: { buffer: expect.any(String) } });
    const noValue = await call(rules({ price_rule: 'fixed' }));
    expect(noValue.json()).toMatchObject({ error: 'validation', fields: { price_value: 'Este campo no puede estar vacio' } });
    expect((await call(rules({ price_rule: 'fixed', price_value: 0 }))).statusCode).toBe(400);
    expect((await call(rules({ price_rule: 'cheap' }))).statusCode).toBe(400);
    expect((await inventory.world.app.call({ method: 'GET', url: '/api/inventory/listings/mercadolibre/MLM999' })).statusCode).toBe(404);
  });
});
