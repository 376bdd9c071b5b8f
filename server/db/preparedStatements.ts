import type { PostgresPool, PostgresPoolClient } from 'kysely';
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

/** The pool as Kysely uses it, running each kept statement by its name. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const query = (sql: string, parameters: readonly unknown[]) => {
        const name = statementNames.get(sql);
        return name ? client.query({ name, text: sql, values: [...parameters] }) : client.query(sql, [...parameters]);
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
