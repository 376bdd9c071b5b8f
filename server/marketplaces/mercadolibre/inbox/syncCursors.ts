import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';
import { laterCursor } from '../../shared/syncCursor';

/** Where each account's sync of a kind of change (orders…) stopped, kept in the database so a restart resumes there. */
export class SyncCursors {
  constructor(private readonly db: Kysely<Tables>) {}

  async get(accountId: number, kind: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('mercadolibre_sync_cursors')
      .select('cursor')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.cursor;
  }

  /** Moves the cursor to `cursor` when it is later than the stored one; an earlier one changes nothing. */
  async set(accountId: number, kind: string, cursor: string): Promise<void> {
    const updated_at = new Date().toISOString();
    await this.db
      .insertInto('mercadolibre_sync_cursors')
      .values({ account_id: accountId, kind, cursor, updated_at })
      .onConflict((conflict) => conflict.columns(['account_id', 'kind']).doUpdateSet({ cursor, updated_at }).where(laterCursor('mercadolibre_sync_cursors')))
      .execute();
  }
}
