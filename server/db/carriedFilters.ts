import { type Kysely, sql } from 'kysely';
import { type FieldDeclaration, resources, type ResourceDeclaration } from '../../resources';
import type { DialectName } from './connection';
import type { IndexDeclaration } from './tableDeclaration';
import type { Tables } from './tables';

type RelatedFilter = {
  readonly kind: 'related';
  readonly via: string;
  readonly match: string;
  readonly positive?: string;
  readonly carries?: readonly string[];
};

/**
 * A filter of a parent record whose value each row of a child table keeps a copy of (a related
 * filter's `carries`): a category's link rows carry whether their product is for sale, a product's
 * stock rows whether it is in stock alert. The copies are written by triggers in the transaction
 * that writes the parent or the child row, so every reader sees copies that match the parents it sees.
 */
export interface CarriedFilter {
  /** The parent's filter: a stored field, copied as it is, or a `compare` filter, copied as 1 where it holds and 0 elsewhere. */
  readonly name: string;
  /** The child's column holding the copy. */
  readonly column: string;
  /** The parent's field, for a field copied as it is. */
  readonly field?: FieldDeclaration;
  /** The parent's columns the copy follows. */
  readonly follows: readonly string[];
  /** The copy's value, in SQL over the parent's row named `row`. */
  readonly value: (row: string) => string;
}

/** The child's column keeping a copy of the parent's filter `name`. */
export const carriedColumn = (name: string) => `carried_${name}`;

/** The related filters of other resources naming `child` that carry filters, each with its parent. */
function carryingFilters(child: ResourceDeclaration): { parent: ResourceDeclaration; filter: RelatedFilter }[] {
  return resources.flatMap((parent) =>
    Object.values(parent.filters ?? {}).flatMap((filter) =>
      filter.kind === 'related' && filter.resource === child.name && filter.carries?.length ? [{ parent, filter }] : [],
    ),
  );
}

/** The copy of the parent's filter `name`; refused at the start for a name the parent cannot copy. */
export function carriedFilter(parent: ResourceDeclaration, name: string): CarriedFilter {
  const named = parent.filters?.[name];
  const column = carriedColumn(name);
  if (named?.kind === 'compare') {
    const { field, op, other } = named;
    return { name, column, follows: [field, other], value: (row) => `case when ${row}.${field} ${op} ${row}.${other} then 1 else 0 end` };
  }
  const field = parent.fields[name];
  if (named || !field || field.virtual) throw new Error(`${parent.name} carries ${name}: neither a stored field nor a compare filter`);
  return { name, column, field, follows: [name], value: (row) => `${row}.${name}` };
}

/** The copies a child table's rows keep, by parent. */
export function carriedCopies(child: ResourceDeclaration) {
  return carryingFilters(child).map(({ parent, filter }) => ({ parent, via: filter.via, carried: filter.carries!.map((name) => carriedFilter(parent, name)) }));
}

/**
 * The child's index of each carrying filter: its id, the copies, the parent's key, then its
 * `positive` column, so a page of one id and the copies' values is read in the parent's key order
 * and counted from the index alone.
 */
export function carriedIndexes(child: ResourceDeclaration): IndexDeclaration[] {
  return carryingFilters(child).map(({ filter }) => ({
    name: `ix_${child.table}_${filter.match}_carried`,
    columns: [filter.match, ...filter.carries!.map(carriedColumn), filter.via, ...(filter.positive ? [filter.positive] : [])],
  }));
}

/**
 * The triggers that keep the child's copies: a parent's change of a followed column rewrites its
 * children's copies, a child row written or moved to another parent copies its parent's values. On
 * PostgreSQL the child's trigger locks the parent row as an update of it would, so a parent changed
 * by another transaction meanwhile is copied as it is once that one commits; the writers of stock
 * rows lock their products first already (`lockFirst`), so neither trigger makes them wait on each
 * other in a new order. `backfill`: the columns were just added to rows already there, which get
 * their copies now.
 */
export async function keepCarriedCopies(db: Kysely<Tables>, dialect: DialectName, child: ResourceDeclaration, backfill: boolean) {
  for (const { parent, via, carried } of carriedCopies(child)) {
    const name = `carried_${child.table}_${parent.table}`;
    const columns = carried.map((copy) => copy.column).join(', ');
    const changed = carried.map((copy) => `${copy.value('old')} is distinct from ${copy.value('new')}`);
    const follows = [...new Set(carried.flatMap((copy) => copy.follows))].join(', ');
    const fromParent = (row: string) => carried.map((copy) => copy.value(row)).join(', ');
    const statements =
      dialect === 'sqlite'
        ? [
            `drop trigger if exists ${name}_follow`,
            `create trigger ${name}_follow after update of ${follows} on ${parent.table} for each row when ${changed.join(' or ')}
              begin update ${child.table} set (${columns}) = (select ${fromParent('new')}) where ${via} = new.${parent.key}; end`,
            `drop trigger if exists ${name}_copy`,
            `create trigger ${name}_copy after insert on ${child.table} for each row
              begin update ${child.table} set (${columns}) = (select ${fromParent('parent')} from ${parent.table} parent where parent.${parent.key} = new.${via})
                where ${child.key} = new.${child.key}; end`,
            `drop trigger if exists ${name}_move`,
            `create trigger ${name}_move after update of ${via} on ${child.table} for each row
              begin update ${child.table} set (${columns}) = (select ${fromParent('parent')} from ${parent.table} parent where parent.${parent.key} = new.${via})
                where ${child.key} = new.${child.key}; end`,
          ]
        : [
            `create or replace function ${name}_follow() returns trigger language plpgsql as $$ begin
              update ${child.table} set (${columns}) = (select ${fromParent('new')}) where ${via} = new.${parent.key};
              return null; end $$`,
            `create or replace trigger ${name}_follow after update of ${follows} on ${parent.table} for each row
              when (${changed.join(' or ')}) execute function ${name}_follow()`,
            `create or replace function ${name}_copy() returns trigger language plpgsql as $$ begin
              select ${fromParent('parent')} into ${carried.map((copy) => `new.${copy.column}`).join(', ')}
                from ${parent.table} parent where parent.${parent.key} = new.${via} for no key update;
              return new; end $$`,
            `create or replace trigger ${name}_copy before insert or update of ${via} on ${child.table} for each row execute function ${name}_copy()`,
          ];
    for (const statement of statements) await sql.raw(statement).execute(db);
    if (backfill)
      await sql
        .raw(
          `update ${child.table} set (${columns}) = (select ${fromParent('parent')} from ${parent.table} parent where parent.${parent.key} = ${child.table}.${via})`,
        )
        .execute(db);
  }
}
