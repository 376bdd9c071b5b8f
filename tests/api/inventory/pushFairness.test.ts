import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoLibreAccount } from '../../../resources/mercadolibre';
import { sellerItem } from '../mercadolibre/inboxSupport';
import { eventually } from '../mercadolibre/mercadoLibreTestSupport';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

// Five requests a second per account: a backlog of fifteen pushes lasts three seconds.
const accountRate = 5;
let inventory: InventoryWorld;
beforeAll(async () => {
  inventory = await startInventoryWorld({ ML_REQUESTS_PER_SECOND: String(accountRate) }, { webhooks: false });
});
afterAll(() => inventory.close());

/** A product listed on one account only, its item created on the sandbox by the seller and already in sync. */
async function listedOn(account: MercadoLibreAccount): Promise<{ productId: number; mlId: string }> {
  const [productId] = await inventory.world.createProducts(1);
  await inventory.setStock(productId, 12);
  const mlId = await sellerItem(inventory.world.sandbox, Number(account.user_id), 12);
  const now = new Date().toISOString();
  await inventory.world.app.context.database.db
    .insertInto('mercadolibre_publications')
    .values({
      product_id: productId,
      account_id: account.id,
      ml_id: mlId,
      title: 'Cafetera',
      status: 'published',
      price: 899,
      available_quantity: 12,
      sold_quantity: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { productId, mlId };
}

describe('pushes paced per account', () => {
  it("one account's backlog does not hold back another account's push", async () => {
    const [busy, idle] = inventory.accounts;
    const backlog: { productId: number; mlId: string }[] = [];
    for (let index = 0; index < 3 * accountRate; index++) backlog.push(await listedOn(busy));
    const other = await listedOn(idle);
    for (const { productId } of backlog) await inventory.setStock(productId, 5);
    await inventory.setStock(other.productId, 3);
    const began = Date.now();
    await eventually(async () => (await inventory.item(other.mlId, idle.id)).available_quantity === 3, 5_000);
    expect(Date.now() - began).toBeLessThan(2_000);
    const busyShown = await Promise.all(backlog.map(({ mlId }) => inventory.item(mlId, busy.id)));
    expect(busyShown.filter((item) => item.available_quantity === 5).length).toBeLessThan(backlog.length / 2);
    // The backlog drains at the account's rate, and nothing is lost.
    await eventually(async () => {
      const shown = await Promise.all(backlog.map(({ mlId }) => inventory.item(mlId, busy.id)));
      return shown.every((item) => item.available_quantity === 5);
    }, 10_000);
  }, 20_000);
});
