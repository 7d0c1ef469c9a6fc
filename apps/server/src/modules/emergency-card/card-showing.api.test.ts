import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reasons, sosCallEvents } from '../../platform/db/schema.js';
import { nextIp, reasonId, t, urgentReasonId, withSosApp } from '../sos/sos-test-kit.js';
import {
  CARD_SECRETS,
  expectNoCard,
  FULL_CARD,
  fetchCard as fetchCardAs,
  getAs,
  ownerWithCard,
  putCard,
  sendFromPage as sendFrom,
} from './card-test-kit.js';
import { CARD_FETCH_LIMIT } from './emergency-card.routes.js';

withSosApp();

let admin: string;
beforeAll(async () => {
  admin = await t.signIn(t.config.adminPhone);
});

const get = (url: string, ip = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });
const fetchCard = (code: string, reason: string, ip = nextIp()) => fetchCardAs(t, code, reason, ip);
const views = async (vehicleId: string, token = admin) =>
  (await getAs(t, token, `/api/uservehicle/${vehicleId}/emergency-card/views`)).json();
const sendFromPage = (code: string, reason: string, ip = nextIp()) => sendFrom(t, code, reason, ip);

describe('the emergency card, before an urgent reason is chosen', () => {
  it('is never in the lookup answer nor in the SOS page, in any language or on a form with mistakes', async () => {
    const o = await ownerWithCard(t);
    const lookup = await get(`/api/soscall/${o.code}`);
    expect(lookup.statusCode).toBe(200);
    expectNoCard(lookup.body);
    // The blood group as a value ("AB-"), not a match anywhere: an id's hex can end a group in "ab-".
    expect(lookup.body).not.toContain('"AB-"');
    expect(lookup.body).not.toMatch(/bloodGroup|allerg/i);
    for (const lang of ['en', 'hi']) {
      const page = await get(`/${o.code}?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expectNoCard(page.body);
      // Only the empty, hidden place for it, which the script fills when an urgent reason is picked.
      expect(page.body).toMatch(
        /<section id="ecard" class="ecard" hidden=""[^>]*data-url="\/api\/sos-pages\/[^"]+\/emergency-card"/,
      );
      expect(page.body).toContain(`data-u="" name="reasonId" value="${urgentReasonId}"`);
      expect(page.body).toContain(`<input type="radio" name="reasonId" value="${reasonId}"/>`);
    }
    // A form sent back with a mistake, an urgent reason chosen: still no card in the page.
    const mistake = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
      payload: new URLSearchParams({ qrcodename: o.code, reasonId: urgentReasonId, creatorName: '' }).toString(),
    });
    expect(mistake.statusCode).toBe(400);
    expectNoCard(mistake.body);
    expect((await views(o.vehicleId)).total).toBe(0);
  });

  it('is refused (404, failure shape) for a normal reason, an inactive one, or a card switched off', async () => {
    const o = await ownerWithCard(t);
    const normal = await fetchCard(o.code, reasonId);
    expect(normal.statusCode).toBe(404);
    expect(normal.json()).toMatchObject({
      status: 'Error',
      code: 'NOT_FOUND',
      message: expect.stringMatching(/only for an accident, fire or medical emergency/),
    });
    expectNoCard(normal.body);
    expect(normal.headers['cache-control']).toBe('no-store');

    await t.database.db.update(reasons).set({ status: 'inactive' }).where(eq(reasons.id, urgentReasonId));
    expect((await fetchCard(o.code, urgentReasonId)).statusCode).toBe(404);
    await t.database.db.update(reasons).set({ status: 'active' }).where(eq(reasons.id, urgentReasonId));

    expect((await putCard(t, admin, o.vehicleId, { enabled: false })).statusCode).toBe(200);
    const off = await fetchCard(o.code, urgentReasonId);
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toMatch(/^This vehicle has no emergency card/);

    expect((await fetchCard(o.code, 'accident')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'querystring.reasonId' }],
    });
    expect((await fetchCard('NOSUCH99', urgentReasonId)).json().code).toBe('TAG_NOT_FOUND');
    expect((await views(o.vehicleId)).total).toBe(0);
  });
});

describe('the emergency card, once an urgent reason is chosen', () => {
  it('is answered to the SOS page, never cached or indexed, and each view is shown to the owner alone', async () => {
    const o = await ownerWithCard(t);
    const ip = nextIp();
    const res = await fetchCard(o.code, urgentReasonId, ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.json().data).toEqual({
      bloodGroup: 'AB-',
      allergies: FULL_CARD.allergies,
      conditions: FULL_CARD.conditions,
      medication: FULL_CARD.medication,
      note: FULL_CARD.note,
      preferredHospital: FULL_CARD.preferredHospital,
    });
    // The same address picking it again within minutes is the same view; another address is another.
    expect((await fetchCard(o.code, urgentReasonId, ip)).statusCode).toBe(200);
    expect((await fetchCard(o.code, urgentReasonId)).statusCode).toBe(200);

    const owner = await t.signIn(o.phone);
    const list = await views(o.vehicleId, owner);
    expect(list).toMatchObject({ status: 'Success', total: 2 });
    expect(list.data[0]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      via: 'sos-page',
      reasonText: 'Accident',
      alertId: null,
    });
    expect(JSON.stringify(list)).not.toMatch(/10\.9\.|ip/i);
  });

  it(`is limited to ${CARD_FETCH_LIMIT.max} fetches per address per window`, async () => {
    const o = await ownerWithCard(t);
    const ip = nextIp();
    for (let i = 0; i < CARD_FETCH_LIMIT.max; i++) expect((await fetchCard(o.code, reasonId, ip)).statusCode).toBe(404);
    const limited = await fetchCard(o.code, urgentReasonId, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('call 112') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectNoCard(limited.body);
    expect((await fetchCard(o.code, urgentReasonId)).statusCode).toBe(200);
  });

  it("shows on an urgent alert's page without JavaScript, logged on the alert's timeline and for the owner", async () => {
    const o = await ownerWithCard(t);
    const ip = nextIp();
    const page = await sendFromPage(o.code, urgentReasonId, ip);
    const res = await get(page, ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h2 id="card-h">Emergency card — for first responders</h2>');
    expect(res.body).toContain('<dt>Blood group</dt><dd>AB-</dd>');
    for (const secret of CARD_SECRETS) expect(res.body).toContain(secret);
    // A Refresh from the same place is the same view; the Hindi page says it in Hindi.
    expect((await get(page, ip)).body).toContain('Type-1 diabetes ZK4');
    const hi = await get(page.replace('lang=en', 'lang=hi'), ip);
    expect(hi.body).toContain('आपातकालीन कार्ड');

    const list = await views(o.vehicleId);
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ via: 'alert-page', reasonText: 'Accident', alertId: expect.any(String) });
    const events = await t.database.db
      .select()
      .from(sosCallEvents)
      .where(and(eq(sosCallEvents.callId, list.data[0].alertId), eq(sosCallEvents.kind, 'card_viewed')));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({ via: 'alert-page' });

    // Switched off, it is gone from the page at once; so is it a day after the alert.
    expect((await putCard(t, admin, o.vehicleId, { enabled: false })).statusCode).toBe(200);
    expectNoCard((await get(page, ip)).body);
    expect((await putCard(t, o.token, o.vehicleId, FULL_CARD)).statusCode).toBe(200);
    expect((await get(page)).body).toContain('Type-1 diabetes ZK4');
    t.clock.advance(t.config.limits.sosAnswerLinkSeconds + 1);
    const later = await get(page);
    expect(later.statusCode).toBe(200);
    expectNoCard(later.body);
  });

  it("is never on a normal alert's page", async () => {
    const o = await ownerWithCard(t);
    const page = await sendFromPage(o.code, reasonId);
    const res = await get(page);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Alert sent');
    expect(res.body).not.toContain('Emergency card');
    expectNoCard(res.body);
    expect((await views(o.vehicleId)).total).toBe(0);
  });
});
