import { describe, expect, it } from 'vitest';
import { composeHooks, hooksFactoriesByResource } from '../../../server/crud/composeHooks';
import type { Executor, ResourceHooks } from '../../../server/crud/hooks';

const trx = {} as Executor;

describe('composeHooks', () => {
  it('runs every feature’s hooks in feature order, chaining what each answers', async () => {
    const calls: string[] = [];
    const first: ResourceHooks = {
      beforeWrite: async (data) => ({ ...data, steps: ['first'] }),
      lockFirst: async () => void calls.push('first locks'),
      withinWrite: async (record) => ({ ...record, first: true }),
      afterWrite: async () => void calls.push('first after'),
      beforeRemove: async (id, { options }) => void calls.push(`first before remove ${id} ${String(options.close)}`),
      withinRemove: async () => void calls.push('first removes'),
      expand: async (record) => ({ ...record, expanded: ['first'] }),
    };
    const second: ResourceHooks = {
      beforeWrite: async (data) => ({ ...data, steps: [...(data.steps as string[]), 'second'] }),
      lockFirst: async () => void calls.push('second locks'),
      withinWrite: async (record) => ({ ...record, second: record.first === true }),
      afterWrite: async () => void calls.push('second after'),
      withinRemove: async () => void calls.push('second removes'),
      expand: async (record) => ({ ...record, expanded: [...(record.expanded as string[]), 'second'] }),
    };
    const hooks = composeHooks([first, {}, second]);
    const context = { op: 'update' as const, id: 1 };

    expect(await hooks.beforeWrite!({ a: 1 }, context)).toEqual({ a: 1, steps: ['first', 'second'] });
    expect(await hooks.withinWrite!({ id: 1 }, {}, { ...context, trx })).toEqual({ id: 1, first: true, second: true });
    expect(await hooks.expand!({ id: 1 }, trx)).toEqual({ id: 1, expanded: ['first', 'second'] });
    await hooks.lockFirst!(trx, 1, undefined);
    await hooks.afterWrite!({}, {}, context);
    await hooks.beforeRemove!(7, { options: { close: 'true' } });
    await hooks.withinRemove!({}, trx, { options: {} });
    expect(calls).toEqual(['first locks', 'second locks', 'first after', 'second after', 'first before remove 7 true', 'first removes', 'second removes']);
  });

  it('a withinWrite that answers nothing keeps the record the previous one answered', async () => {
    const hooks = composeHooks([{ withinWrite: async (record) => ({ ...record, kept: true }) }, { withinWrite: async () => undefined }]);
    expect(await hooks.withinWrite!({ id: 1 }, {}, { op: 'create', id: 1, trx })).toEqual({ id: 1, kept: true });
  });

  it('a refusal in any feature’s in-transaction step stops the change', async () => {
    const hooks = composeHooks([{ withinRemove: async () => undefined }, { withinRemove: async () => Promise.reject(new Error('refused')) }]);
    await expect(hooks.withinRemove!({}, trx, { options: {} })).rejects.toThrow('refused');
  });

  it('groups the factories of the features that hook one resource, in feature order', () => {
    const a = () => ({});
    const b = () => ({});
    const c = () => ({});
    const byResource = hooksFactoriesByResource([{ resourceHooks: { productos: a } }, {}, { resourceHooks: { productos: b, almacenes: c } }]);
    expect(byResource.get('productos')).toEqual([a, b]);
    expect(byResource.get('almacenes')).toEqual([c]);
  });
});
