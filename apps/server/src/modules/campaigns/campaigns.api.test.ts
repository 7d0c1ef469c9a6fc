import type { PermissionFlag } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import {
  addresses,
  campaignRecipients,
  notifications,
  users,
  userVehicles,
  vehicleTypes,
} from '../../platform/db/schema.js';
import { ownerId, post, sms, sosBody, t, withSosApp } from '../sos/sos-test-kit.js';
import { CAMPAIGN_TEXT_DELAY_SECONDS, dispatchCampaigns } from './campaign-dispatcher.js';

// Five campaign texts a second: the cap is seen with a handful of customers.
withSosApp(() => ({ campaigns: { perSecond: 5, costPerSmsPaise: 30, linkHosts: [] } }));

const DLT = '1107161234567890123';
let seq = 0;

async function customersIn(state: string, n: number) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const u = await insertUser(t.database.db, {
      usertype: 'Customer',
      name: `${state} customer ${++seq}`,
      smsOffers: true,
    });
    await t.database.db
      .insert(addresses)
      .values({ userId: u.id, streetAdd: `${i + 1} Main Road`, city: 'Town', state, pincode: '400001' });
    made.push(u);
  }
  return made;
}

async function adminWith(flags: PermissionFlag[]) {
  const u = await insertUser(t.database.db, { usertype: 'Admin', flags });
  return t.signIn(u.phone);
}

const campaign = (segment: { kind: string; value?: string }, extra: Record<string, unknown> = {}) => ({
  name: 'Monsoon check-up',
  body: 'Monsoon offer: 20% off reflective tags this week.',
  dltTemplateId: DLT,
  segment,
  ...extra,
});

const estimate = async (token: string, segment: { kind: string; value?: string }) => {
  const res = await call(t, 'POST', '/api/campaigns/estimate', token, { segment, body: 'Hello' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { recipients: number; costPaise: number; parts: number };
};

const dispatcher = () => t.app.services.campaignDispatcher;

describe('SMS campaigns', () => {
  it('checks each flag on the server', async () => {
    const viewer = await adminWith(['viewCampaigns']);
    const adder = await adminWith(['addCampaigns']);
    const nobody = await adminWith(['viewOrder']);
    expect((await call(t, 'GET', '/api/campaigns', viewer)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/campaigns', viewer, campaign({ kind: 'all' }))).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/campaigns/estimate', viewer, { segment: { kind: 'all' } })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/campaigns', adder)).statusCode).toBe(403);
    const made = await call(
      t,
      'POST',
      '/api/campaigns',
      adder,
      campaign({ kind: 'all' }, { scheduledAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString() }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data._id;
    expect((await call(t, 'DELETE', `/api/campaigns/${id}`, adder)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/campaigns/${id}`, viewer)).statusCode).toBe(403);
    for (const [m, u] of [
      ['GET', '/api/campaigns'],
      ['POST', '/api/campaigns'],
      ['DELETE', `/api/campaigns/${id}`],
    ] as const) {
      const res = await call(t, m, u, nobody, m === 'GET' ? undefined : campaign({ kind: 'all' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const deleter = await adminWith(['deleteCampaigns']);
    expect((await call(t, 'DELETE', `/api/campaigns/${id}`, deleter)).statusCode).toBe(200);
  });

  it('counts each segment, never the customers who opted out, and prices every SMS part', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const [a, b, c] = await customersIn('Sikkim', 3);
    const [type] = await t.database.db.insert(vehicleTypes).values({ name: 'Tractor' }).returning();
    for (const [i, u] of [a!, b!].entries())
      await t.database.db
        .insert(userVehicles)
        .values({ userId: u.id, registrationNumber: `SK01AB${1000 + i}`, vehicleTypeId: type!.id });
    expect(await estimate(admin, { kind: 'state', value: 'sikkim' })).toMatchObject({
      recipients: 3,
      parts: 1,
      costPaise: 90,
    });
    expect((await estimate(admin, { kind: 'vehicleType', value: type!.id })).recipients).toBe(2);
    // Offers are off until ticked: the demo owner (the one active tag) ticks it in their profile.
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, ownerId));
    expect((await call(t, 'PUT', '/api/user/me', await t.signIn(owner!.phone), { smsOffers: true })).statusCode).toBe(
      200,
    );
    const all = (await estimate(admin, { kind: 'all' })).recipients;
    const noTag = (await estimate(admin, { kind: 'noActiveTag' })).recipients;
    // The demo owner's tag is active: everyone but them.
    expect(noTag).toBe(all - 1);

    // b opts out from their own profile: gone from every segment.
    const bToken = await t.signIn(b!.phone);
    const off = await call(t, 'PUT', '/api/user/me', bToken, { smsOffers: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.smsOffers).toBe(false);
    expect((await estimate(admin, { kind: 'state', value: 'Sikkim' })).recipients).toBe(2);
    expect((await estimate(admin, { kind: 'vehicleType', value: type!.id })).recipients).toBe(1);
    expect((await estimate(admin, { kind: 'all' })).recipients).toBe(all - 1);
    expect(c).toBeDefined();

    const bad = await call(t, 'POST', '/api/campaigns/estimate', admin, { segment: { kind: 'state' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toContain('value');
  });

  it('refuses a bad DLT id or a time in the past with the field and why', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const dlt = await call(t, 'POST', '/api/campaigns', admin, campaign({ kind: 'all' }, { dltTemplateId: '12345' }));
    expect(dlt.statusCode).toBe(400);
    expect(dlt.json().errors).toEqual([{ path: 'dltTemplateId', message: expect.stringContaining('19-digit') }]);
    const past = await call(
      t,
      'POST',
      '/api/campaigns',
      admin,
      campaign({ kind: 'all' }, { scheduledAt: new Date(t.clock.now().getTime() - 3600_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].path).toBe('scheduledAt');
  });

  it('feeds at most the cap a second, holds back while an SOS text waits, and the SOS goes first', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const goa = await customersIn('Goa', 12);
    const made = await call(t, 'POST', '/api/campaigns', admin, campaign({ kind: 'state', value: 'Goa' }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data._id;

    // Three dispatchers (processes) at once: the campaign starts once, and five texts in all enter the outbox.
    const deps = { publicUrl: t.config.publicUrl, perSecond: 5, retrySeconds: 3600 };
    const racing = await Promise.all([1, 2, 3].map(() => dispatchCampaigns(t.database.db, deps, t.clock.now())));
    expect(racing.reduce((n, r) => n + r.started, 0)).toBe(1);
    expect(racing.reduce((n, r) => n + r.fed, 0)).toBe(5);
    // Same second: the cap is spent.
    expect((await dispatcher().tick()).fed).toBe(0);

    // An alert comes in: its texts are due now, the campaign's a moment later.
    expect((await post(sosBody())).statusCode).toBe(201);
    t.clock.advance(1);
    expect(await dispatcher().tick()).toMatchObject({ fed: 0, heldForSos: true });

    // The sender takes what is due: the SOS text, not the campaign's five queued before it.
    await t.app.services.worker.runOnce();
    const owner = (await t.database.db.select().from(users).where(eq(users.id, ownerId)))[0]!;
    const goaPhones = new Set(goa.map((u) => u.phone));
    expect(sms.to(owner.phone)).toHaveLength(1);
    expect(sms.sent.filter((m) => goaPhones.has(m.phone))).toHaveLength(0);
    t.clock.advance(CAMPAIGN_TEXT_DELAY_SECONDS);
    await t.app.services.worker.runOnce();
    expect(sms.sent.filter((m) => goaPhones.has(m.phone))).toHaveLength(5);
    const sosAt = sms.sent.findIndex((m) => m.phone === owner.phone);
    const firstCampaign = sms.sent.findIndex((m) => goaPhones.has(m.phone));
    expect(sosAt).toBeLessThan(firstCampaign);

    // The SOS is out: the rest follow, five a second.
    for (let i = 0; i < 4; i++) {
      const { fed } = await dispatcher().tick();
      expect(fed).toBeLessThanOrEqual(5);
      t.clock.advance(CAMPAIGN_TEXT_DELAY_SECONDS);
      await t.app.services.worker.runOnce();
    }
    const texts = sms.sent.filter((m) => goaPhones.has(m.phone));
    expect(texts).toHaveLength(12);
    expect(new Set(texts.map((m) => m.phone)).size).toBe(12);
    for (const m of texts) {
      expect(m.dltTemplateId).toBe(DLT);
      expect(m.body).toMatch(
        /^Monsoon offer: 20% off reflective tags this week\. STOP: http:\/\/localhost:3000\/stop\/[\w-]{16}$/,
      );
    }
    await dispatcher().tick();
    const after = (await call(t, 'GET', `/api/campaigns/${id}`, admin)).json().data;
    expect(after.status).toBe('sent');
    // Sent: the gateway took them. Delivered counts only the phones' receipts, and this gateway sends none.
    expect(after.figures).toEqual({ recipients: 12, queued: 0, sent: 12, delivered: 0, failed: 0 });
    const [first] = await t.database.db
      .select({ id: notifications.id })
      .from(campaignRecipients)
      .innerJoin(notifications, eq(notifications.id, campaignRecipients.notificationId))
      .where(eq(campaignRecipients.campaignId, id));
    await t.database.db
      .update(notifications)
      .set({ delivery: 'delivered', deliveredAt: t.clock.now() })
      .where(eq(notifications.id, first!.id));
    const receipted = (await call(t, 'GET', `/api/campaigns/${id}`, admin)).json().data;
    expect(receipted.figures).toMatchObject({ sent: 12, delivered: 1, failed: 0 });
    // A sent campaign is the record of what went: it cannot be deleted.
    const del = await call(t, 'DELETE', `/api/campaigns/${id}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('CONFLICT');

    // Its STOP link's button opts the customer out, without JavaScript or a sign-in; SOS texts are unaffected.
    const link = texts[0]!.body.split('STOP: ')[1]!;
    const page = await t.app.inject({ method: 'POST', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You will get no more offers by SMS');
    const [stopped] = await t.database.db.select().from(users).where(eq(users.phone, texts[0]!.phone));
    expect(stopped!.smsOffers).toBe(false);
    expect((await estimate(admin, { kind: 'state', value: 'Goa' })).recipients).toBe(11);
  });

  it('starts a scheduled campaign at its time, and deleting one before then cancels it', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    await customersIn('Mizoram', 2);
    const at = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const later = (
      await call(t, 'POST', '/api/campaigns', admin, campaign({ kind: 'state', value: 'Mizoram' }, { scheduledAt: at }))
    ).json().data;
    const cancelled = (
      await call(t, 'POST', '/api/campaigns', admin, campaign({ kind: 'state', value: 'Mizoram' }, { scheduledAt: at }))
    ).json().data;
    expect(later.status).toBe('scheduled');
    expect(later.figures.recipients).toBe(2);
    expect((await dispatcher().tick()).started).toBe(0);

    // Two admins delete it at once: one does, the other is told it is gone.
    const both = await Promise.all([
      call(t, 'DELETE', `/api/campaigns/${cancelled._id}`, admin),
      call(t, 'DELETE', `/api/campaigns/${cancelled._id}`, admin),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);

    t.clock.advance(3601);
    expect((await dispatcher().tick()).started).toBe(1);
    const rows = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, later._id));
    expect(rows).toHaveLength(2);
    expect((await call(t, 'GET', `/api/campaigns/${later._id}`, admin)).json().data.status).toBe('sending');
    expect((await call(t, 'DELETE', `/api/campaigns/${later._id}`, admin)).statusCode).toBe(409);
    expect((await call(t, 'GET', `/api/campaigns/${cancelled._id}`, admin)).statusCode).toBe(404);
  });
});
