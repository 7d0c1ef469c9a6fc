import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  emergencyCardViews,
  papers,
  qrTags,
  reasons,
  sosCallEvents,
  sosCalls,
  users,
  userVehicles,
  vehicleEmergencyCards,
} from '../../platform/db/schema.js';

export type CardRow = typeof vehicleEmergencyCards.$inferSelect;
export type NewCardViewRow = typeof emergencyCardViews.$inferInsert;
/** The columns of a card the owner writes. */
export type CardValues = Pick<
  typeof vehicleEmergencyCards.$inferInsert,
  | 'bloodGroup'
  | 'allergies'
  | 'conditions'
  | 'medication'
  | 'note'
  | 'preferredHospital'
  | 'enabled'
  | 'showInsurance'
  | 'consentAt'
  | 'updatedAt'
>;

// ─── The owner's side ──────────────────────────────────────────────────────
export async function findCard(db: DbOrTx, vehicleId: string): Promise<CardRow | undefined> {
  return (await db.select().from(vehicleEmergencyCards).where(eq(vehicleEmergencyCards.vehicleId, vehicleId)))[0];
}

export async function findCardForUpdate(db: DbOrTx, vehicleId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleEmergencyCards)
    .where(eq(vehicleEmergencyCards.vehicleId, vehicleId))
    .for('update');
  return row;
}

/** Writes the vehicle's one card (created the first time); returns it. */
export async function upsertCard(db: DbOrTx, vehicleId: string, values: CardValues, now: Date): Promise<CardRow> {
  const [saved] = await db
    .insert(vehicleEmergencyCards)
    .values({ vehicleId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: vehicleEmergencyCards.vehicleId, set: values })
    .returning();
  return saved!;
}

/** The blood group on a user's profile, or null. */
export async function findUserBloodGroup(db: DbOrTx, userId: string): Promise<string | null> {
  const [owner] = await db.select({ bloodGroup: users.bloodGroup }).from(users).where(eq(users.id, userId));
  return owner?.bloodGroup ?? null;
}

/** One page of a vehicle's card showings, newest first. */
export function findCardViewPage(db: DbOrTx, vehicleId: string, limit: number, offset: number) {
  return db
    .select()
    .from(emergencyCardViews)
    .where(eq(emergencyCardViews.vehicleId, vehicleId))
    .orderBy(desc(emergencyCardViews.createdAt), desc(emergencyCardViews.id))
    .limit(limit)
    .offset(offset);
}

export async function countCardViews(db: DbOrTx, vehicleId: string): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(emergencyCardViews)
    .where(eq(emergencyCardViews.vehicleId, vehicleId));
  return total?.n ?? 0;
}

// ─── Showing it ────────────────────────────────────────────────────────────
/**
 * Whether a showing to the same address, of the same card, in the same place, for the same
 * reason or alert was logged after `since`.
 */
export async function hasCardViewSince(
  db: DbOrTx,
  v: {
    vehicleId: string;
    via: NewCardViewRow['via'];
    callId: string | null;
    reasonId: string | null;
    ipHash: string | null;
  },
  since: Date,
): Promise<boolean> {
  const [seen] = await db
    .select({ id: emergencyCardViews.id })
    .from(emergencyCardViews)
    .where(
      and(
        eq(emergencyCardViews.vehicleId, v.vehicleId),
        eq(emergencyCardViews.via, v.via),
        v.callId ? eq(emergencyCardViews.callId, v.callId) : isNull(emergencyCardViews.callId),
        v.reasonId ? eq(emergencyCardViews.reasonId, v.reasonId) : isNull(emergencyCardViews.reasonId),
        v.ipHash ? eq(emergencyCardViews.ipHash, v.ipHash) : isNull(emergencyCardViews.ipHash),
        gt(emergencyCardViews.createdAt, since),
      ),
    )
    .limit(1);
  return !!seen;
}

export async function insertCardView(db: DbOrTx, values: NewCardViewRow): Promise<void> {
  await db.insert(emergencyCardViews).values(values);
}

/** Puts "card viewed" on the alert's timeline. */
export async function insertCardViewedEvent(db: DbOrTx, callId: string, via: string, now: Date): Promise<void> {
  await db.insert(sosCallEvents).values({ callId, kind: 'card_viewed', actor: null, detail: { via }, createdAt: now });
}

/**
 * The card a tag shows, read live, never from a cache: only while the tag is active on a vehicle
 * still registered, whose owner's account is not deleted, and the card is on. With `vehicleId`
 * (an alert's), only while the tag is still on that vehicle: a tag moved on shows its old
 * vehicle's card nowhere.
 */
export async function findShownCard(
  db: DbOrTx,
  q: { tagId: string; vehicleId?: string },
): Promise<CardRow | undefined> {
  const [row] = await db
    .select({ card: vehicleEmergencyCards })
    .from(qrTags)
    .innerJoin(userVehicles, and(eq(userVehicles.id, qrTags.vehicleId), isNull(userVehicles.deletedAt)))
    .innerJoin(users, and(eq(users.id, userVehicles.userId), isNull(users.deletedAt)))
    .innerJoin(
      vehicleEmergencyCards,
      and(eq(vehicleEmergencyCards.vehicleId, userVehicles.id), eq(vehicleEmergencyCards.enabled, true)),
    )
    .where(
      and(
        eq(qrTags.id, q.tagId),
        eq(qrTags.status, 'active'),
        q.vehicleId ? eq(qrTags.vehicleId, q.vehicleId) : undefined,
      ),
    )
    .limit(1);
  return row?.card;
}

/** An active SOS reason, or undefined. */
export async function findActiveReason(db: DbOrTx, id: string) {
  const [reason] = await db
    .select({ id: reasons.id, reasonText: reasons.reasonText, severity: reasons.severity })
    .from(reasons)
    .where(and(eq(reasons.id, id), eq(reasons.status, 'active')));
  return reason;
}

/** What the card needs of an alert: its tag and vehicle, reason, urgency, state and time. */
export async function findAlertForCard(db: DbOrTx, callId: string) {
  const [call] = await db
    .select({
      tagId: sosCalls.tagId,
      vehicleId: sosCalls.vehicleId,
      reasonId: sosCalls.reasonId,
      reasonText: sosCalls.reasonText,
      severity: sosCalls.severity,
      status: sosCalls.status,
      createdAt: sosCalls.createdAt,
    })
    .from(sosCalls)
    .where(eq(sosCalls.id, callId));
  return call;
}

/** The vehicle's insurance paper in use (not renewed; the latest end date first), for a card that shows it. */
export async function findVehicleInsurance(
  db: DbOrTx,
  vehicleId: string,
): Promise<{ insurer: string | null; number: string | null; helpline: string | null } | undefined> {
  const [row] = await db
    .select({ insurer: papers.insurer, number: papers.number, helpline: papers.helpline })
    .from(papers)
    .where(and(eq(papers.vehicleId, vehicleId), eq(papers.kind, 'insurance'), isNull(papers.renewedBy)))
    .orderBy(sql`${papers.validUntil} desc nulls last`, desc(papers.createdAt))
    .limit(1);
  return row;
}
