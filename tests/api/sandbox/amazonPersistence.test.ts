import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { amazonDemoApp, amazonDemoSeller } from '../../../sandbox';
import { submitQuantityFeed } from '../../../server/marketplaces/amazon/quantityFeed';
import { listingAttributes, mexico, redirectUri, startAmazonSandbox } from '../amazon/amazonSandboxHarness';

const dir = mkdtempSync(join(tmpdir(), 'amazon-sandbox-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Feeds take long enough here that one is still queued when the sandbox stops. */
const start = (stateFile: string) => startAmazonSandbox({ stateFile, settings: { feedProcessingMs: 1_500 } });

type Harness = Awaited<ReturnType<typeof start>>;

const demoSale = (harness: Harness) =>
  harness.sandbox.control.amazon.placeOrder({ sellerId: amazonDemoSeller.sellingPartnerId, items: [{ sku: 'DEMO-B0SBXTEN02', quantity: 1 }] });

/** The demo seller's orders as the SP-API lists them to an app it authorised. */
async function demoOrderIds(harness: Harness): Promise<string[]> {
  const sellerId = amazonDemoSeller.sellingPartnerId;
  const { code } = harness.sandbox.control.amazon.issueAuthorizationCode({ sellerId, clientId: amazonDemoApp.clientId, redirectUri });
  const tokens = await harness.lwa.exchangeCode(code, redirectUri);
  const { clients } = harness.authorisedSeller(sellerId, tokens.refreshToken!);
  const listed = await clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: '2020-01-01T00:00:00Z' });
  return (listed.data.payload?.Orders ?? []).map((order) => order.AmazonOrderId);
}

describe('Amazon sandbox: state kept in SANDBOX_AMAZON_STATE_FILE', () => {
  it('keeps sellers, refresh tokens, listings, orders and numbering across a restart, and finishes a feed it left queued', async () => {
    const file = join(dir, 'kept.json');
    const first = await start(file);
    const seller = await first.connectedSeller('Vendedor persistente');
    const { sellerId, clients } = seller;
    await clients.listings.putListingsItem({
      sellerId,
      sku: 'P-1',
      marketplaceIds: [mexico],
      body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Licuadora', price: 899, quantity: 3 }) },
    });
    const order = first.sandbox.control.amazon.placeOrder({ sellerId, items: [{ sku: 'P-1', quantity: 1 }] });
    demoSale(first);
    const demoOrders = await demoOrderIds(first);
    const feedId = await submitQuantityFeed(clients, sellerId, mexico, [{ sku: 'P-1', productType: 'PRODUCT', quantity: 7 }], 5_000);
    await first.sandbox.close();
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.tmp`)).toBe(false);

    const second = await start(file);
    try {
      // The refresh token the seller gave our app still works on the restarted marketplace.
      const again = second.authorisedSeller(sellerId, seller.tokens.refreshToken!);
      const listing = await again.clients.listings.getListingsItem({ sellerId, sku: 'P-1', marketplaceIds: [mexico], includedData: ['summaries'] });
      expect(listing.data.summaries?.[0]).toMatchObject({ itemName: 'Licuadora' });
      expect((await again.clients.orders.getOrder({ orderId: order.AmazonOrderId })).data.payload).toMatchObject({ AmazonOrderId: order.AmazonOrderId });

      // The queued feed goes on processing on the clock it started on, and its quantity lands.
      await vi.waitFor(async () => expect((await again.clients.feeds.getFeed({ feedId })).data.processingStatus).toBe('DONE'), {
        timeout: 5_000,
        interval: 100,
      });
      const read = await again.clients.listings.getListingsItem({ sellerId, sku: 'P-1', marketplaceIds: [mexico], includedData: ['fulfillmentAvailability'] });
      expect(read.data.fulfillmentAvailability?.[0]?.quantity).toBe(7);

      // The demo shop is not seeded a second time, and new numbers continue after the kept ones.
      expect(await demoOrderIds(second)).toEqual(demoOrders);
      const sequence = (id: string) => Number(id.split('-')[2]);
      expect(sequence(demoSale(second).AmazonOrderId)).toBeGreaterThan(Math.max(...demoOrders.map(sequence)));
    } finally {
      await second.sandbox.close();
    }
  });

  it('starts fresh, with the demo shop, from a missing or unreadable file, and says why on stderr', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"version": 1, "apps": "no"}');
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const harness = await start(file);
    try {
      expect(said).toHaveBeenCalledWith(expect.stringContaining(`ignoring the state file ${file}`));
      said.mockRestore();
      const seller = await harness.connectedSeller('Nuevo');
      const orders = await seller.clients.orders.getOrders({ marketplaceIds: [mexico], createdAfter: '2020-01-01T00:00:00Z' });
      expect(orders.data.payload?.Orders).toEqual([]);
      expect(await demoOrderIds(harness)).toHaveLength(5);
    } finally {
      said.mockRestore();
      await harness.sandbox.close();
    }
  });
});
