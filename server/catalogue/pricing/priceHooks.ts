import type { ResourceDeclaration } from '../../../resources';
import type { Executor, ResourceHooks, WriteContext } from '../../crud/hooks';
import { derivePrices, touchesPrices } from './derivePrices';

type Row = Record<string, unknown>;

/** Applies the declared defaults a create would get, so the derivation sees the stored tax rate. */
const withDefaults = (resource: ResourceDeclaration, data: Row): Row => {
  const defaults: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.default === undefined || !['price', 'price_min', 'tva_tx', 'price_base_type'].includes(name)) continue;
    // A sent after-tax price is the source: a default before-tax one must not override it.
    if (data[`${name}_ttc`] !== undefined && data[`${name}_ttc`] !== null) continue;
    defaults[name] = field.default;
  }
  return { ...defaults, ...data };
};

/** Derives prices on every write of a resource holding a before/after-tax price pair. */
export async function pricesFor(db: Executor, resource: ResourceDeclaration, data: Row, { op, id }: WriteContext): Promise<Row> {
  if (op === 'create') return derivePrices(withDefaults(resource, data));
  if (!touchesPrices(data) || id === undefined) return data;
  const current = await db.selectFrom(resource.table).selectAll().where(resource.key, '=', id).executeTakeFirst();
  return derivePrices(data, current);
}

export const priceHooks = (db: Executor, resource: ResourceDeclaration): ResourceHooks => ({
  beforeWrite: (data, context) => pricesFor(db, resource, data, context),
});
