import type { AppContext } from '../../context';
import type { ResourceHooks } from '../../crud/hooks';
import { badInput } from '../../http/errors';

export const cycleMessage = 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías';

/** The category tree stays a tree: a new parent may not be the category itself or one of its descendants. */
export function categoryHooks({ database }: AppContext): ResourceHooks {
  const db = database.db;
  return {
    async beforeWrite(data, { op, id }) {
      if (op !== 'update' || id === undefined || data.fk_parent === null || data.fk_parent === undefined) return data;
      const seen = new Set<number>();
      for (let ancestor: number | null = Number(data.fk_parent); ancestor !== null;) {
        if (ancestor === id || seen.has(ancestor)) throw badInput({ fk_parent: cycleMessage });
        seen.add(ancestor);
        const row = await db.selectFrom('categories').select('fk_parent').where('rowid', '=', ancestor).executeTakeFirst();
        ancestor = row?.fk_parent === null || row?.fk_parent === undefined ? null : Number(row.fk_parent);
      }
      return data;
    },
  };
}
