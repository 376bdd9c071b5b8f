import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import type { Tables } from './tables';
import { withinTransaction } from './withinTransaction';

type AnyDatabase = Kysely<Tables>;

/** The most indexed terms one search word stands for; a shorter, commoner word is read by prefix. */
const termsPerWord = 32;

const termsTable = (resource: ResourceDeclaration) => `${resource.table}_search_terms`;

/**
 * PostgreSQL's GIN index answers a prefix (`gris:*`) by gathering every match of every term that
 * starts with it into a bitmap first: ten times slower than the same terms named exactly, which it
 * intersects as it reads them. So each table with a stored search vector keeps the terms its vectors
 * hold (`<table>_search_terms`), added by statement triggers in the writing transaction, and a
 * search names the terms each word starts. Terms are never removed: a term no product holds any
 * longer only names nothing. The terms are not unique: a unique key would make a writer wait for
 * another uncommitted writer of the same new word (and could deadlock two of them); two writers
 * adding it at once store it twice, which the search reads as one.
 */
export async function createSearchTerms(db: AnyDatabase, resource: ResourceDeclaration, vectorColumn: string) {
  const { table } = resource;
  const terms = termsTable(resource);
  const follow = `${terms}_follow`;
  await withinTransaction(db, async (trx) => {
    // No write may slip between the triggers' creation and the first fill.
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
    const existing = await sql<{ found: string | null }>`select to_regclass(${terms}) as found`.execute(trx);
    await sql`create table if not exists ${sql.table(terms)} (term text collate "C" not null)`.execute(trx);
    await sql`create index if not exists ${sql.raw(`ix_${terms}_term`)} on ${sql.table(terms)} (term)`.execute(trx);
    const addTerms = (rows: string) => `insert into ${terms} (term)
      select written.term from (select distinct unnest(tsvector_to_array(${vectorColumn})) as term from ${rows}) as written
      where not exists (select 1 from ${terms} as known where known.term = written.term)`;
    await sql
      .raw(
        `create or replace function ${follow}() returns trigger language plpgsql as $$
      begin ${addTerms('changed_rows')}; return null; end $$`,
      )
      .execute(trx);
    for (const event of ['insert', 'update']) {
      await sql
        .raw(
          `create or replace trigger ${follow}_${event} after ${event} on ${table}
        referencing new table as changed_rows for each statement execute function ${follow}()`,
        )
        .execute(trx);
    }
    if (!existing.rows[0]?.found) await sql.raw(addTerms(table)).execute(trx);
  });
}

/**
 * The text query of the search words: each word becomes the terms it starts, named exactly, or
 * stays a prefix when it starts none or more than `termsPerWord` of them; all words must match.
 * Evaluated once per statement, before the index is read.
 */
export function searchTermsQuery(resource: ResourceDeclaration, words: unknown): RawBuilder<unknown> {
  return sql`(select to_tsquery('simple'::regconfig, string_agg(alternatives, ' & ')) from (
    select case when count(term) between 1 and ${sql.lit(termsPerWord)}
      then '(' || string_agg(quote_literal(term), ' | ') || ')' else quote_literal(word) || ':*' end as alternatives
    from unnest(cast(${words} as text[])) as searched(word)
    left join lateral (select distinct term from ${sql.table(termsTable(resource))}
      where term >= word collate "C" and term < (word || chr(1114111)) collate "C" order by term limit ${sql.lit(termsPerWord + 1)}) as known on true
    group by word) as expanded)`;
}
