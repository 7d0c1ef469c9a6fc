import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/client.js';
import { reasons, users } from '../src/platform/db/schema.js';
import { EventBus } from '../src/platform/events.js';
import { DEFAULT_REASONS, DEMO_TAG_CODE, seed } from '../src/seed.js';
import { latestOtp } from './test-app.js';

// Several server instances on one PostgreSQL (PGlite is one process by nature).
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('instances started at the same time', () => {
  it('migrate and seed one after the other: all start, and the seed is there once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url, schemaName })));
    const config = testConfig({ seedDemo: true });
    try {
      await Promise.all(
        instances.map((d) =>
          d.exclusive(async () => {
            await d.migrate();
            await seed(d.db, config);
          }),
        ),
      );
      const db = instances[0]!.db;
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.phone, config.adminPhone));
      expect(admins!.n).toBe(1);
      const [reasonRows] = await db.select({ n: count() }).from(reasons);
      expect(reasonRows!.n).toBe(DEFAULT_REASONS.length);
    } finally {
      await instances[0]!.pool!.query(`drop schema if exists "${schemaName}" cascade`);
      await Promise.all(instances.map((d) => d.close()));
    }
  });

  it('carry live events across: an admin on B sees all 40 alerts posted through A', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const [dbA, dbB] = await Promise.all([1, 2].map(() => openDatabase({ url, schemaName })));
    // Every alert texted at once and no per-address limit in the way: this test is about the events.
    const config = testConfig({
      seedDemo: true,
      limits: { ...testConfig().limits, sosPerIp: 1000, sosNotifyWindowSeconds: 1 },
    });
    await dbA!.exclusive(async () => {
      await dbA!.migrate();
      await seed(dbA!.db, config);
    });
    const a = await buildApp({ config, database: dbA!, worker: false });
    const b = await buildApp({ config, database: dbB!, worker: false });
    const stream = new AbortController();
    try {
      await Promise.all([a.ready(), b.ready()]);
      const baseB = await b.listen({ port: 0, host: '127.0.0.1' });
      await b.inject({ method: 'POST', url: '/api/user/otp-generate', payload: { phone: config.adminPhone } });
      const otp = await latestOtp(b, config.adminPhone);
      const verified = await b.inject({
        method: 'POST',
        url: '/api/user/otp-verify',
        payload: { phone: config.adminPhone, otp },
      });
      const token = verified.json().token as string;
      const res = await fetch(`${baseB}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${token}` },
        signal: stream.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      const seen = () => text.split('event: soscall\n').length - 1;
      const reading = (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          text += new TextDecoder().decode(value);
          if (seen() >= 40) return;
        }
      })().catch(() => {});
      const [reason] = await dbA!.db.select().from(reasons).limit(1);
      const posted = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          a.inject({
            method: 'POST',
            url: '/api/soscall',
            payload: {
              creatorName: `Asha ${i}`,
              creatorNumber: '9876543210',
              reasonId: reason!.id,
              qrcodename: DEMO_TAG_CODE,
            },
            remoteAddress: `192.0.2.${i + 1}`,
          }),
        ),
      );
      expect(posted.map((p) => p.statusCode)).toEqual(Array(40).fill(201));
      await Promise.race([reading, new Promise((r) => setTimeout(r, 10_000))]);
      expect(seen()).toBe(40);
      for (const p of posted) expect(text).toContain(`id: ${p.json().data._id}`);
    } finally {
      stream.abort();
      await Promise.all([a.close(), b.close()]);
      await dbA!.pool!.query(`drop schema if exists "${schemaName}" cascade`);
      await Promise.all([dbA!.close(), dbB!.close()]);
    }
  });

  it('send a burst of notices in a few NOTIFYs, and every notice arrives, in order', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const [dbA, dbB] = await Promise.all([1, 2].map(() => openDatabase({ url, schemaName })));
    const a = new EventBus(dbA!.channel);
    const b = new EventBus(dbB!.channel);
    const received: string[] = [];
    let notifies = 0;
    const stopRaw = await dbB!.channel!.subscribe(() => notifies++);
    try {
      await Promise.all([a.start(), b.start()]);
      b.onBroadcast('soscall-created', ({ id }) => received.push(id));
      // 500 alerts accepted in the same moment: one NOTIFY each would be 500 transactions.
      const ids = Array.from({ length: 500 }, () => randomBytes(16).toString('hex'));
      await Promise.all(ids.map((id) => a.broadcast('soscall-created', { id })));
      const deadline = Date.now() + 10_000;
      while (received.length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(received).toEqual(ids);
      // About 60 bytes a notice, under 8,000 bytes a NOTIFY.
      expect(notifies).toBeGreaterThanOrEqual(4);
      expect(notifies).toBeLessThanOrEqual(6);
    } finally {
      await stopRaw();
      await Promise.all([a.stop(), b.stop()]);
      await dbA!.pool!.query(`drop schema if exists "${schemaName}" cascade`);
      await Promise.all([dbA!.close(), dbB!.close()]);
    }
  });
});
