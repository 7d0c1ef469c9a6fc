import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { notificationAttempts, notifications } from './db/schema.js';
import { rowsOf } from './rate-limit.js';
import { SmsError, type SmsProvider } from './sms/index.js';

export const MAX_ATTEMPTS = 6;
/** How long a claimed row stays ours; a process that dies mid-send frees it after this. */
export const CLAIM_SECONDS = 60;

/** Seconds to wait after the n-th failed attempt: 5 s, 15 s, 45 s … capped at 10 minutes. */
export function backoffSeconds(attempt: number): number {
  return Math.min(600, 5 * 3 ** Math.max(0, attempt - 1));
}

type Row = typeof notifications.$inferSelect;

/**
 * Drains the notification outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), so several processes can share one PostgreSQL without sending twice,
 * and a row left 'sending' by a crashed process is picked up again after its lease.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly clock: () => Date,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly intervalMs = 2000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** Ask for a run now (after an SOS was stored). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (err) {
      this.log?.error({ err }, 'notification worker run failed');
    }
    if (this.stopped) return;
    const soon = this.again;
    this.again = false;
    this.schedule(soon ? 0 : this.intervalMs);
  }

  /** Claims and sends every due notification; answers how many it handled. */
  async runOnce(batch = 20): Promise<number> {
    if (this.running) return this.running;
    this.running = this.drain(batch).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(batch: number): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await this.claim(batch);
      if (claimed.length === 0) return handled;
      await Promise.all(claimed.map((n) => this.deliver(n)));
      handled += claimed.length;
    }
  }

  private async claim(batch: number): Promise<Row[]> {
    const now = this.clock();
    const lease = new Date(now.getTime() + CLAIM_SECONDS * 1000);
    const result = await this.db.execute(sql`
      update notifications set status = 'sending', locked_until = ${lease.toISOString()},
        attempts = attempts + 1, updated_at = ${now.toISOString()}
      where id in (
        select id from notifications
        where (status = 'queued' and next_attempt_at <= ${now.toISOString()})
           or (status = 'sending' and locked_until < ${now.toISOString()})
        order by next_attempt_at
        limit ${batch}
        for update skip locked)
      returning id`);
    const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
    if (ids.length === 0) return [];
    return this.db.select().from(notifications).where(inArray(notifications.id, ids));
  }

  private async deliver(n: Row): Promise<void> {
    const attempt = n.attempts;
    try {
      const res = await this.sms.send({ countryCode: n.countryCode, phone: n.phone, body: n.body });
      const now = this.clock();
      await this.db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({
            status: 'sent',
            sentAt: now,
            lockedUntil: null,
            lastError: null,
            providerMessageId: res.providerMessageId,
            updatedAt: now,
          })
          .where(and(eq(notifications.id, n.id), eq(notifications.status, 'sending')));
        await tx.insert(notificationAttempts).values({ notificationId: n.id, attempt, ok: true, createdAt: now });
      });
    } catch (err) {
      const now = this.clock();
      const message = err instanceof Error ? err.message : String(err);
      const retryable = !(err instanceof SmsError) || err.retryable;
      const final = !retryable || attempt >= MAX_ATTEMPTS;
      this.log?.warn({ notification: n.id, attempt, final }, `SMS delivery failed: ${message}`);
      await this.db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({
            status: final ? 'failed' : 'queued',
            lockedUntil: null,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + backoffSeconds(attempt) * 1000),
            updatedAt: now,
          })
          .where(eq(notifications.id, n.id));
        await tx
          .insert(notificationAttempts)
          .values({ notificationId: n.id, attempt, ok: false, error: message.slice(0, 500), createdAt: now });
      });
    }
  }
}
