import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingSms } from '../../../test/recording-sms.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../platform/config.js';
import { reasons, users } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/rate-limit.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION, DEMO_TAG_CODE, seed } from '../../seed.js';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: true });
  });
  afterAll(async () => t?.close());

  it('/healthz says the process answers; /readyz checks the database, the migrations and the sender', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrationsPending: 0, sender: 'running' });
  });

  it('is not ready while a migration of this version is missing from the database', async () => {
    const table = t.database.kind === 'pglite' ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations';
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.database.db.execute(sql.raw(`select * from ${table} order by id desc limit 1`)),
    );
    await t.database.db.execute(sql.raw(`delete from ${table} where id = ${last!.id}`));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'NOT_READY', database: 'ok', migrationsPending: 1 });
      expect(res.json().message).toMatch(/1 migration/);
    } finally {
      await t.database.db.execute(
        sql`insert into ${sql.raw(table)} (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready without its database, and still alive, so an orchestrator does not restart it for an outage', async () => {
    const config = testConfig();
    const { database, drop } = await openTestDatabase();
    await seed(database.db, config);
    const app = await buildApp({ config, database, worker: false });
    await app.ready();
    await drop();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'NOT_READY', database: 'down', sender: 'off' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });
});

describe('metrics', () => {
  let t: TestApp;
  const sms = new RecordingSms();
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, sms });
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : undefined;
  };

  it('counts accepted alerts, delivery outcomes and the outbox, and times requests by route', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
    // Urgent: every recipient is texted at once (no text held by the escalation ladder).
    const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.severity, 'urgent')).limit(1);
    expect(value(await scrape(), 'safesathi_sos_alerts_accepted_total')).toBe(0);

    await t.app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` });
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      payload: {
        creatorName: 'Ravi',
        creatorNumber: '9876543210',
        reasonId: reason!.id,
        vehicleNumber: DEMO_REGISTRATION,
        user: owner!.id,
      },
    });
    expect(alert.statusCode).toBe(201);

    const before = await scrape();
    expect(value(before, 'safesathi_sos_alerts_accepted_total')).toBe(1);
    const queued = value(before, 'safesathi_outbox_messages{status="queued"}')!;
    expect(queued).toBeGreaterThanOrEqual(1);
    // By route pattern: the tag's code is not a label.
    expect(before).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/soscall\/:qrcodename",status="200"\} 1/,
    );
    expect(before).not.toContain(DEMO_TAG_CODE);
    expect(before).toContain('process_resident_memory_bytes');

    // The gateway fails the first text once: it waits in the outbox for its retry, the others are sent.
    sms.script = ['retryable'];
    await t.app.services.worker.runOnce();
    const after = await scrape();
    expect(value(after, 'safesathi_notification_attempts_total{outcome="retry"}')).toBe(1);
    expect(value(after, 'safesathi_notification_attempts_total{outcome="sent"}')).toBe(sms.sent.length);
    expect(sms.sent.length).toBe(queued - 1);
    expect(value(after, 'safesathi_outbox_messages{status="queued"}')).toBe(1);
  });

  it('in production, exists only with METRICS_TOKEN, and asks for it', async () => {
    const closed = await createTestApp({ config: { devTools: false, isProduction: true } });
    const open = await createTestApp({
      config: { devTools: false, isProduction: true, metricsToken: 'scraper-token-0123456789' },
    });
    try {
      const off = await closed.app.inject({ method: 'GET', url: '/metrics' });
      expect(off.statusCode).toBe(404);
      expect(off.body).not.toContain('safesathi_');
      const anonymous = await open.app.inject({ method: 'GET', url: '/metrics' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const wrong = await open.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      const scraper = await open.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scraper-token-0123456789' },
      });
      expect(scraper.statusCode).toBe(200);
      expect(scraper.body).toContain('safesathi_sos_alerts_accepted_total');
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
