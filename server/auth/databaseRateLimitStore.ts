import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/tables';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Expired windows are deleted every this many counts, so the table holds only live ones. */
const sweepEvery = 500;

export interface DatabaseRateLimitStore {
  /** The store class @fastify/rate-limit builds its counters with. */
  Store: FastifyRateLimitStoreCtor;
  /** Ends a counter's window at once, as if it had never counted (limiters made by `createRateLimit` use bare keys). */
  forget(key: string): Promise<void>;
  /** Takes one count back from a live window, for a request that turned out not to be what the limit counts. */
  giveBack(key: string): Promise<void>;
}

/**
 * Request counters of @fastify/rate-limit kept in the `rate_limits` table, on both databases: every
 * process sharing a PostgreSQL database counts against the same limit, a restart does not lift a
 * lock, and a counter can be forgotten (the library's own memory store cannot). A count is one
 * upsert: the row lock makes concurrent counts of one key exact, and a window that ended starts
 * again at 1.
 */
export function databaseRateLimitStore(db: Kysely<Tables>): DatabaseRateLimitStore {
  let counted = 0;

  const incr = async (key: string, timeWindow: number): Promise<Result> => {
    const now = new Date();
    const ends = new Date(now.getTime() + timeWindow).toISOString();
    const ended = sql<boolean>`rate_limits.window_ends <= ${now.toISOString()}`;
    const row = await db
      .insertInto('rate_limits')
      .values({ key, hits: 1, window_ends: ends })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`case when ${ended} then 1 else rate_limits.hits + 1 end`,
          window_ends: sql`case when ${ended} then ${ends} else rate_limits.window_ends end`,
        }),
      )
      .returning(['hits', 'window_ends'])
      .executeTakeFirstOrThrow();
    if (++counted % sweepEvery === 0) await db.deleteFrom('rate_limits').where('window_ends', '<=', now.toISOString()).execute();
    return { current: Number(row.hits), ttl: Date.parse(row.window_ends) - now.getTime() };
  };

  const read = async (key: string): Promise<Result> => {
    const now = Date.now();
    const row = await db.selectFrom('rate_limits').select(['hits', 'window_ends']).where('key', '=', key).executeTakeFirst();
    const ttl = row ? Date.parse(row.window_ends) - now : 0;
    return ttl > 0 ? { current: Number(row!.hits), ttl } : { current: 0, ttl: 0 };
  };

  const answer = (promise: Promise<Result>, callback: Callback) => {
    promise.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  };

  class RateLimitCounters implements FastifyRateLimitStore {
    /** Each route's limit counts apart: its method and path prefix the keys. */
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(incr(this.namespace + key, timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      answer(read(this.namespace + key), callback);
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      const namespace = route.url ? `${[route.method].flat().join(',')} ${route.url} ` : '';
      return new RateLimitCounters({} as FastifyRateLimitOptions, namespace);
    }
  }
  return {
    Store: RateLimitCounters,
    async forget(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    async giveBack(key) {
      await db
        .updateTable('rate_limits')
        .set({ hits: sql`hits - 1` })
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('window_ends', '>', new Date().toISOString())
        .execute();
    },
  };
}
