import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/client.js';
import { errorBody } from './errors.js';
import { contentAnswer, failures } from './responses.js';

/**
 * Prometheus metrics of one process: request latency by route, alerts accepted, delivery attempts
 * by outcome, and the SMS outbox as the database holds it (shared by every instance), read when
 * scraped. One registry per app, so tests that build many apps do not mix their figures.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly sosAccepted = new Counter({
    name: 'safesathi_sos_alerts_accepted_total',
    help: 'SOS alerts accepted and stored by this process',
    registers: [this.registry],
  });
  readonly deliveryAttempts = new Counter({
    name: 'safesathi_notification_attempts_total',
    help: 'SMS delivery attempts made by this process, by outcome: sent, retry (will be tried again), failed (given up)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly deliverySeconds = new Histogram({
    name: 'safesathi_delivery_seconds',
    help: 'Time from a message being due to its provider accepting it, by channel (sms, push, whatsapp), for messages sent by this process',
    labelNames: ['channel'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });

  /** Alerts stored per statement (ADR 0084): 1 while the database keeps up, more the busier it is. */
  readonly sosAcceptBatch = new Histogram({
    name: 'safesathi_sos_accept_batch_size',
    help: 'SOS alerts stored together in one statement and transaction by this process (1: alone)',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });

  /** Requests whose Idempotency-Key had been seen (ADR 0070): replayed, reused with another request, or in flight. */
  readonly idempotencyHits = new Counter({
    name: 'safesathi_idempotency_hits_total',
    help: 'Requests whose idempotency key was seen before, by endpoint (sos, answer, call) and outcome: replayed (the first answer again), reused (another request: 422), in_flight (409)',
    labelNames: ['endpoint', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(db: Db) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'safesathi_outbox_messages',
      help: 'Texts in the SMS outbox by state (all instances): queued, sending, failed (undelivered)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await outboxCounts(db);
        for (const status of ['queued', 'sending', 'failed'] as const) this.set({ status }, counts[status]);
      },
    });
    new Gauge({
      name: 'safesathi_outbox_oldest_due_seconds',
      help: 'How long the oldest text that is due has waited to be sent (0 when none waits)',
      registers: [this.registry],
      async collect() {
        this.set(await oldestDueSeconds(db));
      },
    });
    new Gauge({
      name: 'safesathi_sos_oldest_undelivered_seconds',
      help: 'How long the oldest SOS message not yet accepted by its provider has been due (all instances; 0 when none)',
      registers: [this.registry],
      async collect() {
        this.set(await oldestUndeliveredSosSeconds(db));
      },
    });
  }
}

async function outboxCounts(db: Db): Promise<Record<'queued' | 'sending' | 'failed', number>> {
  const result = await db.execute(sql`
    select status, count(*)::int as n from notifications
    where status in ('queued', 'sending', 'failed') group by status`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { status: string; n: number }[];
  const counts = { queued: 0, sending: 0, failed: 0 };
  for (const r of rows) counts[r.status as keyof typeof counts] = Number(r.n);
  return counts;
}

async function oldestDueSeconds(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as s from notifications
    where status = 'queued' and next_attempt_at <= now()`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { s: number }[];
  return Math.max(0, Number(rows[0]?.s ?? 0));
}

/**
 * An alert's message that is due, or was tried and is waiting for its next try, and that no
 * provider has taken yet; due since its first try (or since it became due, before one). A text the
 * ladder holds, or one waiting for a push to be seen, is not due yet.
 */
async function oldestUndeliveredSosSeconds(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(extract(epoch from now() - min(coalesce(
      (select min(a.created_at) from notification_attempts a where a.notification_id = n.id), n.next_attempt_at))), 0)::float8 as s
    from notifications n
    where n.sos_call_id is not null and n.status in ('queued', 'sending') and (n.attempts > 0 or n.next_attempt_at <= now())`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { s: number }[];
  return Math.max(0, Number(rows[0]?.s ?? 0));
}

/**
 * Times every answer (by route pattern, never the raw path, which may carry a code) and serves
 * GET /metrics: to a scraper presenting METRICS_TOKEN as a bearer token, or to anyone in development
 * and tests; without a token in production /metrics is a 404 (the figures are the business's,
 * and a reverse proxy would otherwise publish them).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, o: { token?: string; open: boolean }): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? '(unmatched)', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const expected = o.token ? Buffer.from(`Bearer ${o.token}`) : null;
  const schema = {
    hide: true,
    response: {
      200: contentAnswer('The metrics in the Prometheus text format', ['text/plain']),
      ...failures(401, 404),
    },
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    // Off: a plain 404, rather than the web app's page for an unknown path.
    if (!expected && !o.open) return reply.status(404).send(errorBody('NOT_FOUND', 'Not found.'));
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send(errorBody('UNAUTHENTICATED', 'Metrics need the scraper token (METRICS_TOKEN) as a bearer token.'));
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
