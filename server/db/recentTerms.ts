import { lowerBound, union } from './keySets';
import { textTerms } from './searchText';

/**
 * The terms of the records written since a `TermIndex` was built: few, and each record's terms
 * kept, so that a record written again is taken out of the terms it held. A word's terms are one
 * range of the sorted terms.
 */
export class RecentTerms {
  private readonly keysOfTerm = new Map<string, number[]>();
  private readonly sortedTerms: string[] = [];
  private readonly termsOfKey = new Map<number, readonly string[]>();

  get size(): number {
    return this.termsOfKey.size;
  }

  has(key: number): boolean {
    return this.termsOfKey.has(key);
  }

  /** Records the record's text, replacing what it held before. */
  set(key: number, text: string) {
    this.remove(key);
    const terms = [...new Set(textTerms(text))];
    for (const term of terms) {
      let keys = this.keysOfTerm.get(term);
      if (!keys) {
        keys = [];
        this.keysOfTerm.set(term, keys);
        this.sortedTerms.splice(lowerBound(this.sortedTerms, term), 0, term);
      }
      keys.splice(lowerBound(keys, key), 0, key);
    }
    this.termsOfKey.set(key, terms);
  }

  /** Forgets the record. */
  remove(key: number) {
    const terms = this.termsOfKey.get(key);
    if (!terms) return;
    this.termsOfKey.delete(key);
    for (const term of terms) {
      const keys = this.keysOfTerm.get(term)!;
      keys.splice(lowerBound(keys, key), 1);
      if (keys.length > 0) continue;
      this.keysOfTerm.delete(term);
      this.sortedTerms.splice(lowerBound(this.sortedTerms, term), 1);
    }
  }

  /** The records' keys, ascending. */
  keys(): number[] {
    return [...this.termsOfKey.keys()].sort((first, second) => first - second);
  }

  /** The keys of the records holding a term the word starts, ascending. */
  keysStarting(word: string): readonly number[] {
    const lists: number[][] = [];
    for (let at = lowerBound(this.sortedTerms, word); at < this.sortedTerms.length && this.sortedTerms[at].startsWith(word); at += 1) {
      lists.push(this.keysOfTerm.get(this.sortedTerms[at])!);
    }
    return lists.length === 1 ? lists[0] : union(lists);
  }
}
