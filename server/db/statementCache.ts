import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Preparing a statement parses and plans its SQL, which costs as much as running a list page's
 * query. Queries are built from a few shapes, so the prepared statements are kept by SQL text and
 * reused; the least recently used is dropped past `capacity`, so generated SQL cannot grow memory.
 * Reuse is safe because every statement is run to completion (`all` or `run`) before the next one.
 */
export function withStatementCache(database: SQLite.Database, capacity: number): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = database.prepare(text);
      statements.set(text, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
