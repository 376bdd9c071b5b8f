import { type Kysely, sql } from 'kysely';
import { rowCountsTable } from './rowCountsTable';
import type { Tables } from './tables';
import { isPostgres } from './fullText';
import { withinTransaction } from './withinTransaction';

type AnyDatabase = Kysely<Tables>;

/**
 * A database counts a table by visiting its index entries (PostgreSQL every one, SQLite every leaf
 * page's header): a large part of an unfiltered list page's work at 100,000 rows. A counted table
 * keeps its row count in `row_counts` instead, changed by triggers inside the writing transaction,
 * so every reader sees the count that matches the rows it sees.
 */
export async function createRowCounter(db: AnyDatabase, table: string) {
  if (!isPostgres(db)) {
    await withinTransaction(db, async (trx) => {
      // SQLite runs one writer at a time: no write slips between the triggers' creation and the first count.
      await sql
        .raw(
          `create trigger if not exists row_counts_${table}_insert after insert on ${table} begin
        update ${rowCountsTable} set total = total + 1 where table_name = '${table}'; end`,
        )
        .execute(trx);
      await sql
        .raw(
          `create trigger if not exists row_counts_${table}_delete after delete on ${table} begin
        update ${rowCountsTable} set total = total - 1 where table_name = '${table}'; end`,
        )
        .execute(trx);
      // `where true` tells SQLite's parser that `on conflict` belongs to the insert, not to the select.
      await sql`insert into ${sql.table(rowCountsTable)} (table_name, total) select ${table}, count(*) from ${sql.table(table)} where true
        on conflict (table_name) do update set total = excluded.total`.execute(trx);
    });
    return;
  }
  // Insert and delete triggers each name their own transition table; the branch not taken is never planned.
  await sql`create or replace function row_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set total = total + (select count(*) from inserted_rows) where table_name = tg_table_name;
      else
        update row_counts set total = total - (select count(*) from deleted_rows) where table_name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
  await withinTransaction(db, async (trx) => {
    // No write may slip between the triggers' creation and the first count.
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
    await sql`create or replace trigger row_counts_insert after insert on ${sql.table(table)}
      referencing new table as inserted_rows for each statement execute function row_counts_follow()`.execute(trx);
    await sql`create or replace trigger row_counts_delete after delete on ${sql.table(table)}
      referencing old table as deleted_rows for each statement execute function row_counts_follow()`.execute(trx);
    await sql`insert into ${sql.table(rowCountsTable)} (table_name, total) select ${table}, count(*) from ${sql.table(table)}
      on conflict (table_name) do update set total = excluded.total`.execute(trx);
  });
}

/** The row count of a counted table, as the triggers keep it. */
export const countedRows = (db: AnyDatabase, table: string) => db.selectFrom(rowCountsTable).select('total').where('table_name', '=', table);
