import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { insertTaggedOwner } from '../../../test/user-fixtures.js';
import { notifications, sosCallEvents, sosCalls } from '../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';
import { alertViewToken } from './answer-links.js';
import { nextIp, post, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';

withSosApp();

/** Sends an alert and delivers what is due: the call's id, its page and the owner's answer link. */
async function sendAlert(extra: Record<string, unknown> = {}) {
  const res = await post(sosBody({ qrcodename: DEMO_TAG_CODE, ...extra }));
  expect(res.statusCode).toBe(201);
  await t.app.services.worker.runOnce();
  const text = sms.to(DEMO_CUSTOMER_PHONE).at(-1)!.body;
  const link = /\/r\/([0-9A-Z]{12})$/.exec(text)![1]!;
  return { id: res.json().data._id as string, page: res.json().data.statusUrl as string, link };
}

const form = (url: string, body: Record<string, string>, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
    remoteAddress: ip,
  });
const get = (url: string, ip = nextIp()) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('the owner answers', () => {
  it('from the link in their text, without signing in; the bystander, the back office and the timeline show it', async () => {
    const { id, page, link } = await sendAlert({ creatorName: 'Meera Iyer', landmark: 'Near Gate 3' });
    const open = await get(`/r/${link}`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toBe('noindex');
    expect(open.body).toContain('Meera Iyer sent this alert about DL01AB1234');
    expect(open.body).toContain('Near Gate 3');
    expect(open.body).toContain('value="coming-15"');

    const answered = await form(`/r/${link}?lang=en`, { choice: 'coming-15', reply: 'on-my-way' });
    expect(answered.statusCode).toBe(303);
    const after = await get(answered.headers.location as string);
    expect(after.body).toContain('Your answer was sent.');
    expect(after.body).toContain('The owner is coming. About 15 minutes.');

    // The bystander's page, read again, says so; it never shows a phone number.
    const bystander = await get(`${page}?lang=en`);
    expect(bystander.body).toContain('The owner is coming. About 15 minutes.');
    expect(bystander.body).toContain('Please wait, I am on my way.');
    expect(bystander.body).not.toContain(DEMO_CUSTOMER_PHONE);
    const json = await get(`/api/${page.slice(1)}`);
    expect(json.json().data.answer).toMatchObject({ kind: 'coming', etaMinutes: 15, reply: 'on-my-way', by: 'owner' });
    expect(JSON.stringify(json.json())).not.toMatch(/\d{10}/);

    const admin = await t.signIn(t.config.adminPhone);
    const list = await t.app.inject({ method: 'GET', url: `/api/soscall?limit=5`, headers: bearer(admin) });
    const call = list.json().data.find((c: { _id: string }) => c._id === id);
    expect(call.answer).toMatchObject({ kind: 'coming', etaMinutes: 15, by: 'owner', byName: 'Aarav Sharma' });
    expect(call.events).toEqual([
      expect.objectContaining({
        kind: 'answered',
        actor: 'Aarav Sharma (owner)',
        detail: expect.objectContaining({ kind: 'coming' }),
      }),
    ]);
  });

  it('stops the ladder: contacts held for a normal alert are never texted once the owner has answered', async () => {
    const { id, page, link } = await sendAlert();
    expect(sms.sent.map((m) => m.phone)).toEqual([DEMO_CUSTOMER_PHONE]);
    const waiting = await get(`${page}?lang=en`);
    expect(waiting.body).toMatch(
      /If the owner does not answer by \d\d:\d\d( [ap]m)?, their emergency contacts will be alerted/,
    );

    expect((await form(`/r/${link}`, { choice: 'seen' })).statusCode).toBe(303);
    t.clock.advance(t.config.limits.sosEscalateSeconds + 1);
    expect(await t.app.services.worker.runOnce()).toBe(0);
    expect(sms.sent).toHaveLength(1);
    const [call] = await t.database.db.select().from(sosCalls).where(eq(sosCalls.id, id));
    const texts = await t.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, call!.notificationIds));
    expect(texts.filter((n) => n.recipientRole === 'contact').map((n) => n.status)).toEqual(['cancelled', 'cancelled']);
    const done = await get(`${page}?lang=en`);
    expect(done.body).toContain('The owner has seen your alert.');
    expect(done.body).toContain('The owner answered, so their emergency contacts were not needed.');
  });

  it('escalates when nobody answers, and the bystander sees each step', async () => {
    const { page } = await sendAlert();
    expect((await get(`${page}?lang=en`)).body).toMatch(/Owner texted at \d\d:\d\d/);
    t.clock.advance(t.config.limits.sosEscalateSeconds + 1);
    expect(await t.app.services.worker.runOnce()).toBe(2);
    const after = await get(`${page}?lang=en`);
    expect(after.body).toMatch(/Emergency contacts alerted at \d\d:\d\d/);
    expect(after.body).toContain('No answer yet.');
    // A contact can answer too; it is shown as a contact's answer.
    const link = /\/r\/([0-9A-Z]{12})$/.exec(sms.to('9000000003')[0]!.body)![1]!;
    await form(`/r/${link}`, { choice: 'call112' });
    expect((await get(`${page}?lang=en`)).body).toContain('An emergency contact asks you to call 112 now.');
  });

  it('sends held contacts at once when an urgent alert comes for the same vehicle', async () => {
    await sendAlert();
    expect(sms.sent).toHaveLength(1);
    await post(sosBody({ qrcodename: DEMO_TAG_CODE, reasonId: urgentReasonId }));
    await t.app.services.worker.runOnce();
    expect(sms.to('9000000003')).toHaveLength(1);
    expect(sms.to('9000000003')[0]!.body).toContain('2 alerts');
  });

  it('answers every open alert of that vehicle, and no other vehicle’s', async () => {
    const first = await sendAlert();
    const second = await post(sosBody({ qrcodename: DEMO_TAG_CODE }));
    const other = await insertTaggedOwner(t.database.db);
    const elsewhere = await post({ ...sosBody({ qrcodename: other.code }), user: undefined, vehicleNumber: undefined });
    expect(elsewhere.statusCode).toBe(201);
    await form(`/r/${first.link}`, { choice: 'seen' });
    const rows = await t.database.db
      .select({ id: sosCalls.id, ack: sosCalls.ackKind })
      .from(sosCalls)
      .where(inArray(sosCalls.id, [first.id, second.json().data._id, elsewhere.json().data._id]));
    const ack = Object.fromEntries(rows.map((r) => [r.id, r.ack]));
    expect(ack[first.id]).toBe('seen');
    expect(ack[second.json().data._id]).toBe('seen');
    expect(ack[elsewhere.json().data._id]).toBeNull();
  });

  it('takes 30 answers at once and keeps one, with each on the timeline', async () => {
    const { id, link } = await sendAlert();
    const choices = ['seen', 'coming-5', 'coming-30', 'call112'];
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => form(`/r/${link}`, { choice: choices[i % 4]! }, '203.0.113.9')),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(30).fill(303));
    const [call] = await t.database.db.select().from(sosCalls).where(eq(sosCalls.id, id));
    expect(['seen', 'coming', 'call112']).toContain(call!.ackKind);
    const events = await t.database.db.select().from(sosCallEvents).where(eq(sosCallEvents.callId, id));
    expect(events).toHaveLength(30);
  });
});

describe('the links', () => {
  it('are refused when unknown, malformed, tampered with, expired, or never sent', async () => {
    const { page, link, id } = await sendAlert();
    // One character changed (never to the one it already was, which would be no change).
    const tampered = `${page.slice(0, -1)}${page.endsWith('x') ? 'y' : 'x'}`;
    for (const bad of ['/r/0000000000AA', '/r/short', '/r/%3Cscript%3E', tampered, '/alert/nothing'])
      expect((await get(bad)).statusCode, bad).toBe(404);
    // The view token is bound to the server's secret.
    expect((await get(`/alert/${alertViewToken('another-secret-of-some-length-000000', id)}`)).statusCode).toBe(404);
    // A contact's text held and then cancelled was never sent: its link does not exist for anyone.
    await form(`/r/${link}`, { choice: 'seen' });
    const [call] = await t.database.db.select().from(sosCalls).where(eq(sosCalls.id, id));
    const [held] = await t.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, call!.notificationIds))
      .then((rows) => rows.filter((r) => r.status === 'cancelled'));
    expect((await get(`/r/${held!.ackToken}`)).statusCode).toBe(404);
    // A day later the owner's link is gone too.
    t.clock.advance(t.config.limits.sosAnswerLinkSeconds + 1);
    const old = await get(`/r/${link}`);
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('This link is not valid any more');
    expect(old.body).toContain('href="tel:112"');
  });

  it('limit the tries one address makes, so guessing is hopeless', async () => {
    const ip = '198.51.100.250';
    const tries = await Promise.all(Array.from({ length: 40 }, () => get('/r/ABCDEFGHJKMN', ip)));
    expect(tries.filter((r) => r.statusCode === 404)).toHaveLength(30);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });
});

describe("the bystander's live page", () => {
  it('pushes the answer as it happens (Server-Sent Events), and the page carries the stream and a Refresh link', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { page, link } = await sendAlert();
    const html = await get(`${page}?lang=en`);
    expect(html.body).toContain(`data-events="${page}/events?lang=en"`);
    expect(html.body).toContain(`href="${page}?lang=en"`);
    expect(html.headers['content-security-policy']).toContain("connect-src 'self'");

    const res = await fetch(`${base}${page}/events?lang=en`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const until = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text.includes(needle);
    };
    expect(await until('Owner texted at')).toBe(true);
    await form(`/r/${link}`, { choice: 'coming-5' });
    expect(await until('The owner is coming. About 5 minutes.')).toBe(true);
    await reader.cancel();
  });
});
