import { type CompiledQuery, type Kysely, type SqlBool, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { isPostgres } from '../db/fullText';
import { joinedPage, type PageJson, pageJsonColumn, pageJsonKey } from '../db/pageJson';
import { keepPrepared } from '../db/preparedStatements';
import { ReadBatches } from '../db/readBatches';
import { movedSince } from '../db/searchChanges';
import type { Tables } from '../db/tables';
import { fillSlots, Slot } from './queryShapes';

type Row = Record<string, unknown>;

/**
 * A kept search's page is read in one of three ways: its records looked up one key at a time, or,
 * for a page of every record, the keys' index read from the page's lowest key to its highest, in
 * the page's order.
 */
type KeptPageRead = 'byKeys' | 'asc' | 'desc';

/** The values a page's statement reads: given as parameters (`slots`), or as the columns of a batch's row. */
type PageValues = Record<'keys' | 'lowestKey' | 'highestKey' | 'marker', unknown>;

/** What one page read asks: the keys as a JSON array, in the page's order (by key), or its lowest and highest key (a range). */
interface PageRequest {
  read: KeptPageRead;
  keys: string | null;
  lowestKey: number | null;
  highestKey: number | null;
  marker: unknown;
}

const slots: PageValues = {
  keys: new Slot('keys'),
  lowestKey: new Slot('lowestKey'),
  highestKey: new Slot('highestKey'),
  marker: new Slot('marker'),
};

/** Each value of a batch's row, by the name of the value it gives a page's statement. */
const batchColumns: PageValues = {
  keys: sql.ref('page_batch.keys'),
  lowestKey: sql.ref('page_batch.lowest_key'),
  highestKey: sql.ref('page_batch.highest_key'),
  marker: sql.ref('page_batch.marker'),
};

/** The most pages one statement reads. */
const largestBatch = 16;

/**
 * Reads the page of a search kept in memory (`KeptSearch`), whose keys come from memory: the JSON
 * of its records joined in the page's order (`page_data`), whether every one is exact
 * (`page_exact`), and whether a search change was stored after the marker (`page_moved`). Each
 * read's statement is compiled once, and kept prepared on PostgreSQL. On PostgreSQL, pages asked
 * for while others are read are read together, a batch's pages in one statement (`ReadBatches`);
 * SQLite runs each statement to its end before the next request is even read, so nothing waits.
 */
export class KeptPages {
  private readonly statements = new Map<KeptPageRead, CompiledQuery>();
  private readonly batches = new Map<KeptPageRead, ReadBatches<PageRequest, Row>>();
  private readonly batched: boolean;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly resource: ResourceDeclaration,
    private readonly pageJson: PageJson,
  ) {
    this.batched = isPostgres(db);
  }

  /**
   * The page of the given keys, in the given order. A page of every record holds every key between
   * its first and its last: there are no others in the state the marker names, and a record stored
   * or removed since is a change the statement reports. So it is read as one range of the key's
   * index, which on PostgreSQL costs a third less than 25 lookups.
   */
  read(keys: readonly number[], marker: unknown, order: 'asc' | 'desc', everyRecord: boolean): Promise<Row> {
    const [first, last] = [keys[0], keys[keys.length - 1]];
    const request: PageRequest =
      everyRecord && keys.length
        ? { read: order, keys: null, lowestKey: Math.min(first, last), highestKey: Math.max(first, last), marker }
        : { read: 'byKeys', keys: JSON.stringify(keys), lowestKey: null, highestKey: null, marker };
    return this.batched ? this.batchesOf(request.read).read(request) : this.readAlone(request);
  }

  private async readAlone(request: PageRequest): Promise<Row> {
    const [page] = (await this.db.executeQuery<Row>(fillSlots(this.statement(request.read), { ...request }))).rows;
    return page;
  }

  private batchesOf(read: KeptPageRead): ReadBatches<PageRequest, Row> {
    let batches = this.batches.get(read);
    if (!batches) {
      batches = new ReadBatches(async (requests) => {
        const values = {
          keys: requests.map((request) => request.keys),
          lowestKey: requests.map((request) => request.lowestKey),
          highestKey: requests.map((request) => request.highestKey),
          marker: requests.map((request) => request.marker),
        };
        return (await this.db.executeQuery<Row>(fillSlots(this.statement(read), values))).rows;
      }, largestBatch);
      this.batches.set(read, batches);
    }
    return batches;
  }

  /** The statement of a read: one page's from its parameters, or, on PostgreSQL, a batch's pages, one row each in the batch's order. */
  private statement(read: KeptPageRead): CompiledQuery {
    let statement = this.statements.get(read);
    if (!statement) {
      statement = this.batched
        ? sql`select page.page_data, page.page_exact, page.page_moved
            from unnest(cast(${slots.keys} as text[]), cast(${slots.lowestKey} as bigint[]), cast(${slots.highestKey} as bigint[]), cast(${slots.marker} as text[]))
              with ordinality as page_batch(keys, lowest_key, highest_key, marker, place)
            cross join lateral (${this.page(read, batchColumns)}) as page
            order by page_batch.place`.compile(this.db)
        : this.page(read, slots).compile();
      if (this.batched) keepPrepared(statement.sql);
      this.statements.set(read, statement);
    }
    return statement;
  }

  /**
   * A page's statement. Read by key, each key is looked up by the key's index from the list of
   * keys (a JSON array in the page's order), and the page is ordered by each key's place in it: as
   * a condition `key in (…)` the keys were first sorted into a temporary index, and the records
   * again by key (on SQLite about 70 µs of a scattered page's 250).
   */
  private page(read: KeptPageRead, values: PageValues) {
    const { pageJson } = this;
    const recordKey = sql.ref(pageJsonKey(pageJson));
    const pageRows =
      read === 'byKeys'
        ? this.db
            .selectFrom(this.keysInOrder(values.keys).as('page_keys'))
            .innerJoin(pageJson.table, pageJsonKey(pageJson), 'page_keys.value')
            .select([pageJsonColumn(pageJson), sql.ref('page_keys.place').as('page_place')])
        : this.db
            .selectFrom(pageJson.table)
            .where(sql<SqlBool>`${recordKey} between ${values.lowestKey} and ${values.highestKey}`)
            .select([pageJsonColumn(pageJson), recordKey.as('page_place')]);
    return this.db
      .selectFrom(pageRows.as('page_rows'))
      .select([...joinedPage(sql.raw(`page_place ${read === 'desc' ? 'desc' : 'asc'}`)), movedSince(this.db, this.resource, values.marker).as('page_moved')]);
  }

  /** The page's keys from their JSON array, each with its place in the array. */
  private keysInOrder(keys: unknown) {
    return isPostgres(this.db)
      ? sql`(select unnest as value, ordinality as place from unnest(cast(translate(${keys}, '[]', '{}') as bigint[])) with ordinality)`
      : sql`(select value, key as place from json_each(${keys}))`;
  }
}
