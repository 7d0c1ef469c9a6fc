import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache for public, read-mostly answers (the SOS lookup and page): lru-cache
 * with a time to live. Entries live `ttlMs`; any successful write through the API clears the whole
 * cache in this process (the onSend hook in app.ts), so other processes are at most `ttlMs` behind.
 * An entry read in the last fifth of its life is loaded again in the background while the reader
 * gets it at once (refresh ahead): an answer in demand never expires under its readers, who would
 * otherwise all wait for the database once every `ttlMs` (docs/decisions/0085-cache-refresh-ahead.md).
 */
interface Loading {
  generation: number;
  promise: Promise<unknown>;
}

/** The share of an entry's life after which a read of it starts loading it again. */
const REFRESH_AFTER = 0.8;

export class TtlCache {
  private readonly lru: LRUCache<string, { value: unknown; refreshAt: number }>;
  private readonly clock: { now(): number };
  /** Counts the clears: what was read before one may be stale, and is not kept after it (platform/fast-lane.ts). */
  generation = 0;
  /** `clock`: where the time is read (lru-cache's default, performance.now(), unless a test gives a fake one). */
  constructor(
    readonly ttlMs: number,
    maxEntries = 10_000,
    clock?: { now(): number },
  ) {
    this.lru = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false, ...(clock ? { perf: clock } : {}) });
    this.clock = clock ?? performance;
  }

  get<V>(key: string): V | undefined {
    return this.lru.get(key)?.value as V | undefined;
  }

  /** Any value, `undefined` and `null` included (lru-cache itself refuses `undefined`). */
  set(key: string, value: unknown): void {
    this.lru.set(key, { value, refreshAt: this.clock.now() + this.ttlMs * REFRESH_AFTER });
  }

  /**
   * The kept value, or `load`'s. Callers asking for a key while it is being loaded share that one
   * load: a crowd arriving at once (a server just started, an entry just expired) costs the
   * database one query, not one each. A load begun before a clear() (an older `generation`) is
   * answered to those who asked before it, but neither kept nor shared with anyone asking after it.
   * A kept value due for its refresh is answered at once, and loaded again once in the background.
   */
  async getOrLoad<V>(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.lru.get(key);
    if (hit) {
      if (hit.refreshAt <= this.clock.now() && !this.loading.has(key))
        // A failed refresh keeps nothing and tells no one: the entry lives out its time, then is loaded as missing.
        this.startLoad(key, load).catch(() => {});
      return hit.value as V;
    }
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise as Promise<V>;
    return this.startLoad(key, load);
  }

  /** Loads `key`, shared with those who ask for it meanwhile; kept unless the cache was cleared meanwhile. */
  private startLoad<V>(key: string, load: () => Promise<V>): Promise<V> {
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
