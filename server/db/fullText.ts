import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { createSearchTerms, searchTermsQuery } from './searchTerms';
import type { Tables } from './tables';
import { textTerms } from './searchText';

type AnyDatabase = Kysely<Tables>;

export const isPostgres = (db: Kysely<never> | AnyDatabase) => db.getExecutor().adapter instanceof PostgresAdapter;

const ftsTable = (resource: ResourceDeclaration) => `${resource.table}_fts`;

const accented = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const plain = 'aaaaaeeeeiiiiooooouuuunc';

/** PostgreSQL's stored text vector of the `search` fields, indexed by GIN. */
export const searchVectorColumn = 'search_vector';

/**
 * The text vector PostgreSQL stores for each row. It lowercases, drops accents and splits on
 * punctuation as SQLite's FTS5 tokenizer does ('TUB-200' → tub, 200).
 */
const pgDocument = (resource: ResourceDeclaration) => {
  const text = resource.search.map((name) => `coalesce("${name}", '')`).join(` || ' ' || `);
  return sql.raw(`to_tsvector('simple'::regconfig, translate(regexp_replace(lower(${text}), '[^[:alnum:]]+', ' ', 'g'), '${accented}', '${plain}'))`);
};

/** Words of a search text: letters and digits only, so no query syntax reaches the index. */
export const searchWords = (text: string): string[] => textTerms(text).slice(0, 8);

/**
 * Creates the full-text index over the declared `search` fields: an FTS5 external-content table
 * kept in sync by triggers on SQLite; on PostgreSQL a generated tsvector column with a GIN index.
 * The column is stored so that no plan ever computes the vector row by row while it scans.
 */
export async function createFullTextIndex(db: AnyDatabase, resource: ResourceDeclaration) {
  const { table } = resource;
  const columns = resource.search.join(', ');
  if (isPostgres(db)) {
    await sql`alter table ${sql.table(table)} add column if not exists ${sql.ref(searchVectorColumn)} tsvector
      generated always as (${pgDocument(resource)}) stored`.execute(db);
    await sql`create index if not exists ${sql.raw(`fx_${table}_${searchVectorColumn}`)} on ${sql.table(table)} using gin (${sql.ref(searchVectorColumn)})`.execute(
      db,
    );
    // Databases made before the stored column carry a GIN index on the expression: writes would keep both up to date.
    await sql`drop index if exists ${sql.raw(`fx_${table}_search`)}`.execute(db);
    await createSearchTerms(db, resource, searchVectorColumn);
    return;
  }
  const fts = ftsTable(resource);
  const existed = await sql<{ name: string }>`select name from sqlite_master where name = ${fts}`.execute(db);
  const key = resource.key;
  const values = (prefix: string) => resource.search.map((name) => `${prefix}.${name}`).join(', ');
  await sql
    .raw(
      `create virtual table if not exists ${fts} using fts5(${columns}, content='${table}', content_rowid='${key}', tokenize='unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger if not exists ${fts}_ai after insert on ${table} begin
      insert into ${fts}(rowid, ${columns}) values (new.${key}, ${values('new')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger if not exists ${fts}_ad after delete on ${table} begin
      insert into ${fts}(${fts}, rowid, ${columns}) values ('delete', old.${key}, ${values('old')}); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger if not exists ${fts}_au after update of ${columns} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${columns}) values ('delete', old.${key}, ${values('old')});
      insert into ${fts}(rowid, ${columns}) values (new.${key}, ${values('new')}); end`,
    )
    .execute(db);
  if (existed.rows.length === 0) await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}

/**
 * The value `fullTextMatches` reads the index with, for records whose search fields hold words
 * starting with each word of the text (`ref*` style): FTS5's query text, or PostgreSQL's words.
 */
export const fullTextQuery = (db: AnyDatabase, words: readonly string[]): string | readonly string[] =>
  isPostgres(db) ? words : words.map((word) => `"${word}"*`).join(' ');

/**
 * The keys of the records matching a `fullTextQuery` (given as a value, so that the statement stays
 * the same for every search), read from the full-text index alone. The caller evaluates it once,
 * first (a materialized common table expression): planners otherwise may walk the whole table in
 * list order testing each row, which costs seconds when nothing matches.
 */
export function fullTextMatches(db: AnyDatabase, resource: ResourceDeclaration, query: unknown): RawBuilder<{ key: number }> {
  if (isPostgres(db)) {
    return sql`select ${sql.ref(resource.key)} as key from ${sql.table(resource.table)}
      where ${sql.ref(searchVectorColumn)} @@ ${searchTermsQuery(resource, query)}`;
  }
  return sql`select rowid as key from ${sql.table(ftsTable(resource))} where ${sql.table(ftsTable(resource))} match ${query}`;
}
