import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fake, Handler } from './gateway-fakes.js';
import { deadUrl, hang, message, sendError, sendJson, startFake } from './gateway-fakes.js';
import { TwilioSmsProvider } from './twilio-provider.js';

describe('Twilio Messages provider', () => {
  const SID = `AC${randomBytes(16).toString('hex')}`;
  const TOKEN = 'twilio-test-auth-token';
  const FROM = '+15005550006';
  const MESSAGE_SID = `SM${randomBytes(16).toString('hex')}`;
  let fake: Fake;

  const twilioError = (res: ServerResponse, status: number, code: number, msg: string) =>
    sendJson(res, status, { code, message: msg, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  /** Twilio as documented: basic auth, form-encoded To/From/Body, 201 with the Message resource. */
  const twilio: Handler = (req, res) => {
    if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${SID}/Messages.json`)
      return twilioError(res, 404, 20404, 'The requested resource was not found');
    const [scheme, encoded] = String(req.headers.authorization ?? '').split(' ');
    const [user, pass] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (scheme !== 'Basic' || user !== SID || pass !== TOKEN) return twilioError(res, 401, 20003, 'Authenticate');
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return twilioError(res, 400, 21602, 'Message body is required.');
    const form = new URLSearchParams(req.body);
    const to = form.get('To') ?? '';
    if (!form.get('Body')) return twilioError(res, 400, 21602, 'Message body is required.');
    if (form.get('From') !== FROM)
      return twilioError(
        res,
        400,
        21606,
        `The From phone number ${form.get('From')} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return twilioError(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    return sendJson(res, 201, {
      sid: MESSAGE_SID,
      account_sid: SID,
      to,
      from: FROM,
      body: form.get('Body'),
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${SID}/Messages/${MESSAGE_SID}.json`,
    });
  };

  const provider = (o: Partial<ConstructorParameters<typeof TwilioSmsProvider>[0]> = {}) =>
    new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: FROM, url: fake.url, timeoutMs: 2_000, ...o });

  beforeAll(async () => {
    fake = await startFake(twilio);
  });
  afterAll(() => fake.close());

  it('delivers the text to the E.164 recipient with basic auth and returns the message sid', async () => {
    const before = fake.requests.length;
    const result = await provider().send(message);
    expect(result).toEqual({ providerMessageId: MESSAGE_SID });
    expect(fake.requests.length).toBe(before + 1);
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      To: '+919876543210',
      From: FROM,
      Body: 'SafeSathi: your code is 4821',
    });
  });

  it('accepts a base URL with a trailing slash', async () => {
    await expect(provider({ url: `${fake.url}/` }).send(message)).resolves.toEqual({ providerMessageId: MESSAGE_SID });
  });

  it('bad credentials (401) are final and name Twilio’s reason and code', async () => {
    const err = await sendError(provider({ authToken: 'wrong' }), message);
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('Authenticate');
    expect(err.message).toContain('20003');
  });

  it('an invalid number (400) is final and names the reason', async () => {
    const err = await sendError(provider(), { ...message, countryCode: '91', phone: '12' });
    expect(err.retryable).toBe(false);
    expect(err.message).toContain("Invalid 'To' Phone Number: +9112");
    expect(err.message).toContain('21211');
  });

  it('a sender the account does not own (400) is final', async () => {
    const err = await sendError(provider({ from: '+15550000000' }), message);
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('21606');
  });

  it.each([500, 503, 429])('HTTP %i may pass: retryable', async (status) => {
    const failing = await startFake((_req, res) =>
      sendJson(res, status, { code: 20500, message: 'Internal Server Error', status }),
    );
    try {
      const err = await sendError(provider({ url: failing.url }), message);
      expect(err.retryable).toBe(true);
      expect(err.message).toContain('Internal Server Error');
    } finally {
      await failing.close();
    }
  });

  it('an unreachable gateway is retryable', async () => {
    const err = await sendError(provider({ url: await deadUrl() }), message);
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/Twilio unreachable: ECONNREFUSED/);
  });

  it('a gateway that never answers hits the timeout and is retryable', async () => {
    const silent = await startFake(hang);
    try {
      const started = Date.now();
      const err = await sendError(provider({ url: silent.url, timeoutMs: 200 }), message);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(err.retryable).toBe(true);
      expect(err.message).toContain('no answer within 200 ms');
    } finally {
      await silent.close();
    }
  });
});
