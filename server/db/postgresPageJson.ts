import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { type ListedField, listedFields, type PageJson, pageAnswer } from './pageJson';
import type { Tables } from './tables';
import { withinTransaction } from './withinTransaction';

/** JSON text of a text value, escaped as `JSON.stringify` does; immutable, so a stored column may call it. */
const jsonString = {
  name: 'page_json_string',
  definition: `create or replace function page_json_string(value text) returns text language sql immutable strict parallel safe as $$ select to_json(value)::text $$`,
};

/**
 * A stored number's JSON as JavaScript writes it, where PostgreSQL writes the same: zero (negative
 * zero too, which JavaScript writes as 0), or a number between 1e-4 and 1e15 whose `%.15g` text (the
 * cast to numeric) reads back as the same number, so that text is the shortest one JavaScript writes.
 * Any other number has no JSON here (null), and its record none either.
 */
const numberJson = (column: string) => `case
  when ${column} is null then 'null'
  when ${column} = 0 then '0'
  when abs(${column}) >= 1e-4 and abs(${column}) < 1e15 and ${column}::numeric::float8 = ${column} then ${column}::numeric::text end`;

const integerJson = (column: string) => `coalesce(${column}::text, 'null')`;
const textJson = (column: string) => `coalesce(${jsonString.name}(${column}), 'null')`;

/** How PostgreSQL writes a stored value of the field's kind as the JSON the record serializer writes; none for other kinds. */
function jsonWriter(field: FieldDeclaration): ((column: string) => string) | undefined {
  switch (field.kind) {
    case 'boolean':
      return (column) => `case when ${column} is null then 'null' when ${column} = 1 then 'true' else 'false' end`;
    case 'integer':
    case 'reference':
      return integerJson;
    case 'number':
      return numberJson;
    case 'json':
    case 'tags':
      // Stored as `JSON.stringify` wrote it.
      return (column) => `coalesce(${column}, 'null')`;
    case 'enum':
      // An enum of numbers is stored as an integer.
      return field.values?.every((value) => typeof value === 'number') ? integerJson : textJson;
    case 'string':
    case 'text':
    case 'email':
    case 'date':
    case 'datetime':
      return textJson;
    default:
      return undefined;
  }
}

/** SQL of a record's JSON from its row's columns, null where a number has none (see `numberJson`); undefined when a field has no JSON form here. */
function recordJsonOf(resource: ResourceDeclaration, fields: readonly ListedField[]): string | undefined {
  const { key } = resource;
  const keyText = `"${key}"::text`;
  const parts = [`'{"${key}":'`, keyText, ...(key === 'rowid' ? [`',"id":'`, keyText] : [])];
  for (const [name, field] of fields) {
    const json = jsonWriter(field);
    if (!json) return undefined;
    parts.push(`',"${name}":'`, `(${json(`"${name}"`)})`);
  }
  parts.push(`'}'`);
  return parts.join(' || ');
}

/**
 * On PostgreSQL a listed record's JSON is a stored generated column of its own row, so a page
 * statement joins its records' JSON into one value: turning each of a page's hundreds of column
 * values into a JavaScript value, the rows into records and the records into JSON cost a page more
 * than PostgreSQL's work. PostgreSQL writes the column with the row, whatever the statement, so the
 * page is exact as its records are. A record holding a number PostgreSQL does not write as
 * JavaScript does has none (null): a page with such a record is written from its records instead.
 * The column's name carries a digest of its definition, so a database holding another version of it
 * gets this one at its next start (a column of derived text, not data, so dropping the old one loses nothing).
 */
export function postgresPageJsonOf(resource: ResourceDeclaration): PageJson | undefined {
  const { table, key } = resource;
  const fields = listedFields(resource);
  const recordJson = fields && recordJsonOf(resource, fields);
  if (!recordJson) return undefined;
  const digest = createHash('sha256').update(jsonString.definition).update(recordJson).digest('hex').slice(0, 12);
  const column = `page_json_${digest}`;
  return {
    table,
    keyColumn: key,
    columns: [sql.ref(`${table}.${column}`).as('record_json')],
    recordJson: 'record_json',
    exact: sql.raw(`case when "${table}"."${column}" is null then 0 else 1 end`),
    answer: pageAnswer,
    create: (db: Kysely<Tables>) =>
      withinTransaction(db, async (trx) => {
        await sql.raw(jsonString.definition).execute(trx);
        const kept = await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and column_name like 'page\\_json\\_%'`.execute(trx);
        if (kept.rows.some((row) => row.name === column)) return;
        for (const row of kept.rows) await sql`alter table ${sql.table(table)} drop column ${sql.ref(row.name)}`.execute(trx);
        await sql.raw(`alter table "${table}" add column "${column}" text generated always as (${recordJson}) stored`).execute(trx);
      }),
  };
}
