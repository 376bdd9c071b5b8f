import type { FieldDeclaration, FilterCase, ResourceDeclaration } from '../../resources';
import { carriedCopies, carriedIndexes } from './carriedFilters';
import type { ColumnDeclaration, ColumnKind, IndexDeclaration, TableDeclaration } from './tableDeclaration';

/**
 * Storage of a declared field. Dates are ISO-8601 UTC text and structured values JSON text on
 * both dialects, so one query and one mapper serve SQLite and PostgreSQL alike.
 */
function columnKindOf(field: FieldDeclaration): ColumnKind {
  switch (field.kind) {
    case 'integer':
      return field.wide ? 'bigint' : 'integer';
    case 'reference':
    case 'boolean':
      return 'integer';
    case 'number':
      return 'number';
    case 'enum':
      return field.values?.every((value) => typeof value === 'number') ? 'integer' : 'text';
    default:
      return 'text';
  }
}

/**
 * The index of a sortable, filterable or reference field. SQLite's index entries end with the row's
 * key already; PostgreSQL's get the key as a second column, so a filter's matches come out of the
 * index in key order (merged with another condition's and counted without reading the table), and
 * a page sorted by the field is in full order (field, then key) there too.
 */
function fieldIndexes(table: string, key: string, name: string): IndexDeclaration[] {
  const single = `ix_${table}_${name}`;
  if (name === key) return [{ name: single, columns: [name] }];
  return [
    { name: single, columns: [name], only: 'sqlite' },
    { name: `${single}_${key}`, columns: [name, key], only: 'postgres', replaces: single },
  ];
}

/** The index of a filtered sort (see `filteredSorts`): the filtered field, the sorted one, then the key as in `fieldIndexes`. */
function filteredSortIndexes(table: string, key: string, [filtered, sorted]: readonly [string, string]): IndexDeclaration[] {
  const name = `ix_${table}_${filtered}_${sorted}`;
  return [
    { name, columns: [filtered, sorted], only: 'sqlite' },
    { name: `${name}_${key}`, columns: [filtered, sorted, key], only: 'postgres' },
  ];
}

/**
 * SQLite's indexes of a `cases` filter: each case's fields it names a value (or values, or null)
 * of, together. Without statistics SQLite reads each case of the OR through one field's index, and
 * a value most rows hold (a validated order, a paid sale) then reads nearly the whole table; the
 * fields together read the case's rows alone. PostgreSQL's statistics already pick a narrow index
 * for each case and combine them (a bitmap OR), so it gets none.
 */
function caseIndexes(table: string, cases: readonly FilterCase[]): IndexDeclaration[] {
  const named = cases.map((fields) => Object.keys(fields).filter((column) => !isExclusion(fields[column])));
  return named.filter((columns) => columns.length > 1).map((columns) => ({ name: `ix_${table}_${columns.join('_')}`, columns, only: 'sqlite' }));
}

/** A case's condition that names the values a field must not hold: no index narrows to it. */
const isExclusion = (expected: FilterCase[string]) => expected !== null && typeof expected === 'object' && 'not' in expected;

function indexesOf(resource: ResourceDeclaration, stored: readonly (readonly [string, FieldDeclaration])[]): IndexDeclaration[] {
  const { table, key } = resource;
  const indexes: IndexDeclaration[] = [];
  // A wide record's rows fill SQLite's table b-tree itself, so stepping over a deep page offset in
  // key order would read every row in between; this narrow index lets it step over keys only.
  if (resource.listFields) indexes.push({ name: `ix_${table}_${key}`, columns: [key], only: 'sqlite' });
  for (const [name, field] of stored) {
    if (field.unique) indexes.push({ name: `ux_${table}_${name}`, columns: [name], unique: true });
    else if (field.sortable || field.filterable || field.kind === 'reference') indexes.push(...fieldIndexes(table, key, name));
  }
  for (const fields of resource.filteredSorts ?? []) indexes.push(...filteredSortIndexes(table, key, fields));
  for (const names of resource.uniqueTogether ?? []) indexes.push({ name: `ux_${table}_${names.join('_')}`, columns: names, unique: true });
  for (const { fields, empty } of resource.uniqueWhileEmpty ?? [])
    indexes.push({ name: `ux_${table}_${fields.join('_')}_without_${empty}`, columns: fields, unique: true, whereNull: empty });
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    // A partial index holds only the matching rows, so the filter reads them instead of the whole table.
    if (filter.kind === 'compare')
      indexes.push({ name: `ix_${table}_${name}`, columns: [key], where: { column: filter.field, op: filter.op, other: filter.other } });
    if (filter.kind === 'cases') indexes.push(...caseIndexes(table, filter.cases));
  }
  indexes.push(...carriedIndexes(resource));
  return indexes;
}

/** A field's default as its column stores it (a boolean as 0 or 1). */
const storedDefault = ({ default: value }: FieldDeclaration) => (typeof value === 'boolean' ? Number(value) : value);

/** The columns of the copies of other resources' filters a child's rows keep (see carriedFilters.ts): a flag, or the copied field's column. */
const carriedColumns = (resource: ResourceDeclaration): [string, ColumnDeclaration][] =>
  carriedCopies(resource).flatMap(({ carried }) =>
    carried.map((copy): [string, ColumnDeclaration] => [copy.column, { type: copy.field ? columnKindOf(copy.field) : 'integer' }]),
  );

/**
 * A declared resource's table: its generated key, a nullable column per stored (not virtual) field
 * and per copy of another resource's filter it carries, its indexes.
 */
export function tableOfResource(resource: ResourceDeclaration): TableDeclaration {
  const stored = Object.entries(resource.fields).filter(([, field]) => !field.virtual);
  const column = (field: FieldDeclaration): ColumnDeclaration => {
    const value = storedDefault(field);
    return value === undefined ? { type: columnKindOf(field) } : { type: columnKindOf(field), existingRowsHold: value };
  };
  return {
    table: resource.table,
    generatedKey: resource.key,
    columns: Object.fromEntries([...stored.map(([name, field]) => [name, column(field)]), ...carriedColumns(resource)]),
    indexes: indexesOf(resource, stored),
  };
}
