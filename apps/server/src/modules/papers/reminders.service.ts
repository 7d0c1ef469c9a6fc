/**
 * Reminders before a paper expires (docs/decisions/0058-vehicle-papers.md): 30, 7 and 1 days
 * before and on the day, a text to the owner in their language with a link to the paper. Each
 * step is claimed with a unique key (paper, validity, step) in the same transaction that puts the
 * text in the durable outbox the SOS texts use, so a step goes at most once, whichever process
 * looks and however often it restarts. Nothing is claimed during quiet hours: a step due at night
 * goes when they end. A paper marked renewed by a newer one is no longer reminded of. These texts
 * are about the customer's own records, not offers: the SMS-offers consent does not apply.
 */
import { addDays, daysUntil, kolkataDay, PAPER_REMINDER_DAYS, type PaperKind, TIME_ZONE } from '@safesathi/contract';
import type { Db } from '../../platform/db/client.js';
import { langOr } from '../../platform/i18n/i18n.js';
import type { PapersConfig } from '../../platform/papers-config.js';
import { composeReminderText } from './paper-message.js';
import { claimReminder, findExpiringPapers, insertReminderText } from './papers.repo.js';

export interface ReminderDeps {
  db: Db;
  appName: string;
  publicUrl: string;
  quietHours: PapersConfig['quietHours'];
  /** A text that keeps failing is retried this long (SMS_RETRY_HOURS). */
  retrySeconds: number;
}

const hourIn = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** Whether `now` falls in the quiet hours, India time (21-8: from 21:00 to 07:59). */
export function inQuietHours(now: Date, quiet: { from: number; to: number }): boolean {
  const hour = Number(hourIn.format(now));
  if (quiet.from === quiet.to) return false;
  return quiet.from > quiet.to ? hour >= quiet.from || hour < quiet.to : hour >= quiet.from && hour < quiet.to;
}

/** The step a paper is at with `daysLeft` to go: the nearest of 30, 7, 1, 0 not yet passed; null outside 0–30. */
export function stepFor(daysLeft: number): number | null {
  if (daysLeft < 0 || daysLeft > PAPER_REMINDER_DAYS[0]) return null;
  return [...PAPER_REMINDER_DAYS].reverse().find((s) => s >= daysLeft) ?? null;
}

/** The owner's page of the paper, from the text. */
export const paperUrl = (publicUrl: string, paperId: string) => `${publicUrl}/account/papers?paper=${paperId}`;

/** Puts each due reminder into the outbox; answers how many. */
export async function queueDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  if (inQuietHours(now, deps.quietHours)) return 0;
  const today = kolkataDay(now);
  const candidates = await findExpiringPapers(deps.db, today, addDays(today, PAPER_REMINDER_DAYS[0]));
  let queued = 0;
  for (const c of candidates) {
    const daysLeft = daysUntil(today, c.validUntil);
    const step = stepFor(daysLeft);
    if (step === null) continue;
    const done = await deps.db.transaction(async (tx) => {
      const reminderId = await claimReminder(tx, { paperId: c.paperId, validUntil: c.validUntil, step, now });
      if (!reminderId) return false;
      const body = composeReminderText({
        appName: deps.appName,
        lang: langOr(c.language),
        kind: c.kind as PaperKind,
        plate: c.registrationNumber,
        daysLeft,
        validUntil: c.validUntil,
        url: paperUrl(deps.publicUrl, c.paperId),
      });
      await insertReminderText(
        tx,
        reminderId,
        {
          recipientRole: 'owner',
          recipientName: c.name,
          countryCode: c.countryCode,
          phone: c.phone,
          body,
          dueAt: now,
          nextAttemptAt: now,
          giveUpAt: new Date(now.getTime() + deps.retrySeconds * 1000),
          createdAt: now,
          updatedAt: now,
        },
        c.pushable ? { userId: c.userId } : undefined,
      );
      return true;
    });
    if (done) queued++;
  }
  return queued;
}
