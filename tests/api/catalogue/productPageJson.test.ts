import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../resources/catalogue/products';
import { postgresPageJsonOf } from '../../../server/db/postgresPageJson';
import { sqlitePageJsonOf } from '../../../server/db/sqlitePageJson';
import { temporaryPostgresDatabase } from '../../support/temporaryPostgresDatabase';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

type Row = Record<string, unknown>;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

/** Text JSON writes in escapes of every kind, or leaves as it is (accents, an emoji, a line separator). */
const awkward = 'comillas " barra \\ salto\nfin\ttab\b\f\r ctrl\u0001\u001f del\u007f ñandú 🔩 sep\u2028';

/** Values whose JSON form differs between writers: integral and fractional floats, tiny and huge ones, one of 17 digits, nulls, false. */
const products_ = [
  { ref: 'JSON-1', label: awkward, barcode: null, price: 0.1, tva_tx: 16, seuil_stock_alerte: null, tosell: false, images: [] },
  {
    ref: 'JSON-2',
    label: 'Llave "stillson" 14\\"',
    barcode: '0001',
    price: 1234567.891,
    tva_tx: 10.5,
    seuil_stock_alerte: 3,
    tobuy: false,
    hidden: true,
    images: [{ id: 'i-1', url: `https://example.com/${encodeURIComponent(awkward)}.jpg`, thumbnail_url: awkward, position: 0, main: true }],
  },
  { ref: 'JSON-3', label: 'Diminuto', price: 0.0000001, tva_tx: 0, seuil_stock_alerte: 0.1 + 0.2, images: null },
  { ref: 'JSON-4', label: 'Enorme', price: 999999999999.99, tva_tx: 8, seuil_stock_alerte: 1e9, price_base_type: 'TTC' },
];

/** A record's list fields in the list schema's order, as the record serializer has them. */
async function listedRecord(id: number): Promise<Row> {
  const record = (await testApp.call({ method: 'GET', url: `/${paths.products}${id}` })).json();
  return Object.fromEntries(['rowid', 'id', ...products.listFields!].map((name) => [name, record[name]]));
}

/** A list answer as its records would be written one by one. */
async function expectedAnswer(ids: number[], total: number, page: number, size: number): Promise<string> {
  const data: Row[] = [];
  for (const id of ids) data.push(await listedRecord(id));
  return JSON.stringify({ data, total, page, size });
}

/** JSON text with every character beyond ASCII written as its `\u` escape (UTF-16 code units, as JavaScript holds them): the same value. */
const inAscii = (json: string) => json.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Checks that a list answer is the JSON its records' list fields make, and answers it parsed. The
 * text is the serializer's, character for character, except that PostgreSQL's page JSON writes
 * every character beyond ASCII as its escape.
 */
const checkAnswer = async (method: 'GET' | 'POST', url: string, payload?: Row) => {
  const response = await testApp.call({ method, url, payload });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const parsed = response.json() as { data: Row[]; total: number; page: number; size: number };
  const ids = parsed.data.map((record) => record.rowid as number);
  expect(inAscii(response.body)).toBe(inAscii(await expectedAnswer(ids, parsed.total, parsed.page, parsed.size)));
  return parsed;
};

describe('a products list page is exactly the JSON of its records', () => {
  beforeAll(async () => {
    for (const product of products_) await created(testApp, paths.products, product as Row);
  });

  it('writes awkward text, floats, nulls, booleans and nested JSON as the record serializer does', async () => {
    const page = await checkAnswer('GET', `/${paths.products}?page=1&size=25`);
    expect(page.data.map((record) => record.ref)).toEqual(['JSON-4', 'JSON-3', 'JSON-2', 'JSON-1']);
    expect(page.data[3].label).toBe(awkward);
    expect(page.data[2].price).toBe(1234567.891);
    expect(page.data[1].price).toBe(0.0000001);
    expect(page.data[3].tosell).toBe(false);
    expect(page.data[3].barcode).toBeNull();
  });

  it('answers searches, filtered lists, sorted lists and pages past the end the same way', async () => {
    expect((await checkAnswer('GET', `/${paths.products}?page=1&size=25&search=${encodeURIComponent('ñandú comillas')}`)).total).toBe(1);
    expect((await checkAnswer('POST', `/${paths.products}q/?page=1&size=2`, { tosell: true })).total).toBe(3);
    const byPrice = await checkAnswer('GET', `/${paths.products}?page=2&size=2&sort=price&order=ASC`);
    expect(byPrice.data.map((record) => record.ref)).toEqual(['JSON-2', 'JSON-4']);
    const byPriceDown = await checkAnswer('GET', `/${paths.products}?page=1&size=3&sort=price&order=DESC`);
    expect(byPriceDown.data.map((record) => record.ref)).toEqual(['JSON-4', 'JSON-2', 'JSON-1']);
    const past = await checkAnswer('GET', `/${paths.products}?page=9&size=25`);
    expect(past).toEqual({ data: [], total: 4, page: 9, size: 25 });
  });

  it('follows every write of its records: an edit, a statement of another feature, a delete', async () => {
    const first = await checkAnswer('GET', `/${paths.products}?page=1&size=25`);
    const edited = first.data.find((record) => record.ref === 'JSON-1')!;
    const update = await testApp.call({ method: 'PUT', url: `/${paths.products}${edited.rowid}`, payload: { label: 'Renombrado «ñ»', price: 12.5 } });
    expect(update.statusCode, update.body).toBe(200);
    // A stock move is a statement of its own, outside the product's routes.
    await testApp.context.database.db.updateTable('products').set({ stock: 7.25 }).where('ref', '=', 'JSON-2').execute();
    const removed = first.data.find((record) => record.ref === 'JSON-3')!;
    expect((await testApp.call({ method: 'DELETE', url: `/${paths.products}${removed.rowid}` })).statusCode).toBe(204);

    const page = await checkAnswer('GET', `/${paths.products}?page=1&size=25`);
    expect(page.total).toBe(3);
    expect(page.data.map((record) => [record.ref, record.label, record.price, record.stock])).toEqual([
      ['JSON-4', 'Enorme', 999999999999.99, 0],
      ['JSON-2', 'Llave "stillson" 14\\"', 1234567.891, 7.25],
      ['JSON-1', 'Renombrado «ñ»', 12.5, 0],
    ]);
  });
});

describe.runIf(!process.env.DATABASE_URL)('the JSON SQLite keeps of each product', () => {
  const kept = sqlitePageJsonOf(products)!;
  const definition = () =>
    sql<{ name: string; sql: string }>`select name, sql from sqlite_master where name like 'products_page_json%' order by name`.execute(
      testApp.context.database.db,
    );

  it('is made again, from the products, where a database lacks it or holds another version of it', async () => {
    const { db } = testApp.context.database;
    const current = (await definition()).rows;
    // A database from before the table: no table, no triggers, and a product written meanwhile.
    for (const trigger of ['insert', 'update', 'delete']) await sql.raw(`drop trigger products_page_json_${trigger}`).execute(db);
    await sql.raw('drop table products_page_json').execute(db);
    await sql.raw(`insert into products (ref, label, price, tva_tx, tosell) values ('JSON-5', 'Escrito a mano', 3, 16, 1)`).execute(db);
    await kept.create(db);
    expect((await definition()).rows).toEqual(current);
    const page = await checkAnswer('GET', `/${paths.products}?page=1&size=25`);
    expect(page.data[0]).toMatchObject({ ref: 'JSON-5', label: 'Escrito a mano', price: 3, tosell: true });

    // Another version of a trigger (one that no longer writes the label) is replaced, and the JSON written again.
    await sql.raw('drop trigger products_page_json_update').execute(db);
    await sql.raw(`create trigger products_page_json_update after update of price on products begin select 1; end`).execute(db);
    await sql.raw(`update products set label = 'Sin copiar' where ref = 'JSON-5'`).execute(db);
    await kept.create(db);
    expect((await definition()).rows).toEqual(current);
    expect((await checkAnswer('GET', `/${paths.products}?page=1&size=25`)).data[0]).toMatchObject({ ref: 'JSON-5', label: 'Sin copiar' });

    // A database of the version that kept the JSON in pieces, in a table keyed without rowid (its triggers left out).
    for (const trigger of ['insert', 'update', 'delete']) await sql.raw(`drop trigger products_page_json_${trigger}`).execute(db);
    await sql.raw('drop table products_page_json').execute(db);
    await sql.raw('create table products_page_json (record_key integer primary key, part_0 text) without rowid').execute(db);
    await sql.raw(`update products set label = 'De antes' where ref = 'JSON-5'`).execute(db);
    await kept.create(db);
    expect((await definition()).rows).toEqual(current);
    expect((await checkAnswer('GET', `/${paths.products}?page=1&size=25`)).data[0]).toMatchObject({ ref: 'JSON-5', label: 'De antes' });
  });
});

describe.runIf(process.env.DATABASE_URL)('the JSON PostgreSQL keeps of each product', () => {
  const kept = () =>
    sql<{ table: string | null; digest: string | null; generated: number }>`select to_regclass('products_page_json')::text as table,
      obj_description(to_regclass('products_page_json'), 'pg_class') as digest,
      (select count(*)::int from information_schema.columns where table_schema = current_schema() and table_name = 'products' and column_name like 'page_json%') as generated`.execute(
      testApp.context.database.db,
    );

  it('is made again, from the products, where a database lacks it or holds another version of it', async () => {
    const { db } = testApp.context.database;
    const [current] = (await kept()).rows;
    expect(current).toMatchObject({ table: 'products_page_json', generated: 0 });
    // A database from before the table, which kept the JSON in a generated column of the products' rows, and a product written meanwhile.
    await sql.raw('drop table products_page_json').execute(db);
    await sql.raw('drop function products_page_json_follow cascade').execute(db);
    await sql.raw(`alter table products add column page_json_000000000000 text generated always as ('{"rowid":' || rowid || '}') stored`).execute(db);
    await sql.raw(`insert into products (ref, label, price, tva_tx, tosell) values ('JSON-5', 'Escrito a mano', 3, 16, 1)`).execute(db);
    await postgresPageJsonOf(products)!.create(db);
    expect((await kept()).rows).toEqual([current]);
    const page = await checkAnswer('GET', `/${paths.products}?page=1&size=25`);
    expect(page.data[0]).toMatchObject({ ref: 'JSON-5', label: 'Escrito a mano', price: 3, tosell: true });

    // Another version of the trigger (one that no longer writes the label) is replaced, and the JSON written again.
    await sql.raw(`create or replace function products_page_json_follow() returns trigger language plpgsql as $$ begin return null; end $$`).execute(db);
    await sql.raw(`comment on table products_page_json is '000000000000'`).execute(db);
    await sql.raw(`update products set label = 'Sin copiar' where ref = 'JSON-5'`).execute(db);
    await postgresPageJsonOf(products)!.create(db);
    expect((await kept()).rows).toEqual([current]);
    expect((await checkAnswer('GET', `/${paths.products}?page=1&size=25`)).data[0]).toMatchObject({ ref: 'JSON-5', label: 'Sin copiar' });
  });

  it('is ASCII, each character beyond it escaped as JavaScript holds it, and a page of such records is too', async () => {
    const product = await created(testApp, paths.products, {
      ref: 'JSON-6',
      label: awkward,
      price: 5,
      tva_tx: 16,
      images: [{ id: 'i-6', url: 'https://example.com/a.jpg', thumbnail_url: awkward, position: 0, main: true }],
    });
    const { id } = product;
    const { rows } = await sql<{ record_json: string }>`select record_json from products_page_json where record_key = ${id}`.execute(
      testApp.context.database.db,
    );
    expect(rows[0].record_json).toBe(inAscii(JSON.stringify(await listedRecord(id))));
    expect(rows[0].record_json).toContain(String.raw`\u00f1and\u00fa \ud83d\udd29 sep\u2028`);

    const response = await testApp.call({ method: 'GET', url: `/${paths.products}?page=1&size=25&search=${encodeURIComponent('ñandú comillas')}` });
    expect(response.json().data.map((record: Row) => [record.ref, record.label])).toEqual([['JSON-6', awkward]]);
    expect(response.body).not.toMatch(/[^\x20-\x7f]/);
  });

  it('stays as the serializer writes it in a database that is not UTF-8, which knows no code points', async () => {
    const database = await temporaryPostgresDatabase(process.env.DATABASE_URL, { prefix: 'test_sql_ascii', encoding: 'SQL_ASCII' });
    const other = await startTestApp({ DATABASE_URL: database.url! });
    try {
      await created(other, paths.products, { ref: 'JSON-7', label: 'Ñandú 🔩', price: 5, tva_tx: 16 });
      const response = await other.call({ method: 'GET', url: `/${paths.products}?page=1&size=25` });
      expect(response.json().data.map((record: Row) => record.label)).toEqual(['Ñandú 🔩']);
      expect(response.body).toContain('"label":"Ñandú 🔩"');
    } finally {
      await other.close();
      await database.drop();
    }
  });
});
