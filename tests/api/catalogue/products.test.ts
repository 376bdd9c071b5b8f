import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

let testApp: TestApp;
let norte: number;
let sur: number;
let herramientas: number;
let electricas: number;
beforeAll(async () => {
  testApp = await startTestApp();
  norte = (await created(testApp, paths.warehouses, { ref: 'ALM-N', label: 'Almacén Norte' })).id;
  sur = (await created(testApp, paths.warehouses, { ref: 'ALM-S', label: 'Almacén Sur' })).id;
  herramientas = (await created(testApp, paths.categories, { label: 'Herramientas' })).id;
  electricas = (await created(testApp, paths.categories, { label: 'Eléctricas', fk_parent: herramientas })).id;
});
afterAll(() => testApp.close());

const taladro = {
  ref: 'TAL-500',
  label: 'Taladro percutor 500 W',
  description: 'Taladro con maletín y brocas',
  barcode: '7501234567890',
  price: 1000,
  tva_tx: 16,
  seuil_stock_alerte: 5,
  weight: 1.8,
  weight_units: 0,
  required_extra_fields: [{ field: 'BRAND', value: 'Truper' }],
  optional_extra_fields: [{ field: 'COLOR', value: 'Rojo' }],
  images: [
    { id: 'img-1', url: 'https://example.com/1.jpg', thumbnail_url: 'https://example.com/1-t.jpg', position: 0, main: true },
    { id: 'img-2', url: 'https://example.com/2.jpg', position: 1, main: false },
  ],
};

describe('products through every generic call', () => {
  let id: number;

  it('creates a product with two categories and stock in two warehouses in one request', async () => {
    const product = await created(testApp, paths.products, {
      ...taladro,
      categories: [herramientas, electricas],
      warehouse_stock: [
        { warehouse_id: norte, quantity: 7 },
        { warehouse_id: sur, quantity: 3 },
      ],
    });
    id = product.id;
    expect(product).toMatchObject({ rowid: id, ref: 'TAL-500', price: 1000, price_ttc: 1160, price_base_type: 'HT', stock: 10, tosell: true, tobuy: true });
    expect(product.categories).toEqual([herramientas, electricas]);
    expect(product.warehouse_stock).toEqual([
      { warehouse_id: norte, quantity: 7 },
      { warehouse_id: sur, quantity: 3 },
    ]);
    expect(product.fk_user_author).toBe(1);
    expect(product.datec).toMatch(/^\d{4}-/);
  });

  it('gets it by id with its categories, stock per warehouse, extra fields and images; 404 when missing', async () => {
    const product = (await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json();
    expect(product).toMatchObject({ ref: 'TAL-500', stock: 10, categories: [herramientas, electricas] });
    expect(product.required_extra_fields).toEqual([{ field: 'BRAND', value: 'Truper' }]);
    expect(product.images).toHaveLength(2);
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}99999` })).statusCode).toBe(404);
  });

  it('updates: new stock per warehouse recomputes the total, categories are replaced', async () => {
    const response = await testApp.call({
      method: 'PUT',
      url: `/${paths.products}${id}`,
      payload: { rowid: id, label: 'Taladro percutor 550 W', categories: [electricas], warehouse_stock: [{ warehouse_id: sur, quantity: 2.5 }], stock: 999 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      label: 'Taladro percutor 550 W',
      stock: 2.5,
      categories: [electricas],
      warehouse_stock: [{ warehouse_id: sur, quantity: 2.5 }],
    });
  });

  it('derives price_ttc from price, and price from price_ttc when the base is TTC, min prices too', async () => {
    const byNet = (await testApp.call({ method: 'PUT', url: `/${paths.products}${id}`, payload: { price: 200, price_min: 100, tva_tx: 8 } })).json();
    expect(byNet).toMatchObject({ price: 200, price_ttc: 216, price_min: 100, price_min_ttc: 108 });
    const byGross = (
      await testApp.call({ method: 'PUT', url: `/${paths.products}${id}`, payload: { price_base_type: 'TTC', price_ttc: 116, price_min_ttc: 58, tva_tx: 16 } })
    ).json();
    expect(byGross).toMatchObject({ price: 100, price_ttc: 116, price_min: 50, price_min_ttc: 58 });
    const rateOnly = (await testApp.call({ method: 'PUT', url: `/${paths.products}${id}`, payload: { tva_tx: 0 } })).json();
    expect(rateOnly).toMatchObject({ price: 116, price_ttc: 116 });
    const created2 = await created(testApp, paths.products, { ref: 'TTC-1', label: 'Precio con IVA', price_base_type: 'TTC', price_ttc: 58 });
    expect(created2).toMatchObject({ price: 50, price_ttc: 58, tva_tx: 16 });
  });

  it('keeps the stock total in step with stock rows written directly', async () => {
    const row = await created(testApp, paths.productStock, { product_id: id, warehouse_id: norte, quantity: 4 });
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json().stock).toBe(6.5);
    await testApp.call({ method: 'PUT', url: `/${paths.productStock}${row.id}`, payload: { quantity: 10 } });
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json().stock).toBe(12.5);
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.productStock}${row.id}` })).statusCode).toBe(204);
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json().stock).toBe(2.5);
    const byProduct = (await testApp.call({ method: 'POST', url: `/${paths.productStock}q/`, payload: { product_id: id } })).json();
    expect(byProduct.data).toEqual([expect.objectContaining({ product_id: id, warehouse_id: sur, quantity: 2.5 })]);
  });

  it('deletes an image (204), and answers 404 for a missing image or product', async () => {
    const removed = await testApp.call({ method: 'DELETE', url: `/${paths.products}${id}/images/img-1` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().tms).toBe((await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json().tms);
    const images = (await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json().images;
    expect(images).toEqual([expect.objectContaining({ id: 'img-2', main: true })]);
    const missing = await testApp.call({ method: 'DELETE', url: `/${paths.products}${id}/images/img-1` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.products}99999/images/img-2` })).statusCode).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const blank = await testApp.call({ method: 'POST', url: `/${paths.products}`, payload: { ref: ' ', price: -1, tva_tx: 120, categories: [99999] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      ref: 'Este campo no puede estar vacio',
      label: 'Este campo no puede estar vacio',
      price: 'El valor no es válido',
      tva_tx: 'El valor no es válido',
    });
    const unknownCategory = await testApp.call({ method: 'POST', url: `/${paths.products}`, payload: { ref: 'X-1', label: 'X', categories: [99999] } });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().fields).toEqual({ categories: 'El valor no es válido' });
    const badStock = await testApp.call({
      method: 'POST',
      url: `/${paths.products}`,
      payload: { ref: 'X-2', label: 'X', warehouse_stock: [{ warehouse_id: norte, quantity: -1 }] },
    });
    expect(badStock.json().fields).toEqual({ warehouse_stock: 'El valor no es válido' });
    const duplicate = await testApp.call({ method: 'POST', url: `/${paths.products}`, payload: { ref: 'TAL-500', label: 'Otro' } });
    expect(duplicate.statusCode).toBe(409);
  });

  it('lists with page and size, and runs a batch', async () => {
    const list = (await testApp.call({ method: 'GET', url: `/${paths.products}?page=1&size=1` })).json();
    expect(list).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(list.data).toHaveLength(1);
    expect(Object.keys(list.data[0])).toEqual(expect.arrayContaining(['rowid', 'id', 'ref', 'label', 'price', 'price_ttc', 'stock', 'images']));
    // Every list field reaches the browser, and nothing else.
    expect(Object.keys(list.data[0]).sort()).toEqual(['rowid', 'id', ...products.listFields!].sort());
    expect(list.data[0]).not.toHaveProperty('description');
    const batch = (
      await testApp.call({
        method: 'POST',
        url: `/${paths.products}batch`,
        payload: {
          items: [
            { op: 'create', data: { ref: 'B-1', label: 'Lote uno', price: 10 } },
            { op: 'create', data: { ref: '' } },
          ],
        },
      })
    ).json();
    expect(batch.results[0]).toMatchObject({ ok: true, record: { price_ttc: 11.6 } });
    expect(batch.results[1]).toMatchObject({ ok: false, fields: { ref: 'Este campo no puede estar vacio' } });
  });

  it('deletes a product with its stock and category links (204), then 404', async () => {
    const doomed = await created(testApp, paths.products, {
      ref: 'DEL-1',
      label: 'Se borra',
      categories: [herramientas],
      warehouse_stock: [{ warehouse_id: norte, quantity: 1 }],
    });
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.products}${doomed.id}` })).statusCode).toBe(204);
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}${doomed.id}` })).statusCode).toBe(404);
    const links = (await testApp.call({ method: 'POST', url: '/api/platform/product-categories/q/', payload: { product_id: doomed.id } })).json();
    expect(links.total).toBe(0);
  });
});
