import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { ResourceDeclaration } from '../../resources';
import { latestSearchChange, searchChangesTable } from './searchChanges';
import type { Tables } from './tables';
import { amended, type KeySet, keysAt, sizeOf } from './keySets';
import { type TermIndex, TermIndexBuilder } from './termIndex';

type Row = Record<string, unknown>;

/** What a page read by its keys answers, with the latest search change the same statement saw. */
export interface KeptPageRead<T> {
  page: T;
  version: number;
}

/** Past this many records written since the terms were loaded, they are loaded again whole, compact again. */
const writtenApart = 1000;

/** Records read at once while the terms are loaded: the records are never all in memory together. */
const loadedAtOnce = 5000;

/** Reading the page again after a write moved the terms under it: after this many tries the caller searches in the database. */
const tries = 3;

/**
 * A full-text search answered from the search terms of every record kept in memory (`TermIndex`),
 * on SQLite: reading the full-text index and counting its matches cost several times a whole list
 * page. The terms follow the database through its search changes (`searchChanges.ts`): the page's
 * records are read by their keys in a statement that also reads the latest change, and a page read
 * while a change the memory has not seen was already stored is read again once the memory has
 * caught up, so the keys, their count and the records always come from one state of the database.
 * The terms are loaded on the first search, not at start: a server nobody searches keeps no terms.
 */
export class KeptSearch {
  private index: TermIndex | undefined;
  private version = 0;
  private catchingUp: Promise<void> | undefined;
  /** A chunk of the records' search texts, in key order after the given key. */
  private readonly load: CompiledQuery;
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
    this.changes = sql`select changes.row_key as key, changes.version as version, records.${sql.ref(key)} is not null as present, ${text} as text
      from ${sql.table(searchChangesTable(resource))} as changes left join ${sql.table(table)} as records on records.${sql.ref(key)} = changes.row_key
      where changes.version > ${0} order by changes.version`.compile(db);
    this.latest = sql`select ${latestSearchChange(resource)} as version`.compile(db);
  }

  /**
   * A page of the records matching every word (and the record whose key the search names, where
   * given) in key order, read by `read` from its keys, with the number of matches; undefined when
   * writes kept moving the terms under every try.
   */
  async page<T>(
    words: readonly string[],
    namedKey: number | null,
    order: 'asc' | 'desc',
    offset: number,
    size: number,
    read: (keys: number[]) => Promise<KeptPageRead<T>>,
  ): Promise<{ page: T; total: number } | undefined> {
    if (!this.index) await this.catchUp();
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const { version } = this;
      const matches = this.matches(words, namedKey);
      const answer = await read(keysAt(matches, order, offset, size));
      if (answer.version === version) return { page: answer.page, total: sizeOf(matches) };
      await this.catchUp();
    }
    return undefined;
  }

  /** The matching keys, with the one the search names where it exists. */
  private matches(words: readonly string[], namedKey: number | null): KeySet {
    const index = this.index!;
    const matches = index.matches(words);
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

  private async readChanges() {
    if (this.index) {
      const { rows } = await this.db.executeQuery<Row>({ ...this.changes, parameters: [this.version] });
      if (this.index.written + rows.length <= writtenApart) {
        for (const row of rows) {
          if (row.present) this.index.set(Number(row.key), String(row.text));
          else this.index.remove(Number(row.key));
        }
        if (rows.length) this.version = Number(rows[rows.length - 1].version);
        return;
      }
    }
    // One read transaction: the chunks and the latest change are one state of the database.
    await this.db.transaction().execute(async (trx) => {
      const builder = new TermIndexBuilder();
      const [latest] = (await trx.executeQuery<Row>(this.latest)).rows;
      for (let after = -Infinity; ;) {
        const { rows } = await trx.executeQuery<Row>({ ...this.load, parameters: [after] });
        for (const row of rows) builder.add(Number(row.key), String(row.text));
        if (rows.length < loadedAtOnce) break;
        after = Number(rows[rows.length - 1].key);
      }
      this.index = builder.build();
      this.version = Number(latest.version);
    });
  }
}
