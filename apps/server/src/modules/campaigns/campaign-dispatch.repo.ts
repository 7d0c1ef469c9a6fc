import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { campaignRecipients, campaigns, notifications } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/rate-limit.js';

/** The advisory lock that serialises feeding (any fixed number no other code uses). */
const FEED_LOCK = 360_036;

export type NewRecipientRow = typeof campaignRecipients.$inferInsert;
export type NewTextRow = typeof notifications.$inferInsert;

/** Sending campaigns whose texts have all left the outbox (sent or failed for good) become sent; how many. */
export async function finishSentCampaigns(db: DbOrTx, now: Date): Promise<number> {
  const done = await db
    .update(campaigns)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaigns.status, 'sending'),
        sql`not exists (select 1 from ${campaignRecipients} r left join ${notifications} n on n.id = r.notification_id
          where r.campaign_id = ${campaigns.id} and (r.notification_id is null or n.status in ('queued', 'sending')))`,
      ),
    )
    .returning({ id: campaigns.id });
  return done.length;
}

/** Up to ten scheduled campaigns whose time has come, locked; ones another process holds are skipped. */
export function findDueCampaignsForUpdate(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledAt, now)))
    .orderBy(asc(campaigns.scheduledAt))
    .limit(10)
    .for('update', { skipLocked: true });
}

export async function markCampaignSending(db: DbOrTx, id: string, recipientCount: number, now: Date): Promise<void> {
  await db
    .update(campaigns)
    .set({ status: 'sending', startedAt: now, recipientCount, updatedAt: now })
    .where(eq(campaigns.id, id));
}

export async function insertRecipients(db: DbOrTx, rows: NewRecipientRow[]): Promise<void> {
  await db.insert(campaignRecipients).values(rows);
}

/** An SOS text due and not yet sent (a held escalation step is not waiting). */
export async function isSosTextWaiting(db: DbOrTx, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        sql`${notifications.sosCallId} is not null`,
        inArray(notifications.status, ['queued', 'sending']),
        eq(notifications.held, false),
        lte(notifications.nextAttemptAt, now),
      ),
    )
    .limit(1);
  return !!row;
}

/** Holds the feed lock until the transaction ends. */
export async function lockFeed(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK})`);
}

/** Campaign texts that entered the outbox after `since`. */
export async function countCampaignTextsSince(tx: DbOrTx, since: Date): Promise<number> {
  const recent = rowsOf<{ n: number }>(
    await tx.execute(sql`
        select count(*)::int as n from ${campaignRecipients} r join ${notifications} n on n.id = r.notification_id
        where n.created_at > ${since.toISOString()}::timestamptz`),
  );
  return Number(recent[0]?.n ?? 0);
}

/** Up to `limit` recipients of sending campaigns with no text yet, oldest campaign first, locked. */
export function findRecipientsToFeedForUpdate(tx: DbOrTx, limit: number) {
  return tx
    .select({
      id: campaignRecipients.id,
      countryCode: campaignRecipients.countryCode,
      phone: campaignRecipients.phone,
      stopToken: campaignRecipients.stopToken,
      body: campaigns.body,
      dltTemplateId: campaigns.dltTemplateId,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(and(eq(campaigns.status, 'sending'), isNull(campaignRecipients.notificationId)))
    .orderBy(asc(campaigns.startedAt), asc(campaignRecipients.id))
    .limit(limit)
    .for('update', { of: campaignRecipients, skipLocked: true });
}

/** Puts the texts in the outbox; their ids in the order given. */
export async function insertTexts(tx: DbOrTx, rows: NewTextRow[]): Promise<string[]> {
  const inserted = await tx.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}

export async function linkRecipientToText(tx: DbOrTx, recipientId: string, notificationId: string): Promise<void> {
  await tx.update(campaignRecipients).set({ notificationId }).where(eq(campaignRecipients.id, recipientId));
}
