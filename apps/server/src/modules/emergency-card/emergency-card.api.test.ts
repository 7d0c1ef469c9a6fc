import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { auditLog, users } from '../../platform/db/schema.js';
import { FULL_CARD, getAs, putCard, taggedOwner } from './card-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t?.close());

const cardUrl = (vehicleId: string) => `/api/uservehicle/${vehicleId}/emergency-card`;

describe("the owner's emergency card", () => {
  it('starts switched off, suggesting the blood group on the profile; saving it on records the consent', async () => {
    const o = await taggedOwner(t);
    await t.database.db.update(users).set({ bloodGroup: 'B+' }).where(eq(users.id, o.ownerId));
    const token = await t.signIn(o.phone);
    const blank = await getAs(t, token, cardUrl(o.vehicleId));
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data).toEqual({
      vehicleId: o.vehicleId,
      enabled: false,
      showInsurance: false,
      bloodGroup: 'B+',
      allergies: null,
      conditions: null,
      medication: null,
      note: null,
      preferredHospital: null,
      consentAt: null,
      updatedAt: null,
    });

    const saved = await putCard(t, token, o.vehicleId, { ...FULL_CARD, allergies: '  Penicillin  ', note: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toMatch(/^Emergency card saved\. It is shown only to someone who reports/);
    const card = saved.json().data;
    expect(card).toMatchObject({ enabled: true, bloodGroup: 'AB-', allergies: 'Penicillin', note: null });
    expect(Math.abs(Date.parse(card.consentAt) - t.clock.now().getTime())).toBeLessThan(10_000);
    expect((await getAs(t, token, cardUrl(o.vehicleId))).json().data).toEqual(card);

    // Saving again while on keeps the moment of agreeing; switching off keeps the details.
    t.clock.advance(60);
    const edited = await putCard(t, token, o.vehicleId, { ...FULL_CARD, medication: 'Metformin' });
    expect(edited.json().data).toMatchObject({ medication: 'Metformin', consentAt: card.consentAt });
    const off = await putCard(t, token, o.vehicleId, { enabled: false, ...pick(FULL_CARD) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Emergency card saved. It is switched off: nobody sees it.');
    expect(off.json().data).toMatchObject({ enabled: false, allergies: FULL_CARD.allergies });
    // Switching it on again is a new agreement.
    t.clock.advance(60);
    const again = await putCard(t, token, o.vehicleId, FULL_CARD);
    expect(Date.parse(again.json().data.consentAt)).toBeGreaterThan(Date.parse(card.consentAt));

    // The audit log says what changed, never the owner's health.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'emergency_card'), eq(auditLog.entityId, o.vehicleId)));
    expect(audits.length).toBe(4);
    expect(JSON.stringify(audits)).not.toMatch(/Penicillin|Metformin|Apollo/);
    expect(audits.find((a) => a.action === 'create')?.after).toMatchObject({ enabled: true });
  });

  it('refuses to switch the card on without the consent box, or with nothing on it, naming the field', async () => {
    const o = await taggedOwner(t);
    const token = await t.signIn(o.phone);
    const noConsent = await putCard(t, token, o.vehicleId, { ...FULL_CARD, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({
      status: 'Error',
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'consent', message: expect.stringMatching(/^Tick the box to agree/) }],
    });
    const empty = await putCard(t, token, o.vehicleId, { enabled: true, consent: true, allergies: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'bloodGroup', message: expect.stringMatching(/at least one/) }]);
    const bad = await putCard(t, token, o.vehicleId, {
      enabled: false,
      bloodGroup: 'C+',
      allergies: 'x'.repeat(301),
      preferredHospital: 'h'.repeat(121),
      note: 42,
    });
    expect(bad.statusCode).toBe(400);
    const errors = Object.fromEntries(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(errors).toEqual({
      bloodGroup: 'Choose one of the eight blood groups',
      allergies: 'Keep the allergies under 300 characters',
      preferredHospital: 'Keep the hospital name under 120 characters',
      note: 'The note must be text',
    });
    expect((await putCard(t, token, o.vehicleId, {})).json().errors[0].path).toBe('enabled');
    // Off needs no consent: the owner may write the card first and switch it on later.
    expect((await putCard(t, token, o.vehicleId, { enabled: false, note: 'Later' })).statusCode).toBe(200);
    // Nothing refused was stored.
    expect((await getAs(t, token, cardUrl(o.vehicleId))).json().data).toMatchObject({ enabled: false, note: 'Later' });
  });

  it('is the owner’s: another customer gets 404; admins need viewCustomer to read and editCustomer to save', async () => {
    const o = await taggedOwner(t);
    const stranger = await signedInCustomer(t);
    expect((await getAs(t, stranger.token, cardUrl(o.vehicleId))).statusCode).toBe(404);
    expect((await putCard(t, stranger.token, o.vehicleId, FULL_CARD)).statusCode).toBe(404);
    expect((await getAs(t, stranger.token, `${cardUrl(o.vehicleId)}/views`)).statusCode).toBe(404);

    const viewer = await adminWith(t, ['viewCustomer']);
    expect((await getAs(t, viewer.token, cardUrl(o.vehicleId))).statusCode).toBe(200);
    expect((await getAs(t, viewer.token, `${cardUrl(o.vehicleId)}/views`)).statusCode).toBe(200);
    const refused = await putCard(t, viewer.token, o.vehicleId, FULL_CARD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const editor = await adminWith(t, ['editCustomer']);
    expect((await putCard(t, editor.token, o.vehicleId, { enabled: false, note: 'Ask at the desk' })).statusCode).toBe(
      200,
    );

    const unknown = await getAs(t, viewer.token, cardUrl('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect((await getAs(t, viewer.token, cardUrl('not-a-uuid'))).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe("a customer's emergency card in the back office", () => {
  it('staff cannot switch it on nor consent for the customer: 403 and nothing stored; they may correct it or switch it off', async () => {
    const o = await taggedOwner(t);
    const owner = await t.signIn(o.phone);
    const editor = await adminWith(t, ['editCustomer']);
    const superAdmin = await t.signIn(t.config.adminPhone);
    for (const token of [editor.token, superAdmin]) {
      const refused = await putCard(t, token, o.vehicleId, FULL_CARD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        status: 'Error',
        code: 'FORBIDDEN',
        message:
          'Only the customer can switch their emergency card on and agree to show it. You may correct the card or switch it off.',
      });
    }
    const blank = (await getAs(t, owner, cardUrl(o.vehicleId))).json().data;
    expect(blank).toMatchObject({ enabled: false, allergies: null, consentAt: null, updatedAt: null });

    // The customer switches it on; staff correct it (the consent stays the customer's) and switch it off.
    const on = await putCard(t, owner, o.vehicleId, FULL_CARD);
    expect(on.statusCode).toBe(200);
    const { consentAt } = on.json().data;
    t.clock.advance(60);
    const corrected = await putCard(t, editor.token, o.vehicleId, { ...FULL_CARD, medication: 'Metformin' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({ enabled: true, medication: 'Metformin', consentAt });
    const off = await putCard(t, editor.token, o.vehicleId, { ...FULL_CARD, enabled: false, consent: undefined });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, allergies: FULL_CARD.allergies });

    // Off again, switching it on is a new agreement: the customer's alone.
    expect((await putCard(t, editor.token, o.vehicleId, FULL_CARD)).statusCode).toBe(403);
    expect((await getAs(t, owner, cardUrl(o.vehicleId))).json().data).toMatchObject({ enabled: false });
    const again = await putCard(t, owner, o.vehicleId, FULL_CARD);
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().data.consentAt)).toBeGreaterThan(Date.parse(consentAt));
  });
});

function pick(card: typeof FULL_CARD) {
  const { enabled: _e, consent: _c, ...details } = card;
  return details;
}
