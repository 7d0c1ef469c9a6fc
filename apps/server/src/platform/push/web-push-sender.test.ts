import { decodeJwt, importJWK, jwtVerify, SignJWT } from 'jose';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { testConfig } from '../config.js';
import { deadUrl } from '../sms/gateway-fakes.js';
import { createPushSender } from './index.js';
import { type AlertPushPayload, PushError, type PushOptions, type PushSender, type PushTarget } from './push.js';
import { type FakePushService, type FakeSubscription, startFakePushService } from './push-fakes.js';
import { MAX_PUSH_PAYLOAD_BYTES, pushTopic, WebPushSender } from './web-push-sender.js';

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:ops@safesathi.example';
const alert: AlertPushPayload = {
  kind: 'sos',
  title: 'SafeSathi: someone needs you at MH12AB1234',
  body: 'A bystander reports an accident. Tap to answer.',
  token: 'r_8d3f2a0c9b7e4d61',
  url: 'https://safesathi.example/r/r_8d3f2a0c9b7e4d61',
  tag: 'vehicle-2f9c',
  urgent: true,
};
const options: PushOptions = { ttlSeconds: 300, urgency: 'high', topic: 'sos-2f9c' };

const sender = (o: Partial<ConstructorParameters<typeof WebPushSender>[0]> = {}) =>
  new WebPushSender({ ...vapid, subject: SUBJECT, timeoutMs: 2000, allowHttp: true, ...o });

async function pushError(s: PushSender, target: PushTarget, payload: string, o = options): Promise<PushError> {
  const err = await s.send(target, payload, o).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PushError);
  return err as PushError;
}

/** The VAPID private key as a JWK, to sign tokens by hand. */
async function vapidSigningKey(keys: { publicKey: string; privateKey: string }) {
  const pub = Buffer.from(keys.publicKey, 'base64url');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33).toString('base64url'),
    },
    'ES256',
  );
}

describe('WebPushSender against the fake push service', () => {
  let fake: FakePushService;
  let sub: FakeSubscription;
  beforeAll(async () => {
    fake = await startFakePushService();
  });
  afterAll(() => fake.close());
  const fresh = () => {
    sub = fake.subscribe(vapid.publicKey);
    return sub;
  };

  it('delivers the alert encrypted for the browser, which decrypts it back exactly, with its TTL, Urgency and Topic', async () => {
    fresh();
    const payload = JSON.stringify(alert);
    const result = await sender().send(sub, payload, options);

    const [msg] = sub.messages();
    expect(sub.messages()).toHaveLength(1);
    expect(result.messageId).toBe(`${fake.url}/m/${msg.id}`);
    expect(msg.headers.ttl).toBe('300');
    expect(msg.headers.urgency).toBe('high');
    expect(msg.headers.topic).toBe('sos-2f9c');
    expect(msg.headers['content-encoding']).toBe('aes128gcm');
    // Encrypted on the wire: the push service never sees the answer link.
    expect(msg.body.includes(Buffer.from(alert.token))).toBe(false);
    const decrypted = JSON.parse(sub.decrypt(msg)) as AlertPushPayload;
    expect(decrypted).toEqual(alert);
    expect(decrypted.url).toBe(`https://safesathi.example/r/${alert.token}`);
    // Only the subscribing browser can read it: another subscription's keys cannot.
    expect(() => fake.subscribe(vapid.publicKey).decrypt(msg)).toThrow();
  });

  it('signs a VAPID token for the endpoint origin with our key, expiring within 24 hours', async () => {
    fresh();
    await sender().send(sub, 'hello', options);
    const auth = String(sub.messages()[0].headers.authorization);
    const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(auth) ?? [];
    expect(k).toBe(vapid.publicKey);
    const pub = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: pub.subarray(1, 33).toString('base64url'),
        y: pub.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'], audience: fake.url });
    expect(payload.sub).toBe(SUBJECT);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(payload.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  });

  it('reuses its VAPID token per push service, each signed for its own origin', async () => {
    const s = sender();
    const other = await startFakePushService();
    try {
      const there = other.subscribe(vapid.publicKey);
      await s.send(fresh(), 'one', options);
      await s.send(there, 'elsewhere', options);
      await s.send(sub, 'two', options);
      const [one, two] = sub.messages().map((m) => String(m.headers.authorization));
      const elsewhere = String(there.messages()[0].headers.authorization);
      expect(two).toBe(one);
      expect(decodeJwt(/t=([^,]+)/.exec(one)?.[1] ?? '').aud).toBe(fake.url);
      expect(decodeJwt(/t=([^,]+)/.exec(elsewhere)?.[1] ?? '').aud).toBe(other.url);
      expect(there.decrypt(there.messages()[0])).toBe('elsewhere');
    } finally {
      await other.close();
    }
  });

  it('carries a topic too long for RFC 8030 as a stable 32-character hash, and none when not given', async () => {
    fresh();
    const long = 'sos-alert-0b0e7c4e-6a1f-4f3b-9d55-1c2d3e4f5a6b';
    await sender().send(sub, 'a', { ...options, topic: long });
    await sender().send(sub, 'b', { ...options, topic: long });
    await sender().send(sub, 'c', { ttlSeconds: 60, urgency: 'normal' });
    const [a, b, c] = sub.messages();
    expect(a.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(b.headers.topic).toBe(a.headers.topic);
    expect(pushTopic('sos-other')).not.toBe(pushTopic(long));
    expect(c.headers.topic).toBeUndefined();
    expect(c.headers.urgency).toBe('normal');
    expect(c.headers.ttl).toBe('60');
  });

  it('is refused by the fake when another key pair pushes (403), and the refusal is not retried', async () => {
    fresh();
    const forger = sender(webpush.generateVAPIDKeys());
    const err = await pushError(forger, sub, JSON.stringify(alert));
    expect(err.message).toContain('answered 403');
    expect(err.retryable).toBe(false);
    expect(err.gone).toBe(false);
    expect(sub.messages()).toHaveLength(0);
    expect(fake.refusals.at(-1)).toMatchObject({ subscriptionId: sub.id, status: 403 });
  });

  describe('the fake checks the VAPID token itself', () => {
    const other = webpush.generateVAPIDKeys();
    const post = async (target: FakeSubscription, authorization: string) => {
      const res = await request(target.endpoint, {
        method: 'POST',
        headers: { authorization, ttl: '60', 'content-encoding': 'aes128gcm' },
        body: Buffer.alloc(120, 1),
      });
      await res.body.text();
      return res.statusCode;
    };
    const token = async (keys: typeof vapid, claims: { aud?: string; exp?: number; sub?: string }) => {
      const jwt = new SignJWT(claims.sub === undefined ? {} : { sub: claims.sub }).setProtectedHeader({
        alg: 'ES256',
        typ: 'JWT',
      });
      if (claims.aud) jwt.setAudience(claims.aud);
      if (claims.exp) jwt.setExpirationTime(claims.exp);
      return jwt.sign(await vapidSigningKey(keys));
    };
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts a well-made token (the control for the refusals below)', async () => {
      fresh();
      const t = await token(vapid, { aud: fake.url, exp: now() + 3600, sub: SUBJECT });
      expect(await post(sub, `vapid t=${t}, k=${vapid.publicKey}`)).toBe(201);
    });

    it.each([
      [
        'signed by another key',
        async () =>
          `vapid t=${await token(other, { aud: fake.url, exp: now() + 3600, sub: SUBJECT })}, k=${vapid.publicKey}`,
      ],
      [
        'for another origin',
        async () =>
          `vapid t=${await token(vapid, { aud: 'https://fcm.googleapis.com', exp: now() + 3600, sub: SUBJECT })}, k=${vapid.publicKey}`,
      ],
      [
        'expired',
        async () =>
          `vapid t=${await token(vapid, { aud: fake.url, exp: now() - 60, sub: SUBJECT })}, k=${vapid.publicKey}`,
      ],
      [
        'expiring beyond 24 hours',
        async () =>
          `vapid t=${await token(vapid, { aud: fake.url, exp: now() + 25 * 3600, sub: SUBJECT })}, k=${vapid.publicKey}`,
      ],
      [
        'without exp',
        async () => `vapid t=${await token(vapid, { aud: fake.url, sub: SUBJECT })}, k=${vapid.publicKey}`,
      ],
      [
        'without sub',
        async () => `vapid t=${await token(vapid, { aud: fake.url, exp: now() + 3600 })}, k=${vapid.publicKey}`,
      ],
      ['missing', async () => ''],
    ])('refuses a token %s with 401', async (_why, authorization) => {
      fresh();
      expect(await post(sub, await authorization())).toBe(401);
      expect(sub.messages()).toHaveLength(0);
    });
  });

  it('reports a revoked subscription (410) and an unknown one (404) as gone, not to be retried', async () => {
    fresh();
    fake.setMode(sub.id, 'gone');
    const gone = await pushError(sender(), sub, 'x');
    expect([gone.gone, gone.retryable]).toEqual([true, false]);
    expect(gone.message).toContain('410');
    // The capability URL stays out of the message (it ends up in logs): only the origin.
    expect(gone.message).not.toContain(sub.id);

    const unknown = await pushError(sender(), { ...sub, endpoint: `${fake.url}/push/never-subscribed` }, 'x');
    expect([unknown.gone, unknown.retryable]).toEqual([true, false]);
  });

  it.each([
    ['error', 500],
    ['throttle', 429],
  ] as const)('retries when the push service answers %s (%i)', async (mode, status) => {
    fresh();
    fake.setMode(sub.id, mode);
    const err = await pushError(sender(), sub, 'x');
    expect(err.message).toContain(`answered ${status}`);
    expect([err.retryable, err.gone]).toEqual([true, false]);
  });

  it('gives up on a push service that never answers within the timeout, to retry', async () => {
    fresh();
    fake.setMode(sub.id, 'hang');
    const started = Date.now();
    const err = await pushError(sender({ timeoutMs: 300 }), sub, 'x');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(err.message).toContain('no answer within 300 ms');
    expect([err.retryable, err.gone]).toEqual([true, false]);
  });

  it('retries when the push service cannot be reached', async () => {
    const err = await pushError(sender(), { ...fresh(), endpoint: `${await deadUrl()}/push/x` }, 'x');
    expect([err.retryable, err.gone]).toEqual([true, false]);
  });

  it(`refuses a payload over ${MAX_PUSH_PAYLOAD_BYTES} bytes without sending it, and sends one of exactly that size`, async () => {
    fresh();
    const before = fake.refusals.length;
    const tooBig = await pushError(sender(), sub, 'x'.repeat(MAX_PUSH_PAYLOAD_BYTES + 1));
    expect(tooBig.retryable).toBe(false);
    // Bytes, not characters: 1025 rupee signs are 3075 bytes.
    expect((await pushError(sender(), sub, '₹'.repeat(1025))).retryable).toBe(false);
    expect(sub.messages()).toHaveLength(0);
    expect(fake.refusals.length).toBe(before);

    const largest = 'y'.repeat(MAX_PUSH_PAYLOAD_BYTES);
    await sender().send(sub, largest, options);
    expect(sub.decrypt(sub.messages()[0])).toBe(largest);
  });

  it('reports a subscription whose browser key is not a P-256 point as gone', async () => {
    const err = await pushError(sender(), { ...fresh(), p256dh: Buffer.alloc(65, 7).toString('base64url') }, 'x');
    expect([err.retryable, err.gone]).toEqual([false, true]);
    expect(sub.messages()).toHaveLength(0);
  });

  describe('createPushSender', () => {
    const push = { ...vapid, subject: SUBJECT, fallbackSeconds: 30 };

    it('is off without VAPID keys', () => {
      expect(createPushSender(testConfig({ push: null }))).toBeNull();
    });

    it('sends with the configured keys and the delivery timeout', async () => {
      fresh();
      const s = createPushSender(testConfig({ push, delivery: { retrySeconds: 60, concurrency: 1, timeoutMs: 250 } }));
      expect(s?.publicKey).toBe(vapid.publicKey);
      await s?.send(sub, 'configured', options);
      expect(sub.decrypt(sub.messages()[0])).toBe('configured');
      expect(decodeJwt(/t=([^,]+)/.exec(String(sub.messages()[0].headers.authorization))?.[1] ?? '').sub).toBe(SUBJECT);

      fake.setMode(sub.id, 'hang');
      expect((await pushError(s as PushSender, sub, 'x')).message).toContain('no answer within 250 ms');
    });

    it('in production pushes only to https endpoints: an http one is dropped as gone, unsent', async () => {
      fresh();
      const s = createPushSender(testConfig({ push, isProduction: true })) as PushSender;
      const err = await pushError(s, sub, 'x');
      expect([err.retryable, err.gone]).toEqual([false, true]);
      expect(sub.messages()).toHaveLength(0);
    });
  });
});
