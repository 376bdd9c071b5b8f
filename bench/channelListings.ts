/**
 * The general publications list (/api/publications/, the view over every marketplace's listings) of
 * the real compiled server, over LISTINGS MercadoLibre publications and as many Amazon listings of
 * as many products, 10 keep-alive connections per case. Every request differs from the one before:
 * a random page among the first 200, a random title word, a random MercadoLibre id prefix, a random
 * page of one marketplace's or one state's publications.
 * Run: npx tsx bench/channelListings.ts   (LISTINGS=… SECONDS=…; DATABASE_URL=postgres://… for PostgreSQL)
 */
import { CompiledQuery } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listingStates, salesChannelCodes } from '../resources/inventory/channelListings';
import { amazonListingStatuses } from '../resources/amazon/listings';
import { publicationStatuses } from '../resources/mercadolibre/publicationStatuses';
import { generateCatalogue } from '../server/catalogue/demo/generate';
import { brands } from '../server/catalogue/demo/vocabulary';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { temporaryPostgresDatabase } from '../tests/support/temporaryPostgresDatabase';
import { runLoad } from './catalogueLoad';
import { signInOverHttp, startServer } from './serverProcess';

const listings = Number(process.env.LISTINGS ?? 50_000);
const seconds = Number(process.env.SECONDS ?? 5);
const password = 'medicion-de-publicaciones-1';
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-listings-bench-'));
const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'bench' });
const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();

/** One MercadoLibre publication and one Amazon listing per catalogue product, titled as the product. */
async function addListings() {
  const handle = openDatabase(readConfig(env));
  try {
    const { db } = handle;
    const products = await db.selectFrom('products').select(['rowid', 'ref', 'label', 'price']).orderBy('rowid').limit(listings).execute();
    for (let start = 0; start < products.length; start += 500) {
      const slice = products.slice(start, start + 500);
      await db
        .insertInto('mercadolibre_publications')
        .values(
          slice.map((product, index) => ({
            account_id: 1,
            product_id: Number(product.rowid),
            ml_id: `MLM${1_000_000_000 + start + index}`,
            title: String(product.label).slice(0, 60),
            status: pick(publicationStatuses),
            price: Number(product.price),
            available_quantity: (start + index) % 40,
            sold_quantity: 0,
            created_at: at(start + index),
            updated_at: at(start + index),
          })) as never,
        )
        .execute();
      await db
        .insertInto('amazon_listings')
        .values(
          slice.map((product, index) => ({
            account_id: 1,
            product_id: Number(product.rowid),
            sku: String(product.ref),
            product_type: 'PRODUCT',
            title: String(product.label).slice(0, 200),
            status: pick(amazonListingStatuses),
            quantity: (start + index) % 30,
            price: Number(product.price),
            issues: '[]',
            created_at: at(start + index),
            updated_at: at(start + index + 30),
          })) as never,
        )
        .execute();
    }
    if (handle.dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('vacuum analyze'));
  } finally {
    await handle.close();
  }
}

await generateCatalogue(env, listings);
await addListings();
const server = await startServer({ ...env, ADMIN_PASSWORD: password, DEMO_DATA: '0', ACCESS_TOKEN_SECONDS: '3600' });
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const api = (path: string) => `${server.url}/api/publications/${path}`;
  const page = (first: number, last: number) => first + Math.floor(Math.random() * (last - first + 1));
  const filtered = (body: () => Record<string, unknown>) => ({
    url: () => api(`q/?page=${page(1, 20)}&size=25`),
    method: 'POST' as const,
    bodyOf: body,
    token,
  });
  const results = {
    random_page_of_first_200: await runLoad({ url: () => api(`?page=${page(1, 200)}&size=25`), token }, 10, seconds),
    search_brand_word: await runLoad({ url: () => api(`?page=1&size=25&search=${encodeURIComponent(pick(brands).toLowerCase())}`), token }, 10, seconds),
    search_mercadolibre_id_prefix: await runLoad({ url: () => api(`?page=1&size=25&search=MLM10000${page(10, 99)}`), token }, 10, seconds),
    one_marketplace_random_page_of_20: await runLoad(
      filtered(() => ({ channel: pick(salesChannelCodes) })),
      10,
      seconds,
    ),
    one_state_random_page_of_20: await runLoad(
      filtered(() => ({ state: pick(listingStates) })),
      10,
      seconds,
    ),
  };
  console.log(
    JSON.stringify(
      {
        database: database.url ? 'postgres' : 'sqlite',
        listings_per_marketplace: listings,
        seconds_per_run: seconds,
        ...results,
        server_rss_mb: +server.rssMegabytes().toFixed(1),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
