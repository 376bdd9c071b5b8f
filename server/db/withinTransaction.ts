import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (a step of a larger
 * change, such as a whole migration), else a new one. Kysely cannot nest transactions.
 */
export function withinTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}
