import { type Kysely, sql } from 'kysely';
import type { AmazonListingStatus } from '../../../resources/amazon/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../../server/db/tables';
import { listingLinks } from '../../../server/marketplaces/amazon/listingLinks';
import { startTestApp, type TestApp } from '../testApp';

let api: TestApp;
let db: Kysely<Tables>;

beforeAll(async () => {
  api = await startTestApp({ DEMO_DATA: '0' });
  db = api.context.database.db;
});
afterAll(() => api?.close());

/** A listing as an older database holds it: written before listings had a status. */
async function listingWithoutStatus(
  sku: string,
  row: { submission_status: 'ACCEPTED' | 'INVALID'; asin: string | null; quantity: number; status?: AmazonListingStatus },
) {
  const now = new Date().toISOString();
  const product = await db
    .insertInto('products')
    .values({ ref: sku, label: `Licuadora ${sku}`, price: 650, price_ttc: 650, stock: 0, datec: now, tms: now })
    .returning('rowid')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('amazon_listings')
    .values({
      account_id: 1,
      sku,
      product_id: Number(product.rowid),
      product_type: 'PRODUCT',
      title: sku,
      status: sql<AmazonListingStatus>`null`,
      issues: '[]',
      created_at: now,
      updated_at: now,
      ...row,
    })
    .execute();
}

const statuses = async () =>
  Object.fromEntries(
    ((await api.call({ method: 'GET', url: '/api/amazon/listings/?page=1&size=50' })).json() as { data: { sku: string; status: string | null }[] }).data.map(
      (listing) => [listing.sku, listing.status],
    ),
  );

describe('Amazon listings of older databases', () => {
  it('get the status their submission and accepted units say, once, keeping the statuses already there', async () => {
    await listingWithoutStatus('NUNCA-ACEPTADA', { submission_status: 'INVALID', asin: null, quantity: 3 });
    await listingWithoutStatus('EN-VENTA', { submission_status: 'ACCEPTED', asin: 'B0VENTA001', quantity: 4 });
    await listingWithoutStatus('SIN-UNIDADES', { submission_status: 'ACCEPTED', asin: 'B0VENTA002', quantity: 0 });
    // Accepted once (Amazon named its ASIN), its last patch refused: still on sale with its units.
    await listingWithoutStatus('PARCHE-RECHAZADO', { submission_status: 'INVALID', asin: 'B0VENTA003', quantity: 2 });
    await listingWithoutStatus('CON-ESTADO', { submission_status: 'ACCEPTED', asin: 'B0VENTA004', quantity: 5, status: 'DISCOVERABLE' });
    expect((await statuses())['EN-VENTA']).toBeNull();

    await listingLinks.fillMissingStatuses(db);
    await listingLinks.fillMissingStatuses(db);

    expect(await statuses()).toEqual({
      'NUNCA-ACEPTADA': 'INVALID',
      'EN-VENTA': 'BUYABLE',
      'SIN-UNIDADES': 'DISCOVERABLE',
      'PARCHE-RECHAZADO': 'BUYABLE',
      'CON-ESTADO': 'DISCOVERABLE',
    });
  });
});
