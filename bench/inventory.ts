/**
 * Inventory budgets (`npx tsx bench/inventory.ts`; add `DATABASE_URL=postgres://…` to run it on a
 * throwaway PostgreSQL database of that server),
 * printed as JSON, with 10 seller accounts of one application on the sandbox:
 * 1. a sale on MercadoLibre of a product listed on every account (100 products, 1,000 listings), five
 *    sales a second, each on the next account, its webhooks delivered to the server over HTTP: time
 *    from the sale until the ERP stock is taken and MercadoLibre shows the new quantity on the
 *    product's 9 listings on the other accounts (p50/p99/max, budget p99 < 5 s);
 * 2. a batch stock change of 10,000 products, one listing each (one transaction, as an import would
 *    write it): from its commit until every listing is pushed, against the rate the sandbox allows the
 *    application (set through its control API), with the requests sent beyond one per listing (429s or
 *    5xx retried: must be 0) and the share of the allowed rate used (≥ 90 %).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startSandbox } from '../sandbox';
import { buildApp } from '../server/app';
import { refreshProductStock } from '../server/catalogue/stock/productStockTotals';
import { readConfig } from '../server/config';
import { seedAdmin } from '../server/users/seedAdmin';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';
import { validPhone } from '../tests/api/sandbox/mercadolibreHarness';

const app = { clientId: '7700000000000012', clientSecret: 'bench-secret', redirectUri: 'http://localhost:3000/configuracion/mercadolibre' };
const accountCount = 10;
const perAccountRate = Number(process.env.BENCH_ACCOUNT_RATE ?? 15);
const appRate = accountCount * perAccountRate;
const latencyProducts = 100;
const batchProducts = Number(process.env.BENCH_BATCH ?? 10_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const sandbox = await startSandbox({ port: 0 });
  const control = sandbox.control.mercadolibre;
  control.configureApp(app);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inventory-'));
  const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'bench' });
  const config = readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ML_API_URL: sandbox.mercadolibre.apiUrl,
    ML_CLIENT_ID: app.clientId,
    ML_CLIENT_SECRET: app.clientSecret,
    ML_REDIRECT_URI: app.redirectUri,
    ML_REQUESTS_PER_SECOND: String(perAccountRate),
    ML_MISSED_FEEDS_SECONDS: '86400',
    INVENTORY_PUSH_POLL_MS: '100',
  });
  const { app: server, context, startLoops } = await buildApp(config, { distDir: join(dataDir, 'no-dist') });
  const db = context.database.db;
  // Sales reach the server as MercadoLibre sends them: webhooks over HTTP to its own port.
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  control.configureApp({ ...app, notificationUrl: `http://127.0.0.1:${port}/api/webhooks/mercadolibre`, topics: ['orders_v2', 'payments', 'shipments'] });
  await seedAdmin(db, 'admin@example.com', 'contraseña-bench-1');
  const token = (await server.inject({ method: 'POST', url: '/api/login/', payload: { username: 'admin@example.com', password: 'contraseña-bench-1' } })).json()
    .token as string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  control.setRateLimit({ requestsPerSecond: 100_000 });
  const sellers: { accountId: number; sellerId: number; token: string }[] = [];
  for (let index = 0; index < accountCount; index++) {
    const seller = control.createSeller({ nickname: `BENCH_${index}` });
    const { state } = (await call('GET', '/api/mercadolibre/authorization_url')).json();
    const code = control.issueAuthorizationCode({ userId: seller.id, clientId: app.clientId });
    const account = (await call('POST', '/api/mercadolibre/authorize', { code, state })).json();
    sellers.push({ accountId: account.id, sellerId: seller.id, token: control.issueTokens({ userId: seller.id, clientId: app.clientId }).access_token });
  }
  const warehouseId = Number((await call('POST', '/api/erp/warehouses/', { label: 'Central' })).json().id);

  let sku = 0;
  /** An item on the sandbox for the seller, created over HTTP as the seller's own tool would. */
  const newItem = async (seller: (typeof sellers)[number], quantity: number): Promise<string> => {
    sku += 1;
    const response = await fetch(`${sandbox.mercadolibre.apiUrl}/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        validPhone({
          title: `Samsung Galaxy A15 128 Gb Azul ${sku}`,
          available_quantity: quantity,
          attributes: [
            { id: 'BRAND', value_name: 'Samsung' },
            { id: 'MODEL', value_name: 'Galaxy A15' },
            { id: 'GTIN', value_name: '8806095426280' },
            { id: 'SELLER_SKU', value_name: `SKU-${sku}` },
          ],
        }),
      ),
    });
    if (response.status !== 201) throw new Error(`item: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  /** Products in stock, each listed on the given sellers at the product's quantity and price, already in sync. */
  const listedProducts = async (count: number, sellersOf: (index: number) => typeof sellers, quantity: number): Promise<number[]> => {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let start = 0; start < count; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - start) }, async (_, offset) => {
          const index = start + offset;
          const product = await db
            .insertInto('products')
            .values({ ref: `INV-${start}-${index}-${sku}`, label: `Celular ${index}`, price: 3299, price_ttc: 3299, stock: quantity, datec: now, tms: now })
            .returning('rowid')
            .executeTakeFirstOrThrow();
          const productId = Number(product.rowid);
          ids.push(productId);
          await db.insertInto('product_stock').values({ product_id: productId, warehouse_id: warehouseId, quantity, tms: now }).execute();
          for (const seller of sellersOf(index)) {
            const mlId = await newItem(seller, quantity);
            await db
              .insertInto('mercadolibre_publications')
              .values({
                product_id: productId,
                account_id: seller.accountId,
                ml_id: mlId,
                title: `Celular ${index}`,
                status: 'published',
                price: 3299,
                available_quantity: quantity,
                sold_quantity: 0,
                sync_state: 'in_sync',
                erp_quantity: quantity,
                listing_type_id: 'gold_special',
                created_at: now,
                updated_at: now,
              })
              .execute();
          }
        }),
      );
    }
    return ids;
  };
  const shownQuantities = async (productIds: readonly number[]) =>
    db
      .selectFrom('mercadolibre_publications')
      .select(['product_id', 'account_id', 'available_quantity'])
      .where('product_id', 'in', [...productIds])
      .execute();

  // 1. A sale on one account → the ERP stock and every other account's listing of the product.
  const latencyIds = await listedProducts(latencyProducts, () => sellers, 50);
  control.setRateLimit({ requestsPerSecond: appRate });
  await startLoops();
  const stockOf = async (productId: number) =>
    Number((await db.selectFrom('products').select('stock').where('rowid', '=', productId).executeTakeFirstOrThrow()).stock);
  const stockTaken: number[] = [];
  const latencies: number[] = [];
  const watches: Promise<void>[] = [];
  for (const [index, productId] of latencyIds.entries()) {
    const listings = await db.selectFrom('mercadolibre_publications').select(['ml_id', 'account_id']).where('product_id', '=', productId).execute();
    const seller = sellers[index % accountCount];
    const sold = listings.find((listing) => Number(listing.account_id) === seller.accountId);
    if (!sold?.ml_id || listings.length !== accountCount) throw new Error(`product ${productId} is not listed on every account`);
    const began = Date.now();
    control.placeOrder({ itemId: sold.ml_id, quantity: 3 });
    watches.push(
      (async () => {
        let taken = false;
        for (;;) {
          if (!taken && (await stockOf(productId)) === 47) {
            taken = true;
            stockTaken.push(Date.now() - began);
          }
          const others = (await shownQuantities([productId])).filter((row) => Number(row.account_id) !== seller.accountId);
          if (taken && others.length === accountCount - 1 && others.every((row) => Number(row.available_quantity) === 47)) break;
          if (Date.now() - began > 60_000) throw new Error(`the sale of product ${productId} not pushed within a minute`);
          await sleep(20);
        }
        latencies.push(Date.now() - began);
      })(),
    );
    await sleep(200);
  }
  await Promise.all(watches);
  const orders = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  const deliveries = control.webhookDeliveries();
  const percentiles = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { p50_ms: pick(0.5), p99_ms: pick(0.99), max_ms: sorted[sorted.length - 1] };
  };
  const latency = {
    accounts: accountCount,
    listings: latencyProducts * accountCount,
    sales: latencies.length,
    sales_per_s: 5,
    ...percentiles(latencies),
    erp_stock_taken: percentiles(stockTaken),
    erp_orders: Number(orders.count),
    // MercadoLibre waits half a second for the answer and tries again 5 s later: a late answer costs that.
    webhooks: deliveries.length,
    webhooks_not_answered_in_time: deliveries.filter((delivery) => delivery.attempts[0]?.httpStatus !== 200).length,
    method: 'sale of 3 units placed on the sandbox → ERP stock taken and MercadoLibre answered the 9 other accounts’ listings with the new quantity',
  };

  // 2. A batch stock change of 10,000 products, one listing each, spread over the accounts.
  control.setRateLimit({ requestsPerSecond: 100_000 });
  const batchIds = await listedProducts(batchProducts, (index) => [sellers[index % accountCount]], 20);
  control.setRateLimit({ requestsPerSecond: appRate });
  await sleep(1_100);
  const sentBefore = [...server.mercadolibre.connector.sent.values()].reduce((sum, value) => sum + value, 0);
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < batchIds.length; start += 500) {
      const chunk = batchIds.slice(start, start + 500);
      await trx.updateTable('product_stock').set({ quantity: 19 }).where('product_id', 'in', chunk).execute();
      await refreshProductStock(trx, chunk);
    }
  });
  // The pushes start once the batch is committed: the rate is measured from there.
  const committed = Date.now();
  for (;;) {
    const left = await db
      .selectFrom('product_changes')
      .select(sql<number>`count(*)`.as('left'))
      .executeTakeFirstOrThrow();
    if (Number(left.left) === 0) break;
    await sleep(100);
  }
  const elapsedS = (Date.now() - committed) / 1000;
  const sent = [...server.mercadolibre.connector.sent.values()].reduce((sum, value) => sum + value, 0) - sentBefore;
  const right = (await shownQuantities(batchIds)).filter((row) => Number(row.available_quantity) === 19).length;
  const batch = {
    products: batchProducts,
    accounts: accountCount,
    app_rate_per_s: appRate,
    account_rate_per_s: perAccountRate,
    batch_write_s: (committed - started) / 1000,
    elapsed_s: elapsedS,
    rate_allows_s: batchProducts / appRate,
    used_pct_of_allowed_rate: Math.round((batchProducts / elapsedS / appRate) * 1000) / 10,
    requests_sent: sent,
    retried_requests: sent - batchProducts,
    listings_right: right,
  };

  process.stdout.write(`${JSON.stringify({ database: context.database.dialect, sale_latency: latency, batch_push: batch }, null, 2)}\n`);
  await server.close();
  await sandbox.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
