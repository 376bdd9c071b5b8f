import SQLite from 'better-sqlite3';
import pg from 'pg';

// SQLite's result codes for a value its column cannot take (wrong type, too big).
const sqliteDataCodes = new Set(['SQLITE_MISMATCH', 'SQLITE_TOOBIG', 'SQLITE_CONSTRAINT_DATATYPE']);

/**
 * A value the database refused as data: PostgreSQL's class 22 "data exception" (out of range,
 * NUL in text, invalid text for a number…) or SQLite's equivalents. It always comes from what a
 * client sent, so the API answers it as bad input; validation should have caught it first.
 */
export function isDataError(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return typeof error.code === 'string' && error.code.startsWith('22');
  if (error instanceof SQLite.SqliteError) return sqliteDataCodes.has(error.code);
  return false;
}

/** A write refused by a unique index: the row it would make already exists. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * PostgreSQL gave up one of several transactions waiting on each other's rows (a deadlock) or on a
 * serialization conflict: nothing was written, and the same request sent again can succeed.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  return error instanceof pg.DatabaseError && (error.code === '40P01' || error.code === '40001');
}
