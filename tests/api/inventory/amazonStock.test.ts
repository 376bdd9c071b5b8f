import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSummaryPath, type HomeSummary } from '../../../resources/homeSummary';
import { amazonDemoApp } from '../../../sandbox';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { listingLinks } from '../../../server/marketplaces/amazon/listingLinks';
import { putListing } from '../../../server/marketplaces/amazon/listingPublishing';
import { syncAmazonOrders } from '../../../server/marketplaces/amazon/orderSync';
import { consent } from '../amazon/amazonSandboxHarness';
import { paths } from '../catalogue/catalogueFixtures';
import { eventually, mlApp } from '../mercadolibre/mercadoLibreTestSupport';
import { type InventoryWorld, startInventoryWorld } from './inventorySupport';

const mexico = 'A1AM78C64UM0Y8';
const redirectUri = 'http://localhost:3000/configuracion/amazon';
let inventory: InventoryWorld;
let account: AccountRow;

const app = () => inventory.world.app;
const amazon = () => inventory.world.sandbox.control.amazon;

beforeAll(async () => {
  inventory = await startInventoryWorld(
    { AMAZON_CLIENT_ID: amazonDemoApp.clientId, AMAZON_CLIENT_SECRET: amazonDemoApp.clientSecret, AMAZON_APP_ID: amazonDemoApp.applicationId },
    {
      sandboxEnv: (sandbox) => ({
        AMAZON_API_URL: sandbox.amazon.apiUrl,
        AMAZON_LWA_URL: sandbox.amazon.lwaUrl,
        AMAZON_CONSENT_URL: sandbox.amazon.consentUrl,
        AMAZON_REDIRECT_URI: redirectUri,
        AMAZON_REQUESTS_PER_SECOND: '1000',
        AMAZON_TIMEOUT_MS: '2000',
        // The test runs the order sync itself.
        AMAZON_ORDERS_POLL_SECONDS: '3600',
      }),
    },
  );
  // MercadoLibre's sales reach the app by webhook; item changes too, so its listings show what they hold.
  const { port } = app().app.server.address() as { port: number };
  inventory.world.sandbox.control.mercadolibre.configureApp({
    ...mlApp,
    notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre`,
    topics: ['items', 'orders_v2', 'payments', 'shipments'],
  });
  const seller = amazon().createSeller('Tienda Amazon');
  const { state } = (await app().call({ method: 'GET', url: '/api/amazon/authorization_url' })).json() as { state: string };
  const back = await consent(inventory.world.sandbox, seller.sellingPartnerId, state, redirectUri);
  const connected = await app().call({
    method: 'POST',
    url: '/api/amazon/authorize',
    payload: { spapi_oauth_code: back.get('spapi_oauth_code'), state: back.get('state'), selling_partner_id: back.get('selling_partner_id') },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  account = (await app().app.amazon.accounts.get((connected.json() as { id: number }).id))!;
});
afterAll(() => inventory?.close());

const stockOf = async (productId: number) => Number((await app().call({ method: 'GET', url: `/${paths.products}${productId}` })).json().stock);
const refOf = async (productId: number) =>
  String((await app().context.database.db.selectFrom('products').select('ref').where('rowid', '=', productId).executeTakeFirstOrThrow()).ref);

const listingAttributes = (quantity: number) => ({
  item_name: [{ value: 'Cafetera', language_tag: 'es_MX' }],
  brand: [{ value: 'Oster' }],
  condition_type: [{ value: 'new_new' }],
  color: [{ value: 'Negro' }],
  size: [{ value: 'Única' }],
  purchasable_offer: [{ marketplace_id: mexico, currency: 'MXN', our_price: [{ schedule: [{ value_with_tax: 899 }] }] }],
  fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity }],
});

/** A product with this stock, published on both MercadoLibre accounts and listed on Amazon through our connector under its ref. */
async function listedEverywhere(stock: number) {
  const { productId, publications } = await inventory.listedProduct(stock);
  const sku = await refOf(productId);
  const submission = await putListing(app().context, app().app.amazon, account, { sku, productType: 'SHOES', attributes: listingAttributes(stock) });
  expect(submission.status).toBe('ACCEPTED');
  return { productId, publications, sku };
}

/** The inventory's address of the account's listing: Amazon knows it by seller and SKU. */
const listingUrl = (sku: string) => `/api/inventory/listings/amazon/${encodeURIComponent(`${account.id}:${sku}`)}`;
const amazonShows = (sku: string, quantity: number) =>
  eventually(
    async () => amazon().listingQuantity(account.selling_partner_id, sku) === quantity,
    5_000,
    async () => {
      const db = app().context.database.db;
      const link = await db.selectFrom('amazon_listings').selectAll().where('sku', '=', sku).executeTakeFirst();
      const waiting = link && (await db.selectFrom('product_changes').selectAll().where('product_id', '=', link.product_id).executeTakeFirst());
      const pushed = await db.selectFrom('inventory_listings').selectAll().where('listing_id', '=', `${account.id}:${sku}`).executeTakeFirst();
      return `Amazon shows ${amazon().listingQuantity(account.selling_partner_id, sku)} of ${sku}; ${JSON.stringify({ link, waiting, pushed })}`;
    },
  );
const mercadoLibreShows = (publication: { ml_id: string; account_id: number }, quantity: number) =>
  eventually(async () => (await inventory.item(publication.ml_id, publication.account_id)).available_quantity === quantity, 5_000);

describe('one stock shared by Amazon and MercadoLibre', () => {
  it('an Amazon order becomes an ERP order once, and the MercadoLibre listings follow the stock within 5 s', async () => {
    const { productId, publications, sku } = await listedEverywhere(10);
    const placed = amazon().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 3 }] });

    await syncAmazonOrders(app().context, app().app.amazon, account);
    const orders = await app().context.database.db.selectFrom('orders').selectAll().where('marketplace_order_id', '=', placed.AmazonOrderId).execute();
    expect(orders).toMatchObject([{ channel: 'amazon', stock_state: 'taken' }]);
    expect(await stockOf(productId)).toBe(7);
    for (const publication of publications) await mercadoLibreShows(publication, 7);
    await amazonShows(sku, 7);
  });

  it('a MercadoLibre sale lowers the Amazon listing’s quantity within 5 s', async () => {
    const { productId, publications, sku } = await listedEverywhere(12);
    inventory.world.sandbox.control.mercadolibre.placeOrder({ itemId: publications[0]!.ml_id, quantity: 2 });

    await eventually(async () => (await stockOf(productId)) === 10, 5_000);
    await amazonShows(sku, 10);
    await mercadoLibreShows(publications[1]!, 10);
  });

  it('a new product price reaches the Amazon listing’s offer', async () => {
    const { productId, sku } = await listedEverywhere(5);
    const answer = await app().call({ method: 'PUT', url: `/${paths.products}${productId}`, payload: { price: 1000, price_ttc: 1000 } });
    expect(answer.statusCode, answer.body).toBe(200);
    const clients = await app().app.amazon.clients(account);
    const offered = async () =>
      (await clients.listings.getListingsItem({ sellerId: account.selling_partner_id, sku, marketplaceIds: [mexico], includedData: ['offers'] })).data
        .offers?.[0]?.price.amount;
    await eventually(async () => Number(await offered()) === 1000, 5_000);
  });

  it('while Amazon answers 503 the push stays pending and is tried again until the listing shows the stock', async () => {
    const { productId, sku } = await listedEverywhere(6);
    amazon().fault({ operation: 'patchListingsItem', status: 503, times: 3 });
    await inventory.setStock(productId, 4);
    await amazonShows(sku, 4);
    // The listing's record keeps what Amazon accepted, once its answer is back.
    await eventually(async () => {
      const listing = (await app().call({ method: 'GET', url: listingUrl(sku) })).json();
      return listing.live_quantity === 4 && listing.pushed_quantity === 4;
    }, 5_000);
  });

  it('the general publications list says whether the Amazon listing shows the ERP stock, and the resync puts it right', async () => {
    const { productId, sku } = await listedEverywhere(9);
    const generalRow = async () => {
      const answer = await app().call({ method: 'POST', url: '/api/publications/q/?page=1&size=5', payload: { channel: 'amazon', busqueda: sku } });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: { listing_id: string; sync_state: string | null }[] }).data.find((row) => row.listing_id === sku);
    };
    await inventory.setStock(productId, 5);
    await amazonShows(sku, 5);
    await eventually(async () => (await generalRow())?.sync_state === 'in_sync', 5_000);

    // Amazon refuses the next patch for good: the listing keeps 5 units where the ERP has 3.
    amazon().fault({ operation: 'patchListingsItem', status: 400, times: 1 });
    await inventory.setStock(productId, 3);
    await eventually(async () => (await generalRow())?.sync_state === 'out_of_sync', 5_000);
    const summary = (await app().call({ method: 'GET', url: `/${homeSummaryPath}` })).json() as HomeSummary;
    expect(summary.publications.outOfSync).toBeGreaterThan(0);

    const resync = await app().call({ method: 'POST', url: '/api/inventory/listings/resync' });
    expect(resync.statusCode, resync.body).toBe(200);
    await amazonShows(sku, 3);
    await eventually(async () => (await generalRow())?.sync_state === 'in_sync', 5_000);
  });

  it('an Amazon listing the inventory never compared with its stock is compared when it is recorded again, and at start', async () => {
    const { sku } = await listedEverywhere(4);
    const db = app().context.database.db;
    const syncState = async () =>
      (await db.selectFrom('amazon_listings').select('sync_state').where('account_id', '=', account.id).where('sku', '=', sku).executeTakeFirstOrThrow())
        .sync_state;
    await eventually(async () => (await syncState()) === 'in_sync', 5_000);
    const forget = () => db.updateTable('amazon_listings').set({ sync_state: null }).where('sku', '=', sku).execute();

    await forget();
    const again = await putListing(app().context, app().app.amazon, account, { sku, productType: 'SHOES', attributes: listingAttributes(4) });
    expect(again.status).toBe('ACCEPTED');
    await eventually(async () => (await syncState()) === 'in_sync', 5_000);

    // A row an earlier version linked, never compared: the start queues its product.
    await forget();
    await listingLinks.compareNeverSynced(db);
    await eventually(async () => (await syncState()) === 'in_sync', 5_000);
  });

  it('the listing rules apply to an Amazon listing: a buffer keeps units off it', async () => {
    const { sku } = await listedEverywhere(8);
    const rules = { buffer: 3, maximum: null, price_rule: 'same', price_value: null, guardrail_percent: null };
    const saved = await app().call({ method: 'PUT', url: listingUrl(sku), payload: rules });
    expect(saved.statusCode, saved.body).toBe(200);
    await amazonShows(sku, 5);
  });

  it('a listing made in Seller Central is linked by its SKU when it first sells, and then follows the stock', async () => {
    const { productId, publications } = await inventory.listedProduct(9);
    const sku = await refOf(productId);
    const clients = await app().app.amazon.clients(account);
    const listed = await clients.listings.putListingsItem({
      sellerId: account.selling_partner_id,
      sku,
      marketplaceIds: [mexico],
      body: { productType: 'SHOES', attributes: listingAttributes(9) },
    });
    expect(listed.data.status).toBe('ACCEPTED');
    amazon().placeOrder({ sellerId: account.selling_partner_id, items: [{ sku, quantity: 1 }] });

    await syncAmazonOrders(app().context, app().app.amazon, account);
    expect(await stockOf(productId)).toBe(8);
    await amazonShows(sku, 8);
    inventory.world.sandbox.control.mercadolibre.placeOrder({ itemId: publications[0]!.ml_id, quantity: 2 });
    await amazonShows(sku, 6);
  });
});
