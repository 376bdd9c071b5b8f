import { sql } from 'kysely';
import type { Executor } from '../crud/hooks';
import type { DialectName } from './connection';

type Row = Record<string, unknown>;

/**
 * Reads one row and keeps every other writer off it until the transaction ends, so a check made on
 * it (a status, a version) still holds when the transaction writes. PostgreSQL needs `for update`;
 * SQLite runs the transactions of its one server process one at a time on a single connection, so
 * the read inside the transaction is already stable there.
 */
export async function lockRow(trx: Executor, dialect: DialectName, table: string, key: string, id: number): Promise<Row | undefined> {
  const lock = dialect === 'postgres' ? sql` for update` : sql``;
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where ${sql.ref(key)} = ${id}${lock}`.execute(trx);
  return rows[0];
}
