/**
 * Counting a large table's matches, and even reading one page of it, costs more than answering
 * from memory, so a resource declared with `cacheLists` has its list answers remembered per query
 * until this process writes anything through the API, or for a few seconds at most (other
 * processes sharing a PostgreSQL database may write too).
 */
const maxAgeMs = 5_000;
const maxEntries = 2_000;

class ListCache {
  private readonly entries = new Map<string, { value: unknown; at: number }>();

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || Date.now() - entry.at > maxAgeMs) return undefined;
    return entry.value as T;
  }

  set(key: string, value: unknown) {
    if (this.entries.size >= maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
  }

  invalidate() {
    this.entries.clear();
  }
}

const byDatabase = new WeakMap<object, ListCache>();

/** The list answers remembered for one database (tests open several in one process). */
export function listTotalsOf(db: object): ListCache {
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = new ListCache()));
  return cache;
}
