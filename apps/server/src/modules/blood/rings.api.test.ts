import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bloodRequestSteps } from '../../platform/db/schema.js';
import { createBloodRinger } from './blood.module.js';
import {
  answerLinkOf,
  asksOf,
  createRequest,
  customer,
  insertDonor,
  nextRing,
  nextSite,
  requestBody,
  ring,
  sms,
  t,
  textedPhones,
  withBloodApp,
} from './blood-test-kit.js';

withBloodApp({ blood: { requestsPerDay: 1000, requestsPerIpPerDay: 1000 } });

async function makeRequest(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await createRequest(headers, body);
  expect(res.statusCode, res.body).toBe(201);
  const viewUrl = res.json().data.viewUrl as string;
  return { id: res.json().data._id as string, token: viewUrl.split('/blood/')[1]! };
}
const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/blood/view/${token}` })).json().data;

describe('the widening rings', () => {
  it('asks the matching donors within 5 km, then 10, 25 and 50 km one ring every few minutes, each donor once', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const d2 = await insertDonor(site, { km: 2 });
    const d4 = await insertDonor(site, { km: 4, bloodGroup: 'O-' });
    const incompatible = await insertDonor(site, { km: 3, bloodGroup: 'A+' });
    const staysHome = await insertDonor(site, { km: 3, radiusKm: 5 - 3 });
    const d8 = await insertDonor(site, { km: 8 });
    const d20 = await insertDonor(site, { km: 20 });
    const d40 = await insertDonor(site, { km: 40 });
    const d70 = await insertDonor(site, { km: 70 });
    const { token } = await makeRequest(headers, requestBody({ ...site.hospital, units: 5 }));

    await ring();
    expect(textedPhones().sort()).toEqual([d2.phone, d4.phone].sort());
    expect(sms.to(d2.phone)[0]!.body).toMatch(
      /^SafeSathi: B\+ whole blood needed at St\. Martha Hospital, about 2 km from you\. Can you donate\? http:\/\/localhost:3000\/d\/[0-9A-Z]{12}$/,
    );
    let v = await view(token);
    expect(v).toMatchObject({ radiusKm: 5, notified: 2, nextRadiusKm: 10 });
    expect(new Date(v.nextRingAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(290_000);

    // Nothing more until the ring's minutes have passed.
    await ring();
    expect(textedPhones()).toHaveLength(2);

    await nextRing();
    expect(textedPhones().slice(2)).toEqual([d8.phone]);
    await nextRing();
    expect(textedPhones().slice(3)).toEqual([d20.phone]);
    await nextRing();
    expect(textedPhones().slice(4)).toEqual([d40.phone]);
    v = await view(token);
    expect(v).toMatchObject({ radiusKm: 50, notified: 5, nextRingAt: null, nextRadiusKm: null });
    await nextRing();
    expect(textedPhones()).toHaveLength(5);
    for (const d of [incompatible, staysHome, d70]) expect(sms.to(d.phone)).toEqual([]);
    for (const d of [d2, d4, d8, d20, d40]) expect(sms.to(d.phone)).toHaveLength(1);
  });

  it('stops widening once as many donors said "I can donate" as units are needed', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const near = await insertDonor(site, { km: 2 });
    const far = await insertDonor(site, { km: 8 });
    const { token } = await makeRequest(headers, requestBody({ ...site.hospital, units: 1 }));
    await ring();
    const yes = await t.app.inject({
      method: 'POST',
      url: `/api/blood/answer/${answerLinkOf(near.phone)}`,
      payload: { answer: 'yes' },
    });
    expect(yes.json().data).toEqual({ answer: 'yes', full: false });
    expect(await view(token)).toMatchObject({ yesCount: 1, nextRingAt: null });
    await nextRing();
    expect(sms.to(far.phone)).toEqual([]);
  });

  it('widens again when a donor takes "I can donate" back after the request had enough', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const near = await insertDonor(site, { km: 2 });
    const far = await insertDonor(site, { km: 8 });
    const { token } = await makeRequest(headers, requestBody({ ...site.hospital, units: 1 }));
    await ring();
    const answer = (a: string) =>
      t.app.inject({ method: 'POST', url: `/api/blood/answer/${answerLinkOf(near.phone)}`, payload: { answer: a } });
    await answer('yes');
    // The 10 km ring comes due while the request has its donor: it is not searched.
    await nextRing();
    expect(sms.to(far.phone)).toEqual([]);

    expect((await answer('not-now')).json().data).toMatchObject({ answer: 'not-now' });
    expect(await view(token)).toMatchObject({ yesCount: 0, nextRadiusKm: 10 });
    await ring();
    expect(sms.to(far.phone)).toHaveLength(1);
  });

  it('widens at once when a ring finds nobody new: a request with donors only far away reaches them without waiting', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const far = await insertDonor(site, { km: 30 });
    const { token } = await makeRequest(headers, requestBody({ ...site.hospital }));
    await ring();
    expect(textedPhones()).toEqual([far.phone]);
    expect(await view(token)).toMatchObject({ radiusKm: 50, notified: 1 });
  });

  it('survives a restart: the next ring is a row in the database, searched by a process that never saw the request', async () => {
    const site = nextSite();
    const { headers } = await customer();
    await insertDonor(site, { km: 1 });
    const later = await insertDonor(site, { km: 9 });
    const { id } = await makeRequest(headers, requestBody({ ...site.hospital }));
    await ring();
    const steps = await t.database.db.select().from(bloodRequestSteps).where(eq(bloodRequestSteps.requestId, id));
    expect(steps.map((s) => [s.ring, s.status]).sort()).toEqual([
      [0, 'done'],
      [1, 'queued'],
    ]);
    // A new process: a ringer of its own on the same database, with nothing in memory.
    const s = t.app.services;
    const fresh = createBloodRinger({
      db: t.database.db,
      config: t.config,
      clock: t.clock.now,
      worker: s.worker,
      events: s.events,
      log: t.app.log,
    });
    t.clock.advance(t.config.blood.ringSeconds);
    expect((await fresh.runOnce()).asked).toBe(1);
    await s.worker.runOnce();
    expect(sms.to(later.phone)).toHaveLength(1);
    // The app's own ringer finds nothing left to do: no ring is searched twice.
    expect((await s.bloodRinger.runOnce()).asked).toBe(0);
  });
});

describe('who is asked', () => {
  it('matches by the red-cell table (A+ takes O−, O+, A−, A+) and plasma by the reverse (A+ takes A and AB plasma)', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const byGroup = new Map<string, string>();
    for (const g of ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'] as const)
      byGroup.set((await insertDonor(site, { km: 1, bloodGroup: g })).phone, g);
    const groupsTexted = () =>
      textedPhones()
        .map((p) => byGroup.get(p))
        .sort();
    await makeRequest(headers, requestBody({ ...site.hospital, bloodGroup: 'A+', component: 'red-cells', units: 8 }));
    await ring();
    expect(groupsTexted()).toEqual(['A+', 'A-', 'O+', 'O-']);
    sms.sent = [];
    await makeRequest(
      headers,
      requestBody({
        ...site.hospital,
        patientName: 'Another Patient',
        bloodGroup: 'A+',
        component: 'plasma',
        units: 8,
      }),
    );
    await ring();
    expect(groupsTexted()).toEqual(['A+', 'A-', 'AB+', 'AB-']);
  });

  it('asks only eligible donors: not within their interval, paused, unavailable, under 18 or over 65', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const today = new Date(t.clock.now());
    const year = today.getUTCFullYear();
    const eligible = await insertDonor(site, { km: 1 });
    const gaveLately = await insertDonor(site, { km: 1, lastDonatedOn: '2020-01-01', eligibleFrom: '2999-01-01' });
    const paused = await insertDonor(site, { km: 1, pausedUntil: new Date(today.getTime() + 86_400_000) });
    const away = await insertDonor(site, { km: 1, available: false });
    const young = await insertDonor(site, { km: 1, birthDate: `${year - 17}-01-01` });
    const old = await insertDonor(site, { km: 1, birthDate: `${year - 67}-01-01` });
    await makeRequest(headers, requestBody({ ...site.hospital, units: 5 }));
    await ring();
    expect(textedPhones()).toEqual([eligible.phone]);
    for (const d of [gaveLately, paused, away, young, old]) expect(sms.to(d.phone)).toEqual([]);

    // "I already donated recently" takes the donor out of the pool: the next request passes them by.
    await t.app.inject({
      method: 'POST',
      url: `/api/blood/answer/${answerLinkOf(eligible.phone)}`,
      payload: { answer: 'donated-recently' },
    });
    sms.sent = [];
    await makeRequest(headers, requestBody({ ...site.hospital, patientName: 'Second Patient' }));
    await ring();
    expect(textedPhones()).toEqual([]);
  });

  it('asks one donor about at most BLOOD_ASKS_PER_WEEK requests in seven days', async () => {
    const site = nextSite();
    const donor = await insertDonor(site, { km: 1 });
    const patients = ['One', 'Two', 'Three'];
    let headers = (await customer()).headers;
    for (const name of patients)
      await makeRequest(headers, requestBody({ ...site.hospital, patientName: `Patient ${name}` }));
    await ring();
    await nextRing();
    expect(await asksOf(donor.userId)).toBe(t.config.blood.asksPerWeek);
    // A week on, they may be asked again.
    t.clock.advance(7 * 86_400 + 60);
    headers = (await customer()).headers;
    await makeRequest(headers, requestBody({ ...site.hospital, patientName: 'Patient Four' }));
    await ring();
    expect(await asksOf(donor.userId)).toBe(t.config.blood.asksPerWeek + 1);
    const asks = sms.to(donor.phone).filter((m) => m.body.includes('Can you donate?'));
    expect(asks).toHaveLength(t.config.blood.asksPerWeek + 1);
  });
});
