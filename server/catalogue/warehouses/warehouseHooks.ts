import type { ResourceHooks } from '../../crud/hooks';

/** The ERP has two names for the warehouse status; `status` mirrors `statut`, the writable one. */
export const warehouseHooks = (): ResourceHooks => ({
  async withinWrite(record, _data, { id, trx }) {
    await trx
      .updateTable('warehouses')
      .set((eb) => ({ status: eb.ref('statut') }))
      .where('rowid', '=', id)
      .execute();
    return { ...record, status: record.statut };
  },
});
