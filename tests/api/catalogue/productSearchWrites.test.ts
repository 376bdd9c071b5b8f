import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/connection';
import type { Tables } from '../../../server/db/tables';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

/**
 * A search follows every write of the products at once, wherever it was made: through the API, or
 * by another connection to the same database (another process), which the server is not told of.
 * On SQLite the search's terms are kept in memory; this is what keeps them exact.
 */
let testApp: TestApp;
let other: DatabaseHandle;
let otherDb: Kysely<Tables>;
beforeAll(async () => {
  testApp = await startTestApp();
  other = openDatabase(testApp.config);
  otherDb = other.db;
  for (let number = 1; number <= 30; number += 1) {
    await created(testApp, paths.products, {
      ref: `TRN-${number}`,
      label: `Tornillo hexagonal ${number}`,
      description: number % 2 ? 'Acero inoxidable' : 'Latón',
    });
  }
  await created(testApp, paths.products, { ref: 'LLV-1', label: 'Llave de paso' });
});
afterAll(async () => {
  await other.close();
  await testApp.close();
});

type Page = { data: { rowid: number; ref: string; label: string }[]; total: number };
const search = async (text: string, query = ''): Promise<Page> => {
  const response = await testApp.call({ method: 'GET', url: `/${paths.products}?search=${encodeURIComponent(text)}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const refs = (page: Page) => page.data.map((product) => product.ref);
/** A product written by the other connection, as another process would. */
const insertElsewhere = (ref: string, label: string) =>
  sql`insert into products (ref, label, price, tva_tx, tosell, tobuy) values (${ref}, ${label}, 10, 16, 1, 1)`.execute(otherDb);

describe('a product search while products are written', () => {
  it('counts every match and pages them newest first', async () => {
    const first = await search('tornillo hexa');
    expect(first.total).toBe(30);
    expect(refs(first).slice(0, 2)).toEqual(['TRN-30', 'TRN-29']);
    const second = await search('tornillo hexa', '&page=2&size=25');
    expect(refs(second)).toEqual(['TRN-5', 'TRN-4', 'TRN-3', 'TRN-2', 'TRN-1']);
    expect((await search('tornillo inox')).total).toBe(15);
    expect((await search('tornillo inox', '&page=9')).data).toEqual([]);
  });

  it('finds a product another connection added, at once, first', async () => {
    await insertElsewhere('TRN-31', 'Tornillo hexagonal largo');
    const page = await search('tornillo hexagonal');
    expect(page.total).toBe(31);
    expect(refs(page)[0]).toBe('TRN-31');
  });

  it('follows a rename and a delete made by another connection', async () => {
    await sql`update products set label = 'Tuerca hexagonal' where ref = 'TRN-7'`.execute(otherDb);
    await sql`delete from products where ref = 'TRN-8'`.execute(otherDb);
    expect((await search('tornillo hexagonal')).total).toBe(29);
    expect(refs(await search('tuerca'))).toEqual(['TRN-7']);
    expect(refs(await search('TRN-8'))).toEqual([]);
    // A stock move is no search change, and changes nothing the search answers.
    await sql`update products set stock = 12 where ref = 'TRN-9'`.execute(otherDb);
    expect((await search('tornillo hexagonal')).total).toBe(29);
  });

  it('follows a write through the API', async () => {
    const llave = (await search('llave')).data[0];
    const update = await testApp.call({ method: 'PUT', url: `/${paths.products}${llave.rowid}`, payload: { label: 'Válvula de paso' } });
    expect(update.statusCode, update.body).toBe(200);
    expect((await search('llave')).total).toBe(0);
    expect(refs(await search('valvula paso'))).toEqual(['LLV-1']);
  });

  it('follows many products written at once by another connection', async () => {
    await otherDb.transaction().execute(async (trx) => {
      for (let number = 1; number <= 1200; number += 1) {
        await sql`insert into products (ref, label, price, tva_tx, tosell, tobuy) values (${`ARD-${number}`}, ${`Arandela plana ${number}`}, 1, 16, 1, 1)`.execute(
          trx,
        );
      }
    });
    expect((await search('arandela plana')).total).toBe(1200);
    expect(refs(await search('arandela', '&size=2'))).toEqual(['ARD-1200', 'ARD-1199']);
    expect((await search('tornillo hexagonal')).total).toBe(29);
  });

  it('answers as the database index does for the same words in another order', async () => {
    for (const text of ['tornillo', 'tornillo acero', 'hex lat', 'arandela 12', 'arandela', 'trn', 'valv', 'nada aqui']) {
      const kept = await search(text, '&size=100');
      const byRef = await search(text, '&size=100&sort=ref&order=ASC');
      expect(kept.total, text).toBe(byRef.total);
      if (kept.total <= 100) expect(refs(kept).sort(), text).toEqual(refs(byRef).sort());
    }
  });
});
