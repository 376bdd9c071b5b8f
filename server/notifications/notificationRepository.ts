import { type Insertable, type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connection';
import type { Tables } from '../db/tables';
import type { NotificationTable } from './notificationTables';
import type { IdRange } from '../realtime/realtimeBus';
import type { NotificationRow } from './notificationRecords';

export interface HistoryQuery {
  page: number;
  size: number;
  type?: string;
  marketplace?: number;
  seen?: boolean;
}

/** Rows per insert: one statement for a thousand users, under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const insertChunk = 2000;

/** A user's notifications; every read and change is scoped to that user. */
export class NotificationRepository {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly dialect: DialectName,
  ) {}

  async insert(rows: Insertable<NotificationTable>[]): Promise<NotificationRow[]> {
    const created: NotificationRow[] = [];
    for (let start = 0; start < rows.length; start += insertChunk) {
      created.push(
        ...(await this.db
          .insertInto('notifications')
          .values(rows.slice(start, start + insertChunk))
          .returningAll()
          .execute()),
      );
    }
    return created;
  }

  /** Inserts the rows only if `key` was never used, key and rows in one transaction; answers [] for a used key. */
  async insertOnce(key: string, rows: Insertable<NotificationTable>[]): Promise<NotificationRow[]> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('notification_keys')
        .values({ key, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed || rows.length === 0) return [];
      return new NotificationRepository(trx, this.dialect).insert(rows);
    });
  }

  /**
   * `row` for each active user (all of them, or those among `among`), only if `key` was never used;
   * answers [] for a used key. On PostgreSQL one statement (the key claimed in a data-modifying
   * `with`) instead of the users' read and a transaction of two inserts: a webhook's announcement
   * waits on fewer round trips. SQLite has no such `with`: the read and the transaction there.
   */
  async insertOnceForActiveUsers(key: string, row: Omit<Insertable<NotificationTable>, 'user_id'>, among?: readonly number[]): Promise<NotificationRow[]> {
    if (this.dialect !== 'postgres' || among?.length === 0) {
      const recipients = await this.activeUserIds(among);
      return this.insertOnce(
        key,
        recipients.map((userId) => ({ ...row, user_id: userId })),
      );
    }
    let recipients = this.db
      .selectFrom(['users', 'claimed'])
      .select([
        'users.id',
        sql<string>`cast(${row.type} as text)`.as('type'),
        sql<string>`cast(${row.message} as text)`.as('message'),
        sql<string>`cast(${row.date} as text)`.as('date'),
        sql<number>`cast(${row.marketplace} as integer)`.as('marketplace'),
        sql<string>`cast(${row.resource_id} as text)`.as('resource_id'),
        sql<number>`cast(${row.seen ?? 0} as integer)`.as('seen'),
        sql<string>`cast(${row.data} as text)`.as('data'),
      ])
      .where((eb) => eb.or([eb('users.status', 'is', null), eb('users.status', '!=', 'disabled')]));
    if (among) recipients = recipients.where('users.id', 'in', [...among]);
    return this.db
      .with('claimed', (db) =>
        db
          .insertInto('notification_keys')
          .values({ key, created_at: new Date().toISOString() })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .returning('key'),
      )
      .insertInto('notifications')
      .columns(['user_id', 'type', 'message', 'date', 'marketplace', 'resource_id', 'seen', 'data'])
      .expression(recipients)
      .returningAll()
      .execute();
  }

  /** Active users, all of them or those among `among`. */
  async activeUserIds(among?: readonly number[]): Promise<number[]> {
    if (among?.length === 0) return [];
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('status', 'is', null), eb('status', '!=', 'disabled')]));
    if (among) query = query.where('id', 'in', [...among]);
    const rows = await query.execute();
    return rows.map((row) => Number(row.id));
  }

  byIdRanges(ranges: readonly IdRange[]): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where((eb) => eb.or(ranges.map(([first, last]) => eb.between('id', first, last))))
      .execute();
  }

  async unseen(userId: number, limit: number): Promise<{ data: NotificationRow[]; total: number }> {
    const own = this.db.selectFrom('notifications').where('user_id', '=', userId).where('seen', '=', 0);
    const data = await own.selectAll().orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).execute();
    const { count } = await own.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return { data, total: Number(count) };
  }

  async history(userId: number, query: HistoryQuery): Promise<{ data: NotificationRow[]; total: number }> {
    let own = this.db.selectFrom('notifications').where('user_id', '=', userId);
    if (query.type !== undefined) own = own.where('type', '=', query.type);
    if (query.marketplace !== undefined) own = own.where('marketplace', '=', query.marketplace);
    if (query.seen !== undefined) own = own.where('seen', '=', query.seen ? 1 : 0);
    const data = await own
      .selectAll()
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute();
    const { count } = await own.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return { data, total: Number(count) };
  }

  /** False when the user has no such notification. */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('notifications').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async removeAll(userId: number): Promise<number> {
    const result = await this.db.deleteFrom('notifications').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** False when the user has no such notification; marking a seen one again is fine. */
  async markSeen(userId: number, id: number): Promise<boolean> {
    const result = await this.db.updateTable('notifications').set({ seen: 1 }).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markAllSeen(userId: number): Promise<number> {
    const result = await this.db.updateTable('notifications').set({ seen: 1 }).where('user_id', '=', userId).where('seen', '=', 0).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
