import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { Agent, request } from 'undici';
import webpush from 'web-push';
import { PushError, type PushOptions, type PushResult, type PushSender, type PushTarget } from './push.js';

/**
 * The largest payload sent, in UTF-8 bytes. Push services must take 4096 bytes of encrypted body
 * (RFC 8030 §7.2), of which aes128gcm's header, padding delimiter and tag use 103; 3 KB leaves room
 * and is far more than an alert needs (docs/decisions/0066-web-push.md).
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3072;

export interface WebPushOptions {
  /** The VAPID key pair (base64url: 65-byte public, 32-byte private) and the operator's contact. */
  publicKey: string;
  privateKey: string;
  subject: string;
  /** No answer's head within this, or its body stalls as long: the push service is unreachable. */
  timeoutMs: number;
  /**
   * Push to http: endpoints too. Browsers' push services are all https; only the local fake
   * (platform/push/push-fakes.ts) is http, so production refuses them.
   */
  allowHttp?: boolean;
}

/**
 * Web Push with the `web-push` library: it encrypts the payload for the browser (RFC 8291,
 * aes128gcm) and signs the VAPID token (RFC 8292); undici POSTs the result (web-push's own
 * sendNotification speaks only https and has no deadline on the answer), and the push service's
 * answer becomes a PushResult or a PushError the outbox acts on.
 */
export class WebPushSender implements PushSender {
  readonly name = 'web-push';
  readonly publicKey: string;
  /**
   * The VAPID Authorization per push service origin. Signing one costs more than encrypting the
   * payload, and RFC 8292 lets a token be reused until it expires: web-push's last 12 hours, so one
   * is signed again after 6 (a handful of origins: FCM, Mozilla's, Apple's).
   */
  private readonly vapid = new LRUCache<string, string>({ max: 64, ttl: 6 * 3600_000 });
  /**
   * Connections of this sender's own: a push never goes out on a kept-alive socket another part
   * of the process opened to whatever listened at that address before.
   */
  private readonly agent = new Agent({ keepAliveTimeout: 30_000 });

  constructor(private readonly o: WebPushOptions) {
    this.publicKey = o.publicKey;
  }

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
    const size = Buffer.byteLength(payload, 'utf8');
    if (size > MAX_PUSH_PAYLOAD_BYTES)
      throw new PushError(`push payload is ${size} bytes, more than the ${MAX_PUSH_PAYLOAD_BYTES} allowed`, false);
    const origin = originOf(target.endpoint, this.o.allowHttp ?? false);
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          TTL: Math.max(0, Math.floor(options.ttlSeconds)),
          urgency: options.urgency,
          ...(options.topic ? { topic: pushTopic(options.topic) } : {}),
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (err) {
      // A browser key that is not a P-256 point or an auth secret of the wrong size: this
      // subscription can never be pushed to. (Our own VAPID keys are checked at start-up.)
      throw new PushError(`cannot encrypt for this subscription: ${(err as Error).message}`, false, true);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    // Signed here rather than by generateRequestDetails, to reuse it (above).
    headers.Authorization = this.authorization(origin);

    let status: number;
    let location: string | string[] | undefined;
    try {
      const res = await request(target.endpoint, {
        dispatcher: this.agent,
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        headersTimeout: this.o.timeoutMs,
        bodyTimeout: this.o.timeoutMs,
      });
      await res.body.text();
      status = res.statusCode;
      location = res.headers.location;
    } catch (err) {
      throw new PushError(
        `push service ${origin} unreachable: ${causeOf(err as Error & { code?: string }, this.o.timeoutMs)}`,
      );
    }
    if (status >= 200 && status < 300) {
      const messageId = Array.isArray(location) ? location[0] : location;
      return messageId ? { messageId } : {};
    }
    // The endpoint is a capability: only its origin goes into messages and logs.
    const why = `push service ${origin} answered ${status}`;
    if (status === 404 || status === 410) throw new PushError(`${why}: the subscription is gone`, false, true);
    // Throttled (429) or the service's own failure (5xx) may pass; anything else is our request's
    // fault (400 malformed, 401/403 VAPID refused, 413 too large) and sending it again cannot help.
    throw new PushError(why, status === 429 || status >= 500);
  }

  private authorization(origin: string): string {
    let value = this.vapid.get(origin);
    if (!value) {
      value = webpush.getVapidHeaders(
        origin,
        this.o.subject,
        this.o.publicKey,
        this.o.privateKey,
        'aes128gcm',
      ).Authorization;
      this.vapid.set(origin, value);
    }
    return value;
  }
}

function originOf(endpoint: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushError('the subscription endpoint is not a URL', false, true);
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    throw new PushError(`the subscription endpoint must be https, not ${url.protocol}`, false, true);
  return url.origin;
}

/**
 * RFC 8030 §5.4 allows a topic of at most 32 base64url characters. A longer or freer one (an
 * alert's id, say) is replaced by its hash's first 32 characters: the same topic still gives the
 * same header, so a newer message still replaces the older one.
 */
export function pushTopic(topic: string): string {
  return /^[A-Za-z0-9_-]{1,32}$/.test(topic)
    ? topic
    : createHash('sha256').update(topic).digest('base64url').slice(0, 32);
}

const causeOf = (e: Error & { code?: string }, timeoutMs: number): string =>
  e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT'
    ? `no answer within ${timeoutMs} ms`
    : (e.code ?? e.message);
