import { amended, bitsetOf, intersection, isDense, type KeySet, lowerBound, sizeOf, union } from './keySets';
import { RecentTerms } from './recentTerms';
import { textTerms } from './searchText';

/**
 * The term as a string of its own: V8 keeps a part of 13 characters or more of a string as a view of
 * the whole, so a kept barcode would keep its record's whole search text alive.
 */
const ownCopy = (term: string) => (term.length < 13 ? term : Buffer.from(term).toString());

/** The longest word whose built keys are kept, and how many such words are: at most about 450 KB at 100,000 keys. */
const shortWord = 2;
const shortWordsKept = 36;

/**
 * An inverted index of records' search terms held in memory. A search word matches the terms it
 * starts (`ref*`), and a record matches when it matches every word, as the database's full-text
 * index answers, but with no statement: the keys and their count come from a few key sets.
 *
 * As built, it is compact: the terms sorted (a word's terms are one range), each term's keys in one
 * shared array, and a term held by many records as a bitset (about 200,000 terms and 1.4 million
 * keys take about 12 MB for 100,000 products). Records written afterwards are kept apart
 * (`RecentTerms`), their keys taken out of the built sets, until the index is built again.
 */
export class TermIndex {
  /** The records written since the index was built, whose built terms no longer hold. */
  private readonly replaced = new Set<number>();
  private readonly recent = new RecentTerms();
  /** Every record's key, as `all` last made it: until a record is written. */
  private allKeys: KeySet | undefined;
  /**
   * Every built record's key as a bitset, when that is the smaller form (keys seldom leave gaps). A
   * write makes `all` amend it: a copy of one word per 32 keys, where the list of 100,000 keys took
   * a sort of every key (about 12 ms) on each page read after a write.
   */
  private builtKeys: KeySet | undefined;
  /** The built keys of the latest short words searched, oldest first (see `builtKeysStarting`). */
  private readonly shortWords = new Map<string, KeySet>();

  private constructor(
    private readonly terms: readonly string[],
    /** The keys of `terms[i]` are `postings[starts[i]]` up to `postings[starts[i + 1]]`, unless the term is dense. */
    private readonly starts: Int32Array,
    private readonly postings: Int32Array,
    private readonly dense: ReadonlyMap<number, KeySet>,
    /** Every record's key, ascending. */
    private readonly keys: Int32Array,
    /** Above every key: the span bitsets cover. */
    private readonly limit: number,
  ) {}

  /** An index of the given records, read in ascending key order. */
  static of(records: Iterable<{ key: number; text: string }>): TermIndex {
    const builder = new TermIndexBuilder();
    for (const { key, text } of records) builder.add(key, text);
    return builder.build();
  }

  /** The index of records given by key in ascending order, their terms by the numbers `termNumbers` gave them, record after record up to each one's end. */
  static fromTerms(
    termNumbers: ReadonlyMap<string, number>,
    recordTerms: { length: number; at(index: number): number },
    ends: readonly number[],
    keys: Int32Array,
  ): TermIndex {
    const limit = (keys[keys.length - 1] ?? 0) + 1;
    const terms = [...termNumbers.keys()].sort();
    // Sorted terms' positions by term number, and each term's count of keys.
    const positionOf = new Int32Array(terms.length);
    terms.forEach((term, position) => (positionOf[termNumbers.get(term)!] = position));
    const counts = new Int32Array(terms.length);
    for (let at = 0; at < recordTerms.length; at += 1) counts[positionOf[recordTerms.at(at)]] += 1;
    const starts = new Int32Array(terms.length + 1);
    const dense = new Map<number, KeySet>();
    for (let position = 0, at = 0; position < terms.length; position += 1) {
      starts[position] = at;
      if (isDense(counts[position], limit)) dense.set(position, { bits: new Uint32Array((limit + 31) >>> 5), count: counts[position] });
      else at += counts[position];
      starts[position + 1] = at;
    }
    const postings = new Int32Array(starts[terms.length]);
    const filled = starts.slice(0, terms.length);
    for (let record = 0, at = 0; record < keys.length; record += 1) {
      const key = keys[record];
      for (; at < ends[record]; at += 1) {
        const position = positionOf[recordTerms.at(at)];
        const set = dense.get(position);
        if (set) (set as { bits: Uint32Array }).bits[key >>> 5] |= 1 << (key & 31);
        else postings[filled[position]++] = key;
      }
    }
    return new TermIndex(terms, starts, postings, dense, keys, limit);
  }

  /** How many records were written since the index was built. */
  get written(): number {
    return this.replaced.size + this.recent.size;
  }

  has(key: number): boolean {
    return (this.built(key) && !this.replaced.has(key)) || this.recent.has(key);
  }

  /** Records the record's text, replacing what it held before. */
  set(key: number, text: string) {
    this.allKeys = undefined;
    if (this.built(key)) this.replaced.add(key);
    this.recent.set(key, text);
  }

  /** Forgets the record. */
  remove(key: number) {
    this.allKeys = undefined;
    if (this.built(key)) this.replaced.add(key);
    this.recent.remove(key);
  }

  /** Every record's key. */
  all(): KeySet {
    if (this.allKeys) return this.allKeys;
    const recent = this.recent.keys();
    if (!this.replaced.size && !recent.length) return (this.allKeys = { keys: this.keys });
    this.builtKeys ??= isDense(this.keys.length, this.limit) ? bitsetOf([{ keys: this.keys }], (this.limit + 31) >>> 5) : { keys: this.keys };
    this.allKeys = amended(this.builtKeys, this.replaced, recent, Math.max(this.limit, (recent[recent.length - 1] ?? 0) + 1));
    return this.allKeys;
  }

  /** The keys of the records matching every word. */
  matches(words: readonly string[]): KeySet {
    return intersection(words.map((word) => this.keysStarting(word)));
  }

  private built(key: number): boolean {
    return this.keys[lowerBound(this.keys, key)] === key;
  }

  /** The keys of the records holding a term the word starts. */
  private keysStarting(word: string): KeySet {
    const built = this.builtKeysStarting(word);
    const recent = this.recent.keysStarting(word);
    if (!this.replaced.size && !recent.length) return built;
    return amended(built, this.replaced, recent, Math.max(this.limit, (recent[recent.length - 1] ?? 0) + 1));
  }

  /**
   * The keys of the built records holding a term the word starts. A word of one or two characters
   * starts thousands of terms, whose union took about 0.3 ms a search: the latest such unions are
   * kept, as the built terms never change (a record written since is amended by the caller).
   */
  private builtKeysStarting(word: string): KeySet {
    if (word.length > shortWord) return this.unionStarting(word);
    const kept = this.shortWords.get(word);
    if (kept) return kept;
    const union = this.unionStarting(word);
    if (this.shortWords.size >= shortWordsKept) this.shortWords.delete(this.shortWords.keys().next().value!);
    this.shortWords.set(word, union);
    return union;
  }

  /** The union of the built keys of every term the word starts. */
  private unionStarting(word: string): KeySet {
    const sets: KeySet[] = [];
    for (let at = lowerBound(this.terms, word); at < this.terms.length && this.terms[at].startsWith(word); at += 1) {
      sets.push(this.dense.get(at) ?? { keys: this.postings.subarray(this.starts[at], this.starts[at + 1]) });
    }
    const total = sets.reduce((count, set) => count + sizeOf(set), 0);
    if (sets.length === 1) return sets[0];
    return isDense(total, this.limit) ? bitsetOf(sets, (this.limit + 31) >>> 5) : { keys: union(sets.map((set) => (set as { keys: ArrayLike<number> }).keys)) };
  }
}

/** Term numbers a block of `TermIndexBuilder` holds: blocks are added, never copied into larger ones. */
const blockSize = 1 << 16;

/**
 * Builds a `TermIndex` from records given in ascending key order. Each term gets a number as it is
 * first met, and the records' term numbers follow each other in blocks of a typed array: a list
 * per term would be 200,000 small arrays at 100,000 products, twice the index's memory until collected.
 */
export class TermIndexBuilder {
  private readonly termNumbers = new Map<string, number>();
  private readonly keys: number[] = [];
  /** Where each record's terms end among all records' terms. */
  private readonly ends: number[] = [];
  private readonly blocks: Int32Array[] = [];
  private count = 0;

  add(key: number, text: string) {
    this.keys.push(key);
    const start = this.count;
    for (const term of textTerms(text)) {
      let number = this.termNumbers.get(term);
      if (number === undefined) this.termNumbers.set(ownCopy(term), (number = this.termNumbers.size));
      else if (this.heldSince(start, number)) continue;
      if (this.count % blockSize === 0) this.blocks.push(new Int32Array(blockSize));
      this.blocks[this.blocks.length - 1][this.count % blockSize] = number;
      this.count += 1;
    }
    this.ends.push(this.count);
  }

  build(): TermIndex {
    const recordTerms = { length: this.count, at: (index: number) => this.blocks[Math.floor(index / blockSize)][index % blockSize] };
    return TermIndex.fromTerms(this.termNumbers, recordTerms, this.ends, Int32Array.from(this.keys));
  }

  /** Whether the term was added since the given count: the record being added holds it already. */
  private heldSince(start: number, number: number): boolean {
    for (let index = start; index < this.count; index += 1) if (this.blocks[Math.floor(index / blockSize)][index % blockSize] === number) return true;
    return false;
  }
}
