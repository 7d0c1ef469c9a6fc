import { describe, expect, it } from 'vitest';
import { bearer, json } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { post, sosBody, t, withSosApp } from './sos-test-kit.js';

withSosApp();

type Seen = { data: { seenAt: string | null; unseen: number } };
const seen = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications/seen', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json<Seen>(res).data;
};
const markSeen = (token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/seen', headers: bearer(token), payload: payload ?? {} });
const alert = async () => {
  t.clock.advance(5);
  const res = await post(sosBody());
  expect(res.statusCode).toBe(201);
};

describe('the bell read state on the server', () => {
  it('a call seen in one session of an admin is not new in their other session', async () => {
    const { user } = await adminWith(t, ['viewSosCall']);
    const laptop = await t.signIn(user.phone);
    const phone = await t.signIn(user.phone);
    expect(laptop).not.toBe(phone);

    // The first look: what is already there counts as seen.
    expect((await seen(laptop)).unseen).toBe(0);
    await alert();
    await alert();
    expect((await seen(laptop)).unseen).toBe(2);
    expect((await seen(phone)).unseen).toBe(2);

    const res = await markSeen(laptop);
    expect(res.statusCode).toBe(200);
    expect(json<Seen>(res).data.unseen).toBe(0);
    expect((await seen(phone)).unseen).toBe(0);

    await alert();
    expect((await seen(phone)).unseen).toBe(1);
  });

  it('is kept per admin: another admin still has the call as new', async () => {
    const a = await adminWith(t, ['viewSosCall']);
    const b = await adminWith(t, ['viewSosCall']);
    await seen(a.token);
    await seen(b.token);
    await alert();
    await markSeen(a.token);
    expect((await seen(a.token)).unseen).toBe(0);
    expect((await seen(b.token)).unseen).toBe(1);
  });

  it('only moves forward: a stale tab marking an older call seen, even at once with a newer one, changes nothing', async () => {
    const { token } = await adminWith(t, ['viewSosCall']);
    await seen(token);
    await alert();
    const { seenAt: before } = await seen(token);
    await alert();
    await alert();
    const newest = json<Seen>(await markSeen(token)).data.seenAt;
    const results = await Promise.all([
      markSeen(token, { seenAt: before }),
      markSeen(token),
      markSeen(token, { seenAt: before }),
    ]);
    for (const r of results) expect(r.statusCode).toBe(200);
    expect(await seen(token)).toEqual({ seenAt: newest, unseen: 0 });
  });

  it('refuses admins without viewSosCall (403), strangers (401) and a bad date (400)', async () => {
    const { token } = await adminWith(t, ['viewOrder']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications/seen', headers: bearer(token) })).statusCode,
    ).toBe(403);
    expect((await markSeen(token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/seen', payload: {} })).statusCode).toBe(401);
    const ok = await adminWith(t, ['viewSosCall']);
    const bad = await markSeen(ok.token, { seenAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ code: string }>(bad).code).toBe('VALIDATION_FAILED');
  });
});
