import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements PostgreSQL keeps prepared: the list shapes of every resource fit well within it. */
const keptStatements = 200;

/** The SQL texts kept prepared, with their statement names (the same on every connection). */
const statementNames = new Map<string, string>();

/**
 * Marks a statement that runs again and again with other values (a list shape): PostgreSQL then
 * parses it once per connection, and plans it once (see `PlanningPools`), instead of on every run,
 * which costs as much as running a page's query. Past `keptStatements` texts, statements run
 * unprepared as before.
 */
export function keepPrepared(sql: string): void {
  if (!statementNames.has(sql) && statementNames.size < keptStatements) statementNames.set(sql, `kept_${statementNames.size + 1}`);
}

/**
 * The two pools a database's connections come from. A kept statement's values only pick a page
 * or a search, and its plan is the same for all of them; PostgreSQL would still plan it again for
 * each run's values (a page's plan costs more than running it), so `planned` connections use one
 * generic plan per statement. Every other statement, a filtered list's among them, is planned for
 * its values on the `replanned` connections, where the values can change the best plan.
 */
export interface PlanningPools {
  planned: pg.Pool;
  replanned: pg.Pool;
}

/** What the planned pool's connections set for their session: one plan per prepared statement. */
export const plannedOnce = '-c plan_cache_mode=force_generic_plan';

/**
 * A connection taken on its first statement: from the planned pool when that statement is a kept
 * one, otherwise from the other pool. Every later statement (a transaction's, after its `begin`)
 * runs on the same connection; each kept statement runs by its name.
 */
class PreparingClient implements PostgresPoolClient {
  private connection: Promise<pg.PoolClient> | undefined;

  constructor(private readonly pools: PlanningPools) {}

  private connected(name: string | undefined): Promise<pg.PoolClient> {
    this.connection ??= (name ? this.pools.planned : this.pools.replanned).connect();
    return this.connection;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(statement: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams only through a cursor class given to the dialect, and ours is given none.
    if (typeof statement !== 'string') throw new Error('The PostgreSQL dialect is set up without cursors: queries are not streamed.');
    const name = statementNames.get(statement);
    const values = [...parameters];
    return this.connected(name).then(
      (client) =>
        client.query<R & pg.QueryResultRow>(name ? { name, text: statement, values } : { text: statement, values }) as Promise<PostgresQueryResult<R>>,
    );
  }

  release(): void {
    // A connection that could not be taken failed its statement already: there is nothing to give back.
    this.connection?.then(
      (client) => client.release(),
      () => undefined,
    );
  }
}

/** The pools as Kysely uses them: one connection per `connect`, taken from the pool its first statement needs. */
export function preparingPool(pools: PlanningPools): PostgresPool {
  return {
    connect: async () => new PreparingClient(pools),
    end: async () => {
      await Promise.all([pools.planned.end(), pools.replanned.end()]);
    },
  };
}
