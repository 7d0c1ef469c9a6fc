/**
 * Web Push (RFC 8030, payloads encrypted per RFC 8291, the sender identified by VAPID, RFC 8292):
 * one interface for whatever sends the push, so the outbox does not know which
 * (docs/decisions/0066-web-push.md).
 */

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service may keep the message for an offline device. */
  ttlSeconds: number;
  /** RFC 8030 §5.3: 'high' wakes the device now (an alert); 'normal' may wait. */
  urgency: 'high' | 'normal';
  /** RFC 8030 §5.4: a newer message with the same topic replaces an undelivered older one. */
  topic?: string;
}

export interface PushResult {
  /** The push service's id for the message (its Location header), when it gave one. */
  messageId?: string;
}

export class PushError extends Error {
  constructor(
    message: string,
    /** false when sending again cannot help. */
    readonly retryable = true,
    /** The push service says the subscription is gone (404/410): forget the device. */
    readonly gone = false,
  ) {
    super(message);
  }
}

export interface PushSender {
  readonly name: string;
  /** The VAPID public key (base64url) browsers subscribe with (`applicationServerKey`). */
  readonly publicKey: string;
  /** Encrypts `payload` for the target and hands it to its push service; throws PushError. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}

/** What an alert's push carries to the service worker (apps/web/src/sw): it shows it, and answers with `answerUrl`. */
export interface AlertPushPayload {
  kind: 'sos';
  title: string;
  body: string;
  /** The recipient's single-purpose answer link's token (`/r/{token}`), which the actions answer through. */
  token: string;
  /** Where a tap on the notification opens: the answer page. */
  url: string;
  /** The notification's tag: a newer alert about the same vehicle replaces the older one on the screen. */
  tag: string;
  urgent: boolean;
}

/** A push that is not an alert (a paper's reminder): shown as it is, a tap opens `url` (one of ours). */
export interface NoticePushPayload {
  kind: 'notice';
  title: string;
  body: string;
  url: string;
  tag: string;
}
