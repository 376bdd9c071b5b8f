import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, paths } from '../catalogue/catalogueFixtures';
import { eventually } from '../mercadolibre/mercadoLibreTestSupport';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

let inventory: InventoryWorld;
beforeAll(async () => {
  inventory = await startInventoryWorld();
});
afterAll(() => inventory.close());

/** Waits until every listing shows the quantity on MercadoLibre, within the 5 s the push promises. */
const showsEverywhere = (publications: { ml_id: string; account_id: number }[], quantity: number) =>
  eventually(async () => {
    const shown = await Promise.all(publications.map((publication) => inventory.item(publication.ml_id, publication.account_id)));
    return shown.every((item) => item.available_quantity === quantity);
  }, 5_000);

describe('stock pushed to every listing', () => {
  it('a manual stock edit reaches every linked listing on every account, and the history says so', async () => {
    const { productId, publications } = await inventory.listedProduct(20);
    await inventory.setStock(productId, 17);
    await showsEverywhere(publications, 17);
    // The marketplace answered before our records of the push were written: they follow at once.
    const pushed = await eventually(async () => (await inventory.history(publications[0].id)).find((event) => event.kind === 'stock_pushed'));
    expect(pushed).toMatchObject({ message: '20 → 17', source: 'task' });
    await eventually(async () => (await inventory.listing(publications[0].ml_id)).sync_state === 'in_sync');
    expect(await inventory.listing(publications[0].ml_id)).toMatchObject({ erp_quantity: 17, pushed_quantity: 17, live_quantity: 17, sync_state: 'in_sync' });
  });

  it('a validated ERP order takes the stock and the listings follow', async () => {
    const { productId, publications } = await inventory.listedProduct(9);
    const client = await created(inventory.world.app, paths.clients, { name: 'Cafetería Centro', rfc: 'CCE850101AB1' });
    const order = await created(inventory.world.app, paths.orders, {
      client_id: client.id,
      lines: [{ product_id: productId, warehouse_id: inventory.warehouseId, quantity: 4, unity_price: 899 }],
    });
    const validated = await inventory.world.app.call({ method: 'POST', url: `/${paths.orders}${order.id}/validate` });
    expect(validated.statusCode, validated.body).toBe(200);
    await showsEverywhere(publications, 5);
  });

  it('keeps the buffer back and never offers more than the maximum', async () => {
    const { productId, publications } = await inventory.listedProduct(10);
    const [limited, plain] = publications;
    const rules = { buffer: 2, maximum: 5, price_rule: 'same', price_value: null, guardrail_percent: null };
    const saved = await inventory.world.app.call({ method: 'PUT', url: `/api/inventory/listings/mercadolibre/${limited.ml_id}`, payload: rules });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ buffer: 2, maximum: 5, erp_quantity: 5 });
    await showsEverywhere([limited], 5);
    await showsEverywhere([plain], 10);
    await inventory.setStock(productId, 4);
    await showsEverywhere([limited], 2);
    await showsEverywhere([plain], 4);
    await inventory.setStock(productId, 1);
    await showsEverywhere([limited], 0);
  });

  it('coalesces quick changes: twenty edits are a few pushes and the last value wins', async () => {
    const { productId, publications } = await inventory.listedProduct(50);
    for (let quantity = 30; quantity < 50; quantity++) await inventory.setStock(productId, quantity);
    await showsEverywhere(publications, 49);
    await eventually(async () => (await inventory.listing(publications[0].ml_id)).sync_state === 'in_sync', 5_000);
    const pushes = (await inventory.history(publications[0].id)).filter((event) => event.kind === 'stock_pushed');
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.length).toBeLessThan(20);
  });

  it('a push refused for now (outage, rate limit) is tried again and the listing ends right', async () => {
    const { productId, publications } = await inventory.listedProduct(8);
    const control = inventory.world.sandbox.control.mercadolibre;
    control.injectFault({ kind: 'server_error', method: 'PUT', path: '/items', count: 12 });
    control.injectFault({ kind: 'rate_limited', method: 'PUT', path: '/items', count: 2, retryAfterSeconds: 0 });
    await inventory.setStock(productId, 3);
    await showsEverywhere(publications, 3);
    expect(control.pendingFaults()).toEqual([]);
    await eventually(async () => (await inventory.listing(publications[1].ml_id)).sync_state === 'in_sync', 5_000);
  });

  it('a stock beyond what a listing can hold (the warehouses allow up to 10^12 units) offers the most a listing holds, and the push completes', async () => {
    const { productId, publications } = await inventory.listedProduct(4);
    await inventory.setStock(productId, 3_000_000_000);
    await showsEverywhere(publications, 2_147_483_647);
    await eventually(async () => (await inventory.listing(publications[0].ml_id)).sync_state === 'in_sync', 5_000);
    expect(await inventory.listing(publications[0].ml_id)).toMatchObject({ erp_quantity: 2_147_483_647, pushed_quantity: 2_147_483_647 });
  });

  it('a listing no longer live is left alone while the others are pushed', async () => {
    const { productId, publications } = await inventory.listedProduct(6);
    const [closed, open] = publications;
    await inventory.world.app.call({ method: 'GET', url: `/api/mercadolibre/publications/${closed.id}/close` });
    await inventory.setStock(productId, 2);
    await showsEverywhere([open], 2);
    expect((await inventory.item(closed.ml_id, closed.account_id)).available_quantity).toBe(6);
  });
});
