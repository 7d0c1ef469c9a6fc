import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecordingSms } from '../../test/recording-sms.js';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.js';
import { insertTaggedOwner } from '../../test/user-fixtures.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../seed.js';
import { notifications, reasons } from './db/schema.js';
import { NotificationWorker } from './notification-worker.js';
import type { SmsMessage, SmsProvider } from './sms/index.js';

/** A gateway whose answer for each message the test decides: after a delay, or never. */
class ControlledSms implements SmsProvider {
  readonly name = 'controlled';
  sent: SmsMessage[] = [];
  calls = 0;
  delayMs = 0;
  hangFor = new Set<string>();
  async send(m: SmsMessage) {
    this.calls += 1;
    if (this.hangFor.has(m.phone)) return new Promise<never>(() => {});
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    this.sent.push(m);
    return { providerMessageId: `c-${this.sent.length}` };
  }
}

let t: TestApp;
const sms = new RecordingSms();
let reasonId: string;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({
    seedDemo: true,
    sms,
    config: { delivery: { retrySeconds: 3600, concurrency: 16, timeoutMs: 10_000 } },
  });
  // Urgent: the owner and every contact are texted at once (no escalation ladder to wait for).
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.severity, 'urgent')).limit(1);
  reasonId = reason!.id;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  // Nothing left over from the test before, and a fresh texting window.
  sms.script = [];
  await t.app.services.worker.runOnce();
  sms.sent = [];
  t.clock.advance(t.config.limits.sosNotifyWindowSeconds + 1);
});

const alert = async (app: TestApp = t, code = DEMO_TAG_CODE) => {
  const reason =
    app === t
      ? reasonId
      : (await app.database.db.select().from(reasons).where(eq(reasons.severity, 'urgent')).limit(1))[0]!.id;
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/soscall',
    payload: { creatorName: 'Asha', creatorNumber: '9876543210', reasonId: reason, qrcodename: code },
    remoteAddress: `192.0.2.${++ip}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
};
const textsOf = (app: TestApp, callId: string) =>
  app.database.db.select().from(notifications).where(eq(notifications.sosCallId, callId));

/** Polls until `done` holds or `ms` pass. */
async function waitUntil(done: () => boolean | Promise<boolean>, ms = 5000, every = 10): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, every));
}

/** Alerts about `n` different vehicles (each with two contacts): 3n texts, none summed into another. */
async function alertsApart(app: TestApp, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { code } = await insertTaggedOwner(app.database.db);
    ids.push(await alert(app, code));
  }
  return ids;
}

/** A fresh app whose gateway the test controls (answering after `delayMs`), closed afterwards. */
async function withGateway(delayMs: number, work: (app: TestApp, gateway: ControlledSms) => Promise<void>) {
  const gateway = new ControlledSms();
  gateway.delayMs = delayMs;
  const app = await createTestApp({ seedDemo: true, sms: gateway });
  try {
    await work(app, gateway);
  } finally {
    await app.close();
  }
}

describe('a text the gateway keeps refusing', () => {
  it('is retried with capped backoff for the whole retry window, then marked failed where admin and owner see it, and can be sent again', async () => {
    const id = await alert();
    sms.script = Array(1000).fill('retryable');
    await t.app.services.worker.runOnce();
    // Well past the old six attempts, still trying: the window is an hour here.
    let rounds = 0;
    for (; rounds < 40; rounds++) {
      const rows = await textsOf(t, id);
      if (rows.every((n) => n.status === 'failed')) break;
      expect(rows.every((n) => n.status === 'queued')).toBe(true);
      t.clock.advance(301);
      await t.app.services.worker.runOnce();
    }
    const failed = await textsOf(t, id);
    expect(failed.every((n) => n.status === 'failed')).toBe(true);
    // 5 s, 15 s, 45 s, 135 s, then every 5 minutes until an hour has passed.
    expect(failed[0]!.attempts).toBeGreaterThanOrEqual(12);
    expect(failed[0]!.lastError).toBe('gateway timed out');
    sms.script = [];

    const admin = await t.signIn(t.config.adminPhone);
    const undelivered = await t.app.inject({
      method: 'GET',
      url: '/api/soscall?delivery=failed&limit=50',
      headers: bearer(admin),
    });
    expect(undelivered.statusCode).toBe(200);
    expect(undelivered.json().data.map((c: { _id: string }) => c._id)).toEqual([id]);
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/soscalls', headers: bearer(owner) });
    const seen = mine.json().data.find((c: { _id: string }) => c._id === id);
    expect(seen.notifications.map((n: { status: string }) => n.status)).toEqual(['failed', 'failed', 'failed']);

    // The gateway is back: the admin sends them again.
    sms.sent = [];
    const retry = await t.app.inject({ method: 'POST', url: `/api/soscall/${id}/retry`, headers: bearer(admin) });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe('3 texts queued again.');
    await t.app.services.worker.runOnce();
    expect((await textsOf(t, id)).every((n) => n.status === 'sent')).toBe(true);
    expect(sms.sent.filter((m) => m.body.includes('alert'))).toHaveLength(3);
    const again = await t.app.inject({ method: 'POST', url: `/api/soscall/${id}/retry`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    const customer = await t.app.inject({ method: 'POST', url: `/api/soscall/${id}/retry`, headers: bearer(owner) });
    expect(customer.statusCode).toBe(403);
  });
});

describe('the sender', () => {
  it('sends each text on its own: one gateway call that never answers holds up no other, and is retried after its timeout', async () => {
    await withGateway(0, async (app, gateway) => {
      const worker = new NotificationWorker(
        app.database.background ?? app.database.db,
        gateway,
        app.clock.now,
        undefined,
        {
          sendTimeoutMs: 400,
          pollMs: 50,
        },
      );
      try {
        const id = await alert(app);
        const rows = await textsOf(app, id);
        const hung = rows.find((n) => n.recipientRole === 'owner')!;
        gateway.hangFor.add(hung.phone);
        const started = Date.now();
        worker.start();
        await waitUntil(() => gateway.sent.length >= rows.length - 1);
        // The others went out at once, not after the hung call's timeout.
        expect(gateway.sent).toHaveLength(rows.length - 1);
        expect(Date.now() - started).toBeLessThan(400);
        let owner = hung;
        await waitUntil(
          async () => {
            [owner] = await app.database.db.select().from(notifications).where(eq(notifications.id, hung.id));
            return owner.status === 'queued' && owner.attempts > 0;
          },
          5000,
          20,
        );
        expect(owner.status).toBe('queued');
        expect(owner.lastError).toMatch(/no answer within 400 ms/);
      } finally {
        await worker.stop(100);
      }
    });
  });

  it('keeps sending after being kicked while every slot was busy', async () => {
    await withGateway(30, async (app, gateway) => {
      const worker = new NotificationWorker(app.database.db, gateway, app.clock.now, undefined, {
        concurrency: 2,
        pollMs: 60_000,
      });
      try {
        await alertsApart(app, 4);
        worker.start();
        await waitUntil(() => worker.busy >= 2, 5000, 2);
        // New alerts arrive while both slots are taken (the poll is a minute away: only kicks drive it).
        for (let i = 0; i < 5; i++) worker.kick();
        await waitUntil(() => gateway.sent.length >= 12);
        expect(gateway.sent).toHaveLength(12);
      } finally {
        await worker.stop(100);
      }
    });
  });

  it('keeps the lease of a slow send alive, so no other process sends it again', async () => {
    await withGateway(1500, async (app, gateway) => {
      const a = new NotificationWorker(app.database.db, gateway, app.clock.now, undefined, {
        leaseSeconds: 1,
        heartbeatMs: 200,
        pollMs: 50,
      });
      const b = new NotificationWorker(app.database.db, gateway, app.clock.now, undefined, { leaseSeconds: 1 });
      try {
        const id = await alert(app);
        const count = (await textsOf(app, id)).length;
        a.start();
        await waitUntil(() => a.busy >= count);
        // The clock moves past the one-second lease in steps shorter than it (no real wait), each
        // followed by a heartbeat renewing the lease from the time moved to…
        for (let step = 0; step < 4; step++) {
          app.clock.advance(0.3);
          const from = app.clock.now().getTime() + 1000;
          const renewed = async () =>
            (await textsOf(app, id)).every((n) => n.status !== 'sending' || n.lockedUntil!.getTime() >= from);
          await waitUntil(renewed, 5000, 10);
          expect(await renewed()).toBe(true);
        }
        // …so, past the lease it was first claimed with, the other worker still finds nothing to take.
        expect(await b.runOnce()).toBe(0);
        await waitUntil(() => gateway.sent.length >= count, 5000, 20);
        expect(gateway.calls).toBe(count);
        // Outcomes are written after the gateway answers, in a batch: wait for them, then none was sent twice.
        await waitUntil(async () => (await textsOf(app, id)).every((n) => n.status === 'sent'), 5000, 20);
        expect((await textsOf(app, id)).every((n) => n.status === 'sent')).toBe(true);
        expect(gateway.calls).toBe(count);
      } finally {
        await a.stop(100);
      }
    });
  });

  it('on stop finishes the texts it is sending and leaves the rest queued for others', async () => {
    await withGateway(300, async (app, gateway) => {
      const worker = new NotificationWorker(app.database.db, gateway, app.clock.now, undefined, {
        concurrency: 2,
        pollMs: 50,
      });
      const ids = await alertsApart(app, 4);
      worker.start();
      await waitUntil(() => worker.busy >= 2, 5000, 5);
      const stopping = Date.now();
      await worker.stop();
      expect(Date.now() - stopping).toBeLessThan(1000);
      const rows = await app.database.db.select().from(notifications).where(inArray(notifications.sosCallId, ids));
      expect(rows.filter((n) => n.status === 'sending')).toHaveLength(0);
      expect(rows.filter((n) => n.status === 'sent').length).toBe(gateway.sent.length);
      expect(rows.filter((n) => n.status === 'queued').length).toBeGreaterThan(0);
    });
  });
});

describe('claiming', () => {
  it('answers the claimed texts with everything needed to send them, in one statement', async () => {
    const id = await alert();
    const claimed = await t.app.services.worker.claim(10);
    const rows = await textsOf(t, id);
    expect(claimed.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const c of claimed) {
      const row = rows.find((r) => r.id === c.id)!;
      expect(c).toMatchObject({ phone: row.phone, body: row.body, attempts: 1 });
      expect(row.status).toBe('sending');
    }
    // Give them back for the tests after this one.
    await t.database.db
      .update(notifications)
      .set({ status: 'queued', attempts: 0, lockedUntil: null })
      .where(eq(notifications.sosCallId, id));
  });
});
