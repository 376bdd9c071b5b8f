import { products } from '../../../resources/catalogue';
import type { AppContext } from '../../context';
import type { ResourceHooks } from '../../crud/hooks';
import { badInput } from '../../http/errors';
import { invalidField } from '../../http/fieldMessages';
import { pricesFor } from '../pricing/priceHooks';
import { recordProductChanges } from '../stock/stockChangeOutbox';
import { applyProductRelations, type WarehouseQuantity, withProductRelations } from './productRelations';

const hasDuplicates = (values: readonly unknown[]) => new Set(values).size !== values.length;

/** The price listings follow: the one buyers pay (with taxes) when the product has it. */
const listedPrice = (record: Record<string, unknown> | undefined) => Number(record?.price_ttc ?? record?.price ?? 0);

/**
 * Products: derived prices, authorship, and the form's categories and stock per warehouse stored
 * in the same transaction as the product.
 */
export function productHooks({ database }: AppContext): ResourceHooks {
  const db = database.db;
  return {
    async beforeWrite(data, context) {
      const stock = data.warehouse_stock as WarehouseQuantity[] | null | undefined;
      if (stock && hasDuplicates(stock.map((entry) => entry.warehouse_id))) throw badInput({ warehouse_stock: invalidField });
      return pricesFor(db, products, data, context);
    },
    async withinWrite(record, data, { op, id, actorId, trx, previous }) {
      await applyProductRelations(trx, id, data);
      // A new price reaches the product's listings like a stock change does (the stock part records itself).
      if (op === 'update' && listedPrice(previous) !== listedPrice(record)) await recordProductChanges(trx, [id]);
      const authorship = op === 'create' ? { fk_user_author: actorId ?? null, fk_user_modif: actorId ?? null } : { fk_user_modif: actorId ?? null };
      const emptyStock = op === 'create' && !Array.isArray(data.warehouse_stock) ? { stock: 0 } : {};
      await trx
        .updateTable('products')
        .set({ ...authorship, ...emptyStock })
        .where('rowid', '=', id)
        .execute();
      const stored = await trx
        .selectFrom('products')
        .select(['fk_user_author', 'fk_user_modif', 'stock', 'tms'])
        .where('rowid', '=', id)
        .executeTakeFirstOrThrow();
      const author = stored.fk_user_author === null ? null : Number(stored.fk_user_author);
      return { ...record, fk_user_author: author, fk_user_modif: actorId ?? null, stock: Number(stored.stock ?? 0), tms: stored.tms };
    },
    expand: (record, executor) => withProductRelations(executor, record),
  };
}
