import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, latestOtp, type TestApp } from '../../../test/test-app.js';
import { auditLog, users } from '../../platform/db/schema.js';
import { MIGRATIONS_DIR } from '../../platform/paths.js';

// Offers by SMS are opt-in (docs/decisions/0045-sms-offers-consent.md).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

let seq = 0;
const freshPhone = () => `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq).padStart(2, '0')}`;

/** Signs a new customer up through the two OTP steps, as the sign-up form does; answers the user. */
async function signUp(extra: Record<string, unknown>) {
  const phone = freshPhone();
  const details = { countryCode: '91', phone, name: 'Meera Iyer', email: 'meera@example.in', bloodGroup: 'B+' };
  const sent = await t.app.inject({ method: 'POST', url: '/api/user/otp-generate', payload: { ...details, ...extra } });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await latestOtp(t.app, phone);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/user/otp-verify',
    payload: { countryCode: '91', phone, otp },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  t.clock.advance(61);
  return verified.json() as { token: string; user: { smsOffers: boolean; smsOffersConsentAt: string | null } };
}

const everyone = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/estimate',
      headers: bearer(admin),
      payload: { segment: { kind: 'all' } },
    })
  ).json().data.recipients as number;

const near = (iso: string | null, at: Date) => Math.abs(Date.parse(iso ?? '') - at.getTime()) < 10_000;

describe('offers by SMS are opt-in', () => {
  it('a customer who signs up without ticking the box gets no offers and is in no campaign', async () => {
    const before = await everyone();
    const { user, token } = await signUp({});
    expect(user).toMatchObject({ smsOffers: false, smsOffersConsentAt: null });
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json();
    expect(me.data).toMatchObject({ smsOffers: false, smsOffersConsentAt: null });
    expect(await everyone()).toBe(before);
  });

  it('a customer who ticks the box at sign-up gets offers, with the time they agreed on record', async () => {
    const before = await everyone();
    const at = t.clock.now();
    const { user } = await signUp({ smsOffers: true });
    expect(user.smsOffers).toBe(true);
    expect(near(user.smsOffersConsentAt, at)).toBe(true);
    expect(await everyone()).toBe(before + 1);
  });

  it('ticking it later in the account records when; switching it off stops offers', async () => {
    const { token } = await signUp({ smsOffers: false });
    const save = (smsOffers: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(token), payload: { smsOffers } });
    t.clock.advance(3600);
    const at = t.clock.now();
    const on = (await save(true)).json().data;
    expect(on.smsOffers).toBe(true);
    expect(near(on.smsOffersConsentAt, at)).toBe(true);
    const off = (await save(false)).json().data;
    expect(off.smsOffers).toBe(false);
  });

  it('a customer the back office creates is not opted in for them', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: bearer(admin),
      payload: { name: 'Office Made', email: 'office@example.in', phone: freshPhone(), usertype: 'Customer' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ smsOffers: false, smsOffersConsentAt: null });
  });
});

describe('the migration to opt-in', () => {
  /** The migration's data statements (the column and default are already there in a test database). */
  const migrationUpdates = () => {
    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_sms_offers_opt_in.sql'))!;
    return readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n\s*)*UPDATE/i.test(s));
  };

  it('keeps offers only for customers who switched them on themselves; the old default is not consent', async () => {
    const db = t.database.db;
    const oldDefault = { smsOffers: true, smsOffersConsentAt: null };
    const never = await insertUser(db, { usertype: 'Customer' });
    const ticked = await insertUser(db, { usertype: 'Customer' });
    const byOffice = await insertUser(db, { usertype: 'Customer' });
    const optedOut = await insertUser(db, { usertype: 'Customer' });
    for (const u of [never, ticked, byOffice]) await db.update(users).set(oldDefault).where(eq(users.id, u.id));
    const audit = (actorId: string, entityId: string, from: boolean, to: boolean, createdAt: Date) =>
      db.insert(auditLog).values({
        actorId,
        action: 'update',
        entity: 'user',
        entityId,
        before: { smsOffers: from },
        after: { smsOffers: to },
        createdAt,
      });
    const tickedAt = new Date('2026-03-01T10:00:00Z');
    await audit(ticked.id, ticked.id, true, false, new Date('2026-02-01T10:00:00Z'));
    await audit(ticked.id, ticked.id, false, true, tickedAt);
    // An admin's edit is not the customer's consent.
    const office = await insertUser(db, { usertype: 'Admin' });
    await audit(office.id, byOffice.id, false, true, tickedAt);
    await audit(optedOut.id, optedOut.id, false, true, tickedAt);

    const updates = migrationUpdates();
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.execute(sql.raw(statement));

    const after = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(await after(never.id)).toMatchObject({ smsOffers: false, smsOffersConsentAt: null });
    expect(await after(ticked.id)).toMatchObject({ smsOffers: true, smsOffersConsentAt: tickedAt });
    expect(await after(byOffice.id)).toMatchObject({ smsOffers: false, smsOffersConsentAt: null });
    // Off stays off, whatever the log says they once chose.
    expect(await after(optedOut.id)).toMatchObject({ smsOffers: false });
  });
});
