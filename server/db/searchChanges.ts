import { type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import type { Tables } from './tables';

/**
 * SQLite keeps, for each table searched in full text, the version at which each record's search
 * fields last changed (`<table>_search_changes`: one row a record, kept after a delete), written by
 * triggers in the transaction that writes the record. SQLite runs one writer at a time, so versions
 * follow the order of commits: a reader that has seen every change up to a version, and finds that
 * version still the latest, holds every record's search text as the database does, whichever
 * process or connection wrote it. This is what lets a process keep the search terms in memory
 * (`KeptSearch`) and stay exact.
 */
export const searchChangesTable = (resource: ResourceDeclaration) => `${resource.table}_search_changes`;

/** The latest version of the resource's search changes (0 before any). */
export const latestSearchChange = (resource: ResourceDeclaration) =>
  sql<number>`(select coalesce(max("version"), 0) from ${sql.table(searchChangesTable(resource))})`;

export async function createSearchChanges(db: Kysely<Tables>, resource: ResourceDeclaration) {
  const { table, key } = resource;
  const changes = searchChangesTable(resource);
  const record = (
    row: string,
  ) => `insert into "${changes}" ("row_key", "version") values (${row}."${key}", (select coalesce(max("version"), 0) + 1 from "${changes}"))
    on conflict ("row_key") do update set "version" = excluded."version"`;
  const fields = resource.search.map((name) => `"${name}"`).join(', ');
  await sql.raw(`create table if not exists "${changes}" ("row_key" integer primary key, "version" integer not null)`).execute(db);
  await sql.raw(`create index if not exists "ix_${changes}_version" on "${changes}" ("version")`).execute(db);
  await sql.raw(`create trigger if not exists "${changes}_insert" after insert on "${table}" begin ${record('new')}; end`).execute(db);
  const changed = resource.search.map((name) => `old."${name}" is not new."${name}"`).join(' or ');
  await sql
    .raw(`create trigger if not exists "${changes}_update" after update of ${fields} on "${table}" when ${changed} begin ${record('new')}; end`)
    .execute(db);
  await sql.raw(`create trigger if not exists "${changes}_delete" after delete on "${table}" begin ${record('old')}; end`).execute(db);
}
