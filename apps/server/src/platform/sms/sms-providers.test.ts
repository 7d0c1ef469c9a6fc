import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { ConsoleSmsProvider } from './console-provider.js';
import type { Fake, Handler } from './gateway-fakes.js';
import { deadUrl, hang, message, sendError, sendJson, startFake } from './gateway-fakes.js';
import { createSmsProvider, DevOutbox } from './index.js';
import { Msg91SmsProvider } from './msg91-provider.js';
import { TwilioSmsProvider } from './twilio-provider.js';

describe('MSG91 Flow API provider', () => {
  const AUTH_KEY = 'msg91-test-authkey';
  const TEMPLATE = '65f0c0ffee0ddba11ca7f00d';
  const REQUEST_ID = '3568636b6a4a363135353431';
  let fake: Fake;

  /** MSG91 as documented: POST /api/v5/flow, JSON, `authkey` header; answers {type, message}. */
  const msg91: Handler = (req, res) => {
    if (req.method !== 'POST' || req.path !== '/api/v5/flow')
      return sendJson(res, 404, { type: 'error', message: 'Not found' });
    if (req.headers.authkey !== AUTH_KEY)
      return sendJson(res, 401, { type: 'error', message: 'AuthenticationFailure' });
    if (!String(req.headers['content-type']).startsWith('application/json'))
      return sendJson(res, 415, { type: 'error', message: 'Unsupported content type' });
    const body = JSON.parse(req.body) as {
      template_id?: string;
      short_url?: string;
      recipients?: { mobiles?: string }[];
    };
    if (body.template_id !== TEMPLATE) return sendJson(res, 200, { type: 'error', message: 'Invalid template id' });
    if (!['0', '1'].includes(String(body.short_url)))
      return sendJson(res, 200, { type: 'error', message: 'short_url must be 0 or 1' });
    const mobiles = body.recipients?.[0]?.mobiles ?? '';
    // MSG91 refuses a bad number with HTTP 200 and type "error": the body decides, not the status.
    if (!/^91[6-9]\d{9}$/.test(mobiles))
      return sendJson(res, 200, { type: 'error', message: 'Mobile number not valid' });
    return sendJson(res, 200, { type: 'success', message: REQUEST_ID });
  };

  const provider = (o: Partial<ConstructorParameters<typeof Msg91SmsProvider>[0]> = {}) =>
    new Msg91SmsProvider({
      authKey: AUTH_KEY,
      sender: 'SAFSTH',
      url: `${fake.url}/api/v5/flow`,
      templateId: TEMPLATE,
      timeoutMs: 2_000,
      ...o,
    });

  beforeAll(async () => {
    fake = await startFake(msg91);
  });
  afterAll(() => fake.close());

  it('delivers the text to the recipient with the auth key and returns the request id', async () => {
    const before = fake.requests.length;
    const result = await provider().send(message);
    expect(result).toEqual({ providerMessageId: REQUEST_ID });
    expect(fake.requests.length).toBe(before + 1);
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v5/flow');
    expect(req.headers.authkey).toBe(AUTH_KEY);
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({
      template_id: TEMPLATE,
      sender: 'SAFSTH',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', body: 'SafeSathi: your code is 4821' }],
    });
  });

  it('passes a campaign text’s DLT template id as DLT_TE_ID, and none for other texts', async () => {
    await provider().send({ ...message, dltTemplateId: '1107161234567890123' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      template_id: TEMPLATE,
      DLT_TE_ID: '1107161234567890123',
    });
    await provider().send(message);
    expect(JSON.parse(fake.requests.at(-1)!.body)).not.toHaveProperty('DLT_TE_ID');
  });

  it('puts the text in the template variable it is told to', async () => {
    await provider({ bodyVariable: 'var1' }).send(message);
    expect(JSON.parse(fake.requests.at(-1)!.body).recipients).toEqual([
      { mobiles: '919876543210', var1: 'SafeSathi: your code is 4821' },
    ]);
  });

  it('a wrong auth key (401) is final and names MSG91’s reason', async () => {
    const err = await sendError(provider({ authKey: 'wrong' }), message);
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('AuthenticationFailure');
    expect(err.message).toContain('MSG91');
  });

  it('a refusal inside an HTTP 200 answer (bad number) is final and names the reason', async () => {
    const err = await sendError(provider(), { ...message, phone: '12345' });
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('Mobile number not valid');
  });

  it('a wrong template id is final', async () => {
    const err = await sendError(provider({ templateId: 'nope' }), message);
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('Invalid template id');
  });

  it('without a template id nothing is sent and the error is final', async () => {
    const before = fake.requests.length;
    const err = await sendError(provider({ templateId: undefined }), message);
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('MSG91_TEMPLATE_ID');
    expect(fake.requests.length).toBe(before);
  });

  it.each([500, 503, 429])('HTTP %i may pass: retryable', async (status) => {
    const failing = await startFake((_req, res) => sendJson(res, status, { type: 'error', message: 'try later' }));
    try {
      const err = await sendError(provider({ url: `${failing.url}/api/v5/flow` }), message);
      expect(err.retryable).toBe(true);
      expect(err.message).toContain('try later');
    } finally {
      await failing.close();
    }
  });

  it('an HTML error page from a proxy (502) is retryable and names the status', async () => {
    const proxy = await startFake((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });
    try {
      const err = await sendError(provider({ url: `${proxy.url}/api/v5/flow` }), message);
      expect(err.retryable).toBe(true);
      expect(err.message).toContain('HTTP 502');
    } finally {
      await proxy.close();
    }
  });

  it('an unreachable gateway is retryable', async () => {
    const err = await sendError(provider({ url: `${await deadUrl()}/api/v5/flow` }), message);
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/MSG91 unreachable: ECONNREFUSED/);
  });

  it('a gateway that never answers hits the timeout and is retryable', async () => {
    const silent = await startFake(hang);
    try {
      const started = Date.now();
      const err = await sendError(provider({ url: `${silent.url}/api/v5/flow`, timeoutMs: 200 }), message);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(err.retryable).toBe(true);
      expect(err.message).toContain('no answer within 200 ms');
      expect(silent.requests).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });
});

function fakeLogger() {
  const lines: { obj: unknown; msg?: string }[] = [];
  return {
    lines,
    info: (obj: unknown, msg?: string): void => {
      lines.push({ obj, msg });
    },
  };
}

describe('console provider', () => {
  it('writes each message to the development outbox, newest first, and to the logger', async () => {
    const outbox = new DevOutbox();
    const log = fakeLogger();
    const p = new ConsoleSmsProvider(outbox, log);
    const first = await p.send(message);
    const second = await p.send({ countryCode: '91', phone: '9123456780', body: 'second' });
    expect(first.providerMessageId).not.toBe(second.providerMessageId);
    expect(outbox.list().map((e) => [e.to, e.body])).toEqual([
      ['+919123456780', 'second'],
      ['+919876543210', 'SafeSathi: your code is 4821'],
    ]);
    expect(Number.isNaN(Date.parse(outbox.list()[0]!.createdAt))).toBe(false);
    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]!.msg).toBe('SMS to +919876543210: SafeSathi: your code is 4821');
    expect(log.lines[1]!.obj).toEqual({ sms: { to: '+919123456780', body: 'second' } });
  });

  it('keeps at most its capacity, dropping the oldest', async () => {
    const outbox = new DevOutbox(2);
    const p = new ConsoleSmsProvider(outbox);
    for (const body of ['a', 'b', 'c']) await p.send({ ...message, body });
    expect(outbox.list().map((e) => e.body)).toEqual(['c', 'b']);
  });
});

describe('createSmsProvider', () => {
  const asLogger = (l: ReturnType<typeof fakeLogger>) => l as unknown as FastifyBaseLogger;

  it('gives the console provider by default, logging outside production', async () => {
    const outbox = new DevOutbox();
    const log = fakeLogger();
    const p = createSmsProvider(testConfig(), outbox, asLogger(log));
    expect(p).toBeInstanceOf(ConsoleSmsProvider);
    expect(p.name).toBe('console');
    await p.send(message);
    expect(outbox.list()).toHaveLength(1);
    expect(log.lines).toHaveLength(1);
  });

  it('never hands the logger to the console provider in production, so codes stay out of its logs', async () => {
    const outbox = new DevOutbox();
    const log = fakeLogger();
    const p = createSmsProvider(testConfig({ env: 'production', isProduction: true }), outbox, asLogger(log));
    expect(p).toBeInstanceOf(ConsoleSmsProvider);
    await p.send(message);
    expect(outbox.list()).toHaveLength(1);
    expect(log.lines).toHaveLength(0);
  });

  describe('real gateways, wired from the config', () => {
    let fake: Fake;
    beforeAll(async () => {
      fake = await startFake((req, res) =>
        req.path.startsWith('/2010-04-01/')
          ? sendJson(res, 201, { sid: 'SMfromconfig', status: 'queued' })
          : sendJson(res, 200, { type: 'success', message: 'msg91-from-config' }),
      );
    });
    afterAll(() => fake.close());

    it('gives MSG91 for sms.provider msg91, with its key, sender, url and template', async () => {
      const p = createSmsProvider(
        testConfig({
          sms: { provider: 'msg91', authKey: 'k1', sender: 'SNDR01', url: `${fake.url}/api/v5/flow`, templateId: 't1' },
        }),
        new DevOutbox(),
      );
      expect(p).toBeInstanceOf(Msg91SmsProvider);
      expect(p.name).toBe('msg91');
      await expect(p.send(message)).resolves.toEqual({ providerMessageId: 'msg91-from-config' });
      const req = fake.requests.at(-1)!;
      expect(req.path).toBe('/api/v5/flow');
      expect(req.headers.authkey).toBe('k1');
      expect(JSON.parse(req.body)).toMatchObject({ template_id: 't1', sender: 'SNDR01' });
    });

    it('gives Twilio for sms.provider twilio, with its sid, token, sender and url', async () => {
      const p = createSmsProvider(
        testConfig({
          sms: { provider: 'twilio', accountSid: 'AC1', authToken: 't0k', from: '+15005550006', url: fake.url },
        }),
        new DevOutbox(),
      );
      expect(p).toBeInstanceOf(TwilioSmsProvider);
      expect(p.name).toBe('twilio');
      await expect(p.send(message)).resolves.toEqual({ providerMessageId: 'SMfromconfig' });
      const req = fake.requests.at(-1)!;
      expect(req.path).toBe('/2010-04-01/Accounts/AC1/Messages.json');
      expect(req.headers.authorization).toBe(`Basic ${Buffer.from('AC1:t0k').toString('base64')}`);
      expect(new URLSearchParams(req.body).get('From')).toBe('+15005550006');
    });
  });
});
