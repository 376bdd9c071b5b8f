import { resourceByName, resources, type FieldDeclaration, type ResourceDeclaration } from '../../resources';
import { badInput, recordInUse } from '../http/errors';
import { type FieldErrors, invalidField } from '../http/fieldMessages';
import type { Executor } from './hooks';

type Row = Record<string, unknown>;

/** The ids a wire value points at, for a reference field or a list of records holding references. */
function referencedIds(field: FieldDeclaration, value: unknown): { target: string; ids: number[] }[] {
  if (value === null || value === undefined) return [];
  if (field.kind === 'reference' && field.reference) {
    return [{ target: field.reference, ids: (Array.isArray(value) ? value : [value]).map(Number) }];
  }
  if (field.kind === 'json' && field.items && Array.isArray(value)) {
    return Object.entries(field.items).flatMap(([name, item]) =>
      referencedIds(
        item,
        (value as Row[]).map((entry) => entry[name]).filter((id) => id !== null && id !== undefined),
      ),
    );
  }
  return [];
}

/**
 * Refuses (400, "El valor no es válido") a write pointing at records that do not exist. With
 * `holdOn` (inside the write's transaction, on PostgreSQL) the records found stay locked against
 * deletion until it commits: a delete running meanwhile either waits and then finds the new
 * reference (refused, or cascaded), or commits first and this check no longer finds the record.
 * Without it a check and a delete racing on PostgreSQL left orders and stock rows pointing at a
 * deleted product. SQLite runs one transaction at a time, so the read inside it is already stable.
 */
export async function checkReferences(db: Executor, resource: ResourceDeclaration, data: Row, holdOn = false): Promise<void> {
  const fields: FieldErrors = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly || !(name in data)) continue;
    for (const { target, ids } of referencedIds(field, data[name])) {
      const targetResource = resourceByName(target);
      const wanted = [...new Set(ids)];
      if (!targetResource || wanted.length === 0) continue;
      // A record's parent of its own kind is read, not held: two records made each other's parent at
      // once would each hold the other's row while waiting to write its own, a deadlock.
      const hold = holdOn && targetResource.table !== resource.table;
      const query = db.selectFrom(targetResource.table).select(targetResource.key).where(targetResource.key, 'in', wanted);
      const found = await (hold ? query.orderBy(targetResource.key).forKeyShare() : query).execute();
      if (found.length !== wanted.length) fields[name] = invalidField;
    }
  }
  if (Object.keys(fields).length) throw badInput(fields);
}

const referencesTo = (resource: ResourceDeclaration) =>
  resources.flatMap((other) =>
    Object.entries(other.fields)
      .filter(([, field]) => field.kind === 'reference' && !field.virtual && field.reference === resource.name && field.onDelete)
      .map(([name, field]) => ({ other, name, rule: field.onDelete })),
  );

/** Applies the `onDelete` rules of the references to a record about to be deleted. */
export async function applyDeleteRules(trx: Executor, resource: ResourceDeclaration, id: number): Promise<void> {
  const rules = referencesTo(resource);
  for (const { other, name, rule } of rules) {
    if (rule !== 'restrict') continue;
    const used = await trx.selectFrom(other.table).select(other.key).where(name, '=', id).limit(1).executeTakeFirst();
    if (used) throw recordInUse(other.name);
  }
  for (const { other, name, rule } of rules) {
    if (rule === 'cascade') await trx.deleteFrom(other.table).where(name, '=', id).execute();
  }
}
