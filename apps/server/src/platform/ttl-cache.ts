import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache for public, read-mostly answers (the SOS lookup and page): lru-cache
 * with a time to live. Entries live `ttlMs`; any successful write through the API clears the whole
 * cache in this process (the onSend hook in app.ts), so other processes are at most `ttlMs` behind.
 */
export class TtlCache {
  private readonly lru: LRUCache<string, { value: unknown }>;
  /** Counts the clears: what was read before one may be stale, and is not kept after it (platform/fast-lane.ts). */
  generation = 0;
  /** `clock`: where the time is read (lru-cache's default, performance.now(), unless a test gives a fake one). */
  constructor(
    readonly ttlMs: number,
    maxEntries = 10_000,
    clock?: { now(): number },
  ) {
    this.lru = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false, ...(clock ? { perf: clock } : {}) });
  }

  get<V>(key: string): V | undefined {
    return this.lru.get(key)?.value as V | undefined;
  }

  /** Any value, `undefined` and `null` included (lru-cache itself refuses `undefined`). */
  set(key: string, value: unknown): void {
    this.lru.set(key, { value });
  }

  /**
   * The kept value, or `load`'s. Callers asking for a key while it is being loaded share that one
   * load: a crowd arriving at once (a server just started, an entry just expired) costs the
   * database one query, not one each. A load begun before a clear() is not shared after it.
   */
  async getOrLoad<V>(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.lru.get(key);
    if (hit) return hit.value as V;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<V>;
    const loads = this.loading;
    const loaded = load().then(
      (value) => {
        if (loads.get(key) === loaded) {
          loads.delete(key);
          // Cleared meanwhile: answered, but not kept.
          if (loads === this.loading) this.set(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (loads.get(key) === loaded) loads.delete(key);
        throw err;
      },
    );
    loads.set(key, loaded);
    return loaded;
  }

  /** Loads under way, by key (getOrLoad); a clear() starts a new map. */
  private loading = new Map<string, Promise<unknown>>();

  clear(): void {
    this.generation += 1;
    this.lru.clear();
    this.loading = new Map();
  }
}
