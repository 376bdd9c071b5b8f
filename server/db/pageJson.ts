import { type AliasedExpression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import type { Tables } from './tables';

/**
 * The JSON a database keeps of each listed record of a resource, which a page answer is joined
 * from: a narrow table of its own (`<table>_page_json`: each record's key and JSON) that triggers
 * write in the transaction that writes the record, on SQLite (`sqlitePageJsonOf`) as on PostgreSQL
 * (`postgresPageJsonOf`).
 */
export interface PageJson {
  /** The table holding the records' JSON, with each record's key in `keyColumn`. */
  table: string;
  keyColumn: string;
  /** What a page statement reads of each record from `table`, named as `recordJson` names it. */
  columns: readonly AliasedExpression<unknown, string>[];
  /** SQL of a record's JSON from the names of `columns`, null where the record is not exact. */
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

/** The table of a resource's records' JSON, read as `PageJson` says, created by `create`. */
export function keptJsonTable(resource: ResourceDeclaration, create: PageJson['create']): PageJson {
  const table = pageJsonTableOf(resource);
  return {
    table,
    keyColumn: 'record_key',
    columns: [sql.ref(`${table}.record_json`).as('record_json')],
    recordJson: 'record_json',
    exact: sql.raw(`case when "${table}"."record_json" is null then 0 else 1 end`),
    answer: pageAnswer,
    create,
  };
}
