import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { campaignRecipients, campaigns, notifications, users } from '../../platform/db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;

export async function insertCampaign(db: DbOrTx, values: NewCampaignRow): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

/** One page of campaigns, newest first. */
export function findCampaignPage(db: DbOrTx, limit: number, offset: number): Promise<CampaignRow[]> {
  return db.select().from(campaigns).orderBy(desc(campaigns.createdAt)).limit(limit).offset(offset);
}

export async function countCampaigns(db: DbOrTx): Promise<number> {
  const [total] = await db.select({ n: count() }).from(campaigns);
  return total?.n ?? 0;
}

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export async function findCampaignForUpdate(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function deleteCampaignRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** Delivery counts per campaign, from its recipients and their texts in the outbox: one query. */
export function findCampaignFigures(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: campaignRecipients.campaignId,
      recipients: sql<number>`count(*)::int`,
      queued: sql<number>`(count(*) filter (where ${notifications.status} is null or ${notifications.status} in ('queued', 'sending')))::int`,
      sent: sql<number>`(count(*) filter (where ${notifications.status} = 'sent'))::int`,
      // On the phone, by the gateway's receipt (docs/decisions/0064-delivery-receipts.md), not merely accepted.
      delivered: sql<number>`(count(*) filter (where ${notifications.delivery} in ('delivered', 'read')))::int`,
      failed: sql<number>`(count(*) filter (where ${notifications.status} in ('failed', 'cancelled') or ${notifications.delivery} in ('failed', 'undelivered')))::int`,
    })
    .from(campaignRecipients)
    .leftJoin(notifications, eq(notifications.id, campaignRecipients.notificationId))
    .where(inArray(campaignRecipients.campaignId, ids))
    .groupBy(campaignRecipients.campaignId);
}

/** The customer a STOP token was made for, or null for an unknown token. */
export async function findUserOfStopToken(db: DbOrTx, token: string): Promise<string | null> {
  const [r] = await db
    .select({ userId: campaignRecipients.userId })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.stopToken, token));
  return r?.userId ?? null;
}

export async function turnOffOffers(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ smsOffers: false, updatedAt: now }).where(eq(users.id, userId));
}
