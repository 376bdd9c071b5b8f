import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, mlApp } from '../mercadolibre/mercadoLibreTestSupport';
import { startTestApp, type TestApp } from '../testApp';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

// Both processes read the same seller tokens: they share the key they are encrypted with.
const tokenKey = randomBytes(32).toString('base64');

describe.runIf(process.env.DATABASE_URL)('two processes pushing from one PostgreSQL database', () => {
  let inventory: InventoryWorld;
  let second: TestApp;
  beforeAll(async () => {
    inventory = await startInventoryWorld({ TOKEN_ENCRYPTION_KEY: tokenKey });
    second = await startTestApp({
      DATABASE_URL: String(inventory.world.app.context.config.databaseUrl),
      TOKEN_ENCRYPTION_KEY: tokenKey,
      ML_API_URL: inventory.world.sandbox.mercadolibre.apiUrl,
      ML_CLIENT_ID: mlApp.clientId,
      ML_CLIENT_SECRET: mlApp.clientSecret,
      ML_REDIRECT_URI: mlApp.redirectUri,
      ML_REQUESTS_PER_SECOND: '1000',
      INVENTORY_PUSH_POLL_MS: '20',
    });
    await second.startLoops();
  });
  afterAll(async () => {
    await second?.close();
    await inventory?.close();
  });

  it('share the changed products: every listing is pushed once per change, none twice', async () => {
    const listed: Awaited<ReturnType<InventoryWorld['listedProduct']>>[] = [];
    for (let index = 0; index < 8; index++) listed.push(await inventory.listedProduct(30));
    for (const { publications } of listed) {
      for (const publication of publications) await eventually(async () => (await inventory.listing(publication.ml_id)).sync_state === 'in_sync');
    }
    const sentBy = (app: TestApp) => [...app.app.mercadolibre.connector.sent.values()].reduce((sum, count) => sum + count, 0);
    const before = [sentBy(inventory.world.app), sentBy(second)];
    for (const { productId } of listed) await inventory.setStock(productId, 21);
    const publications = listed.flatMap((product) => product.publications);
    await eventually(async () => {
      const shown = await Promise.all(publications.map((publication) => inventory.item(publication.ml_id, publication.account_id)));
      return shown.every((item) => item.available_quantity === 21);
    }, 5_000);
    await eventually(async () => (await inventory.world.app.context.database.db.selectFrom('product_changes').selectAll().execute()).length === 0);
    // Each process took part of the work.
    expect(sentBy(inventory.world.app)).toBeGreaterThan(before[0]);
    expect(sentBy(second)).toBeGreaterThan(before[1]);
    for (const publication of publications) {
      const pushes = (await inventory.history(publication.id)).filter((event) => event.kind === 'stock_pushed');
      expect(pushes.map((event) => event.message)).toEqual(['30 → 21']);
    }
  }, 30_000);
});
