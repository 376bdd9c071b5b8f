import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import { KeptSearch } from '../../../server/db/keptSearch';
import { movedSince } from '../../../server/db/searchChanges';
import { searchWords } from '../../../server/db/fullText';
import type { Tables } from '../../../server/db/tables';
import { startTestApp, type TestApp } from '../testApp';

/**
 * The search terms a process keeps in memory, on the database the tests run on: loaded in the
 * background, then told by the marker each page is read with whether another connection (another
 * server process) stored a change they have not seen.
 */
let testApp: TestApp;
let db: Kysely<Tables>;
let other: DatabaseHandle;
beforeAll(async () => {
  testApp = await startTestApp();
  db = testApp.context.database.db;
  other = openDatabase(testApp.config);
  for (let number = 1; number <= 40; number += 1) await insert(db, `PRN-${number}`, `Perno ${number % 2 ? 'galvanizado' : 'negro'}`);
});
afterAll(async () => {
  await other.close();
  await testApp.close();
});

async function insert(on: Kysely<Tables>, ref: string, label: string) {
  await sql`insert into products (ref, label, price, tva_tx, tosell, tobuy) values (${ref}, ${label}, 10, 16, 1, 1)`.execute(on);
}

/** The refs of a page of the kept search, read with the marker check a page statement makes; undefined while the terms load. */
async function keptPage(kept: KeptSearch, text: string, offset = 0, size = 100) {
  const found = await kept.page(searchWords(text), null, 'desc', offset, size, async (keys, marker) => {
    const moved = (await sql<{ moved: unknown }>`select ${movedSince(db, products, marker)} as moved`.execute(db)).rows[0].moved;
    const refs = keys.length ? (await db.selectFrom('products').select(['rowid', 'ref']).where('rowid', 'in', keys).execute()).map((row) => row.ref) : [];
    return { page: refs, moved: Boolean(moved) };
  });
  return found && { refs: found.page.sort(), total: found.total };
}

/** The kept search once its terms are in: the first pages answer nothing while they load in the background. */
async function loaded(): Promise<KeptSearch> {
  const kept = new KeptSearch(db, products);
  expect(await keptPage(kept, 'perno')).toBeUndefined();
  for (let wait = 0; wait < 100; wait += 1) {
    if (await keptPage(kept, 'perno')) return kept;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the search terms never loaded');
}

describe('the search terms kept in memory', () => {
  it('answer the matches and their count once loaded', async () => {
    const kept = await loaded();
    expect(await keptPage(kept, 'perno galv')).toMatchObject({ total: 20 });
    expect((await keptPage(kept, 'perno', 0, 3))!.refs).toEqual(['PRN-38', 'PRN-39', 'PRN-40']);
    expect(await keptPage(kept, 'perno azul')).toEqual({ refs: [], total: 0 });
  });

  it('read again what another connection changed, added or deleted after they were loaded', async () => {
    const kept = await loaded();
    await insert(other.db, 'PRN-41', 'Perno galvanizado largo');
    await sql`update products set label = 'Perno negro' where ref = 'PRN-1'`.execute(other.db);
    await sql`delete from products where ref = 'PRN-3'`.execute(other.db);
    const galvanized = (await keptPage(kept, 'perno galv'))!;
    expect(galvanized.total).toBe(19);
    expect(galvanized.refs).toContain('PRN-41');
    expect(galvanized.refs).not.toContain('PRN-1');
    expect(galvanized.refs).not.toContain('PRN-3');
    expect((await keptPage(kept, 'perno'))!.total).toBe(40);
  });

  it('are loaded again whole after more writes than they keep apart', async () => {
    const kept = await loaded();
    await other.db.transaction().execute(async (trx) => {
      for (let number = 1; number <= 1100; number += 1) await insert(trx, `TCA-${number}`, 'Tuerca mariposa');
    });
    // The pages that find the writes drop the terms and load them again in the background (each
    // page finding them dropped goes to the database); a page coming after the load reads the new terms.
    const pages = await Promise.all([keptPage(kept, 'tuerca'), keptPage(kept, 'tuerca mariposa'), keptPage(kept, 'perno')]);
    expect(pages.some((page) => page === undefined)).toBe(true);
    expect(pages.map((page) => page?.total)).toEqual(pages.map((page, at) => page && [1100, 1100, 40][at]));
    for (let wait = 0; wait < 100 && !(await keptPage(kept, 'tuerca')); wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await keptPage(kept, 'tuerca mariposa'))!.total).toBe(1100);
  });
});
