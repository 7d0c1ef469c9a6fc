import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import type { PushTarget } from './push.js';

// A push service on 127.0.0.1 that speaks RFC 8030 as the browsers' ones do (Mozilla autopush,
// FCM, Apple): it checks the sender's VAPID token (RFC 8292), keeps each message as it arrived
// (encrypted, RFC 8291), and answers as they answer. For tests and benches; production never
// loads it (nothing under src/main.ts imports it).

/** A message the service accepted, as it arrived. */
export interface PushedMessage {
  /** The id in the Location header the service answered with. */
  id: string;
  subscriptionId: string;
  /** Lower-cased, as Node gives them. */
  headers: IncomingHttpHeaders;
  /** The aes128gcm body, still encrypted. */
  body: Buffer;
  receivedAt: Date;
}

/** A request the service refused before accepting it: its status and why. */
export interface PushRefusal {
  subscriptionId: string;
  status: number;
  reason: string;
}

/**
 * How a subscription's pushes are answered: `accept` 201; `gone` 410 (the user revoked the
 * permission); `error` 500; `throttle` 429 with Retry-After; `hang` never answers.
 */
export type PushMode = 'accept' | 'gone' | 'error' | 'throttle' | 'hang';

/** A browser's subscription at the fake: what the browser would send us, and its secrets to read what arrives. */
export interface FakeSubscription extends PushTarget {
  id: string;
  /** The browser's P-256 private key (raw, base64url), which with `auth` decrypts the pushes. */
  privateKey: string;
  /** The VAPID public key it subscribed with (`applicationServerKey`): only that sender may push to it. */
  applicationServerKey: string;
  /** The pushes accepted for this subscription, oldest first. */
  messages(): PushedMessage[];
  /** Decrypts a push's body as the browser does (RFC 8291), giving back the payload. */
  decrypt(message: PushedMessage): string;
}

export interface FakePushService {
  url: string;
  /** Every accepted push, oldest first. */
  messages: PushedMessage[];
  refusals: PushRefusal[];
  /** A browser subscribing with the sender's VAPID public key. */
  subscribe(applicationServerKey: string): FakeSubscription;
  setMode(subscriptionId: string, mode: PushMode): void;
  close(): Promise<void>;
}

/** Largest encrypted body a push service must take (RFC 8030 §7.2). */
const MAX_BODY_BYTES = 4096;
/** RFC 8292 §2: a token's expiry may be at most 24 hours ahead. */
const MAX_EXP_SECONDS = 24 * 3600;

interface Entry {
  applicationServerKey: string;
  mode: PushMode;
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, Entry>();
  const messages: PushedMessage[] = [];
  const refusals: PushRefusal[] = [];
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const match = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
    const id = match?.[1] ?? '';
    const refuse = (status: number, reason: string, headers: Record<string, string> = {}) => {
      refusals.push({ subscriptionId: id, status, reason });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ code: status, message: reason }));
    };
    if (req.method !== 'POST' || !match) return refuse(404, 'no such resource');
    const sub = subscriptions.get(id);
    if (!sub) return refuse(404, 'no such subscription');
    if (sub.mode === 'hang') return;
    const auth = await checkVapid(req.headers.authorization, origin);
    if (!auth.ok) return refuse(401, auth.reason);
    // RFC 8292 §4.2: a subscription made with an applicationServerKey takes pushes only from its holder.
    if (auth.key !== sub.applicationServerKey)
      return refuse(403, 'the VAPID key is not the one the subscription was made with');
    const ttl = req.headers.ttl;
    if (ttl === undefined || !/^\d+$/.test(String(ttl))) return refuse(400, 'TTL header missing or not a number');
    const urgency = req.headers.urgency;
    if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(String(urgency)))
      return refuse(400, 'unknown Urgency');
    const topic = req.headers.topic;
    if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(String(topic)))
      return refuse(400, 'Topic must be at most 32 base64url characters');
    if (body.length > 0 && req.headers['content-encoding'] !== 'aes128gcm')
      return refuse(415, 'Content-Encoding must be aes128gcm');
    if (body.length > MAX_BODY_BYTES) return refuse(413, 'payload too large');
    if (sub.mode === 'gone') return refuse(410, 'subscription expired or unsubscribed');
    if (sub.mode === 'error') return refuse(500, 'internal error');
    if (sub.mode === 'throttle') return refuse(429, 'too many requests', { 'retry-after': '30' });
    const message: PushedMessage = {
      id: randomUUID(),
      subscriptionId: id,
      headers: req.headers,
      body,
      receivedAt: new Date(),
    };
    messages.push(message);
    res.writeHead(201, { location: `${origin}/m/${message.id}`, ttl: String(ttl) });
    res.end();
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((err: Error) => {
        res.writeHead(500);
        res.end(err.message);
      });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    messages,
    refusals,
    subscribe(applicationServerKey) {
      const id = randomUUID();
      subscriptions.set(id, { applicationServerKey, mode: 'accept' });
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth,
        privateKey: ecdh.getPrivateKey().toString('base64url'),
        applicationServerKey,
        messages: () => messages.filter((m) => m.subscriptionId === id),
        decrypt: (m) =>
          ece.decrypt(m.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      };
    },
    setMode(subscriptionId, mode) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      sub.mode = mode;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/**
 * RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT must be ES256 signed by
 * the key in `k`, its `aud` this service's origin, its `exp` in the next 24 hours and its `sub`
 * a contact.
 */
async function checkVapid(
  header: string | undefined,
  audience: string,
): Promise<{ ok: true; key: string } | { ok: false; reason: string }> {
  const m = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!m) return { ok: false, reason: 'Authorization must use the vapid scheme' };
  const params = new Map<string, string>();
  for (const part of m[1].split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) return { ok: false, reason: 'vapid needs t= and k=' };
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { ok: false, reason: 'k is not an uncompressed P-256 public key' };
  try {
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['ES256'],
      audience,
      requiredClaims: ['exp', 'sub'],
    });
    if ((payload.exp ?? 0) > Date.now() / 1000 + MAX_EXP_SECONDS)
      return { ok: false, reason: 'exp is more than 24 hours ahead' };
    if (!/^(mailto:|https:\/\/)\S+$/.test(String(payload.sub))) return { ok: false, reason: 'sub is not a contact' };
  } catch (err) {
    return { ok: false, reason: `bad VAPID token: ${(err as Error).message}` };
  }
  return { ok: true, key: k };
}
