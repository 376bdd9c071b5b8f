import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonListingPath } from '../../resources/amazon/listings';
import { searchedKinds } from '../../server/search/searchedKinds';
import { created, paths } from './catalogue/catalogueFixtures';
import { startTestApp, type TestApp } from './testApp';

let testApp: TestApp;
let llave: number;
let tubo: number;
let orderId: number;
let orderRef: string;
let customer: number;
let publication: number;
let amazonListing: number;
beforeAll(async () => {
  testApp = await startTestApp();
  llave = (await created(testApp, paths.products, { ref: 'LLV-100', label: 'Llave de paso', barcode: '7501000000011' })).id;
  tubo = (await created(testApp, paths.products, { ref: 'TUB-200', label: 'Tubo de cobre', barcode: '7501000000028' })).id;
  await created(testApp, paths.products, { ref: 'MRT-300', label: 'Martillo de uña', barcode: '7502000000035' });
  customer = (await created(testApp, paths.clients, { name: 'Ferretería López', rfc: 'FLO850101AB1', email: 'compras@ferrelopez.mx' })).id;
  const order = await created(testApp, paths.orders, { client_id: customer, tracking_number: 'GUIA-77' });
  orderId = order.id;
  orderRef = String(order.ref);
  const inserted = await testApp.context.database.db
    .insertInto('mercadolibre_publications')
    .values({ ml_id: 'MLM1000000024', title: 'Llave de paso de latón', sku: 'LLV-100', status: 'published', product_id: llave, account_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  publication = Number(inserted.id);
  const listed = await testApp.context.database.db
    .insertInto('amazon_listings')
    .values({ account_id: 1, sku: 'TUB-200', product_id: tubo, product_type: 'PRODUCT', title: 'Tubo de cobre rígido', asin: 'B0TUBO0200', status: 'BUYABLE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  amazonListing = Number(listed.id);
});
afterAll(() => testApp.close());

type Result = { kind: string; id: number; title: string; subtitle: string; route: string };
const search = async (q: string, limit?: number): Promise<Result[]> => {
  const response = await testApp.call({ method: 'GET', url: `/api/search/?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
};
const ofKind = (results: Result[], kind: string) => results.filter((result) => result.kind === kind).map((result) => result.id);

describe('global search', () => {
  it('finds a product by its barcode, with its title, codes and the route of its sheet', async () => {
    expect(await search('7501000000028')).toEqual([
      { kind: 'product', id: tubo, title: 'Tubo de cobre', subtitle: 'TUB-200 · 7501000000028', route: `/productos/ver/${tubo}` },
    ]);
  });

  it('finds products by words and by ref, accents and case aside', async () => {
    expect(ofKind(await search('llave paso'), 'product')).toEqual([llave]);
    expect(ofKind(await search('martillo una'), 'product')).toHaveLength(1);
    expect(ofKind(await search('TUB-200'), 'product')).toEqual([tubo]);
  });

  it('finds an order by its ref and by its tracking number', async () => {
    expect(await search(orderRef)).toContainEqual({ kind: 'order', id: orderId, title: orderRef, subtitle: 'GUIA-77', route: `/pedidos/${orderId}/show` });
    expect(ofKind(await search('guia-77'), 'order')).toEqual([orderId]);
  });

  it("finds a marketplace sale by the marketplace's order id, named by it and its buyer", async () => {
    const sale = await created(testApp, paths.orders, { client_id: customer });
    await testApp.context.database.db
      .updateTable('orders')
      .set({ marketplace_order_id: '2000009876543', buyer_nickname: 'COMPRADOR_MX' })
      .where('rowid', '=', sale.id)
      .execute();
    expect(await search('2000009876543')).toContainEqual({
      kind: 'order',
      id: sale.id,
      title: String(sale.ref),
      subtitle: '2000009876543 · COMPRADOR_MX',
      route: `/pedidos/${sale.id}/show`,
    });
  });

  it('finds a customer by name, RFC and email', async () => {
    const byName = await search('lópez');
    expect(byName).toContainEqual({
      kind: 'customer',
      id: customer,
      title: 'Ferretería López',
      subtitle: 'FLO850101AB1 · compras@ferrelopez.mx',
      route: `/clientes/${customer}/show`,
    });
    expect(ofKind(await search('FLO850101AB1'), 'customer')).toEqual([customer]);
    expect(ofKind(await search('compras@ferrelopez.mx'), 'customer')).toEqual([customer]);
  });

  it("tells customers of one name apart: their city, and the marketplace buyer a sale's customer was made for", async () => {
    const local = (await created(testApp, paths.clients, { name: 'Valeria Cruz', city: 'Guadalajara' })).id;
    const buyer = await testApp.context.database.db
      .insertInto('clients')
      .values({ name: 'Valeria Cruz', channel_buyer_key: 'amazon:702-7338069-0000034' })
      .returning('rowid')
      .executeTakeFirstOrThrow();
    const found = (await search('valeria')).filter((result) => result.kind === 'customer');
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'customer', id: local, title: 'Valeria Cruz', subtitle: 'Guadalajara', route: `/clientes/${local}/show` },
        {
          kind: 'customer',
          id: Number(buyer.rowid),
          title: 'Valeria Cruz',
          subtitle: '',
          route: `/clientes/${buyer.rowid}/show`,
          buyer: { channel: 'amazon', buyerId: '702-7338069-0000034' },
        },
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it('finds a MercadoLibre publication by its item id', async () => {
    expect(await search('MLM1000000024')).toEqual([
      {
        kind: 'mercadolibre_publication',
        id: publication,
        title: 'Llave de paso de latón',
        subtitle: 'MLM1000000024 · LLV-100',
        route: `/mercadolibre/publicaciones/${publication}`,
      },
    ]);
  });

  it("finds an Amazon listing by its SKU, its ASIN and its title's words, opening Amazon's list searched by the SKU", async () => {
    const listing = {
      kind: 'amazon_listing',
      id: amazonListing,
      title: 'Tubo de cobre rígido',
      subtitle: 'TUB-200 · B0TUBO0200',
      route: amazonListingPath('TUB-200'),
    };
    expect(await search('TUB-200')).toEqual([expect.objectContaining({ kind: 'product', id: tubo }), listing]);
    expect(await search('b0tubo0200')).toEqual([listing]);
    expect(ofKind(await search('rígido'), 'amazon_listing')).toEqual([amazonListing]);
    expect(listing.route).toBe('/amazon/publicaciones?filter=%7B%22busqueda%22%3A%22TUB-200%22%7D');
  });

  it('groups results by kind (products, then publications) and keeps each kind within the limit', async () => {
    const results = await search('llv');
    expect(results.map((result) => result.kind)).toEqual(['product', 'mercadolibre_publication']);
    expect(await search('75', 2)).toHaveLength(2);
  });

  it('looks codes up only in indexed fields (unique or sortable), never by reading a whole table', () => {
    for (const { resource, exactFields } of searchedKinds) {
      for (const field of exactFields)
        expect(resource.fields[field], `${resource.name}.${field}`).toSatisfy((declared: { unique?: boolean; sortable?: boolean }) =>
          Boolean(declared.unique || declared.sortable),
        );
    }
  });

  it('answers nothing for a blank text or unknown words', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('destornillador')).toEqual([]);
  });

  it('refuses a too-long text, a bad limit or a missing text with a clear 400', async () => {
    const tooLong = await testApp.call({ method: 'GET', url: `/api/search/?q=${'a'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), fields: { q: expect.any(String) } });
    expect((await testApp.call({ method: 'GET', url: '/api/search/?q=llave&limit=11' })).statusCode).toBe(400);
    expect((await testApp.call({ method: 'GET', url: '/api/search/' })).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/search/?q=llave' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });
});
