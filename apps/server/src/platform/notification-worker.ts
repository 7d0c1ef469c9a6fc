import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AlertOrigins } from './alert-origins.js';
import { type Db, runPrepared } from './db/client.js';
import { CLAIM, type Claimed, type ClaimedRow, OUTCOMES, toClaimed } from './outbox-sql.js';
import { SmsError, type SmsProvider } from './sms/index.js';

/**
 * Sends the messages of one channel other than SMS (push, WhatsApp); throws SmsError (or any
 * error: retryable) like an SMS gateway does.
 */
export interface ChannelSender {
  readonly name: string;
  send(n: Claimed): Promise<{ providerMessageId?: string }>;
}

export interface WorkerOptions {
  /** Texts in flight at once; each is sent on its own, so one slow gateway answer holds up nobody else. */
  concurrency: number;
  /** How long a claimed text stays ours without a heartbeat; a process that dies frees its texts after this. */
  leaseSeconds: number;
  /** How often the leases of texts in flight are renewed. */
  heartbeatMs: number;
  /** A provider call that has not answered after this is counted as a retryable failure. */
  sendTimeoutMs: number;
  /** How often the queue is looked at when nothing kicks the worker. */
  pollMs: number;
  /**
   * How long a kick waits for others to join it before the queue is read, and outcomes for others
   * before they are written (each is one statement whatever its size). 5 ms on PostgreSQL, where a
   * claim must follow the slots freeing one by one; 20 ms on the embedded database, whose one thread
   * runs every statement in turn: under a burst, one claim per few dozen texts instead of per alert.
   */
  batchMs: number;
  /** Told each attempt's outcome (metrics): sent, to be retried, or failed for good. */
  onOutcome?: (outcome: 'sent' | 'retry' | 'failed') => void;
  /** Told how long a message waited, from due to its provider's acceptance, by the channel that took it (metrics). */
  onSent?: (channel: 'sms' | 'push' | 'whatsapp', seconds: number) => void;
  /** Where this process sends nothing (ROLE=web): a kick is passed on to the processes that do. */
  kickElsewhere?: () => void;
  /**
   * The channels besides SMS (docs/decisions/0067-channel-ladder.md). A push with no sender fails
   * (its recipient's text then goes at once); a WhatsApp message with none goes by SMS.
   */
  channels?: { push?: ChannelSender; whatsapp?: ChannelSender };
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  concurrency: 64,
  leaseSeconds: 20,
  heartbeatMs: 5000,
  sendTimeoutMs: 15_000,
  pollMs: 1000,
  batchMs: 5,
};

/** Seconds to wait after the n-th failed attempt: 5 s, 15 s, 45 s, 135 s, then every 5 minutes. */
export function backoffSeconds(attempt: number): number {
  return Math.min(300, 5 * 3 ** Math.max(0, attempt - 1));
}

export type { Claimed };

/**
 * Drains the notification outbox (docs/decisions/0020-delivery.md). Due texts are claimed and read
 * in one statement (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`), each with
 * a short lease that a heartbeat renews while it is being sent; several processes can share one
 * PostgreSQL, and a text left 'sending' by a dead process is taken again when its lease runs out.
 * Texts are sent one by one with bounded concurrency; a retryable failure is tried again with
 * capped backoff until the text's `give_up_at`, hours later, and only then marked failed.
 */
export class NotificationWorker {
  private readonly o: WorkerOptions;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private soonTimer: NodeJS.Timeout | null = null;
  /** Texts this process holds: being sent, or sent with their outcome not yet written. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Gateway requests open now. */
  private sending = 0;
  private pumping: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Which request accepted each recent alert: its texts' log lines name it. */
  readonly origins = new AlertOrigins();

  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly clock: () => Date,
    private readonly log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    options: Partial<WorkerOptions> = {},
  ) {
    this.o = { ...DEFAULT_WORKER_OPTIONS, ...options };
  }

  /** Started and not stopped (readiness). */
  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.heartbeat = setInterval(() => void this.renewLeases(), this.o.heartbeatMs);
    this.heartbeat.unref?.();
    this.schedule(0);
  }

  /**
   * Stops taking texts, lets the ones in flight finish for up to `graceMs`, and answers. A text
   * still in flight after that keeps its lease and is taken again by any worker once it runs out.
   */
  async stop(graceMs = 8000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.soonTimer = null;
    const settled = Promise.allSettled([...this.inFlight.values()]);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([settled, new Promise((r) => (timeout = setTimeout(r, graceMs)))]);
    clearTimeout(timeout);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Ask for a run soon (after an SOS was stored). */
  kick(): void {
    if (this.stopped) this.o.kickElsewhere?.();
    else this.soon();
  }

  /**
   * Runs the pump in a few milliseconds: a burst of alerts, or of texts finishing, is served by
   * one claim instead of one claim each (on the embedded database every query waits its turn).
   */
  private soon(): void {
    if (this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = null;
      if (!this.stopped) void this.pump();
    }, this.o.batchMs);
    this.soonTimer.unref?.();
  }

  /** Texts being sent by this process right now. */
  get busy(): number {
    return this.inFlight.size;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pump().finally(() => {
        if (!this.stopped && !this.timer) this.schedule(this.o.pollMs);
      });
    }, ms);
    this.timer.unref?.();
  }

  /** Fills the free sending slots with due texts; one claim at a time per process. */
  private pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    const run = this.fill();
    this.pumping = run;
    // Cleared once settled, even when there was nothing to do and `fill` finished at once.
    void run.finally(() => {
      if (this.pumping === run) this.pumping = null;
    });
    return run;
  }

  private async fill(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped) {
          // A slot is a gateway request: a text whose outcome is still being written holds none,
          // but the texts held in all (sent or being sent, outcome not yet written) stay under
          // twice the slots, which bounds what a crash can send twice.
          const free = Math.min(this.o.concurrency - this.sending, 2 * this.o.concurrency - this.inFlight.size);
          if (free <= 0) break;
          const claimed = await this.claim(free);
          for (const n of claimed) this.track(n);
          if (claimed.length < free) break;
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      this.log?.error({ err }, 'notification worker could not claim texts');
    }
  }

  private track(n: Claimed): void {
    this.sending++;
    let answered = false;
    const freeSlot = () => {
      if (answered) return;
      answered = true;
      this.sending--;
      // A slot is free: take the next due texts soon.
      if (!this.stopped) this.soon();
    };
    const done = this.deliver(n, freeSlot).finally(() => {
      freeSlot();
      this.inFlight.delete(n.id);
      if (!this.stopped) this.soon();
    });
    this.inFlight.set(n.id, done);
  }

  /**
   * Claims and sends every due text, waiting for each; answers how many it handled. For tests and
   * tools: the running worker does the same continuously.
   */
  async runOnce(batch = this.o.concurrency): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await this.claim(batch);
      if (claimed.length === 0) return handled;
      await Promise.all(claimed.map((n) => this.deliver(n)));
      handled += claimed.length;
    }
  }

  /** Due texts, claimed and read in one statement: nothing is claimed that this process has not read. */
  async claim(limit: number): Promise<Claimed[]> {
    const now = this.clock();
    const lease = new Date(now.getTime() + this.o.leaseSeconds * 1000);
    // Two plain index scans (due texts in order, and leases run out) rather than one OR'ed
    // bitmap scan: an index scan learns which entries are dead and skips them next time, a bitmap
    // scan visits every text claimed and sent since the last vacuum, at every claim.
    const rows = await runPrepared<ClaimedRow>(this.db, 'notifications_claim', CLAIM, [
      lease.toISOString(),
      now.toISOString(),
      limit,
    ]);
    return rows.map(toClaimed);
  }

  /** Extends the leases of the texts this process is sending, so no other process takes them. */
  private async renewLeases(): Promise<void> {
    if (this.inFlight.size === 0) return;
    const now = this.clock();
    const lease = new Date(now.getTime() + this.o.leaseSeconds * 1000).toISOString();
    const ids = [...this.inFlight.keys()];
    try {
      await this.db.execute(sql`
        update notifications set locked_until = ${lease}
        where status = 'sending' and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    } catch (err) {
      this.log?.warn({ err }, 'could not renew the leases of texts in flight');
    }
  }

  /** The service a message goes through: its channel's, SMS for a WhatsApp message when WhatsApp is off. */
  private senderOf(n: Claimed): ChannelSender | SmsProvider | null {
    if (n.channel === 'push') return this.o.channels?.push ?? null;
    if (n.channel === 'whatsapp') return this.o.channels?.whatsapp ?? this.sms;
    return this.sms;
  }

  private async send(n: Claimed, sender: ChannelSender | SmsProvider): Promise<{ providerMessageId?: string }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SmsError(`${sender.name} gave no answer within ${this.o.sendTimeoutMs} ms`)),
        this.o.sendTimeoutMs,
      );
    });
    try {
      if (sender !== this.sms) return await Promise.race([(sender as ChannelSender).send(n), timeout]);
      const message = { countryCode: n.countryCode, phone: n.phone, body: n.body };
      const dlt = n.dltTemplateId ? { dltTemplateId: n.dltTemplateId } : {};
      return await Promise.race([this.sms.send({ ...message, ...dlt }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one text and writes its outcome; `answered` is called as soon as the gateway has answered. */
  private async deliver(n: Claimed, answered?: () => void): Promise<void> {
    const attempt = n.attempts;
    const sender = this.senderOf(n);
    let outcome: Outcome;
    try {
      if (!sender) throw new SmsError('push is off on this server', false);
      const res = await this.send(n, sender);
      outcome = { ok: true, providerMessageId: res.providerMessageId, provider: sender.name };
      const channel = sender === this.sms ? 'sms' : (n.channel ?? 'sms');
      const seconds = Math.max(0, (this.clock().getTime() - (n.dueAt ?? this.clock()).getTime()) / 1000);
      this.o.onSent?.(channel, seconds);
      this.log?.info({ ...this.origins.fields(n), attempt, seconds }, `${channel} accepted by ${sender.name}`);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const retryable = !(err instanceof SmsError) || err.retryable;
      const next = this.clock().getTime() + backoffSeconds(attempt) * 1000;
      const final = !retryable || (n.giveUpAt !== null && next >= n.giveUpAt.getTime());
      this.log?.warn(
        { ...this.origins.fields(n), attempt, final },
        `${n.channel ?? 'sms'} delivery failed: ${message}`,
      );
      outcome = { ok: false, message, final };
    }
    answered?.();
    await this.record(n, attempt, outcome);
  }

  /**
   * Writes the outcome. Outcomes that arrive together are written by one statement (a busy sender
   * finishes hundreds of texts a second). While the database is unreachable it tries again every
   * second, up to the lease: giving up earlier would leave a sent text to be sent again by whoever
   * takes it next.
   */
  private record(n: Claimed, attempt: number, outcome: Outcome): Promise<void> {
    this.o.onOutcome?.(outcome.ok ? 'sent' : outcome.final ? 'failed' : 'retry');
    return new Promise((resolve) => {
      this.outcomes.push({ id: n.id, attempt, outcome, done: resolve });
      if (!this.flushing) this.flushing = new Promise((r) => setTimeout(r, this.o.batchMs)).then(() => this.flush());
    });
  }

  private readonly outcomes: PendingOutcome[] = [];
  private flushing: Promise<void> | null = null;

  private async flush(): Promise<void> {
    const batch = this.outcomes.splice(0, this.outcomes.length);
    const deadline = Date.now() + this.o.leaseSeconds * 1000;
    for (;;) {
      try {
        await this.writeOutcomes(batch);
        break;
      } catch (err) {
        if (Date.now() > deadline) {
          this.log?.error({ err, notifications: batch.map((b) => b.id) }, 'could not record delivery outcomes');
          break;
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    for (const b of batch) b.done();
    this.flushing = null;
    // Outcomes that came in while this batch was being written.
    if (this.outcomes.length > 0) this.flushing = this.flush();
  }

  private async writeOutcomes(batch: PendingOutcome[]): Promise<void> {
    const now = this.clock();
    const columns: unknown[][] = [[], [], [], [], [], [], [], []];
    for (const { id, attempt, outcome: o } of batch) {
      const values = [
        id,
        attempt,
        o.ok,
        o.ok ? 'sent' : o.final ? 'failed' : 'queued',
        o.ok ? null : o.message,
        o.ok ? (o.providerMessageId ?? null) : null,
        o.ok ? null : new Date(now.getTime() + backoffSeconds(attempt) * 1000).toISOString(),
        o.ok ? o.provider : null,
      ];
      for (const [i, v] of values.entries()) columns[i]!.push(v);
    }
    await runPrepared(this.db, 'notifications_outcomes', OUTCOMES, [now.toISOString(), ...columns]);
  }
}

type Outcome =
  | { ok: true; providerMessageId?: string; provider: string }
  | { ok: false; message: string; final: boolean };

interface PendingOutcome {
  id: string;
  attempt: number;
  outcome: Outcome;
  done: () => void;
}
