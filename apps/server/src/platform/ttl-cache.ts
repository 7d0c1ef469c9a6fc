/**
 * A small in-process cache for public, read-mostly answers (the SOS lookup and page).
 * Entries live `ttlMs`; any successful write through the API clears the whole cache in this
 * process (see registerCacheInvalidation), so other processes are at most `ttlMs` behind.
 */
export class TtlCache {
  private readonly map = new Map<string, { value: unknown; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<V>(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value as V;
  }

  set(key: string, value: unknown): void {
    if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, { value, expires: this.now() + this.ttlMs });
  }

  async getOrLoad<V>(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get<V>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.map.clear();
  }
}
