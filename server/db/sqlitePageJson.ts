import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { sql } from 'kysely';
import { fillPageJson, listedFields, type PageJson, pageJsonTableOf, recordJsonOf } from './pageJson';
import { withinTransaction } from './withinTransaction';

/**
 * A stored number's JSON as JavaScript writes it (`${number}`, the shortest text that reads back as
 * the same number), where SQLite's `%.15g` writes the same: an integer, or a number of at most 15
 * significant digits between 1e-4 and 1e15, where neither writes an exponent. Fifteen-digit decimals
 * lie further apart than the numbers that read back as one double, so when `%.15g` reads back, its
 * text is the only one of 15 digits or fewer that does, and JavaScript's shortest text is that one.
 * Any other number has no JSON here (null), and its record none either (SQLite writes `16.0` and
 * `1.0e-07` where JavaScript writes `16` and `1e-7`); a value that is no number at all is written as null.
 */
const numberJson = (column: string) => `case
  when ${column} is null or typeof(${column}) not in ('integer', 'real') then 'null'
  when abs(${column}) < 1e15 and ${column} = cast(${column} as integer) then cast(cast(${column} as integer) as text)
  when abs(${column}) >= 1e-4 and abs(${column}) < 1e15 and cast(printf('%.15g', ${column}) as real) = ${column} then printf('%.15g', ${column}) end`;

/** How SQLite writes a stored value of the field's kind as exactly the JSON the record serializer writes; none for other kinds. */
function jsonWriter(field: FieldDeclaration): ((column: string) => string) | undefined {
  switch (field.kind) {
    case 'boolean':
      return (column) => `case when ${column} is null then 'null' when ${column} in (1, '1') then 'true' else 'false' end`;
    case 'integer':
    case 'reference':
      return (column) => `coalesce(cast(cast(${column} as integer) as text), 'null')`;
    case 'number':
      return numberJson;
    case 'json':
    case 'tags':
      // Stored as `JSON.stringify` wrote it; `json` gives back the same minified text.
      return (column) => `coalesce(json(${column}), 'null')`;
    case 'string':
    case 'text':
    case 'email':
    case 'date':
    case 'datetime':
    case 'enum':
      // Escapes as `JSON.stringify` does (quote, backslash, \b \f \n \r \t, other controls as \u00XX); text holds no lone surrogates.
      return (column) => `json_quote(${column})`;
    default:
      return undefined;
  }
}

/**
 * On SQLite a list page's records are kept as JSON in a narrow table of their own, as on
 * PostgreSQL, so a page reads one value of a narrow row per record instead of a wide record's
 * columns: building a JavaScript value for each of a page's hundreds of column values, turning the
 * rows into records and serializing them cost more than reading the rows. Triggers write a record's
 * JSON inside the transaction that writes the record (any statement: a stock move too), so a page
 * is exact as its records are. A record holding a number SQLite does not write as JavaScript does
 * has none (null): a page with such a record is written from its records instead. The table is a
 * rowid table holding the whole JSON: 25 scattered records cost SQLite a third less than from a
 * table keyed without rowid holding the JSON in pieces (text between numbers, and the numbers), as
 * an earlier version kept it. Only for resources that declare their `listFields` and whose fields
 * all have a known JSON form; the answer is the same text the page schema's serializer writes.
 */
export function sqlitePageJsonOf(resource: ResourceDeclaration): PageJson | undefined {
  const fields = listedFields(resource);
  const recordJson = fields && recordJsonOf(resource, fields, 'new', jsonWriter);
  if (!fields || !recordJson) return undefined;
  const { table: records, key } = resource;
  const table = pageJsonTableOf(resource);
  const listed = [key, ...fields.map(([name]) => name)].map((name) => `"${name}"`).join(', ');
  const [insert, update, remove] = ['insert', 'update', 'delete'].map((event) => `${table}_${event}`);
  const upsert = `insert into "${table}" ("record_key", "record_json") values (new."${key}", ${recordJson}) on conflict ("record_key") do update set "record_json" = excluded."record_json"`;
  // Written as SQLite keeps them in `sqlite_master` (keywords of the head upper case), so a database that
  // holds these very statements is up to date, and any other version of them is replaced.
  const definition = [
    `CREATE TABLE "${table}" ("record_key" integer primary key, "record_json" text)`,
    `CREATE TRIGGER "${insert}" after insert on "${records}" begin ${upsert}; end`,
    `CREATE TRIGGER "${update}" after update of ${listed} on "${records}" begin delete from "${table}" where "record_key" = old."${key}" and old."${key}" <> new."${key}"; ${upsert}; end`,
    `CREATE TRIGGER "${remove}" after delete on "${records}" begin delete from "${table}" where "record_key" = old."${key}"; end`,
  ];
  return {
    table,
    create: (db) =>
      withinTransaction(db, async (trx) => {
        const kept = await sql<{ sql: string }>`select sql from sqlite_master where name in (${sql.join([table, insert, update, remove])})`.execute(trx);
        const present = new Set(kept.rows.map((row) => row.sql));
        if (definition.every((statement) => present.has(statement))) return;
        for (const trigger of [insert, update, remove]) await sql.raw(`drop trigger if exists "${trigger}"`).execute(trx);
        await sql.raw(`drop table if exists "${table}"`).execute(trx);
        for (const statement of definition) await sql.raw(statement).execute(trx);
        await fillPageJson(trx, resource, fields, jsonWriter);
      }),
  };
}
