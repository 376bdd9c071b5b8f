import type { Executor } from '../../crud/hooks';
import type { DatabaseHandle } from '../../db/connection';
import { lockRow } from '../../db/rowLock';

/**
 * Runs `write` in a transaction holding the product's row, answering false (writing nothing) when
 * the product does not exist. A product's delete holds the same row while it checks the product's
 * listings, so a listing linked meanwhile is either seen by that check or refused as gone.
 */
export async function whileProductHeld(database: DatabaseHandle, productId: number, write: (trx: Executor) => Promise<void>): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, database.dialect, 'products', 'rowid', productId))) return false;
    await write(trx);
    return true;
  });
}
