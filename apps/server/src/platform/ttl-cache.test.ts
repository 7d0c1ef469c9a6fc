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

  it('lets a crowd asking at once for a missing answer share one load, and keeps no failure', async () => {
    const cache = new TtlCache(60_000);
    let loads = 0;
    let finish!: (v: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const crowd = Promise.all(Array.from({ length: 50 }, () => cache.getOrLoad('tag:SAFE2026', load)));
    finish('Aarav');
    expect(await crowd).toEqual(Array(50).fill('Aarav'));
    expect(loads).toBe(1);
    expect(cache.get('tag:SAFE2026')).toBe('Aarav');

    const failing = () => {
      loads++;
      return Promise.reject(new Error('database down'));
    };
    const tries = Array.from({ length: 3 }, () => cache.getOrLoad('reason:x', failing));
    for (const t of tries) await expect(t).rejects.toThrow('database down');
    expect(loads).toBe(2);
    expect(await cache.getOrLoad('reason:x', async () => 'Blocking')).toBe('Blocking');
  });

  it('does not keep, or share after a clear, what was loaded before the clear', async () => {
    const cache = new TtlCache(60_000);
    let finish!: (v: string) => void;
    const before = cache.getOrLoad(
      'tag:SAFE2026',
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    // The owner hides their details while the old answer is being read.
    cache.clear();
    const after = cache.getOrLoad('tag:SAFE2026', async () => 'hidden');
    finish('shown');
    expect(await before).toBe('shown');
    expect(await after).toBe('hidden');
    expect(cache.get('tag:SAFE2026')).toBe('hidden');
  });
});
