import { type AliasedRawBuilder, sql } from 'kysely';
import { resourceByName, type ResourceDeclaration } from '../../resources';

/** A counted field's value as a statement selects it, named as the field. */
export type CountedSelection = AliasedRawBuilder<number, string>;

/**
 * What a statement over a resource's table selects for its counted fields (`counts`), those named in
 * `names` or all: the number of rows of the counted resource whose reference `via` names the row,
 * one lookup of the reference's index per record read, so a page of 25 records reads 25 ranges of
 * that index and never the counted rows themselves. Refused at the start where `via` is no
 * reference to the resource, which would have no such index.
 */
export function countedSelections(resource: ResourceDeclaration, names?: readonly string[]): CountedSelection[] {
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    if (!field.counts || (names && !names.includes(name))) return [];
    const counted = resourceByName(field.counts.resource);
    const via = counted?.fields[field.counts.via];
    if (!counted || via?.kind !== 'reference' || via.reference !== resource.name || via.many || via.virtual || !field.readOnly || !field.virtual)
      throw new Error(`${resource.name}.${name} counts ${field.counts.resource}.${field.counts.via}: not a read-only count of a reference to ${resource.name}`);
    // The counted table is aliased: a resource counting its own rows (a category's subcategories) names the outer row by its table.
    return [
      sql<number>`(select count(*) from ${sql.table(counted.table)} as counted where ${sql.ref(`counted.${field.counts.via}`)} = ${sql.ref(`${resource.table}.${resource.key}`)})`.as(
        name,
      ),
    ];
  });
}
