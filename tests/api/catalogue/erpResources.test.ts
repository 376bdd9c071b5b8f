import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameNameMessage } from '../../../server/catalogue/categories/categoryHooks';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const rfcMessage = 'RFC no válido: 12 o 13 caracteres (AAA010101AAA)';

describe('warehouses through every generic call', () => {
  it('creates, gets, updates, lists, filters, batches and deletes; refuses blank labels', async () => {
    const warehouse = await created(testApp, paths.warehouses, { ref: 'ALM-1', label: 'Central', town: 'Monterrey', statut: 1 });
    expect(warehouse).toMatchObject({ rowid: warehouse.id, statut: 1, status: 1, entity: 1 });
    const updated = await testApp.call({ method: 'PUT', url: `/${paths.warehouses}${warehouse.id}`, payload: { statut: 0 } });
    expect(updated.json()).toMatchObject({ statut: 0, status: 0, label: 'Central' });
    expect((await testApp.call({ method: 'GET', url: '/api/erp/warehouses' })).json().total).toBe(1);
    expect((await testApp.call({ method: 'POST', url: `/${paths.warehouses}q/`, payload: { statut: 0 } })).json().total).toBe(1);
    const batch = (
      await testApp.call({
        method: 'POST',
        url: `/${paths.warehouses}batch`,
        payload: {
          items: [
            { op: 'create', data: { label: 'Sur' } },
            { op: 'update', id: warehouse.id, data: { label: '' } },
          ],
        },
      })
    ).json();
    expect(batch.results.map((result: { ok: boolean }) => result.ok)).toEqual([true, false]);
    const blank = await testApp.call({ method: 'POST', url: `/${paths.warehouses}`, payload: { label: '', statut: 7 } });
    expect(blank.json().fields).toEqual({ label: 'Este campo no puede estar vacio', statut: 'El valor no es válido' });
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.warehouses}${warehouse.id}` })).statusCode).toBe(204);
    expect((await testApp.call({ method: 'GET', url: `/${paths.warehouses}${warehouse.id}` })).statusCode).toBe(404);
  });

  it('refuses to delete a warehouse that still holds stock (409), naming what uses it', async () => {
    const warehouse = await created(testApp, paths.warehouses, { label: 'Con stock' });
    await created(testApp, paths.products, { ref: 'P-WH', label: 'Producto', warehouse_stock: [{ warehouse_id: warehouse.id, quantity: 1 }] });
    const refused = await testApp.call({ method: 'DELETE', url: `/${paths.warehouses}${warehouse.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'conflict',
      usedBy: 'producto_stock',
      message: 'No se puede eliminar: hay registros de producto_stock que lo usan',
      detail: { key: 'record_in_use', params: { usedBy: 'producto_stock' } },
    });
    const batch = (await testApp.call({ method: 'POST', url: `/${paths.warehouses}batch`, payload: { items: [{ op: 'delete', id: warehouse.id }] } })).json();
    expect(batch.results).toEqual([expect.objectContaining({ ok: false, id: warehouse.id, error: 'conflict', usedBy: 'producto_stock' })]);
  });
});

describe('categories as a tree', () => {
  it('creates a tree, refuses a cycle with a clear message, and deletes a leaf', async () => {
    const root = await created(testApp, paths.categories, { label: 'Hogar', color: '#aa3300' });
    const child = await created(testApp, paths.categories, { label: 'Cocina', fk_parent: root.id });
    const grandchild = await created(testApp, paths.categories, { label: 'Sartenes', fk_parent: child.id });
    const cycle = await testApp.call({ method: 'PUT', url: `/${paths.categories}${root.id}`, payload: { fk_parent: grandchild.id } });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().fields).toEqual({ fk_parent: 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías' });
    const itself = await testApp.call({ method: 'PUT', url: `/${paths.categories}${child.id}`, payload: { fk_parent: child.id } });
    expect(itself.statusCode).toBe(400);
    const moved = await testApp.call({ method: 'PUT', url: `/${paths.categories}${grandchild.id}`, payload: { fk_parent: root.id } });
    expect(moved.json()).toMatchObject({ fk_parent: root.id, visible: true, type: 0 });
    expect((await testApp.call({ method: 'POST', url: `/${paths.categories}q/`, payload: { fk_parent: root.id } })).json().total).toBe(2);
    expect((await testApp.call({ method: 'GET', url: `/${paths.categories}?search=sart` })).json().total).toBe(1);
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.categories}${root.id}` })).statusCode).toBe(409);
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.categories}${grandchild.id}` })).statusCode).toBe(204);
    const bad = await testApp.call({ method: 'POST', url: `/${paths.categories}`, payload: { label: ' ', color: 'rojo', fk_parent: 99999 } });
    expect(bad.json().fields).toEqual({ label: 'Este campo no puede estar vacio', color: 'El valor no es válido' });
  });

  it('refuses a second category of the same name under the same parent, made, renamed or moved there, and allows it elsewhere', async () => {
    const root = await created(testApp, paths.categories, { label: 'Jardín' });
    await created(testApp, paths.categories, { label: 'Macetas', fk_parent: root.id });
    const twin = await testApp.call({ method: 'POST', url: `/${paths.categories}`, payload: { label: 'Macetas', fk_parent: root.id } });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ error: 'conflict', fields: { label: sameNameMessage }, detail: { key: 'category_name_taken' } });
    const rootTwin = await testApp.call({ method: 'POST', url: `/${paths.categories}`, payload: { label: 'Jardín' } });
    expect(rootTwin.statusCode).toBe(409);

    const soil = await created(testApp, paths.categories, { label: 'Tierra', fk_parent: root.id });
    const renamed = await testApp.call({ method: 'PUT', url: `/${paths.categories}${soil.id}`, payload: { label: 'Macetas' } });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({ label: sameNameMessage });
    const elsewhere = await created(testApp, paths.categories, { label: 'Macetas' });
    const moved = await testApp.call({ method: 'PUT', url: `/${paths.categories}${elsewhere.id}`, payload: { fk_parent: root.id } });
    expect(moved.statusCode).toBe(409);
    const otherKind = await testApp.call({ method: 'POST', url: `/${paths.categories}`, payload: { label: 'Macetas', fk_parent: root.id, type: 1 } });
    expect(otherKind.statusCode).toBe(201);
    const total = await testApp.call({ method: 'POST', url: `/${paths.categories}q/`, payload: { fk_parent: root.id } });
    expect(total.json().total).toBe(3);
  });
});

describe('customers with a Mexican RFC', () => {
  it('accepts company (12) and person (13) RFCs with Ñ and &, stored in capitals', async () => {
    const company = await created(testApp, paths.clients, {
      name: 'Ñandú & Asociados',
      rfc: 'ñ&a0102031a2',
      email: 'Ventas@Nandu.mx',
      cp: '64000',
      state: 'Nuevo León',
    });
    expect(company).toMatchObject({ rfc: 'Ñ&A0102031A2', email: 'ventas@nandu.mx' });
    const person = await created(testApp, paths.clients, { name: 'María Pérez', rfc: 'PEMA850315H12', phone: '+52 81 1234 5678' });
    expect(person.rfc).toBe('PEMA850315H12');
    const updated = await testApp.call({ method: 'PUT', url: `/${paths.clients}${person.id}`, payload: { city: 'Monterrey' } });
    expect(updated.json()).toMatchObject({ city: 'Monterrey', name: 'María Pérez' });
    expect((await testApp.call({ method: 'POST', url: `/${paths.clients}q/`, payload: { state: 'Nuevo León' } })).json().total).toBe(1);
    expect((await testApp.call({ method: 'GET', url: `/${paths.clients}?search=pema85` })).json().total).toBe(1);
    expect((await testApp.call({ method: 'POST', url: `/${paths.clients}`, payload: { name: 'Copia', rfc: 'pema850315h12' } })).statusCode).toBe(409);
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.clients}${person.id}` })).statusCode).toBe(204);
  });

  it.each(['ABC', 'AB0101011A2', 'ABC011301AB1', 'ABC010132AB1', 'ABCDE0101011A2', 'ABC0101011A-'])('refuses the RFC %s with the RFC message', async (rfc) => {
    const response = await testApp.call({ method: 'POST', url: `/${paths.clients}`, payload: { name: 'Cliente', rfc } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ rfc: rfcMessage });
  });

  it('refuses a blank name, a bad email and a bad postal code', async () => {
    const response = await testApp.call({ method: 'POST', url: `/${paths.clients}`, payload: { name: '', email: 'no-es-correo', cp: '12' } });
    expect(response.json().fields).toEqual({ name: 'Este campo no puede estar vacio', email: 'El valor no es válido', cp: 'El valor no es válido' });
  });
});

describe('product collections', () => {
  it('price levels and customer prices derive price_ttc; languages are unique per product', async () => {
    const product = await created(testApp, paths.products, { ref: 'COL-1', label: 'Con colecciones', price: 10 });
    const client = await created(testApp, paths.clients, { name: 'Cliente precio', rfc: 'CPR990101AA1' });
    const level = await created(testApp, 'api/platform/product-prices/', { product_id: product.id, price_level: 2, price: 50 });
    expect(level).toMatchObject({ price: 50, price_ttc: 58, tva_tx: 16 });
    const special = await created(testApp, 'api/platform/product-customer-prices/', {
      product_id: product.id,
      client_id: client.id,
      price_base_type: 'TTC',
      price_ttc: 116,
    });
    expect(special.price).toBe(100);
    await created(testApp, 'api/platform/product-supplier-prices/', { product_id: product.id, supplier: 'Truper', price: 7 });
    await created(testApp, 'api/platform/product-languages/', { product_id: product.id, lang: 'en_US', label: 'With collections' });
    const again = await testApp.call({
      method: 'POST',
      url: '/api/platform/product-languages/',
      payload: { product_id: product.id, lang: 'en_US', label: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    await created(testApp, 'api/platform/product-replenishment/', {
      product_id: product.id,
      warehouse_id: (await created(testApp, paths.warehouses, { label: 'Repo' })).id,
      desiredstock: 10,
    });
    for (const base of ['product-prices', 'product-customer-prices', 'product-supplier-prices', 'product-languages', 'product-replenishment']) {
      expect((await testApp.call({ method: 'POST', url: `/api/platform/${base}/q/`, payload: { product_id: product.id } })).json().total).toBe(1);
    }
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.products}${product.id}` })).statusCode).toBe(204);
    expect((await testApp.call({ method: 'POST', url: '/api/platform/product-prices/q/', payload: { product_id: product.id } })).json().total).toBe(0);
  });

  it('contract lines and production orders are read-only lists', async () => {
    for (const base of ['product-contract-lines', 'product-production-orders']) {
      expect((await testApp.call({ method: 'POST', url: `/api/platform/${base}/q/`, payload: { product_id: 1 } })).json()).toMatchObject({
        total: 0,
        data: [],
      });
      expect((await testApp.call({ method: 'POST', url: `/api/platform/${base}/`, payload: { product_id: 1 } })).statusCode).toBe(404);
    }
  });
});
