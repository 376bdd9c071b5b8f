import { sql } from 'kysely';
import type { Executor } from '../../crud/hooks';
import { isPostgres } from '../../db/fullText';

type Row = Record<string, unknown>;

/** Bound parameters per statement stay under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const maxParameters = 30_000;

/** Inserts many rows with multi-row statements (callers wrap them in one transaction). */
export async function insertRows(trx: Executor, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(maxParameters / Object.keys(rows[0]).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
  }
}

/** After rows were inserted with explicit keys, PostgreSQL's sequence must move past them. */
export async function syncKeySequence(trx: Executor, table: string, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${key}), coalesce((select max(${sql.ref(key)}) from ${sql.table(table)}), 1))`.execute(trx);
}

export async function maxKey(trx: Executor, table: string, key: string): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max(key).as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
