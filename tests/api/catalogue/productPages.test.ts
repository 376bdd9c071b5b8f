import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { ensureCatalogueFrame } from '../../../server/catalogue/demo/catalogueFrame';
import { generateProducts } from '../../../server/catalogue/demo/generateProducts';
import { openDatabase } from '../../../server/db/connection';
import { seededRandom } from '../../../server/catalogue/demo/random';
import type { Executor } from '../../../server/crud/hooks';
import { ResourceRepository } from '../../../server/crud/repository';
import { startTestApp, type TestApp } from '../testApp';
import { paths } from './catalogueFixtures';

const count = 3_000;
let testApp: TestApp;
let db: Executor;
beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  db = testApp.context.database.db;
  await generateProducts(db, seededRandom(count), await ensureCatalogueFrame(db), count);
}, 60_000);
afterAll(() => testApp.close());

type Page = { data: { rowid: number; stock: number }[]; total: number };
const list = async (query: string): Promise<Page> => (await testApp.call({ method: 'GET', url: `/${paths.products}?${query}` })).json();
const searched = async (busqueda: string, page: number): Promise<Page> =>
  (await testApp.call({ method: 'POST', url: `/${paths.products}q/?page=${page}&size=10`, payload: { busqueda, tosell: true } })).json();
const keysOf = (page: Page) => page.data.map((product) => product.rowid);

describe('product list pages', () => {
  it('a deep page holds the same products as that stretch of the whole list, in key order and in a column order', async () => {
    const byKey = await db.selectFrom('products').select('rowid').orderBy('rowid', 'desc').execute();
    const deep = await list('page=110&size=25');
    expect(deep.total).toBe(count);
    expect(keysOf(deep)).toEqual(byKey.slice(109 * 25, 110 * 25).map((row) => Number(row.rowid)));

    const byPrice = await db.selectFrom('products').select('rowid').orderBy('price_ttc', 'asc').orderBy('rowid', 'asc').execute();
    expect(keysOf(await list('page=97&size=25&sort=price_ttc&order=ASC'))).toEqual(byPrice.slice(96 * 25, 97 * 25).map((row) => Number(row.rowid)));
  });

  it('pages around the middle, the last partial page and a page past the end hold that stretch of the whole list', async () => {
    const byKey = (await db.selectFrom('products').select('rowid').orderBy('rowid', 'desc').execute()).map((row) => Number(row.rowid));
    const byPrice = (await db.selectFrom('products').select('rowid').orderBy('price_ttc', 'asc').orderBy('rowid', 'asc').execute()).map((row) =>
      Number(row.rowid),
    );
    const last = Math.ceil(byKey.length / 7);
    // Pages of 7 straddle the middle (offset 1,500) and the end (a partial last page).
    for (const page of [214, 215, 216, last - 1, last, last + 1]) {
      const stretch = (keys: number[]) => keys.slice((page - 1) * 7, page * 7);
      const inKeyOrder = await list(`page=${page}&size=7`);
      expect(inKeyOrder.total).toBe(byKey.length);
      expect(keysOf(inKeyOrder)).toEqual(stretch(byKey));
      expect(keysOf(await list(`page=${page}&size=7&sort=price_ttc&order=ASC`))).toEqual(stretch(byPrice));
    }
  });

  it('pages of a search with a filter follow one another without gaps or repeats', async () => {
    const first = await searched('taladro', 1);
    const second = await searched('taladro', 2);
    expect(first.total).toBeGreaterThan(20);
    const keys = [...keysOf(first), ...keysOf(second)];
    expect(new Set(keys).size).toBe(20);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
  });

  it('shows at once what another process wrote to the database, with no API call in between', async () => {
    const before = await list('page=1&size=25');
    const newest = before.data[0].rowid;
    await db.updateTable('products').set({ stock: 4321 }).where('rowid', '=', newest).execute();
    await db.deleteFrom('products').where('rowid', '=', before.data[1].rowid).execute();
    const after = await list('page=1&size=25');
    expect(after.data[0]).toMatchObject({ rowid: newest, stock: 4321 });
    expect(after.total).toBe(before.total - 1);
  });

  it('a page of every product, in either order, follows a product another process removed from its stretch or stored back into it', async () => {
    const other = openDatabase(testApp.config);
    try {
      for (const order of ['desc', 'asc'] as const) {
        const stretch = async () =>
          (await db.selectFrom('products').select('rowid').orderBy('rowid', order).limit(10).offset(20).execute()).map((row) => Number(row.rowid));
        const page = async () => keysOf(await list(`page=3&size=10&order=${order.toUpperCase()}`));
        const before = await stretch();
        expect(await page()).toEqual(before);
        const removed = before[4];
        const { ref } = await db.selectFrom('products').select('ref').where('rowid', '=', removed).executeTakeFirstOrThrow();
        await other.db.deleteFrom('products').where('rowid', '=', removed).execute();
        const without = await page();
        expect(without).toEqual(await stretch());
        expect(without).toHaveLength(10);
        expect(without).not.toContain(removed);
        await sql`insert into products (rowid, ref, label, price, tva_tx, tosell, tobuy) values (${removed}, ${ref}, 'Repuesto', 10, 16, 1, 1)`.execute(
          other.db,
        );
        expect(await page()).toEqual(before);
      }
    } finally {
      await other.close();
    }
  });

  it('keeps the total exact through concurrent creates and deletes', async () => {
    const victims = keysOf(await list('page=3&size=5'));
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) =>
        testApp.call({ method: 'POST', url: `/${paths.products}`, payload: { ref: `CONC-${index}`, label: `Concurrente ${index}` } }),
      ),
      ...victims.map((id) => testApp.call({ method: 'DELETE', url: `/${paths.products}${id}` })),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 300)).toEqual([]);
    const stored = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('rows'))
      .executeTakeFirstOrThrow();
    expect((await list('page=1&size=1')).total).toBe(Number(stored.rows));
  });
});

describe.runIf(process.env.DATABASE_URL)('product list pages on PostgreSQL', () => {
  it('run one prepared statement per connection, planned once and exact for every page', async () => {
    const byKey = (await db.selectFrom('products').select('rowid').orderBy('rowid', 'desc').execute()).map((row) => Number(row.rowid));
    await testApp.context.database.db.connection().execute(async (connection) => {
      const repository = new ResourceRepository(connection, products);
      // PostgreSQL plans a prepared statement for its values five times, then may keep one generic plan.
      for (const page of [1, 2, 3, 200, 201, 214, 215, 300, 428, 429, 1]) {
        const answer = await repository.list({ page, size: 7 });
        expect(answer.total).toBe(byKey.length);
        expect(answer.data.map((product) => product.rowid)).toEqual(byKey.slice((page - 1) * 7, page * 7));
      }
      const prepared = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(connection);
      // The pool may hand this connection to an earlier test's page by price, or its page as JSON: those are other statements.
      const keyOrderPages = prepared.rows.filter(
        (row) => row.statement.includes('list_total') && !/order by \S*price_ttc/.test(row.statement) && !row.statement.includes('page_data'),
      );
      expect(keyOrderPages).toHaveLength(1);
      // One generic plan, whatever the page: none was made for a page's values.
      expect(Number(keyOrderPages[0].custom_plans)).toBe(0);
      expect(Number(keyOrderPages[0].generic_plans)).toBeGreaterThanOrEqual(11);
    });
  });

  it('plan a filtered list for its values, on a connection that plans each statement', async () => {
    await testApp.context.database.db.connection().execute(async (connection) => {
      const answer = await new ResourceRepository(connection, products).list({ page: 1, size: 5, filter: { tosell: true } });
      expect(answer.data.length).toBe(5);
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(connection);
      expect(mode.rows[0].plan_cache_mode).toBe('auto');
    });
  });
});
