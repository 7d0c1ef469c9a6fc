import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { RecordingSms } from '../../../test/recording-sms.js';
import { bearer, createTestApp } from '../../../test/test-app.js';
import { notifications, qrTags, reasons, sosCalls, users, userVehicles } from '../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION, DEMO_TAG_CODE } from '../../seed.js';
import {
  countCalls,
  ownerId,
  post,
  setShowDetails,
  sms,
  sosBody,
  t,
  urgentReasonId,
  withSosApp,
} from './sos-test-kit.js';

withSosApp();

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
    expect(inactive.json().message).toMatch(/not linked to a vehicle/);
    // 112 comes before anything else on every page a bystander may land on.
    for (const body of [page.body, inactivePage.body])
      expect(body.indexOf('href="tel:112"')).toBeLessThan(body.indexOf('<h1>'));
  });

  it("tells the truth about a switched-off tag: suspended, or its owner's account closed, is not 'not linked yet'", async () => {
    const owner = await insertUser(t.database.db, { usertype: 'Customer', name: 'Closed Account' });
    const [vehicle] = await t.database.db
      .insert(userVehicles)
      .values({ userId: owner.id, registrationNumber: 'KA01ZZ0042' })
      .returning();
    await t.database.db.insert(qrTags).values([
      { code: 'SWTAG234', status: 'suspended', vehicleId: vehicle!.id },
      { code: 'SWTAG235', status: 'active', vehicleId: vehicle!.id },
    ]);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    t.app.services.publicCache.clear();
    for (const code of ['SWTAG234', 'SWTAG235']) {
      const api = await t.app.inject({ method: 'GET', url: `/api/soscall/${code}` });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'TAG_NOT_ACTIVE', message: expect.stringMatching(/switched off/) });
      const page = await t.app.inject({ method: 'GET', url: `/${code}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This tag is switched off');
      expect(page.body).not.toContain('not linked');
      expect(page.body).not.toContain('not active yet');
      expect(page.body.indexOf('href="tel:112"')).toBeLessThan(page.body.indexOf('<h1>'));
    }
    const hindi = await t.app.inject({ method: 'GET', url: '/SWTAG234', headers: { 'accept-language': 'hi' } });
    expect(hindi.body).toContain('यह टैग बंद है');
  });
});

describe('sending an SOS', () => {
  it('stores the call and texts the owner and each emergency contact at once for an urgent reason', async () => {
    await t.app.services.worker.runOnce();
    sms.sent = [];
    const res = await post(sosBody({ reasonId: urgentReasonId, latitude: 28.6139, longitude: 77.209 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Request sent successfully' });
    expect(res.json().data.statusUrl).toMatch(/^\/alert\//);
    const id = res.json().data._id;
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(queued.map((n) => n.phone).sort()).toEqual([DEMO_CUSTOMER_PHONE, '9000000003', '9000000004']);
    expect(queued.every((n) => n.status === 'queued' && !n.held)).toBe(true);

    expect(await t.app.services.worker.runOnce()).toBe(3);
    const owner = sms.to(DEMO_CUSTOMER_PHONE)[0]!.body;
    expect(owner).toContain('EMERGENCY: your vehicle has been in an accident.');
    expect(owner).toContain(DEMO_REGISTRATION);
    expect(owner).toContain('From Ravi Kumar +919876543210');
    expect(owner).toContain('https://maps.google.com/?q=28.613900,77.209000');
    expect(owner).toMatch(/Answer: http:\/\/localhost:3000\/r\/[0-9A-Z]{12}$/);
    // A contact is told whose vehicle it is and why they hear of it; each text has its own link.
    const contact = sms.to('9000000003')[0]!.body;
    expect(contact).toContain(
      "Accident - Aarav Sharma's vehicle DL01AB1234 (you are Aarav Sharma's emergency contact)",
    );
    expect(contact).not.toContain('your vehicle');
    expect(contact.slice(-12)).not.toBe(owner.slice(-12));
    const after = await t.database.db.select().from(notifications).where(eq(notifications.sosCallId, id));
    expect(after.every((n) => n.status === 'sent' && n.sentAt)).toBe(true);
  });

  it('texts the owner first for a normal reason, and the contacts only when nobody answers in time', async () => {
    await t.app.services.worker.runOnce();
    sms.sent = [];
    const res = await post(sosBody({ landmark: 'Opposite Gate 3, City Mall' }));
    expect(res.statusCode).toBe(201);
    expect(await t.app.services.worker.runOnce()).toBe(1);
    const owner = sms.to(DEMO_CUSTOMER_PHONE)[0]!.body;
    expect(owner).toContain('SafeSathi alert: Your vehicle is blocking the way. Please move it. (DL01AB1234)');
    expect(owner).toContain('At: Opposite Gate 3, City Mall.');
    expect(sms.to('9000000003')).toHaveLength(0);

    // Still nothing for the contacts just before the ladder's step; then they are told.
    t.clock.advance(t.config.limits.sosEscalateSeconds - 5);
    expect(await t.app.services.worker.runOnce()).toBe(0);
    t.clock.advance(6);
    expect(await t.app.services.worker.runOnce()).toBe(2);
    expect(sms.to('9000000003')[0]!.body).toContain('(Aarav Sharma has not answered)');
    expect(sms.to('9000000004')).toHaveLength(1);
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
    // Urgent, so that the contacts are texted on the same rule as the owner (no ladder).
    const urgent = (x: Record<string, unknown>) => sosBody({ reasonId: urgentReasonId, ...x });
    await t.app.services.worker.runOnce();
    sms.sent = [];
    const before = await countCalls();
    const flooder = '198.51.100.66';
    expect((await post(urgent({ creatorName: 'Prankster' }), flooder)).statusCode).toBe(201);
    await t.app.services.worker.runOnce();
    const alertsToOwner = () => sms.to(DEMO_CUSTOMER_PHONE).filter((m) => m.body.includes('alert'));
    expect(alertsToOwner()).toHaveLength(1);

    // One address is stopped by its own limit; many addresses at once are all accepted.
    const fromOne = await Promise.all(
      Array.from({ length: 29 }, () => post(urgent({ creatorName: 'Prankster' }), flooder)),
    );
    expect(fromOne.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(fromOne.filter((r) => r.statusCode === 429)).toHaveLength(25);
    const fromMany = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(urgent({ creatorName: 'Botnet' }), `198.51.101.${i}`)),
    );
    expect(fromMany.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const genuine = await post(
      urgent({ creatorName: 'Genuine Bystander', creatorNumber: '9811111111' }),
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
    expect(texts[1]!.body).toContain('Genuine Bystander +919811111111');
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
