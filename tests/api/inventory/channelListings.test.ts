import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testApp';

/**
 * /api/publications/: every marketplace's publications in one list, read from the view the
 * marketplaces' tables make, with the state in the same words for all, filters, search and pages.
 */
let api: TestApp;
let productId: number;
let otherProductId: number;

type Listing = {
  id: number;
  channel: string;
  record_id: number;
  listing_id: string | null;
  title: string;
  status: string;
  state: string;
  price: number | null;
};

const list = async (url: string, filter?: Record<string, unknown>) => {
  const response = await api.call(
    filter ? { method: 'POST', url: `/api/publications/q/${url}`, payload: filter } : { method: 'GET', url: `/api/publications/${url}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Listing[]; total: number; page: number; size: number };
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();

beforeAll(async () => {
  api = await startTestApp({ DEMO_DATA: '0' });
  const { db } = api.context.database;
  const product = async (ref: string) =>
    Number((await db.insertInto('products').values({ ref, label: ref, price: 100 }).returning('rowid').executeTakeFirstOrThrow()).rowid);
  productId = await product('CAF-1');
  otherProductId = await product('CAF-2');
  const publication = (id: number, values: Record<string, unknown>) => ({
    id,
    account_id: 1,
    product_id: productId,
    created_at: at(0),
    sold_quantity: 0,
    ...values,
  });
  await db
    .insertInto('mercadolibre_publications')
    .values([
      publication(1, {
        ml_id: 'MLM100',
        title: 'Cafetera italiana',
        status: 'published',
        price: 450,
        available_quantity: 5,
        sync_state: 'out_of_sync',
        link: 'https://articulo.mercadolibre.com.mx/MLM-100',
        updated_at: at(5),
      }),
      publication(2, { ml_id: 'MLM200', title: 'Cafetera de goteo', status: 'paused', price: 650, available_quantity: 0, updated_at: at(3) }),
      publication(3, { ml_id: null, title: 'Molino de café', status: 'to_be_published', price: 300, product_id: otherProductId, updated_at: at(1) }),
    ] as never)
    .execute();
  const amazon = (id: number, values: Record<string, unknown>) => ({
    id,
    account_id: 1,
    product_id: productId,
    product_type: 'PRODUCT',
    issues: '[]',
    created_at: at(0),
    ...values,
  });
  await db
    .insertInto('amazon_listings')
    .values([
      amazon(1, { sku: 'CAF-1', title: 'Cafetera italiana', status: 'BUYABLE', quantity: 4, price: 470, asin: 'B0CAF00001', updated_at: at(4) }),
      amazon(2, { sku: 'CAF-1-B', title: null, status: 'INVALID', quantity: 0, price: 470, updated_at: at(2) }),
    ] as never)
    .execute();
});
afterAll(() => api.close());

describe('the general publications list', () => {
  it("lists both marketplaces' publications, newest change first, each with its own key, state in common words and link", async () => {
    const page = await list('?size=10');
    expect(page.total).toBe(5);
    expect(page.data.map((row) => [row.channel, row.listing_id, row.status, row.state])).toEqual([
      ['mercadolibre', 'MLM100', 'published', 'on_sale'],
      ['amazon', 'CAF-1', 'BUYABLE', 'on_sale'],
      ['mercadolibre', 'MLM200', 'paused', 'not_buyable'],
      ['amazon', 'CAF-1-B', 'INVALID', 'attention'],
      ['mercadolibre', null, 'to_be_published', 'draft'],
    ]);
    expect(new Set(page.data.map((row) => row.id)).size).toBe(5);
    expect(page.data[1]).toMatchObject({
      record_id: 1,
      title: 'Cafetera italiana',
      price: 470,
      available_quantity: 4,
      link: 'https://www.amazon.com.mx/dp/B0CAF00001',
    });
    expect(page.data[0]).toMatchObject({ record_id: 1, sync_state: 'out_of_sync', link: 'https://articulo.mercadolibre.com.mx/MLM-100' });
    // An Amazon listing without a title shows its SKU.
    expect(page.data[3]).toMatchObject({ title: 'CAF-1-B', link: null, sync_state: null });
    const one = await api.call({ method: 'GET', url: `/api/publications/${page.data[1].id}` });
    expect(one.json()).toMatchObject({ channel: 'amazon', record_id: 1, listing_id: 'CAF-1' });
  });

  it('filters by marketplace, state and product, searches titles and listing ids, and pages', async () => {
    expect((await list('', { channel: 'amazon' })).data.map((row) => row.listing_id)).toEqual(['CAF-1', 'CAF-1-B']);
    expect((await list('', { state: 'on_sale' })).data.map((row) => row.channel)).toEqual(['mercadolibre', 'amazon']);
    expect((await list('', { state: ['attention', 'draft'] })).total).toBe(2);
    expect((await list('', { product_id: otherProductId })).data.map((row) => row.title)).toEqual(['Molino de café']);
    expect((await list('', { sync_state: 'out_of_sync' })).data.map((row) => row.listing_id)).toEqual(['MLM100']);
    expect((await list('?search=goteo')).data.map((row) => row.listing_id)).toEqual(['MLM200']);
    expect((await list('?search=mlm1')).data.map((row) => row.listing_id)).toEqual(['MLM100']);
    expect((await list('', { busqueda: 'cafetera', channel: 'mercadolibre' })).total).toBe(2);
    const second = await list('?page=2&size=2&sort=price&order=ASC');
    expect(second).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(second.data.map((row) => row.price)).toEqual([470, 470]);
  });

  it('refuses what it cannot filter or sort by, with the field named', async () => {
    const badState = await api.call({ method: 'POST', url: '/api/publications/q/', payload: { state: 'vendida' } });
    expect(badState.statusCode).toBe(400);
    const badSort = await api.call({ method: 'GET', url: '/api/publications/?sort=status' });
    expect(badSort.statusCode).toBe(400);
    const write = await api.call({ method: 'POST', url: '/api/publications/', payload: { title: 'x' } });
    expect(write.statusCode).toBe(404);
  });

  it('shows a publication changed on its marketplace at once: the list reads the tables themselves', async () => {
    await api.context.database.db.updateTable('amazon_listings').set({ status: 'DISCOVERABLE', quantity: 0 }).where('id', '=', 1).execute();
    const amazon = await list('', { channel: 'amazon', state: 'not_buyable' });
    expect(amazon.data.map((row) => row.listing_id)).toEqual(['CAF-1']);
  });
});
