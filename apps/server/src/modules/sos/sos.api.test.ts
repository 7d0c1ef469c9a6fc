import { gunzipSync, gzipSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { RecordingSms } from '../../../test/recording-sms.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { notifications, qrTags, reasons, sosCalls, users } from '../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION, DEMO_TAG_CODE } from '../../seed.js';

let t: TestApp;
const sms = new RecordingSms();
let ownerId: string;
let reasonId: string;
let ipSeq = 0;
/** Each test speaks from its own address so the per-IP limit only bites where a test wants it. */
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, sms });
  const [owner] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
  ownerId = owner!.id;
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, 'Car blocking the way'));
  reasonId = reason!.id;
});
afterAll(async () => t?.close());
beforeEach(() => {
  sms.sent = [];
  sms.script = [];
  // Each test starts after the last one's texting window: its first alert is texted at once.
  t.clock.advance(t.config.limits.sosNotifyWindowSeconds + 1);
});

const sosBody = (extra: Record<string, unknown> = {}) => ({
  creatorName: 'Ravi Kumar',
  creatorNumber: '9876543210',
  reasonId,
  vehicleNumber: DEMO_REGISTRATION,
  user: ownerId,
  ...extra,
});
const post = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/soscall', payload, remoteAddress: ip });
/** Writes straight to the database skip the API's cache invalidation, so the tests clear it themselves. */
const setShowDetails = async (on: boolean) => {
  await t.database.db.update(users).set({ showDetails: on }).where(eq(users.id, ownerId));
  t.app.services.publicCache.clear();
};
const countCalls = async () => (await t.database.db.select({ n: count() }).from(sosCalls))[0]!.n;

describe('looking a tag up', () => {
  it('shows the registration number and, when the owner allows it, their name and phone', async () => {
    await setShowDetails(true);
    const res = await t.app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      vehical: { registrationNumber: DEMO_REGISTRATION },
      user: { _id: ownerId, showDetails: true, name: 'Aarav Sharma', countryCode: '91', phone: DEMO_CUSTOMER_PHONE },
    });
  });

  it('keeps name and phone on the server when showDetails is off, in the API and in the page', async () => {
    await setShowDetails(false);
    const api = await t.app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE.toLowerCase()}` });
    expect(api.json().data.user).toEqual({ _id: ownerId, showDetails: false });
    const page = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DEMO_REGISTRATION);
    expect(page.body).not.toContain('Aarav');
    expect(page.body).not.toContain(DEMO_CUSTOMER_PHONE);
    await setShowDetails(true);
    const shown = await t.app.inject({ method: 'GET', url: `/sos-call/${DEMO_TAG_CODE}` });
    expect(shown.body).toContain('Aarav Sharma');
    expect(shown.body).toContain(`tel:+91${DEMO_CUSTOMER_PHONE}`);
  });

  it('answers unknown and inactive tags with 404 and a page that still offers 112', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/soscall/ZZZZ9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TAG_NOT_FOUND');
    await t.database.db.insert(qrTags).values({ code: 'NEWTAG23', status: 'unassigned' });
    t.app.services.publicCache.clear();
    const inactive = await t.app.inject({ method: 'GET', url: '/api/soscall/NEWTAG23' });
    expect(inactive.json().code).toBe('TAG_NOT_ACTIVE');
    const page = await t.app.inject({ method: 'GET', url: '/ZZZZ9999' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This tag is not registered');
    expect(page.body).toContain('href="tel:112"');
    const inactivePage = await t.app.inject({ method: 'GET', url: '/sos-call/NEWTAG23' });
    expect(inactivePage.statusCode).toBe(404);
    expect(inactivePage.body).toContain('This tag is not active yet');
  });
});

describe('the SOS page', () => {
  it('fits in 14 KB gzip with its CSS and script, needing no other request', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    const gz = gzipSync(res.body).length;
    expect(gz).toBeLessThanOrEqual(14 * 1024);
    expect(gunzipSync(gzipSync(res.body)).toString()).toBe(res.body);
    // Nothing to fetch: no external script, stylesheet or image.
    expect(res.body).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet|<img[^>]+src="(?!data:)/);
    expect(res.headers['content-security-policy']).toContain("script-src 'sha256-");
  });

  it('lists only active reasons as radio buttons, in Hindi when the browser asks for it', async () => {
    await t.database.db
      .update(reasons)
      .set({ status: 'inactive' })
      .where(eq(reasons.reasonText, 'Vehicle being towed'));
    t.app.services.publicCache.clear();
    const en = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(en.body).toContain('Car blocking the way');
    expect(en.body).not.toContain('Vehicle being towed');
    expect(en.body).toContain('<html lang="en"');
    const hi = await t.app.inject({
      method: 'GET',
      url: `/${DEMO_TAG_CODE}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hi.body).toContain('<html lang="hi"');
    expect(hi.body).toContain('गाड़ी रास्ता रोक रही है');
    const forced = await t.app.inject({
      method: 'GET',
      url: `/${DEMO_TAG_CODE}?lang=en`,
      headers: { 'accept-language': 'hi' },
    });
    expect(forced.body).toContain('<html lang="en"');
    await t.database.db.update(reasons).set({ status: 'active' }).where(eq(reasons.reasonText, 'Vehicle being towed'));
    t.app.services.publicCache.clear();
  });

  it('shows a change made through the API on the very next view of the page', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const before = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(before.statusCode).toBe(200);
    const suspend = await t.app.inject({
      method: 'PUT',
      url: `/api/qrcode/${DEMO_TAG_CODE}`,
      headers: bearer(admin),
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('This tag is not active yet');
    await t.app.inject({
      method: 'PUT',
      url: `/api/qrcode/${DEMO_TAG_CODE}`,
      headers: bearer(admin),
      payload: { status: 'active' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` })).statusCode).toBe(200);
  });

  it('never shows a bystander an owner detail the owner has just changed or hidden (the lookup is cached)', async () => {
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const lookup = async () => (await t.app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` })).json();
    const before = await lookup();
    expect(before.data.user).toMatchObject({ showDetails: true, phone: DEMO_CUSTOMER_PHONE });
    const oldName = before.data.user.name as string;
    const editMe = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(owner), payload });
    // Cached now: the next two changes must show at once all the same.
    expect((await editMe({ name: 'Aarav S' })).statusCode).toBe(200);
    expect((await lookup()).data.user.name).toBe('Aarav S');
    const page = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(page.body).toContain('Aarav S');
    expect((await editMe({ showDetails: false })).statusCode).toBe(200);
    const hidden = await lookup();
    expect(hidden.data.user).toEqual({ _id: before.data.user._id, showDetails: false });
    expect(JSON.stringify(hidden)).not.toContain(DEMO_CUSTOMER_PHONE);
    await editMe({ name: oldName, showDetails: true });
    expect((await lookup()).data.user.name).toBe(oldName);
  });

  it('posts as a plain form: success is a 303 to /success', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: nextIp(),
      payload: new URLSearchParams({
        ...sosBody(),
        qrcodename: DEMO_TAG_CODE,
        latitude: '',
        longitude: '',
        lang: 'hi',
      } as Record<string, string>).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/success?lang=hi');
    const success = await t.app.inject({ method: 'GET', url: '/success' });
    expect(success.body).toContain('Request sent successfully');
    expect(success.body).toContain('href="/"');
  });

  it('answers a form without a reason with the page, the message beside the field, and what was typed', async () => {
    const before = await countCalls();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: nextIp(),
      payload: `qrcodename=${DEMO_TAG_CODE}&creatorName=Ravi+Kumar&creatorNumber=98765`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/id="reason-err">Please select a reason</);
    expect(res.body).toMatch(/id="mobile-err">Enter your 10-digit mobile number</);
    expect(res.body).toContain('value="Ravi Kumar"');
    expect(res.body).toContain('value="98765"');
    expect(await countCalls()).toBe(before);
  });
});

describe('sending an SOS', () => {
  it('stores the call and queues one SMS for the owner and each emergency contact', async () => {
    await t.app.services.worker.runOnce();
    sms.sent = [];
    const res = await post(sosBody({ latitude: 28.6139, longitude: 77.209 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Request sent successfully' });
    const id = res.json().data._id;
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(queued.map((n) => n.phone).sort()).toEqual([DEMO_CUSTOMER_PHONE, '9000000003', '9000000004']);
    expect(queued.every((n) => n.status === 'queued')).toBe(true);

    expect(await t.app.services.worker.runOnce()).toBe(3);
    const owner = sms.to(DEMO_CUSTOMER_PHONE)[0]!.body;
    expect(owner).toContain('Your vehicle is blocking the way. Please move it.');
    expect(owner).toContain(DEMO_REGISTRATION);
    expect(owner).toContain('Ravi Kumar, +91 9876543210');
    expect(owner).toContain('https://maps.google.com/?q=28.613900,77.209000');
    expect(sms.to('9000000003')[0]!.body).toContain("Aarav Sharma's vehicle");
    const after = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(after.every((n) => n.status === 'sent' && n.sentAt)).toBe(true);
  });

  it('refuses a sender whose owner and vehicle do not match an active tag', async () => {
    const stranger = await insertUser(t.database.db, { usertype: 'Customer' });
    const res = await post(sosBody({ user: stranger.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TAG_NOT_ACTIVE');
    const wrongPlate = await post(sosBody({ qrcodename: DEMO_TAG_CODE, vehicleNumber: 'MH12XY9999' }));
    expect(wrongPlate.statusCode).toBe(400);
  });

  it('refuses an inactive reason, naming the field', async () => {
    const [r] = await t.database.db
      .insert(reasons)
      .values({ reasonText: 'Old', notificationText: 'x', status: 'inactive' })
      .returning();
    const res = await post(sosBody({ reasonId: r!.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'reasonId', message: 'Please select a reason' }]);
  });

  it('stores only a salted hash of the sender address', async () => {
    const res = await post(sosBody(), '203.0.113.77');
    const [row] = await t.database.db.select().from(sosCalls).where(eq(sosCalls.id, res.json().data._id));
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });

  it('limits one address to 5 alerts in 10 minutes, with Retry-After', async () => {
    const ip = '198.51.100.5';
    for (let i = 0; i < 5; i++) expect((await post(sosBody(), ip)).statusCode).toBe(201);
    const sixth = await post(sosBody(), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/call 112/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(601);
    expect((await post(sosBody(), ip)).statusCode).toBe(201);
  });

  it('never silences a genuine bystander: a flood is stored, and the owner gets one text per window saying how many came', async () => {
    const db = t.database.db;
    await t.app.services.worker.runOnce();
    sms.sent = [];
    const before = await countCalls();
    const flooder = '198.51.100.66';
    expect((await post(sosBody({ creatorName: 'Prankster' }), flooder)).statusCode).toBe(201);
    await t.app.services.worker.runOnce();
    const alertsToOwner = () => sms.to(DEMO_CUSTOMER_PHONE).filter((m) => m.body.includes('alert'));
    expect(alertsToOwner()).toHaveLength(1);

    // One address is stopped by its own limit; many addresses at once are all accepted.
    const fromOne = await Promise.all(
      Array.from({ length: 29 }, () => post(sosBody({ creatorName: 'Prankster' }), flooder)),
    );
    expect(fromOne.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(fromOne.filter((r) => r.statusCode === 429)).toHaveLength(25);
    const fromMany = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(sosBody({ creatorName: 'Botnet' }), `198.51.101.${i}`)),
    );
    expect(fromMany.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const genuine = await post(
      sosBody({ creatorName: 'Genuine Bystander', creatorNumber: '9811111111' }),
      '203.0.113.200',
    );
    expect(genuine.statusCode).toBe(201);
    expect(await countCalls()).toBe(before + 1 + 4 + 40 + 1);

    // Every accepted alert is visible to the owner.
    const ownerToken = await t.signIn(DEMO_CUSTOMER_PHONE);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/soscalls?limit=100', headers: bearer(ownerToken) });
    expect(mine.json().data.map((c: { _id: string }) => c._id)).toContain(genuine.json().data._id);

    // No second text inside the window (signIn moved the clock 61 s)...
    await t.app.services.worker.runOnce();
    expect(alertsToOwner()).toHaveLength(1);
    // ...then one text standing for all 45 later alerts, naming the latest sender.
    t.clock.advance(t.config.limits.sosNotifyWindowSeconds);
    await t.app.services.worker.runOnce();
    const texts = alertsToOwner();
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain('45 alerts for your vehicle');
    expect(texts[1]!.body).toContain('Genuine Bystander, +91 9811111111');
    // The emergency contacts are texted on the same rule: twice, not 46 times.
    const contactTexts = sms.sent.filter((m) => m.phone !== DEMO_CUSTOMER_PHONE);
    const perContact = new Map<string, number>();
    for (const m of contactTexts) perContact.set(m.phone, (perContact.get(m.phone) ?? 0) + 1);
    for (const n of perContact.values()) expect(n).toBe(2);
    const held = await db.select().from(notifications).where(eq(notifications.status, 'queued'));
    expect(held).toHaveLength(0);
  });

  it('takes the per-address limit and its window from the settings (SOS_IP_LIMIT, SOS_IP_WINDOW_MINUTES)', async () => {
    const strict = await createTestApp({
      seedDemo: true,
      sms: new RecordingSms(),
      config: { limits: { ...t.config.limits, sosPerIp: 2, sosIpWindowSeconds: 60 } },
    });
    try {
      const [reason] = await strict.database.db.select().from(reasons).limit(1);
      const send = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/soscall',
          payload: {
            creatorName: 'Asha',
            creatorNumber: '9876543210',
            reasonId: reason!.id,
            qrcodename: DEMO_TAG_CODE,
          },
          remoteAddress: '192.0.2.7',
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
      strict.clock.advance(61);
      expect((await send()).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('stores nothing when queueing the messages fails: call and messages are one transaction', async () => {
    const db = t.database.db;
    await db.execute(
      sql`create or replace function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`,
    );
    await db.execute(
      sql`create trigger fail_notifications before insert on notifications for each row execute function fail_insert()`,
    );
    const before = await countCalls();
    try {
      const res = await post(sosBody());
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: 'Error', code: 'INTERNAL' });
      expect(res.body).not.toContain('outbox down');
    } finally {
      await db.execute(sql`drop trigger fail_notifications on notifications`);
    }
    expect(await countCalls()).toBe(before);
  });
});

describe('delivery', () => {
  it('retries a message the gateway could not take, with backoff, until it is sent', async () => {
    await t.app.services.worker.runOnce();
    sms.sent = [];
    sms.script = ['retryable', 'retryable', 'retryable'];
    const id = (await post(sosBody())).json().data._id;
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
    const id = (await post(sosBody())).json().data._id;
    await t.app.services.worker.runOnce();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(rows.filter((n) => n.status === 'failed')).toHaveLength(1);
    expect(rows.filter((n) => n.status === 'sent')).toHaveLength(2);
  });

  it('resumes after a restart: queued rows and rows a dead process left half-sent are delivered', async () => {
    const id = (await post(sosBody())).json().data._id;
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
    const id = (await post(sosBody())).json().data._id;
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
    const id = (await post(sosBody({ latitude: 19.076, longitude: 72.8777 }))).json().data._id;
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
      reason: { reasonText: 'Car blocking the way' },
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
    const sent = await post(sosBody({ creatorName: 'Live Witness' }));
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
