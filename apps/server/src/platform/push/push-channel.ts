import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pushSubscriptions } from '../db/schema.js';
import type { ChannelSender, Claimed } from '../notification-worker.js';
import { SmsError } from '../sms/index.js';
import { type AlertPushPayload, type NoticePushPayload, PushError, type PushSender } from './push.js';

/** How long a push service keeps an alert for a device that is offline: after that the text has gone anyway. */
const ALERT_TTL_SECONDS = 3600;
/** How old a device's last success may grow before another success is written down. */
const DEVICE_SEEN_REFRESH_MS = 6 * 3600_000;

/**
 * The outbox's push channel (docs/decisions/0067-channel-ladder.md): an alert's push goes to every
 * device of its recipient's account at once. It counts as sent when one push service took it;
 * a device its push service says is gone is forgotten; with no device left it fails for good, and
 * the recipient's text that waited for it goes at once.
 */
export class PushChannel implements ChannelSender {
  readonly name: string;

  constructor(
    private readonly db: Db,
    private readonly sender: PushSender,
    private readonly publicUrl: string,
    private readonly appName: string,
    private readonly clock: () => Date,
  ) {
    this.name = sender.name;
  }

  async send(n: Claimed): Promise<{ providerMessageId?: string }> {
    const devices = n.devices ?? [];
    if (devices.length === 0) throw new SmsError('no device of the recipient takes pushes', false);
    const body = JSON.stringify(n.ackToken ? this.alert(n, n.ackToken) : this.notice(n));
    // An alert wakes the phone; a reminder may wait for it to be in use.
    const urgency = n.ackToken ? 'high' : 'normal';
    const results = await Promise.allSettled(
      devices.map((d) => this.sender.send(d, body, { ttlSeconds: ALERT_TTL_SECONDS, urgency })),
    );
    // A device that took it is written down only when that changes something: it had failed, or its
    // last success is old. A busy sender then writes nothing per push.
    const stale = this.clock().getTime() - DEVICE_SEEN_REFRESH_MS;
    const took = devices
      .filter(
        (d, i) =>
          results[i]!.status === 'fulfilled' &&
          (d.failures > 0 || !d.lastSuccessAt || Date.parse(d.lastSuccessAt) < stale),
      )
      .map((d) => d.id);
    const gone = devices.filter((_, i) => isGone(results[i]!)).map((d) => d.id);
    const failed = devices.filter((_, i) => results[i]!.status === 'rejected' && !isGone(results[i]!)).map((d) => d.id);
    await this.remember(took, gone, failed);
    const first = results.find((r) => r.status === 'fulfilled');
    if (first) return { providerMessageId: first.value.messageId };
    const errors = results.map((r) => (r.status === 'rejected' ? r.reason : null));
    const retryable = errors.some((e) => !(e instanceof PushError) || e.retryable);
    throw new SmsError(`no device took the push: ${errors.map((e) => (e as Error).message).join('; ')}`, retryable);
  }

  private alert(n: Claimed, token: string): AlertPushPayload {
    return {
      kind: 'sos',
      title: this.appName,
      body: n.body,
      token,
      url: `${this.publicUrl}/r/${token}`,
      // The tag's id: a newer alert about the same vehicle replaces the older one on the screen.
      tag: `sos-${(n.coalesceKey ?? '').split(':')[1] ?? ''}`,
      urgent: n.severity === 'urgent',
    };
  }

  /** A reminder's words, and the first of our own addresses in them as where a tap leads. */
  private notice(n: Claimed): NoticePushPayload {
    const ours = n.body.split(/\s+/).find((word) => word.startsWith(`${this.publicUrl}/`));
    return {
      kind: 'notice',
      title: this.appName,
      body: n.body,
      url: ours ?? `${this.publicUrl}/account`,
      tag: `notice-${n.id}`,
    };
  }

  /** Devices that took it are well; gone ones are deleted; others count a failure more. */
  private async remember(took: string[], gone: string[], failed: string[]): Promise<void> {
    const now = this.clock();
    if (took.length)
      await this.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now, failures: 0 })
        .where(inArray(pushSubscriptions.id, took));
    if (gone.length) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (failed.length)
      await this.db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(inArray(pushSubscriptions.id, failed));
  }
}

const isGone = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof PushError && r.reason.gone;
