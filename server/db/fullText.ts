import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';

type AnyDatabase = Kysely<Record<string, Record<string, unknown>>>;

export const isPostgres = (db: Kysely<never> | AnyDatabase) => db.getExecutor().adapter instanceof PostgresAdapter;

const ftsTable = (resource: ResourceDeclaration) => `${resource.table}_fts`;

const accented = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const plain = 'aaaaaeeeeiiiiooooouuuunc';

/**
 * The same text expression in the index and in the query, so PostgreSQL uses the index. It lower-
 * cases, drops accents and splits on punctuation as SQLite's FTS5 tokenizer does ('TUB-200' → tub, 200).
 */
const pgDocument = (resource: ResourceDeclaration) => {
  const text = resource.search.map((name) => `coalesce("${name}", '')`).join(` || ' ' || `);
  return sql.raw(`to_tsvector('simple'::regconfig, translate(regexp_replace(lower(${text}), '[^[:alnum:]]+', ' ', 'g'), '${accented}', '${plain}'))`);
};

/** Words of a search text: letters and digits only, so no query syntax reaches the index. */
export const searchWords = (text: string): string[] =>
  (text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/**
 * Creates the full-text index over the declared `search` fields: an FTS5 external-content table
 * kept in sync by triggers on SQLite, a GIN index on a tsvector expression on PostgreSQL.
 */
export async function createFullTextIndex(db: AnyDatabase, resource: ResourceDeclaration) {
  const { table } = resource;
  const columns = resource.search.join(', ');
  if (isPostgres(db)) {
    await sql`create index if not exists ${sql.raw(`fx_${table}_search`)} on ${sql.table(table)} using gin (${pgDocument(resource)})`.execute(db);
    return;
  }
  const fts = ftsTable(resource);
  const existed = await sql<{ name: string }>`select name from sqlite_master where name = ${fts}`.execute(db);
  const key = resource.key;
  const values = (prefix: string) => resource.search.map((name) => `${prefix}.${name}`).join(', ');
  await sql
    .raw(`create virtual table if not exists ${fts} using fts5(${columns}, content='${table}', content_rowid='${key}', tokenize='unicode61 remove_diacritics 2')`)
    .execute(db);
  await sql.raw(`create trigger if not exists ${fts}_ai after insert on ${table} begin
      insert into ${fts}(rowid, ${columns}) values (new.${key}, ${values('new')}); end`).execute(db);
  await sql.raw(`create trigger if not exists ${fts}_ad after delete on ${table} begin
      insert into ${fts}(${fts}, rowid, ${columns}) values ('delete', old.${key}, ${values('old')}); end`).execute(db);
  await sql.raw(`create trigger if not exists ${fts}_au after update of ${columns} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${columns}) values ('delete', old.${key}, ${values('old')});
      insert into ${fts}(rowid, ${columns}) values (new.${key}, ${values('new')}); end`).execute(db);
  if (existed.rows.length === 0) await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}

/** Records whose search fields hold words starting with each word of the text (`ref*` style). */
export function fullTextCondition(db: AnyDatabase, resource: ResourceDeclaration, words: readonly string[]): Expression<SqlBool> {
  if (isPostgres(db)) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SqlBool>`${pgDocument(resource)} @@ to_tsquery('simple'::regconfig, ${query})`;
  }
  const match = words.map((word) => `"${word}"*`).join(' ');
  return sql<SqlBool>`${sql.ref(resource.key)} in (select rowid from ${sql.table(ftsTable(resource))} where ${sql.table(ftsTable(resource))} match ${match})`;
}
