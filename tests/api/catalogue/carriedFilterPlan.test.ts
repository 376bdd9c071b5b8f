import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '../../../resources';
import { ensureCatalogueFrame } from '../../../server/catalogue/demo/catalogueFrame';
import { generateProducts } from '../../../server/catalogue/demo/generateProducts';
import { seededRandom } from '../../../server/catalogue/demo/random';
import { declaredFilter } from '../../../server/crud/listFilters';
import { ResourceRepository } from '../../../server/crud/repository';
import { migrateAll } from '../../../server/features';
import { analyzedGenericPlan, nodesOf, planText } from '../../support/analyzedPlan';
import { startTestApp, type TestApp } from '../testApp';

const products = resourceByName('productos')!;
const count = 5_000;

let testApp: TestApp;
/** The list's two screens a seller opens at volume: a category's products for sale, a warehouse's products in stock alert. */
let screens: { filter: Record<string, unknown>; index: string; pages: number[] }[];

beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  const { db, dialect } = testApp.context.database;
  const frame = await ensureCatalogueFrame(db);
  await generateProducts(db, seededRandom(count), frame, count);
  // What PostgreSQL's autovacuum does soon after a bulk load: statistics, and the visibility map an index-only read needs.
  if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('vacuum analyze'));
  screens = [
    { filter: { category: frame.leaves[0].id, tosell: true }, index: 'ix_product_categories_category_id_carried', pages: [1, 10] },
    { filter: { stock_alert: true, warehouse: frame.warehouseIds[0] }, index: 'ix_product_stock_warehouse_id_carried', pages: [1, 3] },
  ];
}, 60_000);
afterAll(() => testApp?.close());

const repository = () => new ResourceRepository(testApp.context.database.db, products);

/** A step of the plan reading the products' own table or one of its indexes (their JSON's table is another). */
const readsProducts = /(SCAN|SEARCH| on) products(?!\w)/;

/** The page's keys and the total as the list answers them, and as the filter's conditions over the products themselves give them. */
async function answeredAndExpected(filter: Record<string, unknown>, page: number) {
  const { data, total } = await repository().list({ page, size: 25, filter });
  const { db } = testApp.context.database;
  const matching = await db.selectFrom('products').select('rowid').where(declaredFilter(products, filter)).orderBy('rowid', 'desc').execute();
  const keys = matching.map((row) => Number(row.rowid));
  return {
    answered: { keys: data.map((record) => record.rowid), total },
    expected: { keys: keys.slice((page - 1) * 25, page * 25), total: keys.length },
  };
}

describe(`a category's products for sale and a warehouse's products in stock alert, over ${count} products`, () => {
  it('are paged and counted from the link rows index alone, without testing each product', async () => {
    for (const { filter, index, pages } of screens) {
      for (const page of pages) {
        const { page: pageQuery, total } = repository().listQueries({ page, size: 25, filter }, 'json');
        for (const compiled of [pageQuery, total]) {
          const plan = await planText(testApp.context.database, compiled);
          expect(plan).toContain(index);
          expect(plan).not.toMatch(readsProducts);
          if (testApp.context.database.dialect === 'postgres') {
            // Kept prepared, it runs on the one generic plan made for every id and page.
            const generic = nodesOf((await analyzedGenericPlan(testApp.context.database.db, compiled)).Plan);
            expect(generic.map((node) => node['Index Name'])).toContain(index);
            expect(generic.filter((node) => node['Relation Name'] === 'products')).toEqual([]);
          }
        }
      }
    }
  });

  it('answer the same rows, order and total as the filter over the products themselves', async () => {
    for (const { filter, pages } of screens) {
      for (const page of pages) {
        const { answered, expected } = await answeredAndExpected(filter, page);
        expect(expected.keys.length).toBe(25);
        expect(answered).toEqual(expected);
      }
      // A page past the last one has no rows to carry the total: it is counted on its own.
      const { answered, expected } = await answeredAndExpected(filter, 1_000);
      expect(answered).toEqual({ keys: [], total: expected.total });
    }
  });

  it("makes the link rows' copies and their index at the next start of a database that lacks them, from the products as they are", async () => {
    const { database } = testApp.context;
    const { db, dialect } = database;
    const copies = [
      { table: 'product_categories', column: 'carried_tosell', index: 'ix_product_categories_category_id_carried' },
      { table: 'product_stock', column: 'carried_stock_alert', index: 'ix_product_stock_warehouse_id_carried' },
    ];
    for (const { table, column, index } of copies) {
      const triggers = [`carried_${table}_products_follow`, `carried_${table}_products_copy`, `carried_${table}_products_move`];
      for (const trigger of triggers)
        await sql
          .raw(
            dialect === 'postgres'
              ? `drop trigger if exists ${trigger} on ${trigger.includes('follow') ? 'products' : table}`
              : `drop trigger if exists ${trigger}`,
          )
          .execute(db);
      await sql`drop index ${sql.ref(index)}`.execute(db);
      await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
    }
    // Changed while the database had no copies: the next start copies the products as they are now.
    await sql`update products set tosell = 1 - tosell where rowid % 7 = 0`.execute(db);
    await sql`update products set seuil_stock_alerte = seuil_stock_alerte + 40 where rowid % 5 = 0`.execute(db);
    await migrateAll(database);
    if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('vacuum analyze'));
    for (const { filter, index, pages } of screens) {
      expect(await planText(database, repository().listQueries({ page: 1, size: 25, filter }, 'json').total)).toContain(index);
      for (const page of pages) {
        const { answered, expected } = await answeredAndExpected(filter, page);
        expect(answered).toEqual(expected);
      }
    }
  });
});
