import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { isPostgres } from './fullText';
import type { Tables } from './tables';

type AnyDatabase = Kysely<Tables>;

/**
 * Each table searched in full text keeps, a row per record (kept after a delete), which write last
 * changed the record's key or search fields (`<table>_search_changes`), written by triggers in the
 * transaction that writes the record. A reader that noted a marker when it read the records can
 * then tell, in any later statement, whether a change it has not read is stored, whichever process
 * or connection wrote it, and read just those records again. This is what lets a process keep the
 * search terms in memory (`KeptSearch`) and stay exact.
 *
 * SQLite runs one writer at a time, so a version counted up by every change follows the order of
 * commits, and the marker is the latest version. PostgreSQL commits writers in any order: a change
 * names its transaction, and the marker is the reader's snapshot, which tells the transactions whose
 * changes it saw from those still to come. Neither takes a lock other writers wait on.
 */
export const searchChangesTable = (resource: ResourceDeclaration) => `${resource.table}_search_changes`;

/** The marker of the state a statement reads: SQLite's latest version, PostgreSQL's snapshot. */
export const currentMarker = (db: AnyDatabase, resource: ResourceDeclaration): RawBuilder<unknown> =>
  isPostgres(db) ? sql`pg_current_snapshot()::text` : sql`(select coalesce(max("version"), 0) from ${sql.table(searchChangesTable(resource))})`;

/** PostgreSQL's snapshot of a marker. */
const snapshot = (marker: unknown) => sql`cast(${marker} as pg_snapshot)`;

/** Whether the change row `changes` was written by a transaction the marker's snapshot did not see. */
const unseen = (marker: unknown) => sql`not pg_visible_in_snapshot(changes.changed_by, ${snapshot(marker)})`;

/** Whether the change row `changes` was written after the state of `marker`. */
export const changedSince = (db: AnyDatabase, marker: unknown): RawBuilder<boolean> =>
  isPostgres(db) ? sql`(changes.changed_by >= pg_snapshot_xmin(${snapshot(marker)}) and ${unseen(marker)})` : sql`changes."version" > ${marker}`;

/**
 * Whether a change was stored after the state of `marker`, as a column of a page statement. On
 * PostgreSQL a snapshot did not see the transactions from its `xmax` on, nor some between its
 * `xmin` and `xmax` (still running when it was taken): the latest change is read for the first,
 * that range of the changes' index for the second, so that whatever plan a statement planned once
 * for every marker picks, it reads a few rows, not every change.
 */
export function movedSince(db: AnyDatabase, resource: ResourceDeclaration, marker: unknown): RawBuilder<boolean> {
  if (!isPostgres(db)) return sql`${currentMarker(db, resource)} > ${marker}`;
  const changes = sql.table(searchChangesTable(resource));
  const latest = sql`(select changed_by from ${changes} order by changed_by desc limit 1)`;
  return sql`(coalesce(${latest} >= pg_snapshot_xmax(${snapshot(marker)}), false)
    or exists (select 1 from ${changes} as changes where changes.changed_by >= pg_snapshot_xmin(${snapshot(marker)})
      and changes.changed_by < pg_snapshot_xmax(${snapshot(marker)}) and ${unseen(marker)}))`;
}

export async function createSearchChanges(db: AnyDatabase, resource: ResourceDeclaration) {
  const { table, key } = resource;
  const changes = searchChangesTable(resource);
  const changed = resource.search.map((name) => `old."${name}" is distinct from new."${name}"`).join(' or ');
  const fields = resource.search.map((name) => `"${name}"`).join(', ');
  if (isPostgres(db)) {
    await sql.raw(`create table if not exists "${changes}" ("row_key" bigint primary key, "changed_by" xid8 not null)`).execute(db);
    await sql.raw(`create index if not exists "ix_${changes}_changed_by" on "${changes}" ("changed_by")`).execute(db);
    await sql
      .raw(
        `create or replace function "${changes}_follow"() returns trigger language plpgsql as $$
      begin
        insert into "${changes}" ("row_key", "changed_by")
          values (case when tg_op = 'DELETE' then old."${key}" else new."${key}" end, pg_current_xact_id())
          on conflict ("row_key") do update set "changed_by" = excluded."changed_by";
        return null;
      end $$`,
      )
      .execute(db);
    const follow = `for each row execute function "${changes}_follow"()`;
    await sql.raw(`create or replace trigger "${changes}_insert" after insert or delete on "${table}" ${follow}`).execute(db);
    await sql
      .raw(
        `create or replace trigger "${changes}_update" after update of ${fields} on "${table}" for each row when (${changed}) execute function "${changes}_follow"()`,
      )
      .execute(db);
    return;
  }
  const record = (
    row: string,
  ) => `insert into "${changes}" ("row_key", "version") values (${row}."${key}", (select coalesce(max("version"), 0) + 1 from "${changes}"))
    on conflict ("row_key") do update set "version" = excluded."version"`;
  await sql.raw(`create table if not exists "${changes}" ("row_key" integer primary key, "version" integer not null)`).execute(db);
  await sql.raw(`create index if not exists "ix_${changes}_version" on "${changes}" ("version")`).execute(db);
  await sql.raw(`create trigger if not exists "${changes}_insert" after insert on "${table}" begin ${record('new')}; end`).execute(db);
  await sql
    .raw(`create trigger if not exists "${changes}_update" after update of ${fields} on "${table}" when ${changed} begin ${record('new')}; end`)
    .execute(db);
  await sql.raw(`create trigger if not exists "${changes}_delete" after delete on "${table}" begin ${record('old')}; end`).execute(db);
}
