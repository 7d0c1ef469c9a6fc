/**
 * Trips' arrival and lateness in the database (docs/decisions/0073-trip-arrival.md). Each event is
 * claimed by one conditional UPDATE (`… is null … returning`), in the transaction that puts its
 * texts in the outbox: whichever request or instance gets there first sends them, once.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { locationShares, notifications, sharePositions, users } from '../../platform/db/schema.js';
import type { ShareRow } from './groups.repo.js';

/** Marks the trip arrived and ends its share; null when it had arrived or ended already. */
export async function claimArrival(tx: DbOrTx, shareId: string, now: Date): Promise<ShareRow | null> {
  const [row] = await tx
    .update(locationShares)
    .set({ arrivedAt: now, endedAt: now })
    .where(
      and(
        eq(locationShares.id, shareId),
        isNull(locationShares.arrivedAt),
        isNull(locationShares.endedAt),
        isNotNull(locationShares.expectedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks the trip reported late; null when it was already, or it arrived or ended meanwhile, or a
 * position came after `silentSince`.
 */
export async function claimLate(tx: DbOrTx, shareId: string, now: Date, silentSince: Date): Promise<ShareRow | null> {
  const [row] = await tx
    .update(locationShares)
    .set({ lateNotifiedAt: now })
    .where(
      and(
        eq(locationShares.id, shareId),
        isNull(locationShares.lateNotifiedAt),
        isNull(locationShares.arrivedAt),
        isNull(locationShares.endedAt),
        sql`not exists (select 1 from ${sharePositions} where ${sharePositions.shareId} = ${locationShares.id} and ${sharePositions.at} > ${silentSince.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
}

export interface DueTrip {
  id: string;
  groupId: string;
  userId: string;
  name: string;
  destination: string | null;
  destinationLat: number;
  destinationLng: number;
  expectedAt: Date;
  lat: number | null;
  lng: number | null;
  at: Date | null;
}

/**
 * Running trips whose expected time passed before `expectedBefore`, not arrived, not yet reported,
 * with no position since `silentSince` (or none at all), their share still live.
 */
export async function findDueLateTrips(
  db: DbOrTx,
  o: { now: Date; expectedBefore: Date; silentSince: Date; limit: number },
): Promise<DueTrip[]> {
  const rows = await db
    .select({
      id: locationShares.id,
      groupId: locationShares.groupId,
      userId: locationShares.userId,
      name: users.name,
      destination: locationShares.destination,
      destinationLat: locationShares.destinationLat,
      destinationLng: locationShares.destinationLng,
      expectedAt: locationShares.expectedAt,
      lat: sharePositions.lat,
      lng: sharePositions.lng,
      at: sharePositions.at,
    })
    .from(locationShares)
    .innerJoin(users, eq(users.id, locationShares.userId))
    .leftJoin(sharePositions, eq(sharePositions.shareId, locationShares.id))
    .where(
      and(
        isNull(locationShares.endedAt),
        isNull(locationShares.arrivedAt),
        isNull(locationShares.lateNotifiedAt),
        sql`${locationShares.expectedAt} <= ${o.expectedBefore.toISOString()}::timestamptz`,
        sql`(${locationShares.until} is null or ${locationShares.until} > ${o.now.toISOString()}::timestamptz)`,
        sql`(${sharePositions.at} is null or ${sharePositions.at} <= ${o.silentSince.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(locationShares.expectedAt)
    .limit(o.limit);
  return rows.map((r) => ({
    ...r,
    destinationLat: r.destinationLat!,
    destinationLng: r.destinationLng!,
    expectedAt: r.expectedAt!,
  }));
}

/** The texts of one event, one per recipient, into the outbox the sender drains. */
export async function insertTripTexts(tx: DbOrTx, texts: (typeof notifications.$inferInsert)[]): Promise<void> {
  if (texts.length) await tx.insert(notifications).values(texts);
}

/** The trips that ended by arriving in these groups, the newest first (deleted with the share after the retention). */
export async function findArrivals(db: DbOrTx, groupIds: string[]): Promise<ShareRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(locationShares)
    .where(and(inArray(locationShares.groupId, groupIds), isNotNull(locationShares.arrivedAt)))
    .orderBy(desc(locationShares.arrivedAt));
}
