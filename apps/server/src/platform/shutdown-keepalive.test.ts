import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerShutdownRefusal } from './request-hooks.js';

/**
 * A load balancer keeps connections open to each instance (nginx `keepalive`). On SIGTERM a connection
 * that was answering a request must not stay open after its answer: Node's server.close() closes only
 * the connections idle at that moment, so the process waited for the balancer to drop the connection
 * (or for keepAliveTimeout) and hit the 10 s shutdown limit, exiting 1 (bench/reliability/balancer.ts).
 */
describe('shutting down with kept-alive connections', () => {
  let app: FastifyInstance;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterEach(async () => {
    agent.destroy();
    await app?.close();
  });

  it('answers a request in flight at SIGTERM, closes its connection, and finishes closing at once', async () => {
    app = Fastify({ keepAliveTimeout: 72_000 });
    registerShutdownRefusal(app);
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const get = () =>
      new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
        })
          .on('error', reject)
          .end();
      });
    // The connection is kept alive after a first answer, as the balancer's is.
    expect((await get()).connection).toBe('keep-alive');

    const inFlight = get();
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const closed = app.close().then(() => Date.now() - started);
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, connection: 'close', body: '{"ok":true}' });
    const closeMs = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(Infinity), 5000))]);
    expect(closeMs).toBeLessThan(2000);
  });
});
