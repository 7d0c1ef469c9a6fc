import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache for public, read-mostly answers (the SOS lookup and page): lru-cache
 * with a time to live. Entries live `ttlMs`; any successful write through the API clears the whole
 * cache in this process (the onSend hook in app.ts), so other processes are at most `ttlMs` behind.
 */
interface Loading {
  generation: number;
  promise: Promise<unknown>;
}

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
   * database one query, not one each. A load begun before a clear() (an older `generation`) is
   * answered to those who asked before it, but neither kept nor shared with anyone asking after it.
   */
  async getOrLoad<V>(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.lru.get(key);
    if (hit) return hit.value as V;
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise as Promise<V>;
    const generation = this.generation;
    const forget = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    const entry: Loading = {
      generation,
      promise: load().then(
        (value) => {
          forget();
          // Cleared meanwhile: answered, but not kept.
          if (generation === this.generation) this.set(key, value);
          return value;
        },
        (err: unknown) => {
          forget();
          throw err;
        },
      ),
    };
    this.loading.set(key, entry);
    return entry.promise as Promise<V>;
  }

  /** Loads under way, by key (getOrLoad), each with the generation it began in. */
  private readonly loading = new Map<string, Loading>();

  clear(): void {
    this.generation += 1;
    this.lru.clear();
  }
}
