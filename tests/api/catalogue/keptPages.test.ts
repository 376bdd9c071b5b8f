import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { ensureCatalogueFrame } from '../../../server/catalogue/demo/catalogueFrame';
import { generateProducts } from '../../../server/catalogue/demo/generateProducts';
import { seededRandom } from '../../../server/catalogue/demo/random';
import { KeptPages } from '../../../server/crud/keptPages';
import { ResourceRepository } from '../../../server/crud/repository';
import { currentMarker } from '../../../server/db/searchChanges';
import { startTestApp, type TestApp } from '../testApp';

/**
 * Pages of a kept search read at once, on the database the tests run on: on PostgreSQL those that
 * arrive while another is read go to the database together, in one statement.
 */
let testApp: TestApp;
let pages: KeptPages;
let keys: number[];
beforeAll(async () => {
  testApp = await startTestApp({ DEMO_DATA: '0' });
  const { db } = testApp.context.database;
  await generateProducts(db, seededRandom(300), await ensureCatalogueFrame(db), 300);
  pages = new KeptPages(db, products, new ResourceRepository(db, products).pageJson!);
  keys = (await db.selectFrom('products').select('rowid').orderBy('rowid').execute()).map((row) => Number(row.rowid));
}, 60_000);
afterAll(() => testApp.close());

const marker = async () =>
  (await sql<{ marker: unknown }>`select ${currentMarker(testApp.context.database.db, products)} as marker`.execute(testApp.context.database.db)).rows[0]
    .marker;

/** The keys of a read page's records, in the page's order. */
const keysOf = (page: Record<string, unknown>) =>
  (JSON.parse(`[${(page.page_data as string | null) ?? ''}]`) as { rowid: number }[]).map((record) => record.rowid);

interface PageAsked {
  keys: number[];
  order: 'asc' | 'desc';
  everyRecord: boolean;
}

/** Thirty different pages: stretches of every record up and down the keys, scattered keys as a search finds them, and a page past the end. */
function pagesAsked(): PageAsked[] {
  return Array.from({ length: 30 }, (_, at): PageAsked => {
    if (at === 29) return { keys: [], order: 'desc', everyRecord: false };
    const stretch = keys.slice(at * 7, at * 7 + 25);
    if (at % 3 === 0) return { keys: stretch, order: 'asc', everyRecord: true };
    if (at % 3 === 1) return { keys: [...stretch].reverse(), order: 'desc', everyRecord: true };
    return {
      keys: keys
        .filter((_key, place) => place % (at + 1) === 0)
        .slice(0, 25)
        .reverse(),
      order: 'desc',
      everyRecord: false,
    };
  });
}

describe('pages of a kept search read at once', () => {
  it('each answer their own records in their own order, as each read alone does', async () => {
    const now = await marker();
    const asked = pagesAsked();
    const together = await Promise.all(asked.map((page) => pages.read(page.keys, now, page.order, page.everyRecord)));
    together.forEach((page, at) => {
      expect(keysOf(page)).toEqual(asked[at].keys);
      expect(page.page_exact).toBe(asked[at].keys.length ? 1 : null);
      expect(Boolean(page.page_moved)).toBe(false);
    });
    const alone = [];
    for (const page of asked) alone.push(await pages.read(page.keys, now, page.order, page.everyRecord));
    expect(together).toEqual(alone);
  });

  it('each tell by their own marker whether a search change was stored after it', async () => {
    const before = await marker();
    await sql`update products set label = 'Perno cambiado' where rowid = ${keys[0]}`.execute(testApp.context.database.db);
    const after = await marker();
    // Pages of one shape, so that the last three go together while the first is read.
    const asked = pagesAsked()
      .filter((page) => page.order === 'asc')
      .slice(0, 4);
    const markers = [after, before, after, after];
    const answers = await Promise.all(asked.map((page, at) => pages.read(page.keys, markers[at], page.order, page.everyRecord)));
    expect(answers.map((page) => Boolean(page.page_moved))).toEqual([false, true, false, false]);
    expect(answers.map(keysOf)).toEqual(asked.map((page) => page.keys));
  });
});
