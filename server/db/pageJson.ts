import { type AliasedExpression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import type { Tables } from './tables';
import { withinTransaction } from './withinTransaction';

/** A piece of a listed record's JSON: text the same for every record, or a column of the pieces' table. */
type Part = { text: string } | { column: string };

/** A column of the pieces' table: JSON text, or a number's JSON or the number itself; its value for a row of the resource's table. */
interface StoredPart {
  column: string;
  type: 'text' | 'number';
  valueOf(row: string): string;
}

/**
 * The JSON a database keeps of each listed record of a resource, which a page answer is joined
 * from: SQLite's pieces (`pageJsonOf`) or PostgreSQL's stored column (`postgresPageJsonOf`).
 */
export interface PageJson {
  /** The table holding the records' JSON (the records' own on PostgreSQL), with each record's key in `keyColumn`. */
  table: string;
  keyColumn: string;
  /** What a page statement reads of each record from `table`, in order, each named as `recordJson` names it. */
  columns: readonly AliasedExpression<unknown, string>[];
  /** SQL of a record's JSON from the names of `columns`, where the record is exact. */
  recordJson: string;
  /** 1 where the database writes every number of the record as JavaScript does, else 0: such a page is written from its records. */
  exact: RawBuilder<number>;
  /** The answer `{data, total, page, size}`, the same text the page schema's serializer writes, from the records' JSON joined by commas (null for none). */
  answer(data: string | null, total: number, page: number, size: number): string;
  /** Creates what keeps the records' JSON, filled from the records, unless the database already has it. */
  create(db: Kysely<Tables>): Promise<void>;
}

/** A list page's answer from its records' JSON joined by commas: the text the page schema's serializer writes. */
export const pageAnswer = (data: string | null, total: number, page: number, size: number) =>
  `{"data":[${data ?? ''}],"total":${total},"page":${page},"size":${size}}`;

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** How SQLite writes a stored value of the field's kind as exactly the JSON the record serializer writes; none for other kinds. */
function jsonWriter(field: FieldDeclaration): ((column: string) => string) | undefined {
  switch (field.kind) {
    case 'boolean':
      return (column) => `case when ${column} is null then 'null' when ${column} in (1, '1') then 'true' else 'false' end`;
    case 'integer':
    case 'reference':
      return (column) => `coalesce(cast(cast(${column} as integer) as text), 'null')`;
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
 * A stored number's JSON as JavaScript writes it (`${number}`, the shortest text that reads back as
 * the same number), where SQLite's `%.15g` writes the same: an integer, or a number of at most 15
 * significant digits between 1e-4 and 1e15, where neither writes an exponent. Fifteen-digit decimals
 * lie further apart than the numbers that read back as one double, so when `%.15g` reads back, its
 * text is the only one of 15 digits or fewer that does, and JavaScript's shortest text is that one.
 * Any other number stays a number, and its record is not exact; a value that is no number at all is written as null.
 */
const sqliteNumberJson = (column: string) => `case
  when ${column} is null or typeof(${column}) not in ('integer', 'real') then 'null'
  when abs(${column}) < 1e15 and ${column} = cast(${column} as integer) then cast(cast(${column} as integer) as text)
  when abs(${column}) >= 1e-4 and abs(${column}) < 1e15 and cast(printf('%.15g', ${column}) as real) = ${column} then printf('%.15g', ${column})
  else ${column} end`;

/** A listed field, by name. */
export type ListedField = readonly [name: string, field: FieldDeclaration];

/**
 * The fields a listed record's JSON holds, in the list schema's order; none where a resource's list
 * is not kept as JSON: no `listFields`, a view, or a field that is never written as a record's value.
 */
export function listedFields(resource: ResourceDeclaration): ListedField[] | undefined {
  if (!resource.listFields || resource.view) return undefined;
  const fields = resource.listFields.map((name): ListedField => [name, resource.fields[name]]);
  return fields.every(([, field]) => field && field.kind !== 'password' && !field.virtual && !field.many) ? fields : undefined;
}

/** A record's JSON split into pieces: fixed text, text SQLite writes from the row, and numbers. */
function piecesOf(resource: ResourceDeclaration, fields: readonly ListedField[]): { parts: Part[]; stored: StoredPart[] } | undefined {
  const { key } = resource;
  const parts: Part[] = [];
  const stored: StoredPart[] = [];
  // The text since the last number: fixed pieces and the SQL of values, each as a function of the row's name.
  let run: ({ text: string } | { value: (row: string) => string })[] = [];
  const store = (type: StoredPart['type'], valueOf: StoredPart['valueOf']) => {
    const column = `part_${stored.length}`;
    stored.push({ column, type, valueOf });
    parts.push({ column });
  };
  const endRun = () => {
    const items = run;
    run = [];
    if (items.length === 0) return;
    if (items.every((item) => 'text' in item)) parts.push({ text: items.map((item) => item.text).join('') });
    else store('text', (row) => items.map((item) => ('text' in item ? quoted(item.text) : item.value(row))).join(' || '));
  };
  const keyText = (row: string) => `cast(${row}."${key}" as text)`;
  run.push({ text: `{"${key}":` }, { value: keyText });
  if (key === 'rowid') run.push({ text: ',"id":' }, { value: keyText });
  for (const [name, field] of fields) {
    run.push({ text: `,"${name}":` });
    if (field.kind === 'number') {
      endRun();
      store('number', (row) => sqliteNumberJson(`${row}."${name}"`));
      continue;
    }
    const json = jsonWriter(field);
    if (!json) return undefined;
    run.push({ value: (row) => json(`${row}."${name}"`) });
  }
  run.push({ text: '}' });
  endRun();
  return { parts, stored };
}

/**
 * On SQLite a list page's records are kept as JSON in a table of their own, so a page reads a few
 * values of a narrow row per record instead of a wide record's columns: building a JavaScript value
 * for each of a page's hundreds of column values, turning the rows into records and serializing
 * them cost more than reading the rows, and writing the JSON in the page statement still read every
 * listed column of every row. Triggers write a record's pieces inside the transaction that writes the
 * record (any statement: a stock move too), so a page is exact as its records are. A number is kept
 * as its JSON where SQLite writes it as JavaScript does, else as the number (SQLite writes `16.0` and
 * `1.0e-07` where JavaScript writes `16` and `1e-7`); a record without such a number is `exact`, and a
 * page of exact records is joined by SQLite into one value, any other page written from its records.
 * Only for resources that declare their `listFields` and whose fields all have a known JSON form; the
 * answer is the same text the page schema's serializer writes from the records.
 */
export function pageJsonOf(resource: ResourceDeclaration): PageJson | undefined {
  const fields = listedFields(resource);
  const pieces = fields && piecesOf(resource, fields);
  if (!pieces) return undefined;
  const { parts, stored } = pieces;
  const { table: records, key } = resource;
  const table = `${records}_page_json`;
  const names = ['record_key', ...stored.map((part) => part.column)].map((name) => `"${name}"`).join(', ');
  const values = (row: string) => [`${row}."${key}"`, ...stored.map((part) => part.valueOf(row))].join(', ');
  const assignments = stored.map((part) => `"${part.column}" = ${part.valueOf('new')}`).join(', ');
  const listed = [key, ...fields.map(([name]) => name)].map((name) => `"${name}"`).join(', ');
  const [insert, update, remove] = ['insert', 'update', 'delete'].map((event) => `${table}_${event}`);
  const numbers = stored.filter((part) => part.type === 'number').map((part) => `typeof("${part.column}") = 'text'`);
  // Stored, so that a page reads one flag a record instead of testing each of its numbers.
  const exact = `"exact" integer generated always as (${numbers.length ? numbers.join(' and ') : '1'}) stored`;
  // A number's column has no type, so SQLite keeps each value as it is written: JSON text, or a number.
  // Written as SQLite keeps them in `sqlite_master` (keywords of the head upper case), so a database that
  // holds these very statements is up to date, and any other version of them is replaced.
  const definition = [
    `CREATE TABLE "${table}" ("record_key" integer primary key, ${stored.map((part) => (part.type === 'text' ? `"${part.column}" text` : `"${part.column}"`)).join(', ')}, ${exact}) without rowid`,
    `CREATE TRIGGER "${insert}" after insert on "${records}" begin insert into "${table}" (${names}) values (${values('new')}); end`,
    `CREATE TRIGGER "${update}" after update of ${listed} on "${records}" begin update "${table}" set ${assignments} where "record_key" = new."${key}"; end`,
    `CREATE TRIGGER "${remove}" after delete on "${records}" begin delete from "${table}" where "record_key" = old."${key}"; end`,
  ];
  return {
    table,
    keyColumn: 'record_key',
    columns: stored.map((part) => sql.ref(`${table}.${part.column}`).as(part.column)),
    recordJson: parts.map((part) => ('text' in part ? quoted(part.text) : `"${part.column}"`)).join(' || '),
    exact: sql.ref<number>(`${table}.exact`),
    answer: pageAnswer,
    create: (db) =>
      withinTransaction(db, async (trx) => {
        const kept = await sql<{ sql: string }>`select sql from sqlite_master where name in (${sql.join([table, insert, update, remove])})`.execute(trx);
        const present = new Set(kept.rows.map((row) => row.sql));
        if (definition.every((statement) => present.has(statement))) return;
        for (const trigger of [insert, update, remove]) await sql.raw(`drop trigger if exists "${trigger}"`).execute(trx);
        await sql.raw(`drop table if exists "${table}"`).execute(trx);
        for (const statement of definition) await sql.raw(statement).execute(trx);
        await sql.raw(`insert into "${table}" (${names}) select ${values(`"${records}"`)} from "${records}"`).execute(trx);
      }),
  };
}
