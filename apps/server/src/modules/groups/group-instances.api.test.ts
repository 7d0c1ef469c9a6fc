import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { endsWithin, eventually, familyOfTwo, openGroupStream, position } from './groups-test-kit.js';

// Two server instances on one PostgreSQL: what happens on one reaches the streams on the other
// through LISTEN/NOTIFY (PGlite is one process by nature).
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')("a group's live stream across instances", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherBase: string;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, database: t.database, clock: t.clock.now, worker: false });
    await other.ready();
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('shows on instance B the position posted through instance A, and ends there when the member is removed on A', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    const memberStream = await openGroupStream(otherBase, member.token, groupId);
    const ownerStream = await openGroupStream(otherBase, owner.token, groupId);
    expect(ownerStream.status).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/groups/${groupId}/share`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { duration: '1h' },
    });
    expect((await position(t, member.token, groupId, { lat: 28.6139, lng: 77.209, accuracy: 30 })).statusCode).toBe(
      200,
    );
    const memberIn = () => ownerStream.latest()?.members.find((m) => m.userId === member.user.id);
    await eventually(() => expect(memberIn()?.share?.position?.lat).toBe(28.6139));

    await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${groupId}/members/${member.user.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(await endsWithin(memberStream, 3000)).toBe(true);
    await eventually(() => expect(memberIn()).toBeUndefined());
  });
});
