import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { ensureCatalogueFrame } from '../../../server/catalogue/demo/catalogueFrame';
import { generateProducts } from '../../../server/catalogue/demo/generateProducts';
import { seededRandom } from '../../../server/catalogue/demo/random';
import { ResourceRepository } from '../../../server/crud/repository';
import { createFullTextIndex } from '../../../server/db/fullText';
import { analyzedGenericPlan, analyzedPlan, nodesOf, rowsExamined } from '../../support/analyzedPlan';
import { startTestApp, type TestApp } from '../testApp';

describe.runIf(process.env.DATABASE_URL)('product search on PostgreSQL once the table has statistics', () => {
  let testApp: TestApp;
  let repository: ResourceRepository;
  beforeAll(async () => {
    testApp = await startTestApp({ DEMO_DATA: '0' });
    const db = testApp.context.database.db;
    await generateProducts(db, seededRandom(20_000), await ensureCatalogueFrame(db), 20_000);
    // What autovacuum does on its own: statistics, and the visibility map that lets an index answer
    // alone. With statistics the planner once preferred walking the key index backwards, computing
    // each row's text vector, which took seconds when nothing matched.
    await testApp.context.database.db.executeQuery(CompiledQuery.raw('vacuum analyze products, product_categories'));
    repository = new ResourceRepository(testApp.context.database.db, products);
  }, 60_000);
  afterAll(() => testApp?.close());

  it.each(['gris grande', 'taladro truper', 'xyzzy plugh'])('reads the matches of "%s" through the GIN index, in milliseconds', async (search) => {
    const db = testApp.context.database.db;
    const queries = repository.listQueries({ page: 1, size: 25, search });
    // The total is planned for its values; the page is a kept statement, run with its one generic plan.
    for (const explain of [() => analyzedPlan(db, queries.total), () => analyzedGenericPlan(db, queries.page)]) {
      const explained = await explain();
      const nodes = nodesOf(explained.Plan);
      expect(nodes.some((node) => node['Index Name'] === 'fx_products_search_vector')).toBe(true);
      expect(nodes.filter((node) => node.Filter?.includes('@@'))).toEqual([]);
      // Only the matches are read: no step walks the table's 20,000 keys in list order.
      expect(Math.max(...nodes.map(rowsExamined))).toBeLessThan(1_000);
      expect(explained['Execution Time']).toBeLessThan(50);
    }
  });

  it('finds the same products through the list as through a plain scan of the stored vector', async () => {
    const found = await repository.list({ page: 1, size: 500, search: 'taladro truper' });
    const scanned = await testApp.context.database.db.executeQuery<{ rowid: number }>(
      CompiledQuery.raw(`select rowid from products where search_vector @@ to_tsquery('simple', 'taladro:* & truper:*') order by rowid desc`),
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBe(scanned.rows.length);
    expect(found.data.map((product) => product.rowid)).toEqual(scanned.rows.map((row) => Number(row.rowid)).slice(0, 500));
  });

  it('counts the products for sale of a category from indexes alone, without reading the products table', async () => {
    const busiest = await testApp.context.database.db.executeQuery<{ category_id: number }>(
      CompiledQuery.raw('select category_id from product_categories group by category_id order by count(*) desc limit 1'),
    );
    const { total } = repository.listQueries({ page: 3, size: 25, filter: { category: busiest.rows[0].category_id, tosell: true } });
    const nodes = nodesOf((await analyzedPlan(testApp.context.database.db, total)).Plan);
    // The category's link rows carry whether their product is for sale: their index answers alone.
    const readingTables = nodes.filter((node) => node['Relation Name'] !== undefined);
    expect(readingTables.map((node) => node['Relation Name'])).toEqual(readingTables.map(() => 'product_categories'));
    expect(readingTables.map((node) => node['Node Type'])).toEqual(readingTables.map(() => 'Index Only Scan'));
    expect(readingTables.length).toBeGreaterThan(0);
  });

  it('names the terms of products stored before the search terms were kept', async () => {
    const db = testApp.context.database.db;
    await sql`drop table products_search_terms`.execute(db);
    await createFullTextIndex(db, products);
    // Its own words are kept by the triggers; without the stored products' words "tala" would name only "talamo".
    const created = await testApp.call({ method: 'POST', url: '/api/platform/products/', payload: { ref: 'TAL-TRU', label: 'Talamo trupial' } });
    expect(created.statusCode).toBe(201);
    const found = await repository.list({ page: 1, size: 500, search: 'tala trup' });
    const scanned = await testApp.context.database.db.executeQuery<{ rowid: number }>(
      CompiledQuery.raw(`select rowid from products where search_vector @@ to_tsquery('simple', 'tala:* & trup:*') order by rowid desc`),
    );
    expect(found.total).toBeGreaterThan(1);
    expect(found.total).toBe(scanned.rows.length);
    expect(found.data.map((product) => product.rowid)).toEqual(scanned.rows.map((row) => Number(row.rowid)).slice(0, 500));
  });
});
