import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mayPass } from '../../../server/marketplaces/amazon/amazonErrors';
import { submitQuantityFeed } from '../../../server/marketplaces/amazon/quantityFeed';
import type { SdkClients } from '../../../server/marketplaces/amazon/sdkClients';
import { reasonOf } from '../../../server/tasks/taskRecords';

/** Amazon's document storage, refusing every upload. */
let storage: Server;
let url: string;
beforeAll(async () => {
  storage = createServer((_request, response) => response.writeHead(503).end());
  await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(storage.address() as AddressInfo).port}/_documents/1`;
});
afterAll(() => new Promise<void>((resolve) => storage.close(() => resolve())));

it('a refused upload of the feed document is an outage to wait out, its reason in Spanish and as a sentence', async () => {
  let feedsCreated = 0;
  const clients = {
    feeds: {
      createFeedDocument: async () => ({ data: { feedDocumentId: 'doc-1', url } }),
      createFeed: async () => ((feedsCreated += 1), { data: { feedId: 'feed-1' } }),
    },
  } as unknown as SdkClients;
  const failure = await submitQuantityFeed(clients, 'SELLER', 'MX', [{ sku: 'SKU-1', productType: 'PRODUCT', quantity: 3 }], 2_000).catch(
    (error: unknown) => error,
  );
  expect(mayPass(failure)).toBe(true);
  expect(reasonOf(failure)).toEqual({
    text: 'Amazon no aceptó el documento del feed: HTTP 503',
    detail: { key: 'marketplace_answered', params: { marketplace: 'Amazon', reason: 'HTTP 503' } },
  });
  expect(feedsCreated).toBe(0);
});
