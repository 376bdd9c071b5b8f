import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;

/**
 * A reading statement that fetches rows as arrays and names their values in JavaScript: the
 * driver's own objects are built one property at a time from native code, a third of the cost of
 * reading a list page's rows. The rows are the same objects, keyed by column name.
 */
function namingRows(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const named = (values: unknown[]) => {
    const row: Row = {};
    for (let index = 0; index < names.length; index += 1) row[names[index]] = values[index];
    return row;
  };
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(named),
    run: (parameters) => statement.run(parameters),
    iterate: function* (parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield named(values);
    },
  };
}

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
      else statement = namingRows(database.prepare(text));
      statements.set(text, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
