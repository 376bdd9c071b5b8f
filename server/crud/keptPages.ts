import { type CompiledQuery, type Kysely, type SqlBool, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { isPostgres } from '../db/fullText';
import { joinedPage, type PageJson, pageJsonColumn, pageJsonKey } from '../db/pageJson';
import { keepPrepared } from '../db/preparedStatements';
import { movedSince } from '../db/searchChanges';
import type { Tables } from '../db/tables';
import { fillSlots, Slot } from './queryShapes';

type Row = Record<string, unknown>;

/** The values a kept page's statement is run with. */
const slots = {
  keys: new Slot('keys'),
  lowestKey: new Slot('lowestKey'),
  highestKey: new Slot('highestKey'),
  marker: new Slot('marker'),
};

/**
 * How a kept search's page is read: its records looked up one key at a time, or, for a page of
 * every record, the keys' index read from the page's lowest key to its highest, in the page's order.
 */
type KeptPageRead = 'byKeys' | 'asc' | 'desc';

/**
 * Reads the page of a search kept in memory (`KeptSearch`), whose keys come from memory: the JSON
 * of its records joined in the page's order (`page_data`), whether every one is exact
 * (`page_exact`), and whether a search change was stored after the marker (`page_moved`). Each of
 * the three statements is compiled once, and kept prepared on PostgreSQL.
 */
export class KeptPages {
  private readonly statements = new Map<KeptPageRead, CompiledQuery>();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly resource: ResourceDeclaration,
    private readonly pageJson: PageJson,
  ) {}

  /**
   * The page of the given keys, in the given order. A page of every record holds every key between
   * its first and its last: there are no others in the state the marker names, and a record stored
   * or removed since is a change the statement reports. So it is read as one range of the key's
   * index, which on PostgreSQL costs a third less than 25 lookups.
   */
  async read(keys: readonly number[], marker: unknown, order: 'asc' | 'desc', everyRecord: boolean): Promise<Row> {
    const [first, last] = [keys[0], keys[keys.length - 1]];
    const statement =
      everyRecord && keys.length
        ? fillSlots(this.statement(order), { lowestKey: Math.min(first, last), highestKey: Math.max(first, last), marker })
        : fillSlots(this.statement('byKeys'), { keys: JSON.stringify(keys), marker });
    const [page] = (await this.db.executeQuery<Row>(statement)).rows;
    return page;
  }

  /**
   * Read by key, each key is looked up by the key's index from the list of keys (a JSON array in
   * the page's order), and the page is ordered by each key's place in it: as a condition
   * `key in (…)` the keys were first sorted into a temporary index, and the records again by key
   * (on SQLite about 70 µs of a scattered page's 250).
   */
  private statement(read: KeptPageRead): CompiledQuery {
    const kept = this.statements.get(read);
    if (kept) return kept;
    const { pageJson } = this;
    const recordKey = sql.ref(pageJsonKey(pageJson));
    const pageRows =
      read === 'byKeys'
        ? this.db
            .selectFrom(this.keysInOrder().as('page_keys'))
            .innerJoin(pageJson.table, pageJsonKey(pageJson), 'page_keys.value')
            .select([pageJsonColumn(pageJson), sql.ref('page_keys.place').as('page_place')])
        : this.db
            .selectFrom(pageJson.table)
            .where(sql<SqlBool>`${recordKey} between ${slots.lowestKey} and ${slots.highestKey}`)
            .select([pageJsonColumn(pageJson), recordKey.as('page_place')]);
    const page = this.db
      .selectFrom(pageRows.as('page_rows'))
      .select([...joinedPage(sql.raw(`page_place ${read === 'desc' ? 'desc' : 'asc'}`)), movedSince(this.db, this.resource, slots.marker).as('page_moved')])
      .compile();
    if (isPostgres(this.db)) keepPrepared(page.sql);
    this.statements.set(read, page);
    return page;
  }

  /** The page's keys from their JSON array, each with its place in the array. */
  private keysInOrder() {
    return isPostgres(this.db)
      ? sql`(select unnest as value, ordinality as place from unnest(cast(translate(${slots.keys}, '[]', '{}') as bigint[])) with ordinality)`
      : sql`(select value, key as place from json_each(${slots.keys}))`;
  }
}
