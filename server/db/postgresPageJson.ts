import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { fillPageJson, listedFields, type PageJson, pageJsonTableOf, recordJsonOf } from './pageJson';
import type { Tables } from './tables';
import { withinTransaction } from './withinTransaction';

/**
 * JSON text with every character beyond ASCII written as its `\u` escape (a pair of them, as
 * JavaScript's UTF-16 holds it, beyond U+FFFF): the same JSON value, in text the server reads from
 * PostgreSQL's answer and writes to the client's socket as one byte a character. A page of records
 * holding one accented letter is otherwise decoded into a string of two bytes a character and
 * encoded again as UTF-8 for the answer: about a tenth of the server's time on PostgreSQL's pages.
 * One replace per distinct character, so most values cost one scan. SQLite's JSON stays as the
 * serializer writes it: its triggers call only SQLite's own functions, so that any connection (the
 * shell, a script) can write records, and none of those escapes beyond ASCII.
 */
const asciiJson = {
  name: 'page_json_ascii',
  definition: String.raw`create or replace function page_json_ascii(written text) returns text language plpgsql immutable strict parallel safe as $$
    declare
      beyond text;
      code int;
    begin
      -- Only a UTF-8 database gives each character's code point; in another, the JSON stays as written.
      if getdatabaseencoding() <> 'UTF8' then
        return written;
      end if;
      loop
        beyond := substring(written from '[^\x01-\x7f]');
        exit when beyond is null;
        code := ascii(beyond);
        written := replace(written, beyond, case when code < 65536 then '\u' || lpad(to_hex(code), 4, '0')
          else '\u' || to_hex(55232 + (code >> 10)) || '\u' || to_hex(56320 + (code & 1023)) end);
      end loop;
      return written;
    end $$`,
};

/** JSON text of a text value, escaped as `JSON.stringify` does, in ASCII (`asciiJson`). */
const jsonString = {
  name: 'page_json_string',
  definition: `create or replace function page_json_string(value text) returns text language sql immutable strict parallel safe as $$ select ${asciiJson.name}(to_json(value)::text) $$`,
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

/** How PostgreSQL writes a stored value of the field's kind as the JSON the record serializer writes, in ASCII; none for other kinds. */
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
      return (column) => `coalesce(${asciiJson.name}(${column}), 'null')`;
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

/**
 * On PostgreSQL, as on SQLite, a listed record's JSON is kept in a narrow table of its own
 * (`<table>_page_json`), so a page statement joins its records' JSON into one value: turning each
 * of a page's hundreds of column values into a JavaScript value, the rows into records and the
 * records into JSON cost a page more than PostgreSQL's work. A trigger writes a record's JSON in the
 * transaction that writes the record (any statement: a stock move too), so a page is exact as its
 * records are. Kept in the record's own row (a stored generated column, as an earlier version did),
 * the JSON sat behind a hundred columns that PostgreSQL stepped over to reach it, in rows of about
 * 1 KB: a page of 25 scattered records cost PostgreSQL about a third more. A record holding a
 * number PostgreSQL does not write as JavaScript does has none (null): a page with such a record is
 * written from its records instead. The table's comment carries a digest of the definition, so a
 * database holding another version of it gets this one at its next start (derived text, not data,
 * so dropping the old one loses nothing).
 */
export function postgresPageJsonOf(resource: ResourceDeclaration): PageJson | undefined {
  const { table: records, key } = resource;
  const fields = listedFields(resource);
  const recordJson = fields && recordJsonOf(resource, fields, 'new', jsonWriter);
  if (!fields || !recordJson) return undefined;
  const table = pageJsonTableOf(resource);
  const follow = `${table}_follow`;
  const listed = [key, ...fields.map(([name]) => name)].map((name) => `"${name}"`);
  const changed = `(${listed.map((name) => `old.${name}`).join(', ')}) is distinct from (${listed.map((name) => `new.${name}`).join(', ')})`;
  const definition = [
    asciiJson.definition,
    jsonString.definition,
    `create table "${table}" ("record_key" bigint primary key, "record_json" text)`,
    `create or replace function "${follow}"() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old."${key}" <> new."${key}") then
          delete from "${table}" where "record_key" = old."${key}";
        end if;
        if tg_op <> 'DELETE' then
          insert into "${table}" ("record_key", "record_json") values (new."${key}", ${recordJson})
            on conflict ("record_key") do update set "record_json" = excluded."record_json";
        end if;
        return null;
      end $$`,
    `create or replace trigger "${table}_insert" after insert or delete on "${records}" for each row execute function "${follow}"()`,
    `create or replace trigger "${table}_update" after update of ${listed.join(', ')} on "${records}" for each row when (${changed}) execute function "${follow}"()`,
  ];
  const digest = createHash('sha256').update(definition.join('\n')).digest('hex').slice(0, 12);
  return {
    table,
    create: (db: Kysely<Tables>) =>
      withinTransaction(db, async (trx) => {
        const kept = await sql<{ digest: string | null }>`select obj_description(to_regclass(${`"${table}"`}), 'pg_class') as digest`.execute(trx);
        if (kept.rows[0]?.digest === digest) return;
        // A database from before this table kept the JSON as a generated column of the records' own rows.
        const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${records} and column_name like 'page\\_json\\_%'`.execute(trx);
        for (const row of columns.rows) await sql`alter table ${sql.table(records)} drop column ${sql.ref(row.name)}`.execute(trx);
        await sql.raw(`drop table if exists "${table}"`).execute(trx);
        for (const statement of definition) await sql.raw(statement).execute(trx);
        await fillPageJson(trx, resource, fields, jsonWriter);
        await sql.raw(`comment on table "${table}" is '${digest}'`).execute(trx);
      }),
  };
}
