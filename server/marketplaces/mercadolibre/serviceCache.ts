/** Answers of MercadoLibre's slow-changing lookups (fees, categories, catalog) kept in memory for a while. */
export class ServiceCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed lookup is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
