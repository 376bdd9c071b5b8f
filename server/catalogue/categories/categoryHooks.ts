import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor, ResourceHooks } from '../../crud/hooks';
import { badInput, conflict } from '../../http/errors';
import { fieldSaying } from '../../http/fieldMessages';

export const cycleMessage = 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías';
export const sameNameMessage = 'Ya existe una categoría con este nombre en el mismo nivel';

/** Refuses a new parent that is the category itself or one of its descendants, walking up from the parent. */
async function refuseCycle(trx: Executor, id: number, parent: number): Promise<void> {
  const seen = new Set<number>();
  for (let ancestor: number | null = parent; ancestor !== null;) {
    if (ancestor === id || seen.has(ancestor))
      throw badInput({ fk_parent: fieldSaying(cycleMessage, 'category_inside_itself') }).worded('category_inside_itself');
    seen.add(ancestor);
    const row = await trx.selectFrom('categories').select('fk_parent').where('rowid', '=', ancestor).executeTakeFirst();
    ancestor = row?.fk_parent === null || row?.fk_parent === undefined ? null : Number(row.fk_parent);
  }
}

/**
 * Refuses a category named as another of the same kind under the same parent, as the ERP does:
 * pickers and the tree show categories by name, and two alike could not be told apart.
 */
async function refuseSameNameBeside(trx: Executor, record: Record<string, unknown>, id: number): Promise<void> {
  const parent = record.fk_parent === null || record.fk_parent === undefined ? null : Number(record.fk_parent);
  const twin = await trx
    .selectFrom('categories')
    .select('rowid')
    .where('rowid', '<>', id)
    .where(sql.ref('type'), '=', Number(record.type))
    .where((eb) => (parent === null ? eb('fk_parent', 'is', null) : eb('fk_parent', '=', parent)))
    .where('label', '=', String(record.label))
    .executeTakeFirst();
  if (twin) throw conflict(sameNameMessage, { label: fieldSaying(sameNameMessage, 'category_name_taken') }).worded('category_name_taken');
}

/**
 * The category tree stays a tree: a new parent may not be the category itself or one of its
 * descendants, and siblings have different names. The checks run inside the write's transaction,
 * and on PostgreSQL writes that name or move a category take turns: two moves checked at once
 * (A under B, B under A) each passed and together made a loop, two alike names each saw no twin.
 * SQLite runs one transaction at a time already.
 */
export function categoryHooks({ database }: AppContext): ResourceHooks {
  return {
    async lockFirst(trx, id, data) {
      const moves = id !== undefined && data?.fk_parent !== null && data?.fk_parent !== undefined;
      const places = data?.label !== undefined || data?.fk_parent !== undefined || data?.type !== undefined;
      if (!moves && !places) return;
      if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('categories:tree'))`.execute(trx);
      if (moves) await refuseCycle(trx, id, Number(data.fk_parent));
    },
    async withinWrite(record, _data, { id, trx }) {
      await refuseSameNameBeside(trx, record, id);
    },
  };
}
