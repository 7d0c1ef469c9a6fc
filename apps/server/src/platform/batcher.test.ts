import { describe, expect, it } from 'vitest';
import { Batcher, type Settled, settleEach } from './batcher.js';

/** A batch runner that answers when told: the batches it was given, and a way to finish the oldest. */
function controlled() {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<Settled<string>[]>((resolve) => {
      batches.push(items);
      finishers.push(() => resolve(items.map((i) => ({ ok: true, value: `#${i}` }))));
    });
  const finishOldest = async () => {
    finishers.shift()?.();
    // Let the answers and the next batch's start run.
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, finishOldest };
}

describe('Batcher', () => {
  it('sends an item alone at once when a slot is free, and those that came meanwhile together, in order', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxInFlight: 1, maxBatch: 10 });
    const answers = [1, 2, 3, 4].map((i) => batcher.add(i));
    expect(c.batches).toEqual([[1]]);
    expect(batcher.queued).toBe(3);
    await c.finishOldest();
    expect(c.batches).toEqual([[1], [2, 3, 4]]);
    await c.finishOldest();
    expect(await Promise.all(answers)).toEqual(['#1', '#2', '#3', '#4']);
    expect(batcher.queued).toBe(0);
  });

  it('runs at most maxInFlight batches at once, each at most maxBatch long', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxInFlight: 2, maxBatch: 3 });
    const answers = Array.from({ length: 9 }, (_, i) => batcher.add(i));
    expect(c.batches).toEqual([[0], [1]]);
    await c.finishOldest();
    expect(c.batches).toEqual([[0], [1], [2, 3, 4]]);
    await c.finishOldest();
    await c.finishOldest();
    await c.finishOldest();
    expect(c.batches.slice(3)).toEqual([[5, 6, 7], [8]]);
    await c.finishOldest();
    expect(await Promise.all(answers)).toHaveLength(9);
  });

  it('settles each item with its own outcome, and a failed batch fails only its items', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      async (items) => {
        calls++;
        if (calls === 2) throw new Error('the database went away');
        return items.map((i) => (i < 0 ? { ok: false, error: new Error(`bad ${i}`) } : { ok: true, value: i * 10 }));
      },
      { maxInFlight: 1, maxBatch: 2 },
    );
    const first = batcher.add(-1);
    const second = [batcher.add(2), batcher.add(3)];
    const third = batcher.add(4);
    await expect(first).rejects.toThrow('bad -1');
    await expect(second[0]).rejects.toThrow('the database went away');
    await expect(second[1]).rejects.toThrow('the database went away');
    expect(await third).toBe(40);
  });

  it('with gather, the items given in one turn leave together; with size, a batch stops before its limit', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxInFlight: 1, maxBatch: 10, size: { of: (i) => i, max: 10 }, gather: true });
    const answers = [4, 5, 3, 9, 20, 1].map((i) => batcher.add(i));
    // Nothing leaves within the turn the items were given in.
    expect(c.batches).toEqual([]);
    await new Promise((r) => setImmediate(r));
    // 4 + 5 fits in 10, 3 more would not; an item larger than the limit still leaves, alone.
    expect(c.batches).toEqual([[4, 5]]);
    for (let i = 0; i < 4; i++) await c.finishOldest();
    expect(c.batches).toEqual([[4, 5], [3], [9], [20], [1]]);
    await c.finishOldest();
    expect(await Promise.all(answers)).toEqual(['#4', '#5', '#3', '#9', '#20', '#1']);
  });

  it('idle resolves once every item given so far has been answered', async () => {
    const c = controlled();
    const batcher = new Batcher(c.run, { maxInFlight: 1, maxBatch: 10 });
    await batcher.idle();
    void batcher.add(1);
    void batcher.add(2);
    let idle = false;
    void batcher.idle().then(() => {
      idle = true;
    });
    await c.finishOldest();
    expect(idle).toBe(false);
    await c.finishOldest();
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(true);
  });

  it("settleEach keeps one item's failure from the others", async () => {
    const out = await settleEach([1, 2, 3], async (i) => {
      if (i === 2) throw new Error('two');
      return i;
    });
    expect(out.map((o) => o.ok)).toEqual([true, false, true]);
  });
});
