import type { AppContext } from '../context';
import type { HooksFactory, ResourceHooks } from './hooks';

type Row = Record<string, unknown>;
type Step = (value: Row) => Promise<Row>;

/** Feeds each step the previous step's answer. */
const chain = (steps: Step[]) => async (value: Row) => {
  let current = value;
  for (const step of steps) current = await step(current);
  return current;
};

const present = <T>(values: readonly (T | undefined)[]): T[] => values.filter((value): value is T => value !== undefined);

/**
 * One resource's hooks made of several features' (in feature order), so a later feature adds a rule
 * without replacing an earlier one's: data and records pass through each feature in turn, and every
 * feature's in-transaction steps run, so any of them can refuse the change.
 */
export function composeHooks(all: readonly ResourceHooks[]): ResourceHooks {
  if (all.length <= 1) return all[0] ?? {};
  const beforeWrite = present(all.map((hooks) => hooks.beforeWrite?.bind(hooks)));
  const withinWrite = present(all.map((hooks) => hooks.withinWrite?.bind(hooks)));
  const lockFirst = present(all.map((hooks) => hooks.lockFirst?.bind(hooks)));
  const afterWrite = present(all.map((hooks) => hooks.afterWrite?.bind(hooks)));
  const beforeRemove = present(all.map((hooks) => hooks.beforeRemove?.bind(hooks)));
  const withinRemove = present(all.map((hooks) => hooks.withinRemove?.bind(hooks)));
  const expand = present(all.map((hooks) => hooks.expand?.bind(hooks)));
  const composed: ResourceHooks = {};
  if (beforeWrite.length) composed.beforeWrite = (data, context) => chain(beforeWrite.map((step) => (value: Row) => step(value, context)))(data);
  if (withinWrite.length)
    composed.withinWrite = async (record, data, context) => {
      let current: Row | undefined;
      for (const step of withinWrite) current = (await step(current ?? record, data, context)) ?? current;
      return current;
    };
  if (lockFirst.length)
    composed.lockFirst = async (trx, id, data) => {
      for (const step of lockFirst) await step(trx, id, data);
    };
  if (afterWrite.length)
    composed.afterWrite = async (record, data, context) => {
      for (const step of afterWrite) await step(record, data, context);
    };
  if (beforeRemove.length)
    composed.beforeRemove = async (id, context) => {
      for (const step of beforeRemove) await step(id, context);
    };
  if (withinRemove.length)
    composed.withinRemove = async (record, trx, context) => {
      for (const step of withinRemove) await step(record, trx, context);
    };
  if (expand.length) composed.expand = (record, executor) => chain(expand.map((step) => (value: Row) => step(value, executor)))(record);
  return composed;
}

/** Every feature's hooks factories, by resource name, in feature order. */
export function hooksFactoriesByResource(features: readonly { resourceHooks?: Record<string, HooksFactory> }[]): Map<string, HooksFactory[]> {
  const byResource = new Map<string, HooksFactory[]>();
  for (const feature of features)
    for (const [resource, factory] of Object.entries(feature.resourceHooks ?? {})) byResource.set(resource, [...(byResource.get(resource) ?? []), factory]);
  return byResource;
}

/** The resource's hooks on this app: every feature's that hooks it, composed. */
export const hooksOf = (factories: readonly HooksFactory[] | undefined, context: AppContext): ResourceHooks | undefined =>
  factories && composeHooks(factories.map((factory) => factory(context)));
