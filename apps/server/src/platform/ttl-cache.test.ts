import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

/** A load that answers when told (finish answers the latest call), counting its calls. */
function controlledLoad() {
  let calls = 0;
  let answer: (v: string) => void = () => {};
  return {
    load: () => {
      calls++;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    },
    finish: (v: string) => answer(v),
    loads: () => calls,
  };
}

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

  it('loads an answer read in the last fifth of its life again in the background: its readers never wait for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const cache = new TtlCache(1000, 10, { now: () => Date.now() });
    const { load, finish, loads } = controlledLoad();
    const first = cache.getOrLoad('tag:SAFE2026', load);
    finish('Aarav');
    expect(await first).toBe('Aarav');
    // Young: answered from the cache, nothing loaded.
    vi.advanceTimersByTime(700);
    expect(await cache.getOrLoad('tag:SAFE2026', load)).toBe('Aarav');
    expect(loads()).toBe(1);
    // In its last fifth: answered at once with what is kept, and loaded again once, however many read it.
    vi.advanceTimersByTime(200);
    expect(await cache.getOrLoad('tag:SAFE2026', load)).toBe('Aarav');
    expect(await cache.getOrLoad('tag:SAFE2026', load)).toBe('Aarav');
    expect(loads()).toBe(2);
    finish('Aarav Sharma');
    await Promise.resolve();
    // Past the first answer's life, the new one is there: no reader waited for the database.
    vi.advanceTimersByTime(300);
    expect(cache.get('tag:SAFE2026')).toBe('Aarav Sharma');
    expect(await cache.getOrLoad('tag:SAFE2026', load)).toBe('Aarav Sharma');
    expect(loads()).toBe(2);
  });

  it('keeps the old answer for its life when a refresh fails, then loads it as missing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const cache = new TtlCache(1000, 10, { now: () => Date.now() });
    cache.set('reason:x', 'Car blocking the way');
    vi.advanceTimersByTime(900);
    const failing = () => Promise.reject(new Error('database down'));
    expect(await cache.getOrLoad('reason:x', failing)).toBe('Car blocking the way');
    await Promise.resolve();
    expect(cache.get('reason:x')).toBe('Car blocking the way');
    vi.advanceTimersByTime(200);
    await expect(cache.getOrLoad('reason:x', failing)).rejects.toThrow('database down');
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
    const { load, finish, loads } = controlledLoad();
    const crowd = Promise.all(Array.from({ length: 50 }, () => cache.getOrLoad('tag:SAFE2026', load)));
    finish('Aarav');
    expect(await crowd).toEqual(Array(50).fill('Aarav'));
    expect(loads()).toBe(1);
    expect(cache.get('tag:SAFE2026')).toBe('Aarav');

    let failed = 0;
    const failing = () => {
      failed++;
      return Promise.reject(new Error('database down'));
    };
    const tries = Array.from({ length: 3 }, () => cache.getOrLoad('reason:x', failing));
    for (const t of tries) await expect(t).rejects.toThrow('database down');
    // The three shared one load, and its failure was not kept.
    expect(failed).toBe(1);
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

  it('answers everyone who asked before a clear from the one load begun then, and keeps none of it', async () => {
    const cache = new TtlCache(60_000);
    const { load, finish, loads } = controlledLoad();
    const early = [cache.getOrLoad('tag:SAFE2026', load), cache.getOrLoad('tag:SAFE2026', load)];
    cache.clear();
    finish('shown');
    expect(await Promise.all(early)).toEqual(['shown', 'shown']);
    expect(loads()).toBe(1);
    // Nobody asked after the clear: the stale answer is still not kept.
    expect(cache.get('tag:SAFE2026')).toBeUndefined();
    expect(await cache.getOrLoad('tag:SAFE2026', async () => 'hidden')).toBe('hidden');
  });

  it('keeps the load begun after a clear shared, and not overwritten, when the older one ends after it began', async () => {
    const cache = new TtlCache(60_000);
    const finish: ((v: string) => void)[] = [];
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => finish.push(resolve));
    };
    const before = cache.getOrLoad('k', load);
    cache.clear();
    const after = cache.getOrLoad('k', load);
    // The older load ends first: a third caller still joins the newer one, not a load of its own.
    finish[0]!('old');
    expect(await before).toBe('old');
    const third = cache.getOrLoad('k', load);
    expect(loads).toBe(2);
    finish[1]!('new');
    expect(await Promise.all([after, third])).toEqual(['new', 'new']);
    expect(cache.get('k')).toBe('new');
    // And the other way round: an older load ending after the newer one was kept does not replace it.
    const late = cache.getOrLoad('j', load);
    cache.clear();
    const fresh = cache.getOrLoad('j', load);
    finish[3]!('fresh');
    expect(await fresh).toBe('fresh');
    finish[2]!('stale');
    expect(await late).toBe('stale');
    expect(cache.get('j')).toBe('fresh');
  });
});
