import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '../../../resources';
import { ensureCatalogueFrame } from '../../../server/catalogue/demo/catalogueFrame';
import { generateProducts } from '../../../server/catalogue/demo/generateProducts';
import { insertRows } from '../../../server/catalogue/demo/insertRows';
import { seededRandom } from '../../../server/catalogue/demo/random';
import { ResourceRepository } from '../../../server/crud/repository';
import { planText } from '../../support/analyzedPlan';
import { startTestApp, type TestApp } from '../testApp';

const categories = resourceByName('categorias')!;
const productCount = 4_000;
const extraCategories = 2_000;

let testApp: TestApp;
let parentId: number;

beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  const { db, dialect } = testApp.context.database;
  const frame = await ensureCatalogueFrame(db);
  await generateProducts(db, seededRandom(productCount), frame, productCount);
  // Enough categories that reading every one of them would cost more than an index's range.
  parentId = frame.leaves[0].id;
  await insertRows(
    db,
    'categories',
    Array.from({ length: extraCategories }, (_, index) => ({
      label: `Subcategoría ${index}`,
      fk_parent: frame.leaves[index % frame.leaves.length].id,
      type: 0,
      visible: 1,
      entity: 1,
      same_price: 0,
    })),
  );
  if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('vacuum analyze'));
}, 60_000);
afterAll(() => testApp?.close());

/** A plan step reading the counted rows (aliased `counted`) from an index range on `column` alone, on either database. */
const countedByIndex = (dialect: string, table: string, column: string) =>
  dialect === 'postgres'
    ? new RegExp(`Index Only Scan using \\w+ on ${table} counted(_\\d+)?[^\\n]*\\n\\s+Index Cond: \\(${column} = categories\\.rowid\\)`)
    : new RegExp(`SEARCH counted USING COVERING INDEX \\w+ \\(${column}=\\?\\)`);

describe(`the category tree's counts, over ${productCount} products and ${extraCategories} more categories`, () => {
  it('are read from the link rows and the categories by index, never by scanning them', async () => {
    const { database } = testApp.context;
    const repository = new ResourceRepository(database.db, categories);
    for (const filter of [{ fk_parent: null }, { fk_parent: parentId }]) {
      const { page } = repository.listQueries({ page: 1, size: 25, filter, sort: 'label', order: 'ASC' });
      const plan = await planText(database, page);
      expect(plan).toMatch(countedByIndex(database.dialect, 'product_categories', 'category_id'));
      expect(plan).toMatch(countedByIndex(database.dialect, 'categories', 'fk_parent'));
      expect(plan).not.toMatch(/SCAN counted|Seq Scan on \w+ counted/);
    }
  });

  it('answer what the rows hold', async () => {
    const { db } = testApp.context.database;
    const repository = new ResourceRepository(db, categories);
    const { data } = await repository.list({ page: 1, size: 100, filter: { fk_parent: null }, sort: 'label', order: 'ASC' });
    for (const root of data) {
      const children = await db
        .selectFrom('categories')
        .select('rowid')
        .where('fk_parent', '=', root.rowid as number)
        .execute();
      expect(root.subcategory_count).toBe(children.length);
    }
    const [leaf] = (await repository.list({ page: 1, size: 1, filter: { rowid: parentId } })).data;
    const links = await db
      .selectFrom('product_categories')
      .select((eb) => eb.fn.countAll().as('links'))
      .where('category_id', '=', parentId)
      .executeTakeFirstOrThrow();
    expect(leaf.product_count).toBe(Number(links.links));
    expect(leaf.product_count).toBeGreaterThan(0);
    expect(leaf.subcategory_count).toBeGreaterThan(0);
  });
});
