import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { bloodDonors, users } from '../../platform/db/schema.js';
import { customer, donorBody, t, withBloodApp } from './blood-test-kit.js';

withBloodApp();

const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/blood/donor', headers, payload });
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/blood/donor', headers });
const errorsOf = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map((e) => [e.path, e.message]),
  );

describe('the donor register', () => {
  it('registers a customer from a PIN code: the account shows the group, the PIN and the radius, never the coordinates', async () => {
    const { user, headers } = await customer('Meera Iyer');
    expect((await get(headers)).json().data).toBeNull();
    const res = await put(headers, donorBody({ bloodGroup: 'O-', pinCode: '560 001', radiusKm: 25 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bloodGroup: 'O-',
      place: { source: 'pin', pinCode: '560001' },
      radiusKm: 25,
      available: true,
      eligible: true,
      holds: [],
      nextEligibleOn: null,
    });
    const read = await get(headers);
    expect(read.json().data.place).toEqual({ source: 'pin', pinCode: '560001' });
    // The PIN's area is where they are looked for; no answer carries it.
    expect(read.body).not.toMatch(/12\.97|77\.59|latitude|longitude/);
    const [row] = await t.database.db.select().from(bloodDonors).where(eq(bloodDonors.userId, user.id));
    expect(row!.latitude).toBeCloseTo(12.9766, 3);
    // The group confirmed here is the profile's from now on.
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(profile!.bloodGroup).toBe('O-');
  });

  it('takes the browser position instead of a PIN code, and answers it only as "your location"', async () => {
    const { headers } = await customer();
    const res = await put(headers, donorBody({ pinCode: '', latitude: 12.95, longitude: 77.61 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.place).toEqual({ source: 'browser' });
    expect(res.body).not.toContain('77.61');
  });

  it('refuses donors under 18 or over 65, unconfirmed declarations and unknown PIN codes, each on its field', async () => {
    const { headers } = await customer();
    const today = new Date(t.clock.now());
    const y = today.getUTCFullYear();
    const young = await put(headers, donorBody({ birthDate: `${y - 17}-01-01` }));
    expect(young.statusCode).toBe(400);
    expect(errorsOf(young)).toEqual({ birthDate: 'Donors must be 18 to 65 years old' });
    const old = await put(headers, donorBody({ birthDate: `${y - 70}-01-01` }));
    expect(errorsOf(old)).toEqual({ birthDate: 'Donors must be 18 to 65 years old' });

    const unsure = await put(headers, donorBody({ confirmBloodGroup: false, weightOk: false, consent: undefined }));
    expect(unsure.statusCode).toBe(400);
    expect(Object.keys(errorsOf(unsure)).sort()).toEqual(['confirmBloodGroup', 'consent', 'weightOk']);

    const nowhere = await put(headers, donorBody({ pinCode: '999999' }));
    expect(nowhere.statusCode).toBe(400);
    expect(errorsOf(nowhere).pinCode).toMatch(/do not know this PIN code/);
    const noPlace = await put(headers, donorBody({ pinCode: undefined }));
    expect(errorsOf(noPlace).pinCode).toBe('Use your location or enter a PIN code');
    expect((await get(headers)).json().data).toBeNull();
  });

  it('"I donated" takes a man out of the pool for 90 days and a woman for 120; the account says when they may give again', async () => {
    const man = await customer('Arjun');
    await put(man.headers, donorBody({ sex: 'male' }));
    const gave = await t.app.inject({
      method: 'POST',
      url: '/api/blood/donor/donated',
      headers: man.headers,
      payload: { on: '2026-01-10' },
    });
    expect(gave.statusCode).toBe(200);
    expect(gave.json().data.nextEligibleOn).toBe('2026-04-10');

    const woman = await customer('Kavya');
    await put(woman.headers, donorBody({ sex: 'female' }));
    const today = await t.app.inject({
      method: 'POST',
      url: '/api/blood/donor/donated',
      headers: woman.headers,
      payload: {},
    });
    expect(today.json().data).toMatchObject({ eligible: false, holds: ['interval'] });
    // A sign-in lasts a week: the woman signs in again after each move of the clock.
    t.clock.advance(119 * 86_400);
    const later = bearer(await t.signIn(woman.user.phone));
    expect((await get(later)).json().data.eligible).toBe(false);
    t.clock.advance(86_400);
    const after = bearer(await t.signIn(woman.user.phone));
    expect((await get(after)).json().data).toMatchObject({ eligible: true, holds: [] });

    const future = await t.app.inject({
      method: 'POST',
      url: '/api/blood/donor/donated',
      headers: after,
      payload: { on: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(errorsOf(future)).toEqual({ on: 'The day you donated cannot be after today' });
  });

  it('a pause of two weeks holds the donor, and ending it frees them', async () => {
    const { user, headers: first } = await customer();
    await put(first, donorBody());
    let headers = first;
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/blood/donor/availability', headers, payload });
    const paused = await patch({ pauseDays: 14 });
    expect(paused.json().data).toMatchObject({ eligible: false, holds: ['paused'] });
    t.clock.advance(13 * 86_400);
    headers = bearer(await t.signIn(user.phone));
    expect((await get(headers)).json().data.holds).toEqual(['paused']);
    expect((await patch({ pauseDays: 0 })).json().data).toMatchObject({ eligible: true, pausedUntil: null });
    expect((await patch({ available: false })).json().data.holds).toEqual(['unavailable']);
    expect((await patch({ pauseDays: 7 })).statusCode).toBe(400);
  });

  it('leaving the register deletes the donor data', async () => {
    const { user, headers } = await customer();
    await put(headers, donorBody());
    const left = await t.app.inject({ method: 'DELETE', url: '/api/blood/donor', headers });
    expect(left.json().message).toBe('You have left the donor register; your donor data is deleted.');
    expect(await t.database.db.select().from(bloodDonors).where(eq(bloodDonors.userId, user.id))).toEqual([]);
    expect((await get(headers)).json().data).toBeNull();
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/blood/donor/availability',
      headers,
      payload: { available: true },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is only for people who are signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blood/donor' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/blood/donor', payload: donorBody() })).statusCode).toBe(401);
  });
});
