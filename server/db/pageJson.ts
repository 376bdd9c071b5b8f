import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import type { Tables } from './tables';

/**
 * The JSON a database keeps of each listed record of a resource, which a page answer is joined
 * from: a narrow table of its own (`<table>_page_json`) of each record's key (`record_key`) and
 * JSON (`record_json`), that triggers write in the transaction that writes the record, on SQLite
 * (`sqlitePageJsonOf`) as on PostgreSQL (`postgresPageJsonOf`). A record holding a number the
 * database does not write as JavaScript does has no JSON (null): it is not exact, and a page with
 * such a record is written from its records.
 */
export interface PageJson {
  /** The table of the records' JSON. */
  table: string;
  /** Creates what keeps the records' JSON, filled from the records, unless the database already has it. */
  create(db: Kysely<Tables>): Promise<void>;
}

/** The key column of a records' JSON table. */
export const pageJsonKey = (pageJson: PageJson) => `${pageJson.table}.record_key`;

/** What a page statement reads of each record from its JSON table, for `joinedPage`. */
export const pageJsonColumn = (pageJson: PageJson) => sql.ref(`${pageJson.table}.record_json`).as('record_json');

/**
 * A page statement's columns over rows holding `pageJsonColumn`: the records' JSON joined by commas
 * in the given order (`page_data`), and 1 where every record is exact, 0 where one is not (`page_exact`).
 */
export const joinedPage = (order: RawBuilder<unknown>) => [
  sql<string | null>`string_agg(record_json, ',' order by ${order})`.as('page_data'),
  sql<number | null>`min(case when record_json is null then 0 else 1 end)`.as('page_exact'),
];

/** A list page's answer from its records' JSON joined by commas: the page schema's serializer's text (on PostgreSQL, the same in ASCII). */
export const pageAnswer = (data: string | null, total: number, page: number, size: number) =>
  `{"data":[${data ?? ''}],"total":${total},"page":${page},"size":${size}}`;

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

/** How a database writes a stored value of a field's kind as the JSON the record serializer writes (null where it cannot); none for other kinds. */
export type JsonWriter = (field: FieldDeclaration) => ((column: string) => string) | undefined;

/**
 * SQL of a record's JSON from the columns of `row` (`new` in a trigger), in the list schema's
 * order; undefined when a field has no JSON form in `writerOf`. Null where a value's writer gives
 * null (a number the database does not write as JavaScript does): `||` with null is null.
 */
export function recordJsonOf(resource: ResourceDeclaration, fields: readonly ListedField[], row: string, writerOf: JsonWriter): string | undefined {
  const { key } = resource;
  const keyText = `cast(${row}."${key}" as text)`;
  const parts = [`'{"${key}":'`, keyText, ...(key === 'rowid' ? [`',"id":'`, keyText] : [])];
  for (const [name, field] of fields) {
    const json = writerOf(field);
    if (!json) return undefined;
    parts.push(`',"${name}":'`, `(${json(`${row}."${name}"`)})`);
  }
  parts.push(`'}'`);
  return parts.join(' || ');
}

/** The name of the table of a resource's records' JSON. */
export const pageJsonTableOf = (resource: ResourceDeclaration) => `${resource.table}_page_json`;

/** Writes every record's JSON into the (empty) table of the records' JSON. */
export async function fillPageJson(db: Kysely<Tables>, resource: ResourceDeclaration, fields: readonly ListedField[], writerOf: JsonWriter) {
  const { table: records, key } = resource;
  const json = recordJsonOf(resource, fields, `"${records}"`, writerOf)!;
  await sql.raw(`insert into "${pageJsonTableOf(resource)}" ("record_key", "record_json") select "${key}", ${json} from "${records}"`).execute(db);
}
