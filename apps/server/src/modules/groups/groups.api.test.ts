import { GROUP_INVITE_DAYS } from '@safesathi/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/request.js';
import { createTestApp, latestOtp, type TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { notifications } from '../../platform/db/schema.js';
import { DEFAULT_TRIPS_CONFIG } from '../../platform/trips-config.js';
import { familyOfTwo, invitationTokenFor, join, makeGroup, memberSeenBy, readGroupAs } from './groups-test-kit.js';

let t: TestApp;
const INVITES_PER_DAY = 3;
beforeAll(async () => {
  t = await createTestApp({
    config: { tokenTtlSeconds: 30 * 86_400, trips: { ...DEFAULT_TRIPS_CONFIG, invitesPerDay: INVITES_PER_DAY } },
  });
});
afterAll(async () => t?.close());

const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

describe('a travel group', () => {
  it('is made by a customer, who invites a number by text; that number joins through the link', async () => {
    const asha = await signedInCustomer(t, 'Asha Rao');
    const riya = await signedInCustomer(t, 'Riya Rao');
    const made = await call(t, 'POST', '/api/groups', asha.token, { name: '  Family  ' });
    expect(made.statusCode).toBe(201);
    const group = made.json().data;
    expect(group).toMatchObject({ name: 'Family', myRole: 'owner', invitations: [] });
    expect(group.members).toEqual([
      expect.objectContaining({ name: 'Asha Rao', role: 'owner', isMe: true, share: null }),
    ]);

    // Typed any way a person types a number.
    const sent = await call(t, 'POST', `/api/groups/${group._id}/invitations`, asha.token, {
      phone: spaced(riya.user.phone),
    });
    expect(sent.statusCode).toBe(201);
    const texts = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.phone, riya.user.phone), like(notifications.body, '%/groups/join/%')));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('Asha Rao invited you to the group "Family"');
    expect(texts[0]!.body).toContain(`${t.config.publicUrl}/groups/join/`);
    const pending = (await readGroupAs(t, asha.token, group._id)).json().data.invitations;
    expect(pending).toHaveLength(1);
    expect(pending[0].phone.replace(/\D/g, '')).toBe(`91${riya.user.phone}`);

    const token = await invitationTokenFor(t, riya.user.phone);
    const joined = await call(t, 'POST', `/api/group-invitations/${token}/accept`, riya.token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ name: 'Family', myRole: 'member', invitations: [] });
    const seen = (await readGroupAs(t, asha.token, group._id)).json().data;
    expect(seen.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Asha Rao', 'owner'],
      ['Riya Rao', 'member'],
    ]);
    expect(seen.invitations).toEqual([]);
    // Both list it; a member belongs to several groups.
    await makeGroup(t, riya, 'College friends');
    const riyaGroups = (await call(t, 'GET', '/api/groups', riya.token)).json().data;
    expect(riyaGroups.map((g: { name: string; myRole: string }) => [g.name, g.myRole])).toEqual([
      ['College friends', 'owner'],
      ['Family', 'member'],
    ]);
  });

  it('says which field is wrong and why', async () => {
    const asha = await signedInCustomer(t);
    const noName = await call(t, 'POST', '/api/groups', asha.token, { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([{ path: 'name', message: 'Name the group' }]);
    const groupId = await makeGroup(t, asha);
    const badPhone = await call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].path).toBe('phone');
    const own = await call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone: asha.user.phone });
    expect(own.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'phone', message: 'That is your own number' }],
    });
    const notId = await call(t, 'GET', '/api/groups/not-a-uuid', asha.token);
    expect(notId.statusCode).toBe(400);
  });
});

describe('an invitation link', () => {
  it('works only for the account whose number it was sent to: a forwarded link does nothing for another', async () => {
    const asha = await signedInCustomer(t);
    const riya = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    const groupId = await makeGroup(t, asha);
    await call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone: riya.user.phone });
    const token = await invitationTokenFor(t, riya.user.phone);

    const forwarded = await call(t, 'POST', `/api/group-invitations/${token}/accept`, stranger.token);
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().message).toMatch(/sent to another phone number/);
    expect((await readGroupAs(t, stranger.token, groupId)).statusCode).toBe(404);
    // Signed out: sign in first.
    expect((await call(t, 'POST', `/api/group-invitations/${token}/accept`)).statusCode).toBe(401);
    // A made-up token is not found.
    expect((await call(t, 'POST', `/api/group-invitations/${'x'.repeat(32)}/accept`, riya.token)).statusCode).toBe(404);

    expect((await call(t, 'POST', `/api/group-invitations/${token}/accept`, riya.token)).statusCode).toBe(200);
    // Again: already a member, nothing changes.
    expect((await call(t, 'POST', `/api/group-invitations/${token}/accept`, riya.token)).statusCode).toBe(200);
    expect((await readGroupAs(t, asha.token, groupId)).json().data.members).toHaveLength(2);
  });

  it(`expires after ${GROUP_INVITE_DAYS} days, and is used once: after leaving, the old link does not bring one back`, async () => {
    const asha = await signedInCustomer(t);
    const riya = await signedInCustomer(t);
    const dev = await signedInCustomer(t);
    const groupId = await makeGroup(t, asha);
    await call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone: dev.user.phone });
    const late = await invitationTokenFor(t, dev.user.phone);
    await join(t, groupId, asha, riya);
    const used = await invitationTokenFor(t, riya.user.phone);
    expect((await call(t, 'POST', `/api/groups/${groupId}/leave`, riya.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/group-invitations/${used}/accept`, riya.token)).statusCode).toBe(404);

    t.clock.advance(GROUP_INVITE_DAYS * 86_400);
    expect((await call(t, 'POST', `/api/group-invitations/${late}/accept`, dev.token)).statusCode).toBe(404);
    expect((await readGroupAs(t, asha.token, groupId)).json().data.invitations).toEqual([]);
  });

  it(`are ${INVITES_PER_DAY} a day per customer, even sent all at once`, async () => {
    const asha = await signedInCustomer(t);
    const groupId = await makeGroup(t, asha);
    // Signed in one after another: each sign-in moves the test clock past the code's life.
    const people = [];
    for (let i = 0; i < INVITES_PER_DAY + 3; i++) people.push(await signedInCustomer(t));
    const answers = await Promise.all(
      people.map((p) => call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone: p.user.phone })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(INVITES_PER_DAY).fill(201), ...Array(3).fill(429)]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/a day/) });
    expect(refused.headers['retry-after']).toBeDefined();
    const texts = await Promise.all(
      people.map((p) =>
        t.database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.phone, p.user.phone), like(notifications.body, '%/groups/join/%'))),
      ),
    );
    expect(texts.flat()).toHaveLength(INVITES_PER_DAY);
    // A day later, more.
    t.clock.advance(86_400);
    const next = await signedInCustomer(t);
    expect(
      (await call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone: next.user.phone })).statusCode,
    ).toBe(201);
  });
});

describe('an invitation to a number with no account', () => {
  it('tells the link signed out which number to sign up with; after sign-up that person joins', async () => {
    const asha = await signedInCustomer(t, 'Asha Rao');
    const groupId = await makeGroup(t, asha);
    const phone = '9822001100';
    expect((await call(t, 'POST', `/api/groups/${groupId}/invitations`, asha.token, { phone })).statusCode).toBe(201);
    const token = await invitationTokenFor(t, phone);

    // Signed out, the link learns who sent it and the number masked: nothing of the group, never
    // the whole number (a forwarded link reaches strangers), nor whether that number has an account.
    const preview = await call(t, 'GET', `/api/group-invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({ invitedBy: 'Asha Rao', maskedPhone: '+91******1100' });
    expect(preview.body.replace(/\D/g, '')).not.toContain(phone.slice(0, 6));
    // The group's owner, a member, still sees the number the invitation went to.
    expect((await readGroupAs(t, asha.token, groupId)).json().data.invitations).toMatchObject([
      { phone: '+91 98220 01100' },
    ]);

    // Sign-up with that number, through the real code.
    const details = { countryCode: '91', phone, name: 'Nila Rao', email: 'nila@example.in', bloodGroup: 'B+' };
    expect((await call(t, 'POST', '/api/user/otp-generate', undefined, details)).statusCode).toBe(200);
    const verified = await call(t, 'POST', '/api/user/otp-verify', undefined, {
      countryCode: '91',
      phone,
      otp: await latestOtp(t.app, phone),
    });
    expect(verified.statusCode).toBe(200);
    t.clock.advance(61);
    // Now that the number has an account, the link's answer is the same as before: it tells nobody.
    expect((await call(t, 'GET', `/api/group-invitations/${token}`)).json()).toEqual(preview.json());

    const joined = await call(t, 'POST', `/api/group-invitations/${token}/accept`, verified.json().token);
    expect(joined.statusCode).toBe(200);
    expect((await memberSeenBy(t, asha.token, groupId, verified.json().user._id))?.userId).toBe(
      verified.json().user._id,
    );
    // Taken, made up or malformed: not found, in the API's failure shape.
    for (const link of [token, 'x'.repeat(32)])
      expect((await call(t, 'GET', `/api/group-invitations/${link}`)).json()).toMatchObject({
        status: 'Error',
        code: 'NOT_FOUND',
      });
    expect((await call(t, 'GET', '/api/group-invitations/short')).statusCode).toBe(400);
  });
});

describe('members', () => {
  it('are removed by the owner only; a removed member sees the group no more and their sharing ends', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    const third = await signedInCustomer(t);
    await join(t, groupId, owner, third);
    await call(t, 'POST', `/api/groups/${groupId}/share`, member.token, { duration: '1h' });
    await call(t, 'POST', `/api/groups/${groupId}/position`, member.token, { lat: 12.97, lng: 77.59, accuracy: 20 });

    const byMember = await call(t, 'DELETE', `/api/groups/${groupId}/members/${third.user.id}`, member.token);
    expect(byMember.statusCode).toBe(403);
    const byOwner = await call(t, 'DELETE', `/api/groups/${groupId}/members/${member.user.id}`, owner.token);
    expect(byOwner.statusCode).toBe(200);
    expect(await memberSeenBy(t, owner.token, groupId, member.user.id)).toBeUndefined();
    expect((await call(t, 'GET', '/api/groups/sharing', member.token)).json().data).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/groups/${groupId}`],
      ['POST', `/api/groups/${groupId}/position`],
      ['POST', `/api/groups/${groupId}/leave`],
    ] as const) {
      const body = method === 'POST' ? { lat: 1, lng: 1, accuracy: 1 } : undefined;
      expect((await call(t, method, url, member.token, body)).statusCode).toBe(404);
    }
    // Removing someone who is not a member: not found.
    expect((await call(t, 'DELETE', `/api/groups/${groupId}/members/${member.user.id}`, owner.token)).statusCode).toBe(
      404,
    );
  });

  it('leave; an owner who leaves hands the group to the next member; the last to leave deletes it', async () => {
    const { owner, member, groupId } = await familyOfTwo(t);
    await call(t, 'POST', `/api/groups/${groupId}/share`, owner.token, { duration: 'until-stop' });
    expect((await call(t, 'POST', `/api/groups/${groupId}/leave`, owner.token)).statusCode).toBe(200);
    const left = (await readGroupAs(t, member.token, groupId)).json().data;
    expect(left.myRole).toBe('owner');
    expect(left.members).toHaveLength(1);
    expect((await call(t, 'GET', '/api/groups/sharing', owner.token)).json().data).toEqual([]);
    expect((await call(t, 'POST', `/api/groups/${groupId}/leave`, member.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/groups', member.token)).json().data).toEqual([]);
  });
});

describe('who sees a group', () => {
  it('nobody but its members: not another customer, not the super admin, not someone signed out', async () => {
    const { groupId, member } = await familyOfTwo(t);
    await call(t, 'POST', `/api/groups/${groupId}/share`, member.token, { duration: '8h' });
    await call(t, 'POST', `/api/groups/${groupId}/position`, member.token, { lat: 19.07, lng: 72.87, accuracy: 15 });
    const other = await signedInCustomer(t);
    const superAdmin = await t.signIn(t.config.adminPhone);
    const routes = [
      ['GET', `/api/groups/${groupId}`, undefined],
      ['GET', `/api/groups/${groupId}/stream`, undefined],
      ['POST', `/api/groups/${groupId}/invitations`, { phone: other.user.phone }],
      ['DELETE', `/api/groups/${groupId}/members/${member.user.id}`, undefined],
      ['POST', `/api/groups/${groupId}/leave`, undefined],
      ['POST', `/api/groups/${groupId}/share`, { duration: '1h' }],
      ['DELETE', `/api/groups/${groupId}/share`, undefined],
      ['POST', `/api/groups/${groupId}/position`, { lat: 1, lng: 1, accuracy: 1 }],
    ] as const;
    for (const token of [other.token, superAdmin]) {
      for (const [method, url, body] of routes) {
        const res = await call(t, method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('19.07');
      }
      expect((await call(t, 'GET', '/api/groups', token)).json().data).toEqual([]);
    }
    for (const [method, url, body] of routes)
      expect((await call(t, method, url, undefined, body)).statusCode).toBe(401);
    // The member's position is still there for the group.
    expect((await memberSeenBy(t, member.token, groupId, member.user.id))?.share).toMatchObject({
      position: { lat: 19.07 },
    });
  });
});
