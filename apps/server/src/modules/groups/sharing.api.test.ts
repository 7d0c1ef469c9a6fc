import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/request.js';
import { eventsOf } from '../../../test/sse-reader.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { locationShares, sharePositions } from '../../platform/db/schema.js';
import {
  endsWithin,
  eventually,
  familyOfTwo,
  join,
  memberSeenBy,
  openGroupStream,
  position,
} from './groups-test-kit.js';
import { POSITIONS_PER_MINUTE, purgeEndedShares } from './sharing.service.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // The clock jumps days ahead: sign-ins must outlive that.
  t = await createTestApp({ config: { tokenTtlSeconds: 30 * 86_400 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const BANGALORE = { lat: 12.9716, lng: 77.5946, accuracy: 25 };
const share = (token: string, groupId: string, body: unknown) =>
  call(t, 'POST', `/api/groups/${groupId}/share`, token, body);
const positionsOf = async (userId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(sharePositions)
      .innerJoin(locationShares, eq(locationShares.id, sharePositions.shareId))
      .where(eq(locationShares.userId, userId))
  )[0]!.n;

describe('sharing a location with a group', () => {
  it('for an hour: members see the latest position with its accuracy, and nothing once the hour is over', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    // Not sharing yet: a position is refused.
    const early = await position(t, member.token, groupId, BANGALORE);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not sharing/);

    const started = await share(member.token, groupId, { duration: '1h', destination: 'Home' });
    expect(started.statusCode).toBe(201);
    const until = Date.parse(started.json().data.until);
    expect(until - t.clock.now().getTime()).toBeGreaterThan(3590_000);
    expect(await memberSeenBy(t, owner.token, groupId, member.user.id)).toMatchObject({
      share: { destination: 'Home', position: null },
    });

    // A position is no public change: the cache bystanders' scans are answered from stays (ADR 0077).
    const cleared = t.app.services.publicCache.generation;
    expect((await position(t, member.token, groupId, BANGALORE)).statusCode).toBe(200);
    expect(t.app.services.publicCache.generation).toBe(cleared);
    t.clock.advance(60);
    expect((await position(t, member.token, groupId, { ...BANGALORE, lat: 12.98 })).statusCode).toBe(200);
    const seen = await memberSeenBy(t, owner.token, groupId, member.user.id);
    expect(seen?.share).toMatchObject({ position: { lat: 12.98, lng: 77.5946, accuracy: 25 } });
    // Only the latest is kept: no trail.
    expect(await positionsOf(member.user.id)).toBe(1);
    expect((await call(t, 'GET', '/api/groups', owner.token)).json().data[0]).toMatchObject({
      sharingCount: 1,
      iShare: false,
    });

    t.clock.advance(3600);
    expect((await memberSeenBy(t, owner.token, groupId, member.user.id))?.share).toBeNull();
    expect((await position(t, member.token, groupId, BANGALORE)).statusCode).toBe(409);
  });

  it('until stopped: stopping takes the position out of the group at once', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    const started = await share(member.token, groupId, { duration: 'until-stop' });
    expect(started.json().data.until).toBeNull();
    await position(t, member.token, groupId, BANGALORE);
    t.clock.advance(3 * 86_400);
    expect((await memberSeenBy(t, owner.token, groupId, member.user.id))?.share).not.toBeNull();
    const stopped = await call(t, 'DELETE', `/api/groups/${groupId}/share`, member.token);
    expect(stopped.json().message).toBe('Sharing stopped.');
    expect((await memberSeenBy(t, owner.token, groupId, member.user.id))?.share).toBeNull();
    expect((await call(t, 'DELETE', `/api/groups/${groupId}/share`, member.token)).json().message).toBe(
      'You were not sharing.',
    );
  });

  it('is listed in the account: what is shared with whom right now', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    const friend = await signedInCustomer(t, 'Dev Menon');
    await join(t, groupId, owner, friend);
    expect((await call(t, 'GET', '/api/groups/sharing', member.token)).json().data).toEqual([]);
    await share(member.token, groupId, { duration: '8h', destination: 'Mysuru' });
    const list = (await call(t, 'GET', '/api/groups/sharing', member.token)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        groupId,
        groupName: 'Family',
        destination: 'Mysuru',
        seenBy: ['Asha Rao', 'Dev Menon'],
      }),
    ]);
  });

  it('refuses positions out of range, naming the field', async () => {
    const { member, groupId } = await familyOfTwo(t);
    await share(member.token, groupId, { duration: '1h' });
    for (const [body, path] of [
      [{ ...BANGALORE, lat: 91 }, 'lat'],
      [{ ...BANGALORE, lng: -181 }, 'lng'],
      [{ ...BANGALORE, accuracy: -1 }, 'accuracy'],
      [{ lat: '12', lng: 77, accuracy: 5 }, 'lat'],
    ] as const) {
      const res = await position(t, member.token, groupId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
    const bad = await share(member.token, groupId, { duration: '2h' });
    expect(bad.json().errors).toEqual([{ path: 'duration', message: 'Choose 1 hour, 8 hours or until you stop' }]);
  });

  it(`takes ${POSITIONS_PER_MINUTE} positions a minute from one member, even sent at once`, async () => {
    const { member, groupId } = await familyOfTwo(t);
    await share(member.token, groupId, { duration: '1h' });
    const answers = await Promise.all(
      Array.from({ length: POSITIONS_PER_MINUTE + 5 }, (_, i) =>
        position(t, member.token, groupId, { ...BANGALORE, lat: 12 + i / 1000 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(POSITIONS_PER_MINUTE);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    t.clock.advance(60);
    expect((await position(t, member.token, groupId, BANGALORE)).statusCode).toBe(200);
  });
});

describe('positions are kept', () => {
  it('until SHARE_RETENTION_HOURS after the sharing ended, then deleted; a running share keeps its own', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    await share(member.token, groupId, { duration: '1h' });
    await position(t, member.token, groupId, BANGALORE);
    await share(owner.token, groupId, { duration: 'until-stop' });
    await position(t, owner.token, groupId, BANGALORE);
    const purge = () => purgeEndedShares(t.database.db, t.config.trips, t.clock.now());
    const hours = t.config.trips.retentionSeconds / 3600;

    // The hour runs out; the position stays (unseen) for the retention time after that.
    t.clock.advance(3600 + (hours - 1) * 3600);
    await purge();
    expect(await positionsOf(member.user.id)).toBe(1);
    expect((await memberSeenBy(t, owner.token, groupId, member.user.id))?.share).toBeNull();
    t.clock.advance(3601);
    expect((await purge()).shares).toBeGreaterThanOrEqual(1);
    expect(await positionsOf(member.user.id)).toBe(0);
    expect(await t.database.db.select().from(locationShares).where(eq(locationShares.userId, member.user.id))).toEqual(
      [],
    );
    // The owner still shares: theirs stays.
    expect(await positionsOf(owner.user.id)).toBe(1);
    // Stopped: gone the retention time later.
    await call(t, 'DELETE', `/api/groups/${groupId}/share`, owner.token);
    t.clock.advance(hours * 3600 + 1);
    await purge();
    expect(await positionsOf(owner.user.id)).toBe(0);
  });
});

describe("a group's live stream", () => {
  it('brings members every position as it comes, and ends for a member removed', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    const third = await signedInCustomer(t, 'Kiran Rao');
    await join(t, groupId, owner, third);
    const ownerStream = await openGroupStream(base, owner.token, groupId);
    const thirdStream = await openGroupStream(base, third.token, groupId);
    expect(ownerStream.status).toBe(200);
    await eventually(() => expect(ownerStream.latest()?.members).toHaveLength(3));

    await share(member.token, groupId, { duration: '1h' });
    await position(t, member.token, groupId, BANGALORE);
    const memberIn = (s: typeof ownerStream) => s.latest()?.members.find((m) => m.userId === member.user.id);
    await eventually(() => expect(memberIn(ownerStream)?.share?.position?.lat).toBe(BANGALORE.lat));
    await eventually(() => expect(memberIn(thirdStream)?.share?.position?.lat).toBe(BANGALORE.lat));

    await call(t, 'DELETE', `/api/groups/${groupId}/members/${third.user.id}`, owner.token);
    expect(await endsWithin(thirdStream, 3000)).toBe(true);
    await position(t, member.token, groupId, { ...BANGALORE, lat: 13.01 });
    await eventually(() => expect(memberIn(ownerStream)?.share?.position?.lat).toBe(13.01));
    // Read as events (a timestamp such as 16:31:13.012 holds the characters "13.01" too).
    const thirdSaw = eventsOf<{ members: { share: { position: { lat: number } | null } | null }[] }>(
      thirdStream,
      'group',
    ).flatMap((g) => g.members.map((m) => m.share?.position?.lat));
    expect(thirdSaw).toContain(BANGALORE.lat);
    expect(thirdSaw).not.toContain(13.01);

    // Stopping: the owner's view has no position for the member at once.
    await call(t, 'DELETE', `/api/groups/${groupId}/share`, member.token);
    await eventually(() => expect(memberIn(ownerStream)?.share).toBeNull());
    // Signing out ends the owner's stream.
    await call(t, 'POST', '/api/user/logout', owner.token);
    expect(await endsWithin(ownerStream, 3000)).toBe(true);
  });

  it('is refused to anyone not a member', async () => {
    const { groupId } = await familyOfTwo(t);
    const other = await signedInCustomer(t);
    const stream = await openGroupStream(base, other.token, groupId);
    expect(stream.status).toBe(404);
    expect(JSON.parse(stream.text)).toMatchObject({ status: 'Error', code: 'NOT_FOUND' });
  });
});

describe('open group streams', () => {
  it('take no turn of the requests served at once: the app answers others beside more streams than that', async () => {
    // Two requests at a time: before, two open group pages left every other request waiting, then refused (503).
    const busy = await createTestApp({ config: { admission: { maxConcurrent: 2, maxWaitMs: 300 } } });
    try {
      const url = await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const { owner, member, groupId } = await familyOfTwo(busy);
      const streams = [];
      for (const token of [owner.token, owner.token, member.token])
        streams.push(await openGroupStream(url, token, groupId));
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
      const read = await fetch(`${url}/api/groups/${groupId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(read.status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
