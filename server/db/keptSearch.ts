import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { changedSince, currentMarker, searchChangesTable } from './searchChanges';
import type { Tables } from './tables';
import { amended, type KeySet, keysAt, sizeOf } from './keySets';
import { type TermIndex, TermIndexBuilder } from './termIndex';

type Row = Record<string, unknown>;

/** What a page read by its keys answers, and whether the same statement saw a change stored after the marker it was given. */
export interface KeptPageRead<T> {
  page: T;
  moved: boolean;
}

/** Past this many records written since the terms were loaded, they are loaded again whole, compact again. */
const writtenApart = 1000;

/** Records read at once while the terms are loaded: other statements run between the chunks, and the records are never all in memory together. */
const loadedAtOnce = 2000;

/** Reading the page again after a write moved the terms under it: after this many tries the caller searches in the database. */
const tries = 3;

/**
 * A list in key order, of every record or of those a full-text search matches, answered from the
 * search terms of every record kept in memory (`TermIndex`): reading the database's full-text index
 * and counting its matches cost several times a whole list page, and a page far from the start
 * stepped over the keys before it. The terms follow the database through its search changes
 * (`searchChanges.ts`): the page's records are read by their keys in a statement that also asks
 * whether a change the memory has not seen is stored, and such a page is read again once the memory
 * has caught up, so the keys, their count and the records always come from one state of the database.
 *
 * The terms are loaded in the background on the first list, not at start (a server nobody lists
 * from keeps none); until they are, `page` answers undefined and the caller reads the database.
 * They are read in chunks between other statements, after noting the marker of the state before
 * the first: a change stored while they are read is read again by the first page after.
 */
export class KeptSearch {
  private index: TermIndex | undefined;
  private marker: unknown;
  private loading: Promise<void> | undefined;
  private catchingUp: Promise<void> | undefined;
  /** A chunk of the records' search texts, in key order after the given key. */
  private readonly load: CompiledQuery;
  /** The current marker, with each record changed since the given one: its key, and its text unless it is gone. */
  private readonly changes: CompiledQuery;
  private readonly latest: CompiledQuery;

  constructor(
    private readonly db: Kysely<Tables>,
    resource: ResourceDeclaration,
  ) {
    const { table, key, search } = resource;
    const text = sql.raw(search.map((name) => `coalesce(records."${name}", '')`).join(` || ' ' || `));
    this.load = sql`select records.${sql.ref(key)} as key, ${text} as text from ${sql.table(table)} as records
      where records.${sql.ref(key)} > ${0} order by records.${sql.ref(key)} limit ${sql.lit(loadedAtOnce)}`.compile(db);
    this.changes = sql`select now.marker, changed.key, changed.present, changed.text from (select ${currentMarker(db, resource)} as marker) as now
      left join (select changes.row_key as key, records.${sql.ref(key)} is not null as present, ${text} as text
        from ${sql.table(searchChangesTable(resource))} as changes left join ${sql.table(table)} as records on records.${sql.ref(key)} = changes.row_key
        where ${changedSince(db, 0)}) as changed on true`.compile(db);
    this.latest = sql`select ${currentMarker(db, resource)} as marker`.compile(db);
  }

  /**
   * A page of the records matching every word (every record for no word; and the record whose key
   * the search names, where given) in key order, read by `read` from its keys and the marker of
   * the terms, with the number of matches. Undefined while the terms are not loaded, or when writes
   * kept moving them under every try.
   */
  async page<T>(
    words: readonly string[],
    namedKey: number | null,
    order: 'asc' | 'desc',
    offset: number,
    size: number,
    read: (keys: number[], marker: unknown) => Promise<KeptPageRead<T>>,
  ): Promise<{ page: T; total: number } | undefined> {
    if (!this.index) {
      this.startLoading();
      return undefined;
    }
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const { marker } = this;
      const matches = this.matches(words, namedKey);
      const answer = await read(keysAt(matches, order, offset, size), marker);
      if (!answer.moved) return { page: answer.page, total: sizeOf(matches) };
      // Another page's catch-up may have dropped the terms meanwhile, to load them again.
      if (this.index) await this.catchUp();
      if (!this.index) return undefined;
    }
    return undefined;
  }

  /** The matching keys, with the one the search names where it exists. */
  private matches(words: readonly string[], namedKey: number | null): KeySet {
    const index = this.index!;
    const matches = words.length ? index.matches(words) : index.all();
    if (namedKey === null || !index.has(namedKey)) return matches;
    return amended(matches, new Set(), [namedKey], namedKey + 1);
  }

  /** Brings the terms to the database's latest search change; one catch-up at a time, which every caller waits for. */
  private catchUp(): Promise<void> {
    this.catchingUp ??= this.readChanges().finally(() => {
      this.catchingUp = undefined;
    });
    return this.catchingUp;
  }

  /** Reads the records changed since the marker into the index; past `writtenApart`, drops the index and loads it again in the background. */
  private async readChanges() {
    const index = this.index;
    if (!index) return;
    // Every parameter of the statement is the marker.
    const { rows } = await this.db.executeQuery<Row>({ ...this.changes, parameters: this.changes.parameters.map(() => this.marker) });
    const changed = rows.filter((row) => row.key !== null);
    if (index.written + changed.length > writtenApart) {
      this.index = undefined;
      this.startLoading();
      return;
    }
    for (const row of changed) {
      if (row.present) index.set(Number(row.key), String(row.text));
      else index.remove(Number(row.key));
    }
    this.marker = rows[0].marker;
  }

  /** Loads every record's terms in the background, once at a time; a load that fails leaves searches to the database until the next one. */
  private startLoading() {
    this.loading ??= this.loadAll()
      .catch((error: Error) => process.emitWarning(`The search terms could not be loaded: ${error.message}`))
      .finally(() => (this.loading = undefined));
  }

  private async loadAll() {
    const [before] = (await this.db.executeQuery<Row>(this.latest)).rows;
    const builder = new TermIndexBuilder();
    for (let after = -(2 ** 31); ;) {
      const { rows } = await this.db.executeQuery<Row>({ ...this.load, parameters: [after] });
      for (const row of rows) builder.add(Number(row.key), String(row.text));
      if (rows.length < loadedAtOnce) break;
      after = Number(rows[rows.length - 1].key);
    }
    this.index = builder.build();
    this.marker = before.marker;
  }
}
