import { setImmediate as nextTick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Channel } from './db/client.js';
import { EventBus } from './events.js';

/** A channel like PostgreSQL's, as slow to answer as a busy database: what was published, in order. */
function slowChannel(ms: number, fail?: (message: string) => boolean) {
  const published: string[] = [];
  const channel: Channel = {
    async publish(message) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (fail?.(message)) throw new Error('the database is away');
      published.push(message);
    },
    async subscribe() {
      return async () => {};
    },
  };
  const ids = () => published.flatMap((m) => (JSON.parse(m) as { payload: { id: string } }[]).map((x) => x.payload.id));
  return { channel, published, ids };
}

describe('EventBus.broadcast', () => {
  it('sends the notices given while a NOTIFY is on its way together in the next, in order', async () => {
    const { channel, published, ids } = slowChannel(30);
    const bus = new EventBus(channel);
    // 400 alerts, a few per tick of the event loop, as a busy server accepts them.
    const sent: Promise<void>[] = [];
    for (let i = 0; i < 400; i++) {
      sent.push(bus.broadcast('soscall-created', { id: `call-${i}` }));
      if (i % 4 === 3) await nextTick();
    }
    await Promise.all(sent);
    expect(ids()).toEqual(Array.from({ length: 400 }, (_, i) => `call-${i}`));
    // A NOTIFY per tick would be 100; one at a time, each carrying what waited, is a handful.
    expect(published.length).toBeLessThanOrEqual(4);
    for (const m of published) expect(Buffer.byteLength(m)).toBeLessThan(8000);
  });

  it('splits what waited into NOTIFYs PostgreSQL accepts (under 8,000 bytes each)', async () => {
    const { channel, published, ids } = slowChannel(1);
    const bus = new EventBus(channel);
    const long = 'x'.repeat(900);
    await Promise.all(Array.from({ length: 40 }, (_, i) => bus.broadcast('soscall-created', { id: `${i}${long}` })));
    expect(published.length).toBeGreaterThanOrEqual(5);
    for (const m of published) expect(Buffer.byteLength(m)).toBeLessThan(8000);
    expect(ids()).toEqual(Array.from({ length: 40 }, (_, i) => `${i}${long}`));
  });

  it('fails only the notices of a NOTIFY that failed; those after it still leave', async () => {
    let failOnce = true;
    const { channel, ids } = slowChannel(5, () => {
      const fail = failOnce;
      failOnce = false;
      return fail;
    });
    const bus = new EventBus(channel);
    const first = bus.broadcast('soscall-created', { id: 'lost' });
    await nextTick();
    const second = bus.broadcast('soscall-created', { id: 'kept' });
    await expect(first).rejects.toThrow('the database is away');
    await expect(second).resolves.toBeUndefined();
    expect(ids()).toEqual(['kept']);
  });

  it('stop waits for the notices already given, so none is cut off by the database closing', async () => {
    const { channel, ids } = slowChannel(20);
    const bus = new EventBus(channel);
    await bus.start();
    void bus.broadcast('soscall-created', { id: 'a' });
    await nextTick();
    void bus.broadcast('soscall-created', { id: 'b' });
    await bus.stop();
    expect(ids()).toEqual(['a', 'b']);
  });
});
