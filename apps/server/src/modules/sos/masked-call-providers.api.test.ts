import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingSms } from '../../../test/recording-sms.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../../platform/config.js';
import { users } from '../../platform/db/schema.js';
import { type Fake, startFake } from '../../platform/sms/gateway-fakes.js';
import { dialOf, fakeTwilioVoice, TWILIO_VOICE } from '../../platform/telephony/telephony-fakes.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';

const OWNER = DEMO_CUSTOMER_PHONE;
const BYSTANDER = '9876543210';
let ipSeq = 0;
const ip = () => `10.8.0.${++ipSeq}`;

/** A demo app with the given telephony whose owner allows masked calls; and an alert's page on it. */
function withApp(telephony: () => Config['telephony']) {
  const ctx = { t: undefined as unknown as TestApp };
  beforeAll(async () => {
    ctx.t = await createTestApp({ seedDemo: true, sms: new RecordingSms(), config: { telephony: telephony() } });
    await ctx.t.database.db.update(users).set({ allowMaskedCalls: true }).where(eq(users.phone, OWNER));
  });
  afterAll(async () => ctx.t?.close());
  const alertPage = async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      remoteAddress: ip(),
      payload: {
        creatorName: 'Ravi Kumar',
        creatorNumber: BYSTANDER,
        qrcodename: DEMO_TAG_CODE,
        reasonId: (await ctx.t.app.inject({ method: 'GET', url: '/api/reasons' })).json().data[0]._id,
      },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().data._id as string, page: res.json().data.statusUrl as string };
  };
  return { ctx, alertPage };
}

describe('masked calls through Twilio', () => {
  const twilio = fakeTwilioVoice();
  let fake: Fake;
  beforeAll(async () => {
    fake = await startFake(twilio.handler);
  });
  afterAll(() => fake.close());
  const { ctx, alertPage } = withApp(() => ({ provider: 'twilio', ...TWILIO_VOICE, url: fake.url }));

  it('rings the bystander from our number, then dials the owner showing our number; no answer holds a number', async () => {
    const { id, page } = await alertPage();
    const html = await ctx.t.app.inject({ method: 'GET', url: `${page}?lang=en`, remoteAddress: ip() });
    expect(html.body).toContain('Call the owner');
    const res = await ctx.t.app.inject({ method: 'POST', url: `/api${page}/call`, remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    for (const body of [html.body, res.body]) {
      expect(body).not.toContain(OWNER);
      expect(body).not.toContain(BYSTANDER);
    }

    const req = fake.requests.at(-1)!;
    expect(req.path).toBe(`/2010-04-01/Accounts/${TWILIO_VOICE.accountSid}/Calls.json`);
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO_VOICE.accountSid}:${TWILIO_VOICE.authToken}`).toString('base64')}`,
    );
    const form = new URLSearchParams(req.body);
    expect(form.get('To')).toBe(`+91${BYSTANDER}`);
    expect(form.get('From')).toBe(TWILIO_VOICE.from);
    expect(dialOf(form.get('Twiml') ?? '')).toEqual({ number: `+91${OWNER}`, callerId: TWILIO_VOICE.from });

    const admin = await ctx.t.signIn(ctx.t.config.adminPhone);
    const list = await ctx.t.app.inject({ method: 'GET', url: '/api/soscall?limit=5', headers: bearer(admin) });
    const call = list.json().data.find((c: { _id: string }) => c._id === id);
    expect(call.events).toEqual([
      expect.objectContaining({
        kind: 'masked_call',
        detail: { provider: 'twilio', status: 'requested', providerCallId: twilio.sids.at(-1) },
      }),
    ]);
  });
});

describe('masked calls in development (console provider)', () => {
  const { ctx, alertPage } = withApp(() => ({ provider: 'console' }));

  it('ring nobody: the development call log shows both numbers, the pages neither', async () => {
    const { id, page } = await alertPage();
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `${page}/call?lang=en`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(303);
    const log = await ctx.t.app.inject({ method: 'GET', url: '/api/dev/calls' });
    expect(log.json().data[0]).toMatchObject({ callId: id, from: `+91${BYSTANDER}`, to: `+91${OWNER}` });
  });
});

describe('without a telephony provider (TELEPHONY_PROVIDER=none)', () => {
  const { ctx, alertPage } = withApp(() => ({ provider: 'none' }));

  it('no page offers a call, even where the owner allows it, and a call asked for is refused', async () => {
    const { page } = await alertPage();
    const html = await ctx.t.app.inject({ method: 'GET', url: `${page}?lang=en`, remoteAddress: ip() });
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain('Call the owner');
    expect(html.body).not.toContain(`${page}/call`);
    const json = await ctx.t.app.inject({ method: 'GET', url: `/api${page}`, remoteAddress: ip() });
    expect(json.json().data.canCallOwner).toBe(false);
    const res = await ctx.t.app.inject({ method: 'POST', url: `/api${page}/call`, remoteAddress: ip() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'Error', code: 'FORBIDDEN' });
  });
});
