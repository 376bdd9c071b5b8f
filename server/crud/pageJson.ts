import { type AliasedRawBuilder, type RawBuilder, sql } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';

type Row = Record<string, unknown>;

/** A piece of a listed record's JSON: text SQLite writes, or a number JavaScript writes. */
type Part = { column: string; number: boolean };

/** The page answer of a resource whose list records SQLite writes as JSON text itself (see `pageJsonOf`). */
export interface PageJson {
  /** The page statement's columns, in order: each record is these values joined. */
  columns: AliasedRawBuilder<unknown, string>[];
  /** The answer `{data, total, page, size}`, the same text the page schema's serializer writes. */
  write(rows: readonly Row[], total: number, page: number, size: number): string;
}

/** Kinds whose stored value SQLite turns into exactly the JSON the record serializer writes. */
const sqliteJson = (field: FieldDeclaration, column: RawBuilder<unknown>): RawBuilder<string> | undefined => {
  switch (field.kind) {
    case 'boolean':
      return sql`case when ${column} is null then 'null' when ${column} in (1, '1') then 'true' else 'false' end`;
    case 'integer':
    case 'reference':
      return sql`coalesce(cast(cast(${column} as integer) as text), 'null')`;
    case 'json':
    case 'tags':
      // Stored as `JSON.stringify` wrote it; `json` gives back the same minified text.
      return sql`coalesce(json(${column}), 'null')`;
    case 'string':
    case 'text':
    case 'email':
    case 'date':
    case 'datetime':
    case 'enum':
      // Escapes as `JSON.stringify` does (quote, backslash, \b \f \n \r \t, other controls as \u00XX); text holds no lone surrogates.
      return sql`json_quote(${column})`;
    default:
      return undefined;
  }
};

/** A number as the record serializer writes it: no NaN, infinities as null. */
function numberJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const number = Number(value);
  if (Number.isNaN(number)) throw new Error(`The value "${String(value)}" cannot be converted to a number.`);
  return number === Infinity || number === -Infinity ? 'null' : `${number}`;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * On SQLite a list page's records are written as JSON by the page statement itself: building a
 * JavaScript value for each of a page's hundreds of column values, turning the rows into records
 * and serializing them cost more than reading the rows. Each record comes back as a few text
 * values (every field but numbers, with the property names between them) and its numbers, which
 * JavaScript writes, since SQLite writes floating point values differently (`16.0`, `1.0e-07`).
 * Only for resources that declare their `listFields` and whose fields all have a known JSON form;
 * the answer is the same text the page schema's serializer writes from the records.
 */
export function pageJsonOf(resource: ResourceDeclaration): PageJson | undefined {
  const { table, key, listFields } = resource;
  if (!listFields) return undefined;
  const columnRef = (name: string) => sql.ref(`${table}.${name}`);
  const keyText = sql<string>`cast(${columnRef(key)} as text)`;
  const columns: AliasedRawBuilder<unknown, string>[] = [];
  const parts: Part[] = [];
  let text: RawBuilder<string>[] = [sql.raw(quoted(`{"${key}":`)), keyText];
  if (key === 'rowid') text.push(sql.raw(quoted(',"id":')), keyText);
  const endText = () => {
    const column = `page_json_${columns.length}`;
    columns.push(sql.join(text, sql` || `).as(column));
    parts.push({ column, number: false });
    text = [];
  };
  for (const name of listFields) {
    const field = resource.fields[name];
    if (!field || field.kind === 'password' || field.virtual || field.many) return undefined;
    text.push(sql.raw(quoted(`,"${name}":`)));
    if (field.kind === 'number') {
      endText();
      const column = `page_json_${columns.length}`;
      columns.push(columnRef(name).as(column));
      parts.push({ column, number: true });
      continue;
    }
    const json = sqliteJson(field, columnRef(name));
    if (!json) return undefined;
    text.push(json);
  }
  text.push(sql.raw(quoted('}')));
  endText();
  return {
    columns,
    write(rows, total, page, size) {
      let data = '';
      for (let index = 0; index < rows.length; index += 1) {
        const row = rows[index];
        if (index > 0) data += ',';
        for (const part of parts) data += part.number ? numberJson(row[part.column]) : (row[part.column] as string);
      }
      return `{"data":[${data}],"total":${total},"page":${page},"size":${size}}`;
    },
  };
}
