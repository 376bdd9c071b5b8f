import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Tables } from '../../../db/tables';

/** A hint that something changed on MercadoLibre: a webhook, a missed feed, or a synced change. */
export interface InboxHint {
  userId: number;
  topic: string;
  resource: string;
  notificationId: string;
}

/** Pending rows of one seller, topic and resource, claimed together so the resource is read once. */
export interface ClaimedGroup {
  userId: number;
  topic: string;
  resource: string;
  ids: number[];
  /** The most tries any of its rows has had. */
  attempts: number;
  /** When its newest row was stored: its news is older than that. */
  receivedAt: string;
}

// Rows (or ids) per statement: well under SQLite's and PostgreSQL's bound-parameter limits at 8 columns a row.
const rowsPerStatement = 500;

const now = () => new Date().toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * No row of the same seller, topic and resource is in hand at `at`. A group waits for its rows in
 * hand (two reads of one resource at once could store the older answer last), and is passed over
 * when claiming, so a slow group never holds back the others behind it.
 */
const noRowInHand = (eb: ExpressionBuilder<Tables, 'mercadolibre_inbox'>, at: string) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('mercadolibre_inbox as held')
        .select('held.id')
        .whereRef('held.user_id', '=', 'mercadolibre_inbox.user_id')
        .whereRef('held.topic', '=', 'mercadolibre_inbox.topic')
        .whereRef('held.resource', '=', 'mercadolibre_inbox.resource')
        .where('held.status', '=', 'pending')
        .where('held.locked_until', '>=', at),
    ),
  );

/** The webhook inbox table; every write that matters is one statement, so a crash leaves rows whole. */
export class InboxRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Stores the hints not stored yet (same topic, resource and id: a duplicate, ignored). */
  async add(hints: readonly InboxHint[]): Promise<void> {
    const receivedAt = now();
    for (let start = 0; start < hints.length; start += rowsPerStatement) {
      const rows = hints.slice(start, start + rowsPerStatement).map((hint) => ({
        user_id: hint.userId,
        topic: hint.topic,
        resource: hint.resource,
        notification_id: hint.notificationId,
        status: 'pending',
        attempts: 0,
        run_after: receivedAt,
        received_at: receivedAt,
      }));
      await this.db
        .insertInto('mercadolibre_inbox')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['topic', 'resource', 'notification_id']).doNothing())
        .execute();
    }
  }

  /** Claims up to `limit` due groups for `owner` until `leaseMs` from now; a group another process took is skipped. */
  async claim(owner: string, leaseMs: number, limit: number): Promise<ClaimedGroup[]> {
    const at = now();
    const due = await this.dueRows(at, limit).execute();
    const groups = new Map(due.map((row) => [`${row.user_id} ${row.topic} ${row.resource}`, row]));
    const claimed: ClaimedGroup[] = [];
    for (const group of [...groups.values()].slice(0, limit)) {
      // The conditions are checked again under the row locks: of two processes, only one takes a row.
      const rows = await this.db
        .updateTable('mercadolibre_inbox')
        .set({ locked_by: owner, locked_until: later(leaseMs) })
        .where('user_id', '=', group.user_id)
        .where('topic', '=', group.topic)
        .where('resource', '=', group.resource)
        .where('status', '=', 'pending')
        .where('run_after', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .where((eb) => noRowInHand(eb, at))
        .returning(['id', 'attempts', 'received_at'])
        .execute();
      if (rows.length === 0) continue;
      claimed.push({
        userId: Number(group.user_id),
        topic: group.topic,
        resource: group.resource,
        ids: rows.map((row) => Number(row.id)),
        attempts: Math.max(...rows.map((row) => Number(row.attempts))),
        receivedAt: rows.map((row) => row.received_at).reduce((newest, each) => (each > newest ? each : newest)),
      });
    }
    return claimed;
  }

  /** The oldest rows due at `at`, a few per wanted group (a group may have several rows); the claim takes their distinct groups. */
  dueRows(at: string, groups: number) {
    return this.db
      .selectFrom('mercadolibre_inbox')
      .select(['user_id', 'topic', 'resource'])
      .where('status', '=', 'pending')
      .where('run_after', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .where((eb) => noRowInHand(eb, at))
      .orderBy('id')
      .limit(groups * 10);
  }

  /**
   * Keeps alive the claims on rows `ids` this owner is still working on; a claim whose outcome
   * could not be stored is left out by the caller, so it lapses and the rows come back.
   */
  async renew(owner: string, ids: readonly number[], leaseMs: number): Promise<void> {
    for (let start = 0; start < ids.length; start += rowsPerStatement) {
      await this.db
        .updateTable('mercadolibre_inbox')
        .set({ locked_until: later(leaseMs) })
        .where('id', 'in', ids.slice(start, start + rowsPerStatement))
        .where('locked_by', '=', owner)
        .where('status', '=', 'pending')
        .execute();
    }
  }

  /** Frees every claim: at start on SQLite, where one process owns the file and any claim is a dead one's. */
  async releaseAll(): Promise<void> {
    await this.db
      .updateTable('mercadolibre_inbox')
      .set({ locked_by: null, locked_until: null })
      .where('status', '=', 'pending')
      .where('locked_by', 'is not', null)
      .execute();
  }

  /** Deletes processed rows older than `ageMs`; kept until then so a late redelivery or missed feed still finds its duplicate. */
  async purge(ageMs: number): Promise<void> {
    await this.db.deleteFrom('mercadolibre_inbox').where('status', '!=', 'pending').where('processed_at', '<', later(-ageMs)).execute();
  }

  async finish(ids: readonly number[], owner: string, outcome: { status: 'done' | 'failed'; error?: string }): Promise<void> {
    await this.db
      .updateTable('mercadolibre_inbox')
      .set((eb) => ({
        status: outcome.status,
        error: outcome.error ?? null,
        processed_at: now(),
        locked_by: null,
        locked_until: null,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', [...ids])
      .where('locked_by', '=', owner)
      .execute();
  }

  async retryLater(ids: readonly number[], owner: string, delayMs: number, error: string): Promise<void> {
    await this.db
      .updateTable('mercadolibre_inbox')
      .set((eb) => ({ run_after: later(delayMs), error, locked_by: null, locked_until: null, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', [...ids])
      .where('locked_by', '=', owner)
      .execute();
  }
}
