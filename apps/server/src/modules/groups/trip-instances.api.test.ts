import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { position } from './groups-test-kit.js';
import { AT_HOME, FAR, familyOfThree, startTrip, textsTo, tick } from './trips-test-kit.js';

// A trip's "late" and "arrived" go once per member however many instances tick, and across a
// restart: the claim is in the database (trips.repo.ts), not in a process.
describe('trip texts across instances and a restart', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let restarted: FastifyInstance | undefined;
  const build = () => buildApp({ config: t.config, database: t.database, clock: t.clock.now, worker: false });
  beforeAll(async () => {
    t = await createTestApp({ config: { tokenTtlSeconds: 30 * 86_400 } });
    other = await build();
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await restarted?.close();
    await t?.close();
  });

  it('positions at the destination through two instances at once make one arrival', async () => {
    const { asha, riya, groupId } = await familyOfThree(t);
    const since = t.clock.now();
    await startTrip(t, riya, groupId, { inMinutes: 15 });
    const viaOther = other.inject({
      method: 'POST',
      url: `/api/groups/${groupId}/position`,
      headers: { authorization: `Bearer ${riya.token}` },
      payload: AT_HOME,
    });
    const [a, b] = await Promise.all([position(t, riya.token, groupId, AT_HOME), viaOther]);
    const arrived = [a, b].filter((r) => r.statusCode === 200 && r.json().data.arrived);
    expect(arrived).toHaveLength(1);
    expect(await textsTo(t, asha.user.phone, since)).toEqual([expect.stringMatching(/arrived safely at Home/)]);
  });

  it('two instances ticking at once report a late trip once; after a restart it is not reported again, and arrival still is', async () => {
    const { asha, dev, riya, groupId } = await familyOfThree(t);
    const since = t.clock.now();
    await startTrip(t, riya, groupId, { inMinutes: 15 });
    await position(t, riya.token, groupId, FAR);
    t.clock.advance(15 * 60 + t.config.trips.lateMarginSeconds + 1);

    const counts = await Promise.all([tick(t), tick(t, other), tick(t), tick(t, other)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await textsTo(t, asha.user.phone, since)).toHaveLength(1);
    expect(await textsTo(t, dev.user.phone, since)).toHaveLength(1);

    // The first instance stops; a new one starts on the same database (last in this file: signing in uses the first).
    await t.app.close();
    t.app = restarted = await build();
    await t.app.ready();
    t.clock.advance(3600);
    expect(await tick(t)).toBe(0);
    expect(await tick(t, other)).toBe(0);
    expect((await position(t, riya.token, groupId, AT_HOME)).json().data.arrived).toBe(true);
    const texts = await textsTo(t, asha.user.phone, since);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/Riya Rao arrived safely at Home/);
    expect(await textsTo(t, dev.user.phone, since)).toHaveLength(2);
  });
});
