import { type Expression, type ExpressionBuilder, expressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { type FieldDeclaration, type FilterCase, type FilterDeclaration, resourceByName, type ResourceDeclaration } from '../../resources';
import { currentFilterName } from '../../resources/filterNames';
import { carriedFilter } from '../db/carriedFilters';
import { toColumn } from '../db/columns';
import type { Tables } from '../db/tables';
import { badInput } from '../http/errors';
import { invalidField } from '../http/fieldMessages';

type Row = Record<string, unknown>;
type Builder = ExpressionBuilder<Record<string, Row>, string>;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** One field of a case: equal, one of, null, none of (a null value is none of them), or set. */
function caseCondition(eb: Builder, column: string, expected: FilterCase[string]): Expression<SqlBool> {
  if (expected === null) return eb(column, 'is', null);
  if (typeof expected === 'string' || typeof expected === 'number') return eb(column, '=', expected);
  if ('not' in expected) return expected.not === null ? eb(column, 'is not', null) : eb.or([eb(column, 'is', null), eb(column, 'not in', expected.not)]);
  return eb(column, 'in', expected);
}

/**
 * The instant a `since` filter names, as stored. The schema's date-time format admits a leap second
 * (`23:59:60Z`), which JavaScript's dates cannot hold: such a value is refused like any invalid one.
 */
function sinceInstant(name: string, value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badInput({ [name]: invalidField });
  return new Date(time).toISOString();
}

function namedFilter(eb: Builder, resource: ResourceDeclaration, name: string, filter: FilterDeclaration, value: unknown): Expression<SqlBool> | undefined {
  if (filter.kind === 'compare') {
    return value === true ? eb(sql.ref(filter.field), filter.op, sql.ref(filter.other)) : undefined;
  }
  if (filter.kind === 'since') return typeof value === 'string' ? eb(filter.field, '>=', sinceInstant(name, value)) : undefined;
  if (filter.kind === 'cases') {
    if (value !== true) return undefined;
    return eb.or(filter.cases.map((fields) => eb.and(Object.entries(fields).map(([column, expected]) => caseCondition(eb, column, expected)))));
  }
  const child = resourceByName(filter.resource);
  if (!child) throw new Error(`filter of ${resource.name} names an unknown resource ${filter.resource}`);
  const ids = asList(value);
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  let related = eb.selectFrom(child.table).where(filter.match, 'in', ids);
  if (filter.positive) related = related.where(filter.positive, '>', 0);
  // A broad relation is tested per candidate over the child's (via, match) index: another condition
  // (stock below its alert level) can then pick the few candidates, and a page stops after its rows.
  if (filter.broad) return eb.exists(related.select(sql.lit(1).as('found')).whereRef(`${child.table}.${filter.via}`, '=', `${resource.table}.${resource.key}`));
  return eb(resource.key, 'in', related.select(filter.via));
}

/** The filtering members of a `POST {base}q/` body: the search text (`busqueda`) is not one. */
export const filterEntries = (filter: Row): [string, unknown][] => Object.entries(filter).filter(([name, value]) => name !== 'busqueda' && value !== undefined);

/** Field equality (or one of a list of values), of `column` holding `field`'s values. */
function fieldCondition(eb: Builder, column: string, field: FieldDeclaration | undefined, value: unknown): Expression<SqlBool> {
  const stored = (item: unknown) => (field ? toColumn(field, item) : item);
  if (Array.isArray(value)) return value.length ? eb(column, 'in', value.map(stored)) : sql<SqlBool>`1 = 0`;
  return value === null ? eb(column, 'is', null) : eb(column, '=', stored(value));
}

/** The filtering members of a body under their current names. */
const currentEntries = (resource: ResourceDeclaration, filter: Row) =>
  filterEntries(filter).map(([given, value]): [string, unknown] => [currentFilterName(resource, given), value]);

/** The conditions of a `POST {base}q/` body: field equality (or a list of values) and the named filters. */
export function filterConditions(eb: Builder, resource: ResourceDeclaration, filter: Row): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  for (const [name, value] of currentEntries(resource, filter)) {
    const named = resource.filters?.[name];
    if (named) {
      const condition = namedFilter(eb, resource, name, named, value);
      if (condition) conditions.push(condition);
      continue;
    }
    const column = name === 'id' ? resource.key : name;
    conditions.push(fieldCondition(eb, column, resource.fields[column], value));
  }
  return conditions;
}

/**
 * The matching records' keys read from one related filter's child rows alone (`via`, the key each
 * row names), where that gives the same records: the body names one id of the filter, the child
 * holds each (id, record) pair once and every row names a stored record (a required reference),
 * and each other filter of the body is one the child's rows carry a copy of (`carries`).
 * Undefined for any other body.
 */
export function carriedMatches(db: Kysely<Tables>, resource: ResourceDeclaration, filter: Row) {
  const entries = currentEntries(resource, filter);
  for (const [name, value] of entries) {
    const related = resource.filters?.[name];
    if (related?.kind !== 'related' || Array.isArray(value) || typeof value !== 'number') continue;
    const child = resourceByName(related.resource);
    const unique = child?.uniqueTogether?.some((names) => names.length === 2 && names.includes(related.match) && names.includes(related.via));
    const others = entries.filter(([other]) => other !== name);
    if (!child || !unique || !child.fields[related.via]?.required || !others.every(([other]) => related.carries?.includes(other))) continue;
    const eb = expressionBuilder<Record<string, Row>, string>();
    const conditions: Expression<SqlBool>[] = [eb(related.match, '=', value), ...(related.positive ? [eb(related.positive, '>', sql.lit(0))] : [])];
    for (const [other, otherValue] of others) {
      const copy = carriedFilter(resource, other);
      if (!copy.field && otherValue === true) conditions.push(eb(copy.column, '=', sql.lit(1)));
      else if (copy.field) conditions.push(fieldCondition(eb, copy.column, copy.field, otherValue));
    }
    return { via: related.via, rows: db.selectFrom(child.table).where(eb.and(conditions)) };
  }
  return undefined;
}

/** The same conditions as one expression, for a statement of a feature's own that counts what a list filter shows. */
export function declaredFilter(resource: ResourceDeclaration, filter: Row): Expression<SqlBool> {
  const eb = expressionBuilder<Record<string, Row>, string>();
  return eb.and(filterConditions(eb, resource, filter));
}
