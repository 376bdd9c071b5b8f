import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements PostgreSQL keeps prepared: the list shapes of every resource fit well within it. */
const keptStatements = 200;

/** The SQL texts kept prepared, with their statement names (the same on every connection). */
const statementNames = new Map<string, string>();

/**
 * Marks a statement that runs again and again with other values (a list shape): PostgreSQL then
 * parses and plans it once per connection instead of on every run, which costs as much as running
 * a page's query. Past `keptStatements` texts, statements run unprepared as before.
 */
export function keepPrepared(sql: string): void {
  if (!statementNames.has(sql) && statementNames.size < keptStatements) statementNames.set(sql, `kept_${statementNames.size + 1}`);
}

/** A pooled connection that runs each kept statement by its name; everything else as the driver does. */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(statement: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely hands streaming queries a cursor the driver submits as it is.
    if (typeof statement !== 'string') return this.client.query(statement as PostgresCursor<R> & pg.Submittable);
    const name = statementNames.get(statement);
    const values = [...parameters];
    return this.client.query<R & pg.QueryResultRow>(name ? { name, text: statement, values } : { text: statement, values }) as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/** The pool as Kysely uses it, running each kept statement by its name. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      return new PreparingClient(client);
    },
    end: () => pool.end(),
  };
}
