import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config.js';
import { deadUrl, type Fake, hang, startFake } from '../sms/gateway-fakes.js';
import { ConsoleTelephonyProvider } from './console-provider.js';
import { ExotelTelephonyProvider } from './exotel-provider.js';
import {
  type ConnectRequest,
  createTelephonyProvider,
  DevCallLog,
  TelephonyError,
  type TelephonyProvider,
} from './index.js';
import { dialOf, EXOTEL, fakeExotel, fakeTwilioVoice, TWILIO_VOICE } from './telephony-fakes.js';
import { TwilioTelephonyProvider } from './twilio-provider.js';

const request: ConnectRequest = {
  callId: '0b6f1c1e-5f4a-4c51-9a53-2f4d0f6b7a10',
  first: { countryCode: '91', phone: '9876543210' },
  second: { countryCode: '91', phone: '9000000002' },
};

async function connectError(p: TelephonyProvider, r = request): Promise<TelephonyError> {
  const err = await p.connect(r).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TelephonyError);
  return err as TelephonyError;
}

/** The failure cases every adapter shares: 5xx and 429 may pass, a dead or silent provider is retryable. */
function sharedFailures(make: (url: string, timeoutMs?: number) => TelephonyProvider, name: string) {
  it.each([500, 503, 429])('HTTP %i may pass: retryable', async (status) => {
    const fake = name === 'Exotel' ? fakeExotel() : fakeTwilioVoice();
    fake.failWith = status;
    const server = await startFake(fake.handler);
    try {
      const err = await connectError(make(server.url));
      expect(err.retryable).toBe(true);
      expect(err.message).toContain(`${name} refused the call`);
    } finally {
      await server.close();
    }
  });

  it('an unreachable provider is retryable', async () => {
    const err = await connectError(make(await deadUrl()));
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(new RegExp(`${name} unreachable: ECONNREFUSED`));
  });

  it('a provider that never answers hits the timeout and is retryable', async () => {
    const silent = await startFake(hang);
    try {
      const started = Date.now();
      const err = await connectError(make(silent.url, 200));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(err.retryable).toBe(true);
      expect(err.message).toContain('no answer within 200 ms');
    } finally {
      await silent.close();
    }
  });

  it('an answer it cannot read (HTML) is a retryable failure, not a call', async () => {
    const html = await startFake((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    });
    try {
      expect((await connectError(make(html.url))).retryable).toBe(true);
    } finally {
      await html.close();
    }
  });
}

describe('Exotel connect-two-numbers provider', () => {
  const exotel = fakeExotel();
  let fake: Fake;
  const provider = (o: Partial<ConstructorParameters<typeof ExotelTelephonyProvider>[0]> = {}) =>
    new ExotelTelephonyProvider({ ...EXOTEL, url: fake.url, timeoutMs: 2_000, ...o });
  beforeAll(async () => {
    fake = await startFake(exotel.handler);
  });
  afterAll(() => fake.close());

  it('rings the bystander first, then the owner, from the ExoPhone, with basic auth; answers the call Sid', async () => {
    const result = await provider().connect(request);
    expect(result).toEqual({ providerCallId: exotel.sids.at(-1) });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/v1/Accounts/${EXOTEL.accountSid}/Calls/connect.json`);
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${EXOTEL.apiKey}:${EXOTEL.apiToken}`).toString('base64')}`,
    );
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      From: '+919876543210',
      To: '+919000000002',
      CallerId: EXOTEL.callerId,
      CallType: 'trans',
      TimeLimit: '900',
      CustomField: request.callId,
    });
  });

  it('accepts a base URL with a trailing slash', async () => {
    await expect(provider({ url: `${fake.url}/` }).connect(request)).resolves.toHaveProperty('providerCallId');
  });

  it('bad credentials (401) are final and carry Exotel’s message', async () => {
    const err = await connectError(provider({ apiToken: 'wrong' }));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('Authentication is required');
  });

  it('a caller id that is not the account’s ExoPhone (400) is final', async () => {
    const err = await connectError(provider({ callerId: '08000000000' }));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('is not an ExoPhone');
  });

  sharedFailures((url, timeoutMs = 2_000) => provider({ url, timeoutMs }), 'Exotel');
});

describe('Twilio Calls provider', () => {
  const twilio = fakeTwilioVoice();
  let fake: Fake;
  const provider = (o: Partial<ConstructorParameters<typeof TwilioTelephonyProvider>[0]> = {}) =>
    new TwilioTelephonyProvider({ ...TWILIO_VOICE, url: fake.url, timeoutMs: 2_000, ...o });
  beforeAll(async () => {
    fake = await startFake(twilio.handler);
  });
  afterAll(() => fake.close());

  it('rings the bystander from our number and dials the owner showing our number; answers the call sid', async () => {
    const result = await provider().connect(request);
    expect(result).toEqual({ providerCallId: twilio.sids.at(-1) });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe(`/2010-04-01/Accounts/${TWILIO_VOICE.accountSid}/Calls.json`);
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO_VOICE.accountSid}:${TWILIO_VOICE.authToken}`).toString('base64')}`,
    );
    const form = new URLSearchParams(req.body);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('From')).toBe(TWILIO_VOICE.from);
    expect(form.get('Twiml')).toBe(
      `<Response><Dial callerId="${TWILIO_VOICE.from}" timeLimit="900">+919000000002</Dial></Response>`,
    );
    expect(dialOf(form.get('Twiml')!)).toEqual({ number: '+919000000002', callerId: TWILIO_VOICE.from });
  });

  it('escapes what it writes into the TwiML', async () => {
    const err = await connectError(provider({ from: '+1"><Hangup/>' }));
    expect(err.retryable).toBe(false);
    const twiml = new URLSearchParams(fake.requests.at(-1)!.body).get('Twiml')!;
    expect(twiml).toContain('callerId="+1&quot;&gt;&lt;Hangup/&gt;"');
  });

  it('bad credentials (401) are final and name Twilio’s code', async () => {
    const err = await connectError(provider({ authToken: 'wrong' }));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('Authenticate (Twilio error 20003)');
  });

  it('a number Twilio refuses (400) is final', async () => {
    const err = await connectError(provider(), { ...request, first: { countryCode: '91', phone: '12' } });
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('21211');
  });

  sharedFailures((url, timeoutMs = 2_000) => provider({ url, timeoutMs }), 'Twilio');
});

describe('console provider', () => {
  it('rings nobody: keeps both numbers in the development call log and logs them masked', async () => {
    const log = new DevCallLog();
    const lines: string[] = [];
    const p = new ConsoleTelephonyProvider(log, {
      info: (_o: unknown, msg?: string) => lines.push(msg ?? ''),
    } as never);
    const { providerCallId } = await p.connect(request);
    expect(log.list()).toEqual([
      expect.objectContaining({ callId: request.callId, from: '+919876543210', to: '+919000000002', providerCallId }),
    ]);
    expect(lines).toEqual(['Masked call: would ring +91******3210, then connect +91******0002']);
  });
});

describe('TELEPHONY_PROVIDER', () => {
  const base = { NODE_ENV: 'development', DATA_DIR: '.tmp/telephony-config' };
  it('is console outside production and none in production, where console is refused', () => {
    expect(loadConfig(base).telephony).toEqual({ provider: 'console' });
    const prod = {
      NODE_ENV: 'production',
      DATA_DIR: '.tmp/telephony-config',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PHONE: '9000000001',
      PUBLIC_URL: 'https://safesathi.in',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_VOICE.accountSid,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      PAPERS_KEY: Buffer.alloc(32, 5).toString('base64'),
    };
    expect(loadConfig(prod).telephony).toEqual({ provider: 'none' });
    expect(() => loadConfig({ ...prod, TELEPHONY_PROVIDER: 'console' })).toThrow(
      /TELEPHONY_PROVIDER must be none, exotel or twilio in production/,
    );
    // Twilio voice reuses the SMS account and needs only its voice number.
    expect(loadConfig({ ...prod, TELEPHONY_PROVIDER: 'twilio', TWILIO_VOICE_FROM: '+15005550007' }).telephony).toEqual({
      provider: 'twilio',
      accountSid: TWILIO_VOICE.accountSid,
      authToken: 'token',
      from: '+15005550007',
      url: 'https://api.twilio.com',
    });
  });

  it('names each missing key of the chosen provider', () => {
    expect(() => loadConfig({ ...base, TELEPHONY_PROVIDER: 'exotel', EXOTEL_API_KEY: 'k' })).toThrow(
      /EXOTEL_API_TOKEN is required when TELEPHONY_PROVIDER=exotel[\s\S]*EXOTEL_ACCOUNT_SID[\s\S]*EXOTEL_CALLER_ID/,
    );
    expect(() => loadConfig({ ...base, TELEPHONY_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_VOICE_FROM is required when TELEPHONY_PROVIDER=twilio/,
    );
    expect(() => loadConfig({ ...base, TELEPHONY_PROVIDER: 'skype' })).toThrow(
      /TELEPHONY_PROVIDER must be none, console, exotel or twilio/,
    );
  });

  it('none builds no provider; the others build their adapter', () => {
    const log = new DevCallLog();
    expect(createTelephonyProvider(testConfig(), log)).toBeNull();
    expect(createTelephonyProvider(testConfig({ telephony: { provider: 'console' } }), log)?.name).toBe('console');
    const exotel = testConfig({ telephony: { provider: 'exotel', ...EXOTEL, url: 'https://api.in.exotel.com' } });
    expect(createTelephonyProvider(exotel, log)?.name).toBe('exotel');
  });
});
