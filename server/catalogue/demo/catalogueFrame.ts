import type { Executor } from '../../crud/hooks';
import { categoryTree, warehouseSeeds } from './vocabulary';

const insertedId = async (trx: Executor, table: string, values: Record<string, unknown>) =>
  Number((await trx.insertInto(table).values(values).returning('rowid').executeTakeFirstOrThrow()).rowid);

/**
 * The warehouses and category tree products are generated into: created when missing, found by
 * their labels otherwise, so the generator can run again on the same database.
 */
export async function ensureCatalogueFrame(db: Executor) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const warehouseIds: number[] = [];
    for (const seed of warehouseSeeds) {
      const found = await trx.selectFrom('warehouses').select('rowid').where('ref', '=', seed.ref).executeTakeFirst();
      warehouseIds.push(
        found
          ? Number(found.rowid)
          : await insertedId(trx, 'warehouses', { ...seed, statut: 1, status: 1, entity: 1, country_code: 'MX', datec: now, tms: now }),
      );
    }
    const categoryId = async (label: string, parent: number | null) => {
      let query = trx.selectFrom('categories').select('rowid').where('label', '=', label);
      query = parent === null ? query.where('fk_parent', 'is', null) : query.where('fk_parent', '=', parent);
      const found = await query.executeTakeFirst();
      return found ? Number(found.rowid) : insertedId(trx, 'categories', { label, fk_parent: parent, type: 0, visible: 1, entity: 1, same_price: 0, tms: now });
    };
    const leaves: { id: number; names: readonly string[] }[] = [];
    for (const [root, children] of Object.entries(categoryTree)) {
      const rootId = await categoryId(root, null);
      for (const [child, names] of Object.entries(children)) leaves.push({ id: await categoryId(child, rootId), names });
    }
    return { warehouseIds, leaves };
  });
}
