import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAdmission } from './admission.js';

let app: FastifyInstance;
afterEach(async () => app?.close());

/**
 * A server whose /work takes `ms` per request, behind the admission queue; what the tests wait for
 * instead of a fixed time: how many requests arrived, run and wait.
 */
async function serve(ms: number, maxConcurrent: number, maxWaitMs: number) {
  app = Fastify();
  let running = 0;
  let peak = 0;
  let arrived = 0;
  const order: number[] = [];
  // Registered first, so it runs before the admission queue sees the request.
  app.addHook('onRequest', async () => {
    arrived++;
  });
  const admission = registerAdmission(app, { maxConcurrent, maxWaitMs, exempt: (p) => p === '/health' });
  app.get('/work', async (request) => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, ms));
    running--;
    order.push(Number((request.query as { n: string }).n));
    return { ok: true };
  });
  app.get('/health', async () => ({ status: 'ok' }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    order,
    peak: () => peak,
    arrived: () => arrived,
    running: () => running,
    waiting: () => admission.waiting,
  };
}

describe('admission', () => {
  it('serves a fixed number at once, the rest in arrival order', async () => {
    const s = await serve(40, 2, 5000);
    const answers = [];
    for (let n = 0; n < 8; n++) {
      answers.push(fetch(`${s.base}/work?n=${n}`));
      // The next one leaves once this one is in: the order of arrival is known.
      await vi.waitFor(() => expect(s.arrived()).toBe(n + 1), { interval: 1 });
    }
    const res = await Promise.all(answers);
    expect(res.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(s.peak()).toBe(2);
    // First come, first served: nobody overtakes a request that waited longer.
    expect(s.order.slice(2)).toEqual([...s.order.slice(2)].sort((a, b) => a - b));
  });

  it('tells a request that cannot start in time to come back, and answers health checks at once', async () => {
    const s = await serve(300, 1, 200);
    const first = fetch(`${s.base}/work?n=0`);
    await vi.waitFor(() => expect(s.running()).toBe(1), { interval: 1 });
    const started = Date.now();
    const [second, third, health] = await Promise.all([
      fetch(`${s.base}/work?n=1`),
      fetch(`${s.base}/work?n=2`, { headers: { accept: 'text/html' } }),
      fetch(`${s.base}/health`).then((r) => ({ r, ms: Date.now() - started })),
    ]);
    expect(health.r.status).toBe(200);
    expect(health.ms).toBeLessThan(150);
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('1');
    expect(await second.json()).toEqual({
      status: 'Error',
      success: false,
      code: 'SERVICE_BUSY',
      message: 'We are very busy right now. Please try again in a few seconds.',
    });
    // A browser form gets a page that still points to 112.
    expect(third.status).toBe(503);
    expect(await third.text()).toContain('href="tel:112"');
    expect((await first).status).toBe(200);
    // The slots came back: the next request is served.
    expect((await fetch(`${s.base}/work?n=3`)).status).toBe(200);
  });

  it('gives the slot of a client that went away to the next one', async () => {
    const s = await serve(100, 1, 5000);
    const first = fetch(`${s.base}/work?n=0`);
    const gone = new AbortController();
    const abandoned = fetch(`${s.base}/work?n=1`, { signal: gone.signal }).catch(() => null);
    // It goes away while it waits in the queue.
    await vi.waitFor(() => expect(s.waiting()).toBe(1), { interval: 1 });
    gone.abort();
    await abandoned;
    const next = await fetch(`${s.base}/work?n=2`);
    expect(next.status).toBe(200);
    expect((await first).status).toBe(200);
  });
});
