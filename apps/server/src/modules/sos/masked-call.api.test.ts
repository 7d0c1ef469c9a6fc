import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { users } from '../../platform/db/schema.js';
import { EXOTEL } from '../../platform/telephony/telephony-fakes.js';
import {
  BYSTANDER,
  exotel,
  fake,
  getPage,
  nextIp,
  OWNER,
  ownerId,
  sendDemoAlert,
  submitForm,
  t,
  withExotelSosApp,
} from './sos-test-kit.js';

// Every call here rings the same two numbers about one tag: the caps on those are lifted, and
// tested apart (masked-call-caps.api.test.ts).
withExotelSosApp();

const callForm = (page: string, ip = nextIp(), lang = 'en') => submitForm(`${page}/call?lang=${lang}`, ip);
const callJson = (page: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: `/api${page}/call`, remoteAddress: ip });
const allowCalls = async (on: boolean) =>
  t.database.db.update(users).set({ allowMaskedCalls: on }).where(eq(users.id, ownerId));

/** Neither phone number anywhere in what a bystander's browser or client receives. */
function expectNoNumbers(body: string) {
  expect(body).not.toContain(OWNER);
  expect(body).not.toContain(BYSTANDER);
}

describe('masked calls through Exotel', () => {
  it('are not offered until the owner allows them in their profile; a call asked for anyway is refused', async () => {
    const { page } = await sendDemoAlert();
    const before = fake.requests.length;
    const html = await getPage(`${page}?lang=en`);
    expect(html.body).not.toContain('Call the owner');
    expect((await getPage(`/api${page}`)).json().data.canCallOwner).toBe(false);
    const refused = await callJson(page);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'Error', code: 'FORBIDDEN' });
    expect(refused.json().message).toContain('does not take calls');
    const form = await callForm(page);
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain('The owner cannot be called through this alert.');
    expect(fake.requests.length).toBe(before);

    // The owner turns it on from their profile (the API their account page uses).
    const owner = await t.signIn(OWNER);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(owner),
      payload: { allowMaskedCalls: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.allowMaskedCalls).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(owner) });
    expect(me.json().data.allowMaskedCalls).toBe(true);
    expect((await getPage(`${page}?lang=en`)).body).toContain('Call the owner');
    expect((await getPage(`/api${page}`)).json().data.canCallOwner).toBe(true);
  });

  it('rings the bystander, then the owner, from the ExoPhone; no page shows either number; the timeline logs it', async () => {
    await allowCalls(true);
    const { id, page, link } = await sendDemoAlert();
    const html = await getPage(`${page}?lang=en`);
    expect(html.body).toContain(`action="${page}/call?lang=en"`);
    expect(html.body).toContain('We call your phone first, then connect you to the owner.');
    expectNoNumbers(html.body);

    const before = fake.requests.length;
    const asked = await callForm(page);
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${page}?lang=en&called=1`);
    const landed = await getPage(asked.headers.location as string);
    expect(landed.body).toContain(
      'We are calling you now: pick up and you will be connected to the owner. Your number is not shown to them.',
    );
    expectNoNumbers(landed.body);
    expectNoNumbers((await getPage(`/api${page}`)).body);

    // The provider got both numbers, the ExoPhone as caller id, and our credentials.
    expect(fake.requests.length).toBe(before + 1);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe(`/v1/Accounts/${EXOTEL.accountSid}/Calls/connect.json`);
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${EXOTEL.apiKey}:${EXOTEL.apiToken}`).toString('base64')}`,
    );
    const form = new URLSearchParams(req.body);
    expect(form.get('From')).toBe(`+91${BYSTANDER}`);
    expect(form.get('To')).toBe(`+91${OWNER}`);
    expect(form.get('CallerId')).toBe(EXOTEL.callerId);

    // What the owner sees of it: their answer page, and the alert's timeline, without the bystander's number.
    expect(link).toBeTruthy();
    const answerPage = await getPage(`/r/${link}`);
    expect(answerPage.statusCode).toBe(200);
    expect(answerPage.body).not.toContain(BYSTANDER);
    const owner = await t.signIn(OWNER);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/soscalls?limit=5', headers: bearer(owner) });
    const events = mine.json().data.find((c: { _id: string }) => c._id === id).events;
    expect(events).toEqual([
      {
        kind: 'masked_call',
        actor: 'Ravi Kumar (bystander)',
        detail: { provider: 'exotel', status: 'requested', providerCallId: exotel.sids.at(-1) },
        at: expect.any(String),
      },
    ]);
    // Neither number (a provider's call id may hold ten digits in a row: look for the numbers themselves).
    for (const n of [OWNER, BYSTANDER]) expect(JSON.stringify(events)).not.toContain(n);
  });

  it('has a JSON twin that answers the same, without a number', async () => {
    await allowCalls(true);
    const { page } = await sendDemoAlert();
    const res = await callJson(page);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message:
        'We are calling you now: pick up and you will be connected to the owner. Your number is not shown to them.',
    });
    const bad = await callJson('/alert/not-a-token');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND' });
  });

  it('allows 3 calls per alert, whatever 20 concurrent requests from 20 addresses ask', async () => {
    await allowCalls(true);
    const { page } = await sendDemoAlert();
    const before = fake.requests.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => callJson(page)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(17);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.json()).toMatchObject({ status: 'Error', code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(before + 3);
    // The form post says so plainly, in the page.
    const form = await callForm(page);
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain('No more calls can be made from here for now.');
  });

  it('allows 5 calls per address per hour, whatever 20 concurrent requests over 7 alerts ask', async () => {
    await allowCalls(true);
    const alerts: Awaited<ReturnType<typeof sendDemoAlert>>[] = [];
    for (let i = 0; i < 7; i++) alerts.push(await sendDemoAlert());
    const ip = nextIp();
    const before = fake.requests.length;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => callJson(alerts[i % 7]!.page, ip)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    expect(fake.requests.length).toBe(before + 5);
    t.clock.advance(3601);
    expect((await callJson(alerts[6]!.page, ip)).statusCode).toBe(200);
  });

  it('a failing provider: a clear message, the attempt logged as failed, and no call used up', async () => {
    await allowCalls(true);
    const { id, page } = await sendDemoAlert();
    exotel.failWith = 503;
    const json = await callJson(page);
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({ status: 'Error', code: 'CALL_UNAVAILABLE' });
    expect(json.json().message).toContain('We could not place the call just now');
    expect(json.headers['retry-after']).toBe('60');
    const form = await callForm(page, nextIp(), 'hi');
    expect(form.statusCode).toBe(503);
    expect(form.body).toContain('अभी कॉल नहीं लग सकी।');
    expect(form.body).toContain('मालिक को कॉल करें');
    expectNoNumbers(form.body);

    exotel.failWith = null;
    const after = await Promise.all(Array.from({ length: 4 }, () => callJson(page)));
    expect(after.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429]);

    const admin = await t.signIn(t.config.adminPhone);
    const list = await t.app.inject({ method: 'GET', url: '/api/soscall?limit=10', headers: bearer(admin) });
    const events = list.json().data.find((c: { _id: string }) => c._id === id).events as { detail: object }[];
    expect(events.map((e) => e.detail)).toEqual([
      { provider: 'exotel', status: 'failed', retryable: true },
      { provider: 'exotel', status: 'failed', retryable: true },
      ...Array.from({ length: 3 }, () => expect.objectContaining({ provider: 'exotel', status: 'requested' })),
    ]);
    // Neither number (a provider's call id may hold ten digits in a row: look for the numbers themselves).
    for (const n of [OWNER, BYSTANDER]) expect(JSON.stringify(events)).not.toContain(n);
  });

  it('stops when the alert is closed, and a day after it was sent', async () => {
    await allowCalls(true);
    const closed = await sendDemoAlert();
    const admin = await t.signIn(t.config.adminPhone);
    const resolved = await t.app.inject({
      method: 'PUT',
      url: `/api/soscall/${closed.id}`,
      headers: bearer(admin),
      payload: { status: 'resolved' },
    });
    expect(resolved.statusCode).toBe(200);
    expect((await getPage(`${closed.page}?lang=en`)).body).not.toContain('Call the owner');
    const form = await callForm(closed.page);
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain('This alert has been closed, so the owner cannot be called through it.');

    const old = await sendDemoAlert();
    t.clock.advance(t.config.limits.sosAnswerLinkSeconds + 1);
    expect((await getPage(`${old.page}?lang=en`)).body).not.toContain('Call the owner');
    const late = await callJson(old.page);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toContain('for a day after it was sent');
  });
});
