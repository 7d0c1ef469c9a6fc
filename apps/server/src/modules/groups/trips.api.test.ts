import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/request.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { users } from '../../platform/db/schema.js';
import { memberSeenBy, position, readGroupAs } from './groups-test-kit.js';
import { AT_HOME, FAR, familyOfThree, HOME, startTrip, textsTo, tick } from './trips-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 30 * 86_400 } });
});
afterAll(async () => t?.close());

const MARGIN_S = 30 * 60;

describe('a trip to a destination: arrived safely', () => {
  it('texts each other member once, in their language, ends the sharing and shows "arrived" to the group', async () => {
    const { asha, riya, dev, groupId } = await familyOfThree(t);
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, dev.user.id));
    const since = t.clock.now();
    const started = await startTrip(t, riya, groupId, { inMinutes: 45 });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.trip).toMatchObject({ ...HOME, radius: 200, destination: 'Home', arrivedAt: null });

    // On the way: nothing yet.
    const far = await position(t, riya.token, groupId, FAR);
    expect(far.json().data.arrived).toBe(false);
    // A vague fix (a cell tower's 2 km) near the destination does not count either.
    expect((await position(t, riya.token, groupId, { ...AT_HOME, accuracy: 2000 })).json().data.arrived).toBe(false);
    expect(await textsTo(t, asha.user.phone, since)).toEqual([]);

    t.clock.advance(60);
    const there = await position(t, riya.token, groupId, AT_HOME);
    expect(there.statusCode).toBe(200);
    expect(there.json().data.arrived).toBe(true);

    expect(await textsTo(t, asha.user.phone, since)).toEqual([`${t.config.appName}: Riya Rao arrived safely at Home.`]);
    expect(await textsTo(t, dev.user.phone, since)).toEqual([`${t.config.appName}: Riya Rao Home सुरक्षित पहुँच गए।`]);
    expect(await textsTo(t, riya.user.phone, since)).toEqual([]);

    // The trip ended: no position shown any more, "arrived" instead; a further position is refused.
    const seen = await memberSeenBy(t, asha.token, groupId, riya.user.id);
    expect(seen).toMatchObject({ share: null, arrived: { destination: 'Home', arrivedAt: expect.any(String) } });
    expect(Date.parse((seen as unknown as { arrived: { arrivedAt: string } }).arrived.arrivedAt)).toBeGreaterThan(
      since.getTime(),
    );
    expect((await position(t, riya.token, groupId, AT_HOME)).statusCode).toBe(409);
    t.clock.advance(2 * 3600);
    expect(await tick(t)).toBe(0);
    expect(await textsTo(t, asha.user.phone, since)).toHaveLength(1);
  });

  it('counts a fix whose accuracy reaches into the radius, not one that stays outside it', async () => {
    const { riya, groupId } = await familyOfThree(t);
    await startTrip(t, riya, groupId, { inMinutes: 10, radius: 100 });
    // About 170 m from HOME: outside 100 m even with 50 m accuracy; inside with 80 m.
    const near = { lat: 12.9771, lng: 77.6066 };
    expect((await position(t, riya.token, groupId, { ...near, accuracy: 50 })).json().data.arrived).toBe(false);
    expect((await position(t, riya.token, groupId, { ...near, accuracy: 80 })).json().data.arrived).toBe(true);
  });

  it('two positions at the destination at once make one arrival and one text per member', async () => {
    const { asha, dev, riya, groupId } = await familyOfThree(t);
    const since = t.clock.now();
    await startTrip(t, riya, groupId, { inMinutes: 20 });
    const both = await Promise.all([
      position(t, riya.token, groupId, AT_HOME),
      position(t, riya.token, groupId, { ...AT_HOME, lat: 12.9758 }),
    ]);
    expect(both.filter((r) => r.statusCode === 200 && r.json().data.arrived)).toHaveLength(1);
    expect(await textsTo(t, asha.user.phone, since)).toHaveLength(1);
    expect(await textsTo(t, dev.user.phone, since)).toHaveLength(1);
  });
});

describe('a trip to a destination: has not arrived', () => {
  it('tells the group once when the expected time and the margin passed without arrival or position, then still says arrived', async () => {
    const { asha, dev, riya, groupId } = await familyOfThree(t);
    const since = t.clock.now();
    await startTrip(t, riya, groupId, { inMinutes: 45 });
    const expected = new Date(t.clock.now().getTime() + 45 * 60_000);
    await position(t, riya.token, groupId, FAR);

    // Expected time passed, margin not yet: nothing.
    t.clock.advance(45 * 60 + MARGIN_S - 60);
    expect(await tick(t)).toBe(0);
    t.clock.advance(120);
    expect(await tick(t)).toBe(1);
    expect(await tick(t)).toBe(0);

    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(expected);
    const texts = await textsTo(t, asha.user.phone, since);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toBe(
      `${t.config.appName}: Riya Rao has not arrived at Home (expected ${hhmm}); last seen 76 min ago near 12.9352, 77.6245. See the group: ${t.config.publicUrl}/account/groups/${groupId}`,
    );
    expect(await textsTo(t, dev.user.phone, since)).toHaveLength(1);
    expect(await textsTo(t, riya.user.phone, since)).toEqual([]);
    const late = await memberSeenBy(t, dev.token, groupId, riya.user.id);
    expect(late).toMatchObject({ share: { trip: { lateAt: expect.any(String), arrivedAt: null } } });

    // She arrives after all: the group hears it.
    t.clock.advance(600);
    expect((await position(t, riya.token, groupId, AT_HOME)).json().data.arrived).toBe(true);
    expect(await textsTo(t, asha.user.phone, since)).toEqual([
      texts[0],
      `${t.config.appName}: Riya Rao arrived safely at Home.`,
    ]);
  });

  it('says nothing while positions keep coming, and says so without one when none came', async () => {
    const { asha, riya, groupId } = await familyOfThree(t);
    const other = await familyOfThree(t);
    const silent = await familyOfThree(t);
    const since = t.clock.now();
    await startTrip(t, riya, groupId, { inMinutes: 30 }, 'Nani’s house');
    t.clock.advance(30 * 60 + MARGIN_S + 60);
    // Late, but moving: she sent a position a minute ago.
    await position(t, riya.token, groupId, FAR);
    t.clock.advance(60);
    expect(await tick(t)).toBe(0);
    // A plain share (no trip) is never late.
    await call(t, 'POST', `/api/groups/${other.groupId}/share`, other.riya.token, { duration: 'until-stop' });
    t.clock.advance(10 * 60);
    expect(await tick(t)).toBe(1);
    expect((await textsTo(t, asha.user.phone, since))[0]).toMatch(
      /has not arrived at Nani's house \(expected \d\d:\d\d\); last seen 11 min ago near/,
    );

    // No position ever: the text says so.
    const s2 = t.clock.now();
    await startTrip(t, silent.riya, silent.groupId, {
      expectedAt: new Date(t.clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    t.clock.advance(5 * 60 + MARGIN_S + 1);
    expect(await tick(t)).toBe(1);
    expect((await textsTo(t, silent.asha.user.phone, s2))[0]).toMatch(
      /has not arrived at Home \(expected \d\d:\d\d\) and has sent no position/,
    );
  });

  it('a trip stopped by its member is not reported late', async () => {
    const { riya, groupId } = await familyOfThree(t);
    await startTrip(t, riya, groupId, { inMinutes: 5 });
    await call(t, 'DELETE', `/api/groups/${groupId}/share`, riya.token);
    t.clock.advance(3600);
    expect(await tick(t)).toBe(0);
  });
});

describe("a trip's destination", () => {
  it('is seen by members only: not another customer, a removed member or the super admin', async () => {
    const { asha, riya, dev, groupId } = await familyOfThree(t);
    await startTrip(t, riya, groupId, { inMinutes: 45 });
    expect((await memberSeenBy(t, dev.token, groupId, riya.user.id))?.share).toMatchObject({ trip: HOME });
    const stranger = await signedInCustomer(t);
    const superAdmin = await t.signIn(t.config.adminPhone);
    await call(t, 'DELETE', `/api/groups/${groupId}/members/${dev.user.id}`, asha.token);
    for (const token of [stranger.token, superAdmin, dev.token]) {
      const res = await readGroupAs(t, token, groupId);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(String(HOME.lat));
      expect((await call(t, 'GET', `/api/groups/${groupId}/stream`, token)).statusCode).toBe(404);
    }
  });

  it('refuses bad coordinates, radius and times with the failure shape', async () => {
    const { riya, groupId } = await familyOfThree(t);
    for (const [trip, path] of [
      [{ lat: 91, lng: 77, inMinutes: 10 }, 'trip.lat'],
      [{ lat: 12, lng: 'east', inMinutes: 10 }, 'trip.lng'],
      [{ lat: 12, lng: 77, radius: 10, inMinutes: 10 }, 'trip.radius'],
      [{ lat: 12, lng: 77 }, 'trip.inMinutes'],
      [{ lat: 12, lng: 77, inMinutes: 10, expectedAt: new Date().toISOString() }, 'trip.inMinutes'],
      [{ lat: 12, lng: 77, inMinutes: 0 }, 'trip.inMinutes'],
      [{ lat: 12, lng: 77, expectedAt: 'at teatime' }, 'trip.expectedAt'],
      [{ lat: 12, lng: 77, expectedAt: new Date(t.clock.now().getTime() - 60_000).toISOString() }, 'trip.expectedAt'],
      [
        { lat: 12, lng: 77, expectedAt: new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString() },
        'trip.expectedAt',
      ],
    ] as const) {
      const res = await call(t, 'POST', `/api/groups/${groupId}/share`, riya.token, { duration: 'until-stop', trip });
      expect(res.statusCode, JSON.stringify(trip)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'Error', errors: [expect.objectContaining({ path })] });
    }
    // A trip lasts until arrival or stop: an hour's share cannot be one (it would end before anyone could be told).
    const timed = await call(t, 'POST', `/api/groups/${groupId}/share`, riya.token, {
      duration: '1h',
      trip: { ...HOME, inMinutes: 10 },
    });
    expect(timed.statusCode).toBe(400);
    expect(timed.json().errors).toEqual([
      { path: 'duration', message: 'A trip lasts until you arrive or stop sharing: choose until you stop' },
    ]);
    expect((await memberSeenBy(t, riya.token, groupId, riya.user.id))?.share).toBeNull();
  });
});
