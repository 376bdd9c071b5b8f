import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor, ResourceHooks } from '../../crud/hooks';
import { badInput } from '../../http/errors';

export const cycleMessage = 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías';

/** Refuses a new parent that is the category itself or one of its descendants, walking up from the parent. */
async function refuseCycle(trx: Executor, id: number, parent: number): Promise<void> {
  const seen = new Set<number>();
  for (let ancestor: number | null = parent; ancestor !== null;) {
    if (ancestor === id || seen.has(ancestor)) throw badInput({ fk_parent: cycleMessage });
    seen.add(ancestor);
    const row = await trx.selectFrom('categories').select('fk_parent').where('rowid', '=', ancestor).executeTakeFirst();
    ancestor = row?.fk_parent === null || row?.fk_parent === undefined ? null : Number(row.fk_parent);
  }
}

/**
 * The category tree stays a tree: a new parent may not be the category itself or one of its
 * descendants. The check runs inside the move's transaction, and on PostgreSQL moves take turns:
 * two moves checked at once (A under B, B under A) each passed and together made a loop, leaving
 * both categories out of the tree. SQLite runs one transaction at a time already.
 */
export function categoryHooks({ database }: AppContext): ResourceHooks {
  return {
    async lockFirst(trx, id, data) {
      if (id === undefined || data?.fk_parent === null || data?.fk_parent === undefined) return;
      if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('categories:tree'))`.execute(trx);
      await refuseCycle(trx, id, Number(data.fk_parent));
    },
  };
}
