import { sql } from 'kysely';

/** A table that keeps where each account's sync stopped, in its `cursor` column. */
type CursorTable = `${string}_cursors`;

/**
 * The condition under which a cursor's upsert changes the stored row: the new cursor is later. Two
 * rounds at once (two processes), or a slow round ending after a quicker one, would otherwise take
 * the cursor back, and the next round would read again what was already recorded. Every cursor is
 * written as `dateRead` and `toISOString` write a date (ISO-8601 in UTC, to the millisecond), so
 * their order as texts is their order in time.
 */
export const laterCursor = (table: CursorTable) => sql<boolean>`${sql.ref(`${table}.cursor`)} < ${sql.ref('excluded.cursor')}`;
