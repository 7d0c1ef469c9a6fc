import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import { eventsOf, openSse } from '../../../test/sse-reader.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signedInCustomer } from '../../../test/user-fixtures.js';
import { emergencyContacts, notifications, sosCalls, users } from '../../platform/db/schema.js';
import { ALARMS_PER_HOUR } from './alarm.service.js';
import { eventually, familyOfTwo, join, type Person, position } from './groups-test-kit.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 30 * 86_400 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const HERE = { lat: 12.97161, lng: 77.59463, accuracy: 20 };
const raise = (token: string | undefined, groupId: string, key?: string) =>
  call(t, 'POST', `/api/groups/${groupId}/alarm`, token, undefined, key ? { headers: { 'idempotency-key': key } } : {});

async function addContact(who: Person, name: string): Promise<string> {
  const phone = nextPhone();
  await t.database.db.insert(emergencyContacts).values({ userId: who.user.id, name, phone, position: 0 });
  return phone;
}

/** The alarm texts (SMS) in the outbox, by phone. */
async function alarmTexts() {
  return t.database.db
    .select({ phone: notifications.phone, body: notifications.body, callId: notifications.sosCallId })
    .from(notifications)
    .where(
      and(eq(notifications.channel, 'sms'), like(notifications.body, '%SOS:%'), like(notifications.body, '%/r/%')),
    );
}
const linkIn = (body: string) => body.match(/\/r\/([0-9A-Z]{12})/)![1]!;
const page = (token: string) => call(t, 'GET', `/r/${token}`);

/** A family of three (owner, member, another member) and the member's two emergency contacts. */
async function family() {
  const { owner, member, groupId } = await familyOfTwo(t);
  const third = await signedInCustomer(t, 'Kabir Rao');
  await join(t, groupId, owner, third);
  const contacts = [await addContact(member, 'Dad'), await addContact(member, 'Aunt')];
  return { owner, member, third, groupId, contacts };
}

describe('the trip alarm', () => {
  it("texts every other member and the member's contacts a link of their own, starts sharing, and opens the live page", async () => {
    const { owner, member, third, groupId, contacts } = await family();
    const before = (await alarmTexts()).length;
    const res = await raise(member.token, groupId, 'alarm-key-0001');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'open', recipients: 4 });
    const texts = (await alarmTexts()).slice(before).filter((x) => x.callId === res.json().data._id);
    expect(texts.map((x) => x.phone).sort()).toEqual([owner.user.phone, third.user.phone, ...contacts].sort());
    expect(texts.every((x) => x.body.includes('Riya Rao') && x.body.includes('112'))).toBe(true);
    expect(new Set(texts.map((x) => linkIn(x.body))).size).toBe(4);
    // Sharing started with the group: the member's position reaches the link's page.
    expect((await position(t, member.token, groupId, HERE)).statusCode).toBe(200);
    const dad = linkIn(texts.find((x) => x.phone === contacts[0])!.body);
    const shown = await page(dad);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('12.97161, 77.59463');
    // 112 comes first, before the position and the answers.
    expect(shown.body.indexOf('tel:112')).toBeLessThan(shown.body.indexOf('12.97161'));
    expect(shown.body).toContain('I&#x27;m on my way');
    // An answer through the link is recorded on the alarm.
    const answered = await call(t, 'POST', `/api/answer/${dad}`, undefined, { kind: 'coming', eta: 15 });
    expect(answered.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/groups/${groupId}/alarm`, member.token)).json().data.status).toBe('open');
  });

  it("texts each recipient in their account's language, English for a contact without an account", async () => {
    const { owner, member, groupId, contacts } = await family();
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, owner.user.id));
    const res = await raise(member.token, groupId, 'alarm-key-lang');
    expect(res.statusCode).toBe(201);
    const texts = (await alarmTexts()).filter((x) => x.callId === res.json().data._id);
    const toOwner = texts.find((x) => x.phone === owner.user.phone)!.body;
    expect(toOwner).toContain('ने "Family" के साथ सफ़र में अलार्म दबाया है');
    expect(toOwner).toContain('112 पर कॉल करें');
    expect(texts.find((x) => x.phone === contacts[0])!.body).toContain(
      'Riya Rao pressed the alarm on a trip with "Family"',
    );
    // The link's page speaks the language asked for, 112 and the answers included.
    const shown = await call(t, 'GET', `/r/${linkIn(toOwner)}?lang=hi`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Riya Rao ने अलार्म दबाया है');
    expect(shown.body).toContain('मैं आ रहा/रही हूँ');
    expect(shown.body).not.toContain('raised the alarm');
  });

  it('a double tap, a retry and a second tab make one alarm and one text per recipient', async () => {
    const { member, groupId } = await family();
    const before = (await alarmTexts()).length;
    const same = await Promise.all(Array.from({ length: 4 }, () => raise(member.token, groupId, 'double-tap-key')));
    const others = await Promise.all([raise(member.token, groupId, 'other-tab-key1'), raise(member.token, groupId)]);
    const all = [...same, ...others];
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(all.map((r) => (r.statusCode === 200 || r.statusCode === 201 ? 'ok' : r.body))).toEqual(all.map(() => 'ok'));
    expect(new Set(all.map((r) => r.json().data._id)).size).toBe(1);
    const texts = (await alarmTexts()).slice(before);
    expect(texts).toHaveLength(4);
    expect(new Set(texts.map((x) => x.phone)).size).toBe(4);
    const open = await t.database.db
      .select()
      .from(sosCalls)
      .where(and(eq(sosCalls.groupId, groupId), eq(sosCalls.status, 'open')));
    expect(open).toHaveLength(1);
    // No position is kept on the alert itself (the admin's log): it is read from the share while open.
    expect(open[0]).toMatchObject({ origin: 'trip', latitude: null, longitude: null, tagId: null });
  });

  it('nobody but a member raises it: not another customer, not the super admin, not someone signed out', async () => {
    const { groupId } = await family();
    const other = await signedInCustomer(t);
    const superAdmin = await t.signIn(t.config.adminPhone);
    for (const token of [other.token, superAdmin]) {
      expect((await raise(token, groupId, 'not-mine-key')).statusCode).toBe(404);
      expect((await call(t, 'GET', `/api/groups/${groupId}/alarm`, token)).statusCode).toBe(404);
      expect((await call(t, 'POST', `/api/groups/${groupId}/alarm/close`, token)).statusCode).toBe(404);
    }
    expect((await raise(undefined, groupId)).statusCode).toBe(401);
    expect((await raise(other.token, 'not-a-uuid')).statusCode).toBe(400);
    // A malformed key is the client's mistake, in the failure shape, before anything else.
    const bad = await raise(other.token, groupId, 'bad key!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'Error', errors: [{ path: 'Idempotency-Key' }] });
  });

  it("shows the position only while open, only through the link's own recipient, for the link's life", async () => {
    const { owner, member, third, groupId, contacts } = await family();
    const raised = (await raise(member.token, groupId, 'scope-key-001')).json().data;
    await position(t, member.token, groupId, HERE);
    const texts = (await alarmTexts()).filter((x) => x.callId === raised._id);
    const linkOf = (phone: string) => linkIn(texts.find((x) => x.phone === phone)!.body);

    // Kabir's own alarm in the same group: his link for it shows Kabir, never Riya's position.
    const kabirs = (await raise(third.token, groupId, 'kabir-key-001')).json().data;
    const ownerOnKabir = (await alarmTexts()).find((x) => x.callId === kabirs._id && x.phone === owner.user.phone)!;
    const other = await page(linkIn(ownerOnKabir.body));
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Kabir Rao');
    expect(other.body).not.toContain('12.97161');

    // A member who left the group: their link stops at once.
    const kabirLink = linkOf(third.user.phone);
    expect((await page(kabirLink)).body).toContain('12.97161');
    await call(t, 'POST', `/api/groups/${groupId}/leave`, third.token);
    expect((await page(kabirLink)).statusCode).toBe(404);

    // Another customer's or the admin's sign-in opens nothing without the link; with it, the link is the recipient's.
    const stranger = await signedInCustomer(t);
    expect((await call(t, 'GET', `/api/groups/${groupId}`, stranger.token)).body).not.toContain('12.97161');
    expect((await call(t, 'GET', '/api/sos-calls', await t.signIn(t.config.adminPhone))).body).not.toContain(
      '12.97161',
    );

    // "I'm safe": the page says so and shows no position; closing twice finds nothing open.
    const dad = linkOf(contacts[0]!);
    const closed = await call(t, 'POST', `/api/groups/${groupId}/alarm/close`, member.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    const after = await page(dad);
    expect(after.body).toContain('closed the alarm');
    expect(after.body).not.toContain('12.97161');
    expect((await call(t, 'POST', `/api/groups/${groupId}/alarm/close`, member.token)).statusCode).toBe(404);

    // A retry of the first press after closing raises nothing new; a new press does.
    expect((await raise(member.token, groupId, 'scope-key-001')).json().data).toMatchObject({ status: 'closed' });
    const again = await raise(member.token, groupId, 'scope-key-002');
    expect(again.statusCode).toBe(201);
    await position(t, member.token, groupId, HERE);
    const fresh = (await alarmTexts()).find((x) => x.callId === again.json().data._id && x.phone === contacts[1])!;
    expect((await page(linkIn(fresh.body))).body).toContain('12.97161');
    // The link's life over (SOS_ANSWER_LINK_HOURS): gone.
    t.clock.advance(t.config.limits.sosAnswerLinkSeconds + 60);
    expect((await page(linkIn(fresh.body))).statusCode).toBe(404);
  });

  it("the link's live page follows the member's position over its stream, and shows the close", async () => {
    const { member, groupId, contacts } = await family();
    const raised = (await raise(member.token, groupId, 'stream-key-01')).json().data;
    await position(t, member.token, groupId, HERE);
    const text = (await alarmTexts()).find((x) => x.callId === raised._id && x.phone === contacts[0])!;
    expect((await openSse(`${base}/r/00000000000A/events`)).status).toBe(404);
    const live = await openSse(`${base}/r/${linkIn(text.body)}/events`);
    expect(live.status).toBe(200);
    const last = () => eventsOf<string>(live, 'status').at(-1) ?? '';
    await eventually(() => expect(last()).toContain('12.97161'));
    // Each change is the group's announcement (group-updated), not the page's slow poll (15 s).
    await position(t, member.token, groupId, { ...HERE, lat: 12.98 });
    await eventually(() => expect(last()).toContain('12.98000'));
    await call(t, 'POST', `/api/groups/${groupId}/alarm/close`, member.token);
    await eventually(() => expect(last()).toContain('closed the alarm'));
    expect(last()).not.toContain('12.98');
    await live.close();
  });

  it("its recipients' open pages take no turn of the requests served at once", async () => {
    // Two requests at a time: an alarm's open live pages must not leave every other request waiting.
    const busy = await createTestApp({ config: { admission: { maxConcurrent: 2, maxWaitMs: 300 } } });
    const open: Response[] = [];
    try {
      const url = await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const { member, groupId } = await familyOfTwo(busy);
      const dad = nextPhone();
      await busy.database.db
        .insert(emergencyContacts)
        .values({ userId: member.user.id, name: 'Dad', phone: dad, position: 0 });
      const raised = await call(busy, 'POST', `/api/groups/${groupId}/alarm`, member.token);
      expect(raised.statusCode).toBe(201);
      const [text] = await busy.database.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.phone, dad), like(notifications.body, '%/r/%')));
      for (let i = 0; i < 3; i++) open.push(await fetch(`${url}/r/${linkIn(text!.body)}/events`));
      expect(open.map((r) => r.status)).toEqual([200, 200, 200]);
      const read = await fetch(`${url}/api/groups/${groupId}/alarm`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(read.status).toBe(200);
    } finally {
      for (const r of open) await r.body?.cancel();
      await busy.close();
    }
  });

  it('refuses a seventh alarm within the hour (raised and closed again and again), with nothing texted', async () => {
    const { member, groupId } = await family();
    for (let i = 0; i < ALARMS_PER_HOUR; i++) {
      expect((await raise(member.token, groupId, `flood-key-${i}x`)).statusCode).toBe(201);
      expect((await call(t, 'POST', `/api/groups/${groupId}/alarm/close`, member.token)).statusCode).toBe(200);
    }
    const before = (await alarmTexts()).length;
    const refused = await raise(member.token, groupId, 'flood-key-last');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/call 112/);
    expect(await alarmTexts()).toHaveLength(before);
    expect((await call(t, 'GET', `/api/groups/${groupId}/alarm`, member.token)).json().data).toBeNull();
    t.clock.advance(3601);
    expect((await raise(member.token, groupId, 'flood-key-later')).statusCode).toBe(201);
  });
});
