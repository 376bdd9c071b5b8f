/**
 * Sets of record keys as a search combines them: an ascending list, or, for a set holding more than
 * one key in 32 of the keys' span, a bitset (bit k of word k >>> 5 for key k), which is then the
 * smaller of the two and is intersected a word at a time.
 */
export type KeySet = { readonly keys: ArrayLike<number> } | { readonly bits: Uint32Array; readonly count: number };

export const sizeOf = (set: KeySet) => ('keys' in set ? set.keys.length : set.count);

/** Whether a set of `count` keys below `limit` is kept as a bitset. */
export const isDense = (count: number, limit: number) => count * 32 > limit;

/** The first index of a sorted array, between `start` and `end` (excluded), whose value is not below `value`; `end` if none. */
export function lowerBound<T>(sorted: ArrayLike<T>, value: T, start = 0, end = sorted.length): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The keys of several ascending lists, ascending and each once. */
export function union(lists: readonly ArrayLike<number>[]): number[] {
  const all = new Float64Array(lists.reduce((length, list) => length + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  const keys: number[] = [];
  for (const key of all) if (keys.length === 0 || keys[keys.length - 1] !== key) keys.push(key);
  return keys;
}

const holds = (bits: Uint32Array, key: number) => key >>> 5 < bits.length && (bits[key >>> 5] & (1 << (key & 31))) !== 0;

/** The bits set in a word. */
function ones(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function bitCount(bits: Uint32Array): number {
  let count = 0;
  for (let at = 0; at < bits.length; at += 1) count += ones(bits[at]);
  return count;
}

/** A bitset of `words` words holding the sets' keys. */
export function bitsetOf(sets: readonly KeySet[], words: number): { bits: Uint32Array; count: number } {
  const bits = new Uint32Array(words);
  for (const set of sets) {
    if ('bits' in set) for (let at = 0; at < set.bits.length; at += 1) bits[at] |= set.bits[at];
    else for (let at = 0; at < set.keys.length; at += 1) bits[set.keys[at] >>> 5] |= 1 << (set.keys[at] & 31);
  }
  return { bits, count: bitCount(bits) };
}

/**
 * The keys of an ascending list that a longer one also holds. Each is looked for from where the
 * last was found, by steps that double and then halve: as cheap as a merge when the lists are alike
 * in length, and as a binary search each when one is much shorter.
 */
function alsoIn(shorter: ArrayLike<number>, longer: ArrayLike<number>): number[] {
  const both: number[] = [];
  let from = 0;
  for (let at = 0; at < shorter.length && from < longer.length; at += 1) {
    const key = shorter[at];
    let step = 1;
    while (from + step < longer.length && longer[from + step] < key) step *= 2;
    from = lowerBound(longer, key, from, Math.min(from + step + 1, longer.length));
    if (longer[from] === key) both.push(key);
  }
  return both;
}

/** The keys every set holds: the smallest list's keys tested against each other set, or the bitsets' common words. */
export function intersection(sets: readonly KeySet[]): KeySet {
  const sorted = [...sets].sort((first, second) => sizeOf(first) - sizeOf(second));
  const driver = sorted.find((set) => 'keys' in set) as { keys: ArrayLike<number> } | undefined;
  if (!driver) {
    if (sorted.length === 1) return sorted[0];
    if (!sorted.length) return { keys: [] };
    const [first, ...others] = (sorted as { bits: Uint32Array }[]).map((set) => set.bits);
    return others.reduce(bothBits, { bits: first, count: 0 });
  }
  let keys = driver.keys;
  for (const other of sorted) {
    if (other === driver) continue;
    keys = 'bits' in other ? heldBy(keys, other.bits) : alsoIn(keys, other.keys);
  }
  return { keys };
}

/** The keys both bitsets hold, and their count. */
function bothBits({ bits: first }: { bits: Uint32Array }, second: Uint32Array): { bits: Uint32Array; count: number } {
  const bits = new Uint32Array(Math.min(first.length, second.length));
  let count = 0;
  for (let at = 0; at < bits.length; at += 1) {
    const word = first[at] & second[at];
    if (word === 0) continue;
    bits[at] = word;
    count += ones(word);
  }
  return { bits, count };
}

/** The keys of the list that the bitset holds. */
function heldBy(keys: ArrayLike<number>, bits: Uint32Array): number[] {
  const held: number[] = [];
  for (let at = 0; at < keys.length; at += 1) if (holds(bits, keys[at])) held.push(keys[at]);
  return held;
}

/** The list's keys the set does not name. */
function without(keys: ArrayLike<number>, removed: ReadonlySet<number>): number[] {
  const kept: number[] = [];
  for (let at = 0; at < keys.length; at += 1) if (!removed.has(keys[at])) kept.push(keys[at]);
  return kept;
}

/** The keys from the `skipped`-th to the `skipped + size`-th, in the order given (`desc`: from the highest key down). */
export function keysAt(set: KeySet, order: 'asc' | 'desc', skipped: number, size: number): number[] {
  const count = sizeOf(set);
  const keys: number[] = [];
  if ('keys' in set) {
    for (let at = skipped; at < Math.min(count, skipped + size); at += 1) keys.push(set.keys[order === 'asc' ? at : count - 1 - at]);
    return keys;
  }
  // Bits are read a word at a time from the end the order starts at, skipping whole words while they fit in what is skipped.
  let left = skipped;
  const { bits } = set;
  for (let step = 0; step < bits.length && keys.length < size; step += 1) {
    const at = order === 'asc' ? step : bits.length - 1 - step;
    let word = bits[at];
    if (word === 0) continue;
    const held = ones(word);
    if (held <= left) {
      left -= held;
      continue;
    }
    const inWord: number[] = [];
    for (; word !== 0; word &= word - 1) inWord.push(at * 32 + 31 - Math.clz32(word & -word));
    if (order === 'desc') inWord.reverse();
    for (const key of inWord.slice(left)) if (keys.length < size) keys.push(key);
    left = 0;
  }
  return keys;
}

/** The set without the given keys and with the added ones (ascending), in the form it had; `limit` is above every key. */
export function amended(set: KeySet, removed: ReadonlySet<number>, added: readonly number[], limit: number): KeySet {
  if ('keys' in set) {
    const kept = removed.size ? without(set.keys, removed) : set.keys;
    return { keys: added.length ? union([kept, added]) : kept };
  }
  const bits = new Uint32Array(Math.max(set.bits.length, (limit + 31) >>> 5));
  bits.set(set.bits);
  for (const key of removed) if (key >>> 5 < bits.length) bits[key >>> 5] &= ~(1 << (key & 31));
  for (const key of added) bits[key >>> 5] |= 1 << (key & 31);
  return { bits, count: bitCount(bits) };
}
