import { type Kysely, sql } from 'kysely';
import { buyerOfKey } from '../../resources/catalogue/clients';
import { ResourceRepository } from '../crud/repository';
import { fullTextMatches, fullTextQuery, searchWords } from '../db/fullText';
import type { Tables } from '../db/tables';
import type { SearchedKind, SearchKind } from './searchedKinds';

type Row = Record<string, unknown>;

/** One line of the top bar's results. */
export interface SearchResult {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string;
  route: string;
  /** The marketplace buyer the record was made for, when its kind has one. */
  buyer?: { channel: string; buyerId: string };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Finds up to `limit` records of one kind: exact codes first, each through its index, then word
 * matches. A resource with a full-text index gives its first matches straight from the index, in
 * the index's order: the list's search would also count and sort every match, about a second for a
 * common word at 100,000 products on PostgreSQL, for a dropdown that shows five. The others (few
 * rows: customers, orders) use their list search as it is.
 */
export function recordFinder(db: Kysely<Tables>, searched: SearchedKind) {
  const { resource } = searched;
  const repository = new ResourceRepository(db, resource);
  const shownFields = [resource.key, searched.titleField, ...searched.subtitleFields, ...(searched.buyerKeyField ? [searched.buyerKeyField] : [])];

  const exactMatches = async (query: string, limit: number): Promise<Row[]> => {
    const found = await Promise.all(
      searched.exactFields.map((field) => db.selectFrom(resource.table).select(shownFields).where(field, '=', query).limit(limit).execute()),
    );
    return found.flat();
  };

  const wordMatches = async (query: string, limit: number): Promise<Row[]> => {
    if (!resource.fullTextSearch) return (await repository.list({ page: 1, size: limit, search: query })).data;
    const words = searchWords(query);
    if (!words.length) return [];
    // Materialized, the matches are planned on their own (the index for a rare word, a scan that
    // stops at once for a common one) and read only up to the limit.
    const matches = await sql<{
      key: number;
    }>`with matches as materialized (${fullTextMatches(db, resource, fullTextQuery(db, words))}) select key from matches limit ${limit}`.execute(db);
    if (!matches.rows.length) return [];
    const keys = matches.rows.map((match) => Number(match.key));
    return db.selectFrom(resource.table).select(shownFields).where(resource.key, 'in', keys).orderBy(resource.key, 'desc').execute();
  };

  const toResult = (row: Row): SearchResult => {
    const id = Number(row[resource.key]);
    const result: SearchResult = {
      kind: searched.kind,
      id,
      title: text(row[searched.titleField]) || `#${id}`,
      subtitle: searched.subtitleFields
        .map((field) => text(row[field]))
        .filter(Boolean)
        .join(' · '),
      route: searched.route(id, row),
    };
    const buyer = searched.buyerKeyField ? buyerOfKey(row[searched.buyerKeyField]) : undefined;
    return buyer ? { ...result, buyer } : result;
  };

  return async (query: string, limit: number): Promise<SearchResult[]> => {
    const exact = await exactMatches(query, limit);
    const words = await wordMatches(query, limit);
    const byId = new Map<number, Row>();
    for (const row of [...exact, ...words]) if (!byId.has(Number(row[resource.key]))) byId.set(Number(row[resource.key]), row);
    return [...byId.values()].slice(0, limit).map(toResult);
  };
}
