import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  countCampaignTextsSince,
  findDueCampaignsForUpdate,
  findRecipientsToFeedForUpdate,
  finishSentCampaigns,
  insertRecipients,
  insertTexts,
  isSosTextWaiting,
  linkRecipientToText,
  lockFeed,
  markCampaignSending,
} from './campaign-dispatch.repo.js';
import { campaignText } from './campaign-text.js';
import { findSegmentPeople } from './segments.repo.js';

export interface DispatchDeps {
  publicUrl: string;
  /** Campaign texts handed to the outbox per second, across every process (CAMPAIGN_SMS_PER_SECOND). */
  perSecond: number;
  /** How long a failing text is retried (SMS_RETRY_HOURS). */
  retrySeconds: number;
}

/**
 * A campaign text is due this long after it enters the outbox, so an SOS text written meanwhile
 * is claimed first (the sender takes due texts oldest first), as order texts do.
 */
export const CAMPAIGN_TEXT_DELAY_SECONDS = 2;

export interface DispatchResult {
  started: number;
  fed: number;
  finished: number;
  /** Texts held back because an SOS text was waiting. */
  heldForSos: boolean;
}

/**
 * One beat of the campaign dispatcher (docs/decisions/0036-sms-campaigns.md), run every second by
 * each server process; safe to run in several at once (row locks, skip locked).
 * 1. Campaigns whose time has come start: their recipients are fixed from the segment (opted-out
 *    customers are not in it), each with a STOP token.
 * 2. While an SOS text is waiting to be sent no campaign text enters the outbox. Otherwise up to
 *    `perSecond` minus what entered in the last second do, each due a moment later.
 * 3. A sending campaign whose texts have all left the outbox (sent or failed for good) is sent.
 */
export async function dispatchCampaigns(db: Db, deps: DispatchDeps, now: Date): Promise<DispatchResult> {
  const result: DispatchResult = { started: 0, fed: 0, finished: 0, heldForSos: false };
  result.started = await startDue(db, now);
  if (await isSosTextWaiting(db, now)) result.heldForSos = true;
  else result.fed = await feed(db, deps, now);
  result.finished = await finishSentCampaigns(db, now);
  return result;
}

async function startDue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await findDueCampaignsForUpdate(tx, now);
    for (const c of due) {
      const n = await fixRecipients(tx, c.id, c.segment as never, now);
      await markCampaignSending(tx, c.id, n, now);
    }
    return due.length;
  });
}

async function fixRecipients(
  tx: Tx,
  campaignId: string,
  segment: { kind: 'all' | 'noActiveTag' | 'state' | 'vehicleType'; value?: string | null },
  now: Date,
): Promise<number> {
  const people = await findSegmentPeople(tx, segment);
  for (let i = 0; i < people.length; i += 1000) {
    await insertRecipients(
      tx,
      people.slice(i, i + 1000).map((p) => ({
        campaignId,
        userId: p.id,
        countryCode: p.countryCode,
        phone: p.phone,
        stopToken: randomBytes(12).toString('base64url'),
        createdAt: now,
      })),
    );
  }
  return people.length;
}

async function feed(db: Db, deps: DispatchDeps, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // One feeder at a time across processes, so the count of the last second is the truth.
    await lockFeed(tx);
    const room = deps.perSecond - (await countCampaignTextsSince(tx, new Date(now.getTime() - 1000)));
    if (room <= 0) return 0;
    const batch = await findRecipientsToFeedForUpdate(tx, room);
    if (batch.length === 0) return 0;
    const due = new Date(now.getTime() + CAMPAIGN_TEXT_DELAY_SECONDS * 1000);
    const inserted = await insertTexts(
      tx,
      batch.map((r) => ({
        recipientRole: 'other' as const,
        countryCode: r.countryCode,
        phone: r.phone,
        body: campaignText(r.body, deps.publicUrl, r.stopToken),
        dltTemplateId: r.dltTemplateId,
        dueAt: now,
        nextAttemptAt: due,
        giveUpAt: new Date(now.getTime() + deps.retrySeconds * 1000),
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (const [i, r] of batch.entries()) await linkRecipientToText(tx, r.id, inserted[i]!);
    return batch.length;
  });
}

/** Runs dispatchCampaigns every second while started; `kick` runs it soon (a campaign saved for now). */
export class CampaignDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DispatchResult> | null = null;
  private started = false;
  constructor(
    private readonly db: Db,
    private readonly deps: DispatchDeps,
    private readonly clock: () => Date,
    private readonly onFed: () => void,
    private readonly log?: { error(o: object, m: string): void },
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.started = true;
    this.schedule(this.intervalMs);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Where this process feeds no campaigns (ROLE=web): a kick is passed on to the processes that do. */
  kickElsewhere?: () => void;

  kick(): void {
    if (this.started) this.schedule(0);
    else this.kickElsewhere?.();
  }

  /** One beat now (tests call it; the timer calls it every second). */
  async tick(): Promise<DispatchResult> {
    if (this.running) await this.running.catch(() => undefined);
    const run = dispatchCampaigns(this.db, this.deps, this.clock());
    this.running = run;
    try {
      const result = await run;
      if (result.fed > 0) this.onFed();
      return result;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      this.timer = null;
      try {
        await this.tick();
      } catch (err) {
        this.log?.error({ err }, 'campaign dispatch failed');
      }
      if (this.started && !this.timer) this.schedule(this.intervalMs);
    }, ms);
    this.timer.unref?.();
  }
}
