import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connection';

const dayMs = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant as seen `utcOffset` minutes from UTC. */
export const localDayOf = (instant: number, utcOffset: number): string => new Date(instant + utcOffset * 60_000).toISOString().slice(0, 10);

/**
 * The last `days` days of the caller, oldest first, and the UTC instant their first one starts at:
 * a seller at UTC−6 sees today's evening orders under today, not under tomorrow's UTC date.
 */
export function localDayWindow(now: number, utcOffset: number, days: number): { days: string[]; since: string } {
  const firstDay = localDayOf(now - (days - 1) * dayMs, utcOffset);
  const since = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) - utcOffset * 60_000).toISOString();
  const list = Array.from({ length: days }, (_, index) => new Date(Date.parse(`${firstDay}T00:00:00.000Z`) + index * dayMs).toISOString().slice(0, 10));
  return { days: list, since };
}

/**
 * The caller's `YYYY-MM-DD` of a stored ISO-8601 UTC column, computed by the database so orders are
 * grouped by day there and only one row per day travels. The offset is written as a literal (it is
 * an integer the route's schema bounded): PostgreSQL groups by an expression only when the select
 * and the GROUP BY are the same text, which two bound parameters are not.
 */
export function localDayColumn(dialect: DialectName, column: string, utcOffset: number): RawBuilder<string> {
  const minutes = Math.trunc(utcOffset);
  if (dialect === 'postgres') {
    return sql<string>`to_char((${sql.ref(column)}::timestamptz at time zone 'UTC') + make_interval(mins => ${sql.lit(minutes)}), 'YYYY-MM-DD')`;
  }
  return sql<string>`date(${sql.ref(column)}, ${sql.lit(`${minutes} minutes`)})`;
}
