import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { amazonDemoApp, type Sandbox } from '../../../sandbox';
import type { Tables } from '../../../server/db/tables';
import type { AccountRow } from '../../../server/marketplaces/amazon/accountRepository';
import { startTestApp, type TestApp } from '../testApp';
import { consent, listingAttributes, mexico } from './amazonSandboxHarness';

const redirectUri = 'http://localhost:3000/configuracion/amazon';

/**
 * The API pointed at the sandbox's Amazon, with one new seller connected through the consent flow (connectAmazonSeller).
 * `settings` adds to or overrides the defaults (a generous budget, short timeouts).
 */
export async function startAmazonApp(
  sandbox: Sandbox,
  settings: Record<string, string> = {},
  sellerName = 'Tienda de prueba',
): Promise<{ api: TestApp; account: AccountRow }> {
  const api = await startTestApp({
    AMAZON_API_URL: sandbox.amazon.apiUrl,
    AMAZON_LWA_URL: sandbox.amazon.lwaUrl,
    AMAZON_CONSENT_URL: sandbox.amazon.consentUrl,
    AMAZON_CLIENT_ID: amazonDemoApp.clientId,
    AMAZON_CLIENT_SECRET: amazonDemoApp.clientSecret,
    AMAZON_APP_ID: amazonDemoApp.applicationId,
    AMAZON_REDIRECT_URI: redirectUri,
    AMAZON_REQUESTS_PER_SECOND: '1000',
    AMAZON_TIMEOUT_MS: '2000',
    ...settings,
  });
  return { api, account: await connectAmazonSeller(api, sandbox, sellerName) };
}

/** A new seller of the sandbox, connected to the API as one more Amazon account through the consent flow. */
export async function connectAmazonSeller(api: TestApp, sandbox: Sandbox, sellerName: string): Promise<AccountRow> {
  const seller = sandbox.control.amazon.createSeller(sellerName);
  const { state } = (await api.call({ method: 'GET', url: '/api/amazon/authorization_url' })).json() as { state: string };
  const back = await consent(sandbox, seller.sellingPartnerId, state, redirectUri);
  const connected = await api.call({
    method: 'POST',
    url: '/api/amazon/authorize',
    payload: { spapi_oauth_code: back.get('spapi_oauth_code'), state: back.get('state'), selling_partner_id: back.get('selling_partner_id') },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  return (await api.app.amazon.accounts.get((connected.json() as { id: number }).id))!;
}

/** A catalogue product with `stock` units in a warehouse, listed on Amazon under its ref as SellerSKU. */
export async function listedProduct(api: TestApp, account: AccountRow, stock: number): Promise<{ productId: number; sku: string }> {
  const db: Kysely<Tables> = api.context.database.db;
  const now = new Date().toISOString();
  const warehouse =
    (await db.selectFrom('warehouses').select('rowid').orderBy('rowid').executeTakeFirst()) ??
    (await db.insertInto('warehouses').values({ label: 'Principal', datec: now, tms: now }).returning('rowid').executeTakeFirstOrThrow());
  const sku = `AMZ-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const product = await db
    .insertInto('products')
    .values({ ref: sku, label: `Licuadora ${sku}`, price: 650, price_ttc: 650, stock, datec: now, tms: now })
    .returning('rowid')
    .executeTakeFirstOrThrow();
  const productId = Number(product.rowid);
  await db
    .insertInto('product_stock')
    .values({ product_id: productId, warehouse_id: Number(warehouse.rowid), quantity: stock, tms: now })
    .execute();
  const clients = await api.app.amazon.clients(account);
  const listed = await clients.listings.putListingsItem({
    sellerId: account.selling_partner_id,
    sku,
    marketplaceIds: [mexico],
    body: { productType: 'PRODUCT', attributes: listingAttributes({ title: 'Licuadora', price: 650, quantity: stock }) },
  });
  expect(listed.data.status).toBe('ACCEPTED');
  return { productId, sku };
}
