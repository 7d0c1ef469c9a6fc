import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('the public answers cache', () => {
  afterEach(() => vi.useRealTimers());

  it('forgets an answer once its time is up', () => {
    // A fake clock instead of a real wait: the cache reads Date.now() and lru-cache's 1-ms reading
    // of the time is kept by a timer, both faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const cache = new TtlCache(40, 10, { now: () => Date.now() });
    cache.set('SAFE2026', { owner: 'Aarav' });
    expect(cache.get('SAFE2026')).toEqual({ owner: 'Aarav' });
    vi.advanceTimersByTime(30);
    expect(cache.get('SAFE2026')).toEqual({ owner: 'Aarav' });
    vi.advanceTimersByTime(20);
    expect(cache.get('SAFE2026')).toBeUndefined();
  });

  it('keeps the most recently used answers when full, and loads each missing one once', async () => {
    const cache = new TtlCache(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.getOrLoad('none', load)).toBeNull();
    expect(await cache.getOrLoad('none', load)).toBeNull();
    expect(loads).toBe(1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
