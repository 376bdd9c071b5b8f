import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskStatus } from '../../../resources/tasks';
import { paths } from '../catalogue/catalogueFixtures';
import { validPhone } from '../sandbox/mercadolibreHarness';
import { eventually, mlApp } from '../mercadolibre/mercadoLibreTestSupport';
import { waitForTask } from '../tasksSupport';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

let inventory: InventoryWorld;
beforeAll(async () => {
  inventory = await startInventoryWorld();
  // Sales reach the app too: the inventory world's sandbox announces only item changes.
  const { port } = inventory.world.app.app.server.address() as { port: number };
  inventory.world.sandbox.control.mercadolibre.configureApp({
    ...mlApp,
    notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre`,
    topics: ['items', 'orders_v2', 'payments', 'shipments'],
  });
});
afterAll(() => inventory.close());

const app = () => inventory.world.app;
const stockOf = async (productId: number) => Number((await app().call({ method: 'GET', url: `/${paths.products}${productId}` })).json().stock);
const shows = (publication: { ml_id: string; account_id: number }, quantity: number) =>
  eventually(async () => (await inventory.item(publication.ml_id, publication.account_id)).available_quantity === quantity, 5_000);

describe('one inventory across channels', () => {
  it('a sale on one account takes the ERP stock once, every other listing follows within 5 s, and sync stock never raises it', async () => {
    const { productId, publications } = await inventory.listedProduct(20);
    const [sold, other] = publications;
    inventory.world.sandbox.control.mercadolibre.placeOrder({ itemId: sold.ml_id, quantity: 3 });

    await eventually(async () => (await stockOf(productId)) === 17, 5_000);
    await shows(other, 17);
    await shows(sold, 17);

    for (const publication of publications) {
      const task = await app().call({ method: 'GET', url: `/api/mercadolibre/credentials/${publication.account_id}/sync_stock` });
      expect(task.statusCode, task.body).toBe(202);
      expect((await waitForTask(app().context, task.json().id, undefined, 10_000)).status).toBe(taskStatus.finished);
    }
    expect(await stockOf(productId)).toBe(17);
    for (const publication of publications) expect((await inventory.item(publication.ml_id, publication.account_id)).available_quantity).toBe(17);
  });

  it('an imported listing is linked to its product by SKU and then offers the product’s stock', async () => {
    const ref = `CAF-${Date.now()}`;
    const [productId] = await inventory.world.createProducts(1, { ref });
    await inventory.setStock(productId, 8);
    const [account] = inventory.accounts;
    const { access_token: token } = inventory.world.sandbox.control.mercadolibre.issueTokens({ userId: account.user_id, clientId: mlApp.clientId });
    const listed = await fetch(`${inventory.world.sandbox.mercadolibre.apiUrl}/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        validPhone({
          available_quantity: 3,
          attributes: [
            { id: 'BRAND', value_name: 'Samsung' },
            { id: 'MODEL', value_name: 'Galaxy A15' },
            { id: 'SELLER_SKU', value_name: ref },
          ],
        }),
      ),
    });
    expect(listed.status).toBe(201);
    const mlId = ((await listed.json()) as { id: string }).id;

    const imported = await app().call({ method: 'POST', url: `/api/mercadolibre/publications/import?id=${mlId}&accountId=${account.id}` });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().product_id).toBe(productId);
    await shows({ ml_id: mlId, account_id: account.id }, 8);
  });
});
