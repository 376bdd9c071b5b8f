/**
 * Amazon budget (`npx tsx bench/amazon.ts`), printed as JSON: BENCH_AMAZON_UPDATES listing quantity
 * updates (default 1,000) sent as one JSON_LISTINGS_FEED and then one by one (patchListingsItem),
 * within the sandbox's production usage plans and our budget of 5 requests/s per account: elapsed
 * time, SP-API requests used (the SDK's 429 retries included: beyond one per update they are 429s),
 * and the listings whose quantity did not arrive (must be 0).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { amazonDemoApp, startSandbox } from '../sandbox';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { mexicoMarketplaceId } from '../server/marketplaces/amazon/amazonConnector';
import { type QuantityUpdate, submitQuantityFeed } from '../server/marketplaces/amazon/quantityFeed';
import type { SdkClients } from '../server/marketplaces/amazon/sdkClients';

const updateCount = Number(process.env.BENCH_AMAZON_UPDATES ?? 1000);
const redirectUri = 'http://localhost:3000/configuracion/amazon';

async function feedUntilDone(clients: SdkClients, feedId: string): Promise<void> {
  // Bounded: the sandbox ends a feed within seconds; getFeed's plan allows 2/s.
  for (let poll = 0; poll < 120; poll++) {
    const { processingStatus } = (await clients.feeds.getFeed({ feedId })).data;
    if (processingStatus === 'DONE') return;
    if (processingStatus !== 'IN_QUEUE' && processingStatus !== 'IN_PROGRESS') throw new Error(`feed ${feedId} ended ${processingStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`feed ${feedId} did not end`);
}

async function main() {
  const sandbox = await startSandbox({ port: 0 });
  const control = sandbox.control.amazon;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-amazon-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AMAZON_API_URL: sandbox.amazon.apiUrl,
    AMAZON_LWA_URL: sandbox.amazon.lwaUrl,
    AMAZON_CONSENT_URL: sandbox.amazon.consentUrl,
    AMAZON_CLIENT_ID: amazonDemoApp.clientId,
    AMAZON_CLIENT_SECRET: amazonDemoApp.clientSecret,
    AMAZON_APP_ID: amazonDemoApp.applicationId,
    AMAZON_REDIRECT_URI: redirectUri,
  });
  const { app: server } = await buildApp(config, { distDir: join(dataDir, 'no-dist') });
  const seller = control.createSeller('BENCH');
  const { code } = control.issueAuthorizationCode({ sellerId: seller.sellingPartnerId, clientId: amazonDemoApp.clientId, redirectUri });
  const account = await server.amazon.connect(code, seller.sellingPartnerId);
  const clients = await server.amazon.clients(account);
  const sent = () => server.amazon.sent.get(Number(account.id)) ?? 0;
  const skus = Array.from({ length: updateCount }, (_, index) => `BENCH-${index + 1}`);

  // The listings exist first, created by one feed of full updates.
  const { data: document } = await clients.feeds.createFeedDocument({ body: { contentType: 'application/json' } });
  const attributes = {
    item_name: [{ value: 'Producto de prueba' }],
    brand: [{ value: 'Banco' }],
    condition_type: [{ value: 'new_new' }],
    purchasable_offer: [{ marketplace_id: mexicoMarketplaceId, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: 100 }] }] }],
    fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 1 }],
  };
  const messages = skus.map((sku, index) => ({ messageId: index + 1, sku, operationType: 'UPDATE', productType: 'PRODUCT', attributes }));
  await fetch(document.url, { method: 'PUT', body: JSON.stringify({ header: { sellerId: seller.sellingPartnerId, version: '2.0' }, messages }) });
  const { data: created } = await clients.feeds.createFeed({
    body: { feedType: 'JSON_LISTINGS_FEED', marketplaceIds: [mexicoMarketplaceId], inputFeedDocumentId: document.feedDocumentId },
  });
  await feedUntilDone(clients, created.feedId);

  const missing = (expected: (index: number) => number) =>
    skus.filter((sku, index) => control.listingQuantity(seller.sellingPartnerId, sku) !== expected(index)).length;

  const feedStart = performance.now();
  const feedSentBefore = sent();
  const viaFeed: QuantityUpdate[] = skus.map((sku, index) => ({ sku, productType: 'PRODUCT', quantity: 10 + (index % 7) }));
  const feedId = await submitQuantityFeed(clients, seller.sellingPartnerId, mexicoMarketplaceId, viaFeed, 15_000);
  await feedUntilDone(clients, feedId);
  const feed = {
    seconds: Number(((performance.now() - feedStart) / 1000).toFixed(2)),
    requests: sent() - feedSentBefore,
    missing: missing((index) => 10 + (index % 7)),
  };

  const oneStart = performance.now();
  const oneSentBefore = sent();
  await Promise.all(
    skus.map((sku, index) =>
      clients.listings.patchListingsItem({
        sellerId: seller.sellingPartnerId,
        sku,
        marketplaceIds: [mexicoMarketplaceId],
        body: {
          productType: 'PRODUCT',
          patches: [
            { op: 'replace', path: '/attributes/fulfillment_availability', value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 20 + (index % 7) }] },
          ],
        },
      }),
    ),
  );
  const oneByOne = {
    seconds: Number(((performance.now() - oneStart) / 1000).toFixed(2)),
    requests: sent() - oneSentBefore,
    missing: missing((index) => 20 + (index % 7)),
  };

  process.stdout.write(`${JSON.stringify({ updates: updateCount, feed, oneByOne, throttledRetries: oneByOne.requests - updateCount }, null, 2)}\n`);
  await server.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
