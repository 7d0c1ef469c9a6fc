import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { RecordingSms } from '../../../test/recording-sms.js';
import { bearer, createTestApp } from '../../../test/test-app.js';
import { notifications } from '../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION } from '../../seed.js';
import { ownerId, post, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';

withSosApp();

describe('delivery', () => {
  it('retries a message the gateway could not take, with backoff, until it is sent', async () => {
    await t.app.services.worker.runOnce();
    sms.sent = [];
    sms.script = ['retryable', 'retryable', 'retryable'];
    const id = (await post(sosBody({ reasonId: urgentReasonId }))).json().data._id;
    await t.app.services.worker.runOnce();
    const failedOnce = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(failedOnce.filter((n) => n.status === 'queued')).toHaveLength(3);
    expect(failedOnce.every((n) => n.lastError === 'gateway timed out' && n.attempts === 1)).toBe(true);
    // Not due yet: nothing is sent before the backoff has passed.
    expect(await t.app.services.worker.runOnce()).toBe(0);
    t.clock.advance(6);
    await t.app.services.worker.runOnce();
    const done = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(done.every((n) => n.status === 'sent' && n.attempts === 2)).toBe(true);
    expect(sms.sent).toHaveLength(3);
  });

  it('marks a message failed at once when the gateway says it can never be sent', async () => {
    sms.script = ['final'];
    const id = (await post(sosBody({ reasonId: urgentReasonId }))).json().data._id;
    await t.app.services.worker.runOnce();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(rows.filter((n) => n.status === 'failed')).toHaveLength(1);
    expect(rows.filter((n) => n.status === 'sent')).toHaveLength(2);
  });

  it('resumes after a restart: queued rows and rows a dead process left half-sent are delivered', async () => {
    const id = (await post(sosBody({ reasonId: urgentReasonId }))).json().data._id;
    // A process claimed one row and died before sending it.
    const [stuck] = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id)).limit(1);
    await t.database.db
      .update(notifications)
      .set({ status: 'sending', lockedUntil: new Date(t.clock.now().getTime() + 60_000), attempts: 1 })
      .where(eq(notifications.id, stuck!.id));
    const { buildApp } = await import('../../app.js');
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      sms,
      clock: t.clock.now,
      worker: false,
    });
    try {
      expect(await restarted.services.worker.runOnce()).toBe(2);
      t.clock.advance(61);
      expect(await restarted.services.worker.runOnce()).toBe(1);
    } finally {
      await restarted.close();
    }
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(rows.every((n) => n.status === 'sent')).toBe(true);
  });

  it('sends each message once when two workers run at the same time', async () => {
    sms.sent = [];
    const id = (await post(sosBody({ reasonId: urgentReasonId }))).json().data._id;
    const { NotificationWorker } = await import('../../platform/notification-worker.js');
    const other = new NotificationWorker(t.database.db, sms, t.clock.now);
    const [a, b] = await Promise.all([t.app.services.worker.runOnce(), other.runOnce()]);
    expect(a + b).toBe(3);
    expect(sms.sent).toHaveLength(3);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(rows.every((n) => n.status === 'sent')).toBe(true);
  });
});

describe('seeing and closing SOS calls', () => {
  it('lists calls for an admin with reason, vehicle, owner, sender and delivery states, and resolves one', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const id = (await post(sosBody({ reasonId: urgentReasonId, latitude: 19.076, longitude: 72.8777 }))).json().data
      ._id;
    await t.app.services.worker.runOnce();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/soscall?status=open&page=1&limit=10',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const call = list.json().data.find((c: { _id: string }) => c._id === id);
    expect(call).toMatchObject({
      status: 'open',
      reason: { reasonText: 'Accident' },
      severity: 'urgent',
      vehicle: { registrationNumber: DEMO_REGISTRATION },
      owner: { name: 'Aarav Sharma' },
      creatorName: 'Ravi Kumar',
      location: { mapUrl: 'https://maps.google.com/?q=19.076000,72.877700' },
    });
    expect(call.notifications.map((n: { status: string }) => n.status)).toEqual(['sent', 'sent', 'sent']);
    expect(list.json().total).toBeGreaterThan(0);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/soscall/${id}`,
      headers: bearer(admin),
      payload: { status: 'resolved', note: 'Owner moved the car' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ status: 'resolved', note: 'Owner moved the car' });
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/soscall?status=open&limit=100',
      headers: bearer(admin),
    });
    expect(open.json().data.find((c: { _id: string }) => c._id === id)).toBeUndefined();
  });

  it('shows an owner the alerts about their own vehicles only', async () => {
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/soscalls', headers: bearer(owner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.length).toBeGreaterThan(0);
    expect(mine.json().data.every((c: { owner: { _id: string } }) => c.owner._id === ownerId)).toBe(true);
    const other = await insertUser(t.database.db, { usertype: 'Customer' });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/my/soscalls',
      headers: bearer(await t.signIn(other.phone)),
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('streams new SOS calls to an admin over Server-Sent Events', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/notifications/stream`, {
      headers: bearer(admin),
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const sent = await post(sosBody({ reasonId: urgentReasonId, creatorName: 'Live Witness' }));
    const id = sent.json().data._id;
    while (!text.includes(id)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    controller.abort();
    expect(text).toContain('event: soscall');
    expect(text).toContain('Live Witness');
  });

  it('closes open streams when the server stops, so stopping takes no time', async () => {
    const other = await createTestApp({ sms: new RecordingSms() });
    const admin = await other.signIn(other.config.adminPhone);
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/notifications/stream`, { headers: bearer(admin) });
    const reader = res.body!.getReader();
    await reader.read();
    const started = Date.now();
    await Promise.race([other.close(), new Promise((r) => setTimeout(r, 5000))]);
    expect(Date.now() - started).toBeLessThan(2000);
    // The stream was ended by the server.
    let done = false;
    while (!done) done = (await reader.read()).done;
  });
});
