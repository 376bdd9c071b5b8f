import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, warehouses } from '../../../resources/catalogue';
import { ResourceRepository } from '../../../server/crud/repository';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
});
afterAll(() => testApp?.close());

type Counts = { product_count: number; subcategory_count: number };

/** Each category of a tree level as the tree reads it (its parent's children), by name, with its counts. */
async function level(parent: number | null): Promise<Record<string, Counts>> {
  const response = await testApp.call({ method: 'POST', url: `/${paths.categories}q/?size=100`, payload: { fk_parent: parent } });
  expect(response.statusCode, response.body).toBe(200);
  const rows: (Counts & { label: string })[] = response.json().data;
  return Object.fromEntries(rows.map(({ label, product_count, subcategory_count }) => [label, { product_count, subcategory_count }]));
}

/** How many products the products list shows filtered by the category. */
const listedProducts = async (category: number) =>
  (await testApp.call({ method: 'POST', url: `/${paths.products}q/`, payload: { category } })).json().total as number;

describe('each category of the tree counts its products and subcategories', () => {
  it('follows products linked and unlinked, subcategories added, moved and removed', async () => {
    const home = await created(testApp, paths.categories, { label: 'Hogar' });
    const kitchen = await created(testApp, paths.categories, { label: 'Cocina', fk_parent: home.id });
    const garden = await created(testApp, paths.categories, { label: 'Jardín', fk_parent: home.id });
    expect((await level(null)).Hogar).toEqual({ product_count: 0, subcategory_count: 2 });

    const pan = await created(testApp, paths.products, { ref: 'SART-1', label: 'Sartén', categories: [home.id, kitchen.id] });
    const pot = await created(testApp, paths.products, { ref: 'OLLA-1', label: 'Olla', categories: [home.id] });
    // A link made on its own, as the product sheet's related list makes it.
    const link = await created(testApp, 'api/platform/product-categories/', { product_id: pot.id, category_id: kitchen.id });
    expect((await level(null)).Hogar).toEqual({ product_count: 2, subcategory_count: 2 });
    expect(await level(home.id)).toEqual({
      Cocina: { product_count: 2, subcategory_count: 0 },
      Jardín: { product_count: 0, subcategory_count: 0 },
    });
    // The products of the category itself, as its products list shows them (a subcategory's are not the parent's).
    expect(await listedProducts(home.id)).toBe(2);
    expect(await listedProducts(kitchen.id)).toBe(2);

    expect((await testApp.call({ method: 'DELETE', url: `/api/platform/product-categories/${link.id}` })).statusCode).toBe(204);
    expect((await testApp.call({ method: 'PUT', url: `/${paths.products}${pan.id}`, payload: { categories: [kitchen.id] } })).statusCode).toBe(200);
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.products}${pot.id}` })).statusCode).toBe(204);
    expect(await level(home.id)).toMatchObject({ Cocina: { product_count: 1 } });
    expect((await level(null)).Hogar).toEqual({ product_count: 0, subcategory_count: 2 });

    await created(testApp, paths.categories, { label: 'Sartenes', fk_parent: kitchen.id });
    expect(await level(home.id)).toMatchObject({ Cocina: { subcategory_count: 1 } });
    expect((await testApp.call({ method: 'PUT', url: `/${paths.categories}${garden.id}`, payload: { fk_parent: null } })).statusCode).toBe(200);
    expect((await level(null)).Hogar).toEqual({ product_count: 0, subcategory_count: 1 });
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.categories}${garden.id}` })).statusCode).toBe(204);
    expect(await level(null)).toEqual({ Hogar: { product_count: 0, subcategory_count: 1 } });

    // The whole list and a single category count the same way.
    const all = (await testApp.call({ method: 'GET', url: `/${paths.categories}?size=100` })).json().data;
    expect(all.find((row: { id: number }) => row.id === kitchen.id)).toMatchObject({ product_count: 1, subcategory_count: 1 });
    expect((await testApp.call({ method: 'GET', url: `/${paths.categories}${kitchen.id}` })).json()).toMatchObject({ product_count: 1, subcategory_count: 1 });
  });

  it('ignores counts sent on a write, as every read-only field', async () => {
    const made = await testApp.call({ method: 'POST', url: `/${paths.categories}`, payload: { label: 'Ferretería', product_count: 7, subcategory_count: 3 } });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    const edited = await testApp.call({ method: 'PUT', url: `/${paths.categories}${id}`, payload: { label: 'Herramientas', product_count: 9 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await testApp.call({ method: 'GET', url: `/${paths.categories}${id}` })).json()).toMatchObject({
      label: 'Herramientas',
      product_count: 0,
      subcategory_count: 0,
    });
  });
});

describe('every answer carrying a category carries its counts, as reading it does', () => {
  const read = async (id: number) => (await testApp.call({ method: 'GET', url: `/${paths.categories}${id}` })).json();

  it('answers a create and an update with the counts a read gives', async () => {
    const made = await testApp.call({ method: 'POST', url: `/${paths.categories}`, payload: { label: 'Jardinería' } });
    expect(made.statusCode, made.body).toBe(201);
    const parent = made.json();
    expect(parent).toMatchObject({ product_count: 0, subcategory_count: 0 });
    expect(parent).toEqual(await read(parent.id));

    const child = await created(testApp, paths.categories, { label: 'Riego', fk_parent: parent.id });
    expect(child).toMatchObject({ product_count: 0, subcategory_count: 0 });
    await created(testApp, paths.products, { ref: 'MANG-1', label: 'Manguera', categories: [parent.id] });
    const edited = await testApp.call({ method: 'PUT', url: `/${paths.categories}${parent.id}`, payload: { description: 'Todo para el jardín' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ product_count: 1, subcategory_count: 1 });
    expect(edited.json()).toEqual(await read(parent.id));
  });

  it('answers each created or updated item of a batch with its counts', async () => {
    const parent = await created(testApp, paths.categories, { label: 'Mascotas' });
    const batch = await testApp.call({
      method: 'POST',
      url: `/${paths.categories}batch`,
      payload: {
        items: [
          { op: 'create', data: { label: 'Perros', fk_parent: parent.id } },
          { op: 'update', id: parent.id, data: { description: 'Alimento y accesorios' } },
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const [made, edited] = batch.json().results;
    expect(made).toMatchObject({ ok: true, record: { product_count: 0, subcategory_count: 0 } });
    expect(edited).toMatchObject({ ok: true, record: { product_count: 0, subcategory_count: 1 } });
    expect(made.record).toEqual(await read(made.id));
    expect(edited.record).toEqual(await read(parent.id));
  });

  it('refuses an update based on an old version with the current record and its counts', async () => {
    const parent = await created(testApp, paths.categories, { label: 'Juguetes' });
    await created(testApp, paths.categories, { label: 'Peluches', fk_parent: parent.id });
    const stale = await testApp.call({ method: 'PUT', url: `/${paths.categories}${parent.id}`, payload: { label: 'Juegos', tms: '2000-01-01T00:00:00.000Z' } });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current).toEqual(await read(parent.id));
    expect(stale.json().current).toMatchObject({ product_count: 0, subcategory_count: 1 });
  });

  it('counts through the executor of the write, and not at all for a resource that counts nothing', async () => {
    const statements: string[] = [];
    const recording: KyselyPlugin = {
      transformQuery: ({ node }) => (statements.push(node.kind), node),
      transformResult: async ({ result }) => result,
    };
    const executor = testApp.context.database.db.withPlugin(recording);
    const category = await created(testApp, paths.categories, { label: 'Librería' });
    const warehouse = await created(testApp, paths.warehouses, { ref: 'ALM-LIB', label: 'Almacén de libros' });
    const withoutCounts = { ...category, product_count: undefined, subcategory_count: undefined };

    expect(await new ResourceRepository(testApp.context.database.db, warehouses).withCounts(warehouse, executor)).toBe(warehouse);
    expect(statements).toEqual([]);
    expect(await new ResourceRepository(testApp.context.database.db, categories).withCounts(withoutCounts, executor)).toEqual(category);
    expect(statements).toEqual(['SelectQueryNode']);
  });
});
