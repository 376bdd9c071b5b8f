import {
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { type CountedSelection, countedSelections } from '../db/countedFields';
import { fullTextMatches, fullTextQuery, isPostgres, searchWords } from '../db/fullText';
import { KeptSearch } from '../db/keptSearch';
import { joinedPage, type PageJson, pageAnswer, pageJsonColumn, pageJsonKey } from '../db/pageJson';
import { postgresPageJsonOf } from '../db/postgresPageJson';
import { sqlitePageJsonOf } from '../db/sqlitePageJson';
import { keepPrepared } from '../db/preparedStatements';
import { countedRows } from '../db/rowCounter';
import type { Tables } from '../db/tables';
import { KeptPages } from './keptPages';
import { carriedMatches, filterConditions, filterEntries } from './listFilters';
import { fillSlots, Slot } from './queryShapes';
import { RecordStore } from './recordStore';

type Row = Record<string, unknown>;
type AnyDatabase = Kysely<Tables>;

export interface ListQuery {
  page: number;
  size: number;
  search?: string | null;
  sort?: string;
  order?: string;
  filter?: Record<string, unknown>;
}

/** How a list searches: through the full-text index, by substring of the search fields, or not at all. */
type SearchKind = 'fullText' | 'substring' | 'none';

/**
 * What a page statement reads: the records' columns, or their JSON (`PageJson`) joined by the
 * database into one row (`page_data`, with `page_exact` 0 where a record holds a number only
 * JavaScript writes exactly).
 */
type PageForm = 'records' | 'json';

/** The compiled queries of a list: its total, and its page (carrying the total when `pageCounts`). */
interface ListStatements {
  total: CompiledQuery;
  page: CompiledQuery;
  pageCounts: boolean;
  /** Counted and paged in key order from a filter's child rows alone (see `carriedMatches`): one plan, over the child's index, serves every value. */
  fromChild?: boolean;
}

/** A query counting a list's rows as `total`. */
type TotalQuery = SelectQueryBuilder<Record<string, Row>, string, { total: unknown }>;

/** A query whose rows can be ordered by a column. */
type Orderable<T> = { orderBy: (field: string, order: 'asc' | 'desc') => T };

/** The values of a list request, given at execution to the statements compiled for its shape. */
const pageSlots = {
  size: new Slot('size'),
  offset: new Slot('offset'),
  search: new Slot('search'),
  searchKey: new Slot('searchKey'),
};

/** The key a search names when it is a whole number a key column holds (null otherwise: it matches no row). */
const keyOfSearch = (search: string | undefined): number | null => {
  const key = search && /^\d{1,10}$/.test(search) ? Number(search) : null;
  return key !== null && key <= 2_147_483_647 ? key : null;
};

/** The keys of a filter's child rows (see `carriedMatches`) as `key`, in key order. */
const carriedKeys = ({ rows, via }: NonNullable<ReturnType<typeof carriedMatches>>, key: string, order: 'asc' | 'desc') =>
  rows.select(sql.ref(via).as(key)).orderBy(via, order);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Reads and writes one declared resource's table: its records one at a time (`RecordStore`), and its lists. */
export class ResourceRepository extends RecordStore {
  /** The compiled statements of each unfiltered list shape, by order and kind of search. */
  private readonly listShapes = new Map<string, ListStatements>();
  /** The JSON the database keeps of each listed record, which a page answer is joined from; absent for resources it cannot write. */
  readonly pageJson: PageJson | undefined;
  /** The search terms kept in memory, which answer a search alone in key order (see `KeptSearch`). */
  private readonly keptSearch: KeptSearch | undefined;
  /** What reads a kept search's page of records. */
  private readonly keptPages: KeptPages | undefined;
  /** The counted fields (see `countedSelections`) a list page selects. */
  private readonly listedCounts: CountedSelection[];

  constructor(db: Kysely<Tables>, resource: ResourceDeclaration) {
    super(db, resource);
    this.listedCounts = resource.listFields ? countedSelections(resource, resource.listFields) : this.recordCounts;
    this.pageJson = (isPostgres(db) ? postgresPageJsonOf : sqlitePageJsonOf)(resource);
    if (resource.fullTextSearch && this.pageJson) {
      this.keptSearch = new KeptSearch(db, resource);
      this.keptPages = new KeptPages(db, resource, this.pageJson);
    }
  }

  /** The words of a full-text search; none for a resource searched by substring or an empty text. */
  private fullTextWords(search: string | undefined): string[] {
    return search && this.resource.fullTextSearch ? searchWords(search) : [];
  }

  private substringCondition(eb: ExpressionBuilder<Record<string, Row>, string>): Expression<SqlBool> {
    return eb.or(this.resource.search.map((name) => eb(sql`lower(${sql.ref(name)})`, 'like', sql`${pageSlots.search} escape '\\'`)));
  }

  /** The matching rows (the full-text matches are read first, once, then joined by key), and whether any condition applies. */
  private matching(search: SearchKind, filter: Row) {
    const { resource } = this;
    const source =
      search === 'fullText'
        ? this.db.with(
            (cte) => cte('search_matches').materialized(),
            () =>
              resource.searchKey
                ? sql`(${fullTextMatches(this.db, resource, pageSlots.search)} union select ${sql.ref(resource.key)} as key from ${sql.table(resource.table)} where ${sql.ref(resource.key)} = ${pageSlots.searchKey})`
                : sql`(${fullTextMatches(this.db, resource, pageSlots.search)})`,
          )
        : this.db;
    const eb = expressionBuilder<Record<string, Row>, string>();
    const conditions = filterConditions(eb, resource, filter);
    if (search === 'fullText') conditions.push(sql<SqlBool>`${sql.ref(resource.key)} in (select key from search_matches)`);
    else if (search === 'substring') conditions.push(this.substringCondition(eb));
    const rows = (source as AnyDatabase).selectFrom(resource.table);
    // No condition means no where clause at all: SQLite then counts a table from its b-tree's page headers.
    return { rows: conditions.length ? rows.where(eb.and(conditions)) : rows, filtered: conditions.length > 0, source: source as AnyDatabase };
  }

  /**
   * The matches' keys (as `page_key`), each with the number of matches (`page_total`). The matches
   * are kept first (a materialized common table expression), then counted and ordered: a window
   * count under a limit would let PostgreSQL walk the whole key index in order instead. A search
   * alone in key order takes its keys from the index's matches as they are, without reading the table.
   */
  private countedMatches({ rows, source }: ReturnType<ResourceRepository['matching']>, sort: string, onlySearch: boolean) {
    const { key } = this.resource;
    const listed = rows.select(sort === key ? [key] : [key, sort]);
    const matches = onlySearch ? (source.selectFrom('search_matches').select(sql.ref('key').as(key)) as typeof listed) : listed;
    return this.db
      .with(
        (cte) => cte('list_matches').materialized(),
        () => matches,
      )
      .selectFrom('list_matches')
      .select([sql.ref(key).as('page_key'), sql<number>`(select count(*) from list_matches)`.as('page_total')]);
  }

  /**
   * The statements of one shape of list (order, kind of search, filter), compiled with slots for
   * the page and the search text: the total, and the page. The page's keys are picked first over
   * the narrowest index that holds the order (a deep offset then steps over keys, not whole rows),
   * and only those rows are read. A full-text search reads the index once, and an unfiltered list's
   * total is cheap (a row counter, or SQLite's b-tree page headers): their page carries the total in
   * every row (`page_total`), one round trip, and the total query is only needed when the page is empty.
   */
  private compileList(sort: string, order: 'asc' | 'desc', search: SearchKind, filter: Row, form: PageForm): ListStatements {
    const { resource } = this;
    const { table, key } = resource;
    const matched = this.matching(search, filter);
    const { rows: matching, filtered } = matched;
    const fullText = search === 'fullText';
    const orderColumns = sort === key ? [key] : [sort, key];
    const ordered = <T extends Orderable<T>>(select: T, prefix = '', direction = order) =>
      orderColumns.reduce((ordering, column) => ordering.orderBy(prefix + column, direction), select);
    const limited = <T extends { limit: (size: RawBuilder<number>) => { offset: (offset: RawBuilder<number>) => T } }>(select: T) =>
      select.limit(sql<number>`${pageSlots.size}`).offset(sql<number>`${pageSlots.offset}`);
    const fromCounter = !filtered && resource.countRows;
    // A filter a child's rows answer alone is counted, and read in key order, from the child's index.
    const carried = search === 'none' && !resource.view ? carriedMatches(this.db, resource, filter) : undefined;
    const fromChild = carried !== undefined && sort === key;
    const counted = carried?.rows ?? matching;
    const total = fromCounter ? countedRows(this.db, table) : counted.select((eb) => eb.fn.countAll().as('total'));
    const onlySearch = fullText && sort === key && filterEntries(filter).length === 0;
    // A child's count is a read of its index the page statement makes once, beside the page's keys.
    const pageCounts = !resource.view && (fullText || !filtered || fromChild);
    const keptJson = form === 'records' ? undefined : this.pageJson;
    // A JSON page in key order reads the JSON's table alone: it holds each record's key, and the
    // records' table is only needed for another order.
    const source = keptJson && sort === key ? { table: keptJson.table, key: pageJsonKey(keptJson) } : { table, key: `${table}.${key}` };
    // A view's rows are read in order as they come: its parts' own indexes give the order, and
    // picking its keys first would read the view twice, its computed keys indexed nowhere.
    const rows = resource.view
      ? limited(matching)
      : fullText
        ? this.db
            .selectFrom(source.table)
            .innerJoin(limited(ordered(this.countedMatches(matched, sort, onlySearch))).as('page_keys'), 'page_keys.page_key', source.key)
            .select('page_keys.page_total')
        : fromChild
          ? this.db
              .selectFrom(source.table)
              .where(source.key, 'in', limited(carriedKeys(carried!, key, order)))
              .select(sql<number>`(${total})`.as('page_total'))
          : filtered
            ? this.db.selectFrom(source.table).where(source.key, 'in', limited(ordered(matching.select(key))))
            : this.unfilteredPage(source, total, order, (select, direction) => ordered(select, '', direction));
    const compiled = (page: { compile(): CompiledQuery }) => ({
      total: total.compile(),
      page: page.compile(),
      pageCounts,
      fromChild,
    });
    if (!keptJson) {
      const stored = resource.listFields
        ? rows.select([`${table}.${key}`, ...resource.listFields.filter((name) => !resource.fields[name]?.counts)])
        : rows.selectAll(table);
      return compiled(ordered(stored.select(this.listedCounts), `${table}.`));
    }
    const withJson = source.table === keptJson.table ? rows : rows.innerJoin(keptJson.table, pageJsonKey(keptJson), `${table}.${key}`);
    const orderedBy = sort === key ? [source.key] : orderColumns.map((name) => `${table}.${name}`);
    // The aggregate's own order is the one the database keeps; a subquery's order reaches it only as it happens to.
    const pageRows = withJson.select([pageJsonColumn(keptJson), ...orderedBy.map((column, index) => sql.ref(column).as(`page_order_${index}`))]);
    const joinedOrder = sql.raw(orderedBy.map((_column, index) => `page_order_${index} ${order}`).join(', '));
    return compiled(
      this.db
        .selectFrom(pageRows.as('page_rows'))
        .select([...joinedPage(joinedOrder), ...(pageCounts ? [sql<number | null>`max(page_total)`.as('page_total')] : [])]),
    );
  }

  /**
   * An unfiltered page's rows with the total (`page_total`). Its keys are read from whichever end
   * of the order is nearer: a page past the middle steps over the keys after it, not all those
   * before it (the last page over none). Both ends are in the statement, the one not taken limited
   * to no rows, and both are measured against the statement's own total, so the page is exact.
   */
  private unfilteredPage(
    source: { table: string; key: string },
    total: TotalQuery,
    order: 'asc' | 'desc',
    ordered: <T extends Orderable<T>>(select: T, direction: 'asc' | 'desc') => T,
  ) {
    const { table, key } = this.resource;
    const { size, offset } = pageSlots;
    const listTotal = sql<number>`(select total from list_total)`;
    const nearStart = sql<SqlBool>`${offset} * 2 < ${listTotal}`;
    const left = sql<number>`${listTotal} - ${offset}`;
    const fromStart = sql<number>`case when ${nearStart} then ${size} else 0 end`;
    const fromEnd = sql<number>`case when ${nearStart} or ${left} <= 0 then 0 when ${left} < ${size} then ${left} else ${size} end`;
    const skippedAtEnd = sql<number>`case when ${left} - ${size} > 0 then ${left} - ${size} else 0 end`;
    const keys = this.db.selectFrom(table).select(key);
    const forward = ordered(keys, order)
      .limit(fromStart)
      .offset(sql<number>`${offset}`);
    const backward = ordered(keys, order === 'asc' ? 'desc' : 'asc')
      .limit(fromEnd)
      .offset(skippedAtEnd);
    const pageKeys = this.db
      .selectFrom(forward.as('from_start'))
      .select(key)
      .unionAll(this.db.selectFrom(backward.as('from_end')).select(key));
    return this.db
      .with(
        (cte) => cte('list_total').materialized(),
        () => total,
      )
      .selectFrom(source.table)
      .where(source.key, 'in', pageKeys)
      .select(listTotal.as('page_total'));
  }

  /**
   * The compiled statements of a list's shape. Without a filter the shapes are few (the query
   * schema admits only declared sort fields), so each is built and compiled once and kept: the SQL
   * text, never a result. A filter's values are part of its statement, which is built every time;
   * on PostgreSQL, one read from a child's rows alone is kept prepared, planned once.
   */
  private listStatements(query: ListQuery, search: SearchKind, form: PageForm): ListStatements {
    const { resource } = this;
    const sort = query.sort ?? resource.sort.field;
    const order = this.orderOf(query);
    const filter = query.filter ?? {};
    if (filterEntries(filter).length > 0) {
      const filtered = this.compileList(sort, order, search, filter, form);
      // Its values are parameters of a text the same for every id: planning it each time would cost more than running it.
      if (filtered.fromChild && isPostgres(this.db)) for (const statement of [filtered.page, filtered.total]) keepPrepared(statement.sql);
      return filtered;
    }
    const shape = `${sort} ${order} ${search} ${form}`;
    let statements = this.listShapes.get(shape);
    if (!statements) {
      statements = this.compileList(sort, order, search, {}, form);
      if (isPostgres(this.db)) keepPrepared(statements.page.sql);
      this.listShapes.set(shape, statements);
    }
    return statements;
  }

  /** The compiled queries of one list, not run: the total, and the page (see `compileList`) in the given form. */
  listQueries(query: ListQuery, form: PageForm = 'records'): ListStatements {
    const search = query.search?.trim();
    const words = this.fullTextWords(search);
    const kind: SearchKind = words.length ? 'fullText' : search && !this.resource.fullTextSearch ? 'substring' : 'none';
    const values = {
      size: query.size,
      offset: (query.page - 1) * query.size,
      search: kind === 'fullText' ? fullTextQuery(this.db, words) : kind === 'substring' ? `%${escapeLike(search!.toLowerCase())}%` : undefined,
      searchKey: keyOfSearch(search),
    };
    const statements = this.listStatements(query, kind, form);
    return { total: fillSlots(statements.total, values), page: fillSlots(statements.page, values), pageCounts: statements.pageCounts };
  }

  /** A page's rows in the given form, and the list's total. */
  private async readPage(query: ListQuery, form: PageForm): Promise<{ rows: Row[]; total: number }> {
    const queries = this.listQueries(query, form);
    const { rows } = await this.db.executeQuery<Row>(queries.page);
    return { rows, total: await this.totalOf(query, queries, rows.length > 0 ? rows[0].page_total : undefined) };
  }

  /** The list's total: the one the page carries (`page_total` of a page that has rows) when it counts, else counted. */
  private async totalOf(query: ListQuery, queries: ListStatements, carried: unknown): Promise<number> {
    // An empty first page has nothing to count; an empty later one may lie past the last match.
    const counted =
      queries.pageCounts && (carried !== undefined || query.page === 1) ? (carried ?? 0) : (await this.db.executeQuery<Row>(queries.total)).rows[0].total;
    return Number(counted);
  }

  async list(query: ListQuery): Promise<{ data: Row[]; total: number }> {
    const { rows, total } = await this.readPage(query, 'records');
    return { data: rows.map((row) => this.toRecord(row)), total };
  }

  /**
   * A page's whole answer as JSON text, from the records' JSON the database keeps (`pageJson`);
   * only where `pageJson` is set. The database joins the records' JSON itself unless one holds a
   * number only JavaScript writes exactly: then the page is read again as records, for JavaScript
   * to write, in the list schema's order as the serializer does.
   */
  async listJson(query: ListQuery): Promise<string> {
    const kept = await this.keptSearchPage(query);
    if (kept) return pageAnswer(kept.page.page_data as string | null, kept.total, query.page, query.size);
    const queries = this.listQueries(query, 'json');
    const [joined] = (await this.db.executeQuery<Row>(queries.page)).rows;
    if (joined.page_exact === 0) {
      const { data, total } = await this.list(query);
      return pageAnswer(data.map((record) => JSON.stringify(record)).join(','), total, query.page, query.size);
    }
    const data = joined.page_data as string | null;
    const total = await this.totalOf(query, queries, data === null ? undefined : joined.page_total);
    return pageAnswer(data, total, query.page, query.size);
  }

  /**
   * A search alone in key order from the search terms kept in memory: the page's keys and their
   * count come from memory, its records' JSON from one statement (`KeptPages`), which also reads
   * the latest search change. Undefined where it does not apply, or for a page of records not exact
   * (which the caller writes from its records).
   */
  private async keptSearchPage(query: ListQuery): Promise<{ page: Row; total: number } | undefined> {
    const { resource, keptSearch, keptPages } = this;
    const search = query.search?.trim();
    const words = this.fullTextWords(search);
    const sort = query.sort ?? resource.sort.field;
    if (!keptSearch || !keptPages || (search && !words.length) || sort !== resource.key || filterEntries(query.filter ?? {}).length) return undefined;
    const namedKey = resource.searchKey ? keyOfSearch(search) : null;
    const order = this.orderOf(query);
    const everyRecord = !words.length && namedKey === null;
    const found = await keptSearch.page(words, namedKey, order, (query.page - 1) * query.size, query.size, async (keys, marker) => {
      const page = await keptPages.read(keys, marker, order, everyRecord);
      return { page, moved: Boolean(page.page_moved) };
    });
    return found && found.page.page_exact !== 0 ? found : undefined;
  }

  /** The list's order: the query's, else the declared one. */
  private orderOf(query: ListQuery): 'asc' | 'desc' {
    return (query.order ?? this.resource.sort.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
}
