import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  bloodAsks,
  bloodRequesterBlocks,
  bloodRequestSteps,
  bloodRequests,
  notifications,
  users,
} from '../../platform/db/schema.js';

export type RequestRow = typeof bloodRequests.$inferSelect;
export type NewRequestRow = typeof bloodRequests.$inferInsert;
export type NewTextRow = typeof notifications.$inferInsert;

export async function insertRequest(tx: DbOrTx, row: NewRequestRow): Promise<RequestRow> {
  const [saved] = await tx.insert(bloodRequests).values(row).returning();
  return saved!;
}

/** A ring of the search, due at `dueAt` (once per ring: a second insert does nothing). */
export async function insertStep(tx: DbOrTx, requestId: string, ring: number, dueAt: Date): Promise<void> {
  await tx.insert(bloodRequestSteps).values({ requestId, ring, dueAt, createdAt: dueAt }).onConflictDoNothing();
}

export async function findRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(bloodRequests).where(eq(bloodRequests.id, id));
  return row;
}

export async function findRequestsByIds(db: DbOrTx, ids: string[]): Promise<RequestRow[]> {
  return ids.length ? db.select().from(bloodRequests).where(inArray(bloodRequests.id, ids)) : [];
}

/** The request, locked until the transaction ends (rings, answers and closing take turns on it). */
export async function lockRequest(tx: DbOrTx, id: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(bloodRequests).where(eq(bloodRequests.id, id)).for('update');
  return row;
}

export async function findRequestsOf(db: DbOrTx, requesterId: string, limit = 50): Promise<RequestRow[]> {
  return db
    .select()
    .from(bloodRequests)
    .where(eq(bloodRequests.requesterId, requesterId))
    .orderBy(desc(bloodRequests.createdAt))
    .limit(limit);
}

/** Open requests past their time among those that would stand in the way of a new one. */
export async function findLapsedFor(
  tx: DbOrTx,
  now: Date,
  who: { requesterId: string | null; contactPhone: string },
): Promise<string[]> {
  const rows = await tx
    .select({ id: bloodRequests.id })
    .from(bloodRequests)
    .where(
      and(
        eq(bloodRequests.status, 'open'),
        lte(bloodRequests.expiresAt, now),
        who.requesterId
          ? or(eq(bloodRequests.requesterId, who.requesterId), eq(bloodRequests.contactPhone, who.contactPhone))
          : eq(bloodRequests.contactPhone, who.contactPhone),
      ),
    );
  return rows.map((r) => r.id);
}

/** Open requests past their time, any of them, locked (skipping ones another process holds). */
export async function lockLapsed(tx: DbOrTx, now: Date, limit: number): Promise<RequestRow[]> {
  return tx
    .select()
    .from(bloodRequests)
    .where(and(eq(bloodRequests.status, 'open'), lte(bloodRequests.expiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setRequestState(
  tx: DbOrTx,
  id: string,
  changes: Pick<RequestRow, 'status' | 'closedReason' | 'closedBy'>,
  now: Date,
): Promise<void> {
  await tx
    .update(bloodRequests)
    .set({ ...changes, closedAt: now, updatedAt: now })
    .where(eq(bloodRequests.id, id));
}

export async function cancelQueuedSteps(tx: DbOrTx, requestId: string, now: Date): Promise<void> {
  await tx
    .update(bloodRequestSteps)
    .set({ status: 'cancelled', doneAt: now })
    .where(and(eq(bloodRequestSteps.requestId, requestId), eq(bloodRequestSteps.status, 'queued')));
}

/** The next ring still to be searched for each request, by request id. */
export async function findNextSteps(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: bloodRequestSteps.requestId, ring: bloodRequestSteps.ring, dueAt: bloodRequestSteps.dueAt })
    .from(bloodRequestSteps)
    .where(and(inArray(bloodRequestSteps.requestId, requestIds), eq(bloodRequestSteps.status, 'queued')))
    .orderBy(asc(bloodRequestSteps.ring));
}

/** The donors who said "I can donate", in the order they answered, with the name they go by. */
export async function findYesAsks(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: bloodAsks.id,
      requestId: bloodAsks.requestId,
      name: users.name,
      distanceM: bloodAsks.distanceM,
      answeredAt: bloodAsks.answeredAt,
      donatedAt: bloodAsks.donatedAt,
    })
    .from(bloodAsks)
    .innerJoin(users, eq(users.id, bloodAsks.donorId))
    .where(and(inArray(bloodAsks.requestId, requestIds), eq(bloodAsks.answer, 'yes')))
    .orderBy(asc(bloodAsks.answeredAt));
}

/** One ask of a request, with the donor's numbers (for a masked call, never for an answer). */
export async function findAskWithDonor(db: DbOrTx, requestId: string, askId: string) {
  const [row] = await db
    .select({
      ask: bloodAsks,
      name: users.name,
      countryCode: users.countryCode,
      phone: users.phone,
      deletedAt: users.deletedAt,
    })
    .from(bloodAsks)
    .innerJoin(users, eq(users.id, bloodAsks.donorId))
    .where(and(eq(bloodAsks.id, askId), eq(bloodAsks.requestId, requestId)));
  return row;
}

/** Marks a yes-donor as having given; answers whether it was news (not marked before). */
export async function markAskDonated(tx: DbOrTx, requestId: string, askId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(bloodAsks)
    .set({ donatedAt: now })
    .where(
      and(
        eq(bloodAsks.id, askId),
        eq(bloodAsks.requestId, requestId),
        eq(bloodAsks.answer, 'yes'),
        isNull(bloodAsks.donatedAt),
      ),
    )
    .returning({ id: bloodAsks.id });
  return rows.length > 0;
}

export async function countDonated(tx: DbOrTx, requestId: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(bloodRequests)
    .set({ donatedCount: sql`${bloodRequests.donatedCount} + 1`, updatedAt: now })
    .where(eq(bloodRequests.id, requestId))
    .returning({ n: bloodRequests.donatedCount });
  return row?.n ?? 0;
}

/**
 * The donors a request still holds out for: asked and not answered, or said yes and not given,
 * and not told yet; with their text's state and what a text to them needs.
 */
export async function findPendingAsks(tx: DbOrTx, requestId: string) {
  return tx
    .select({
      id: bloodAsks.id,
      notificationId: bloodAsks.notificationId,
      textStatus: notifications.status,
      textAttempts: notifications.attempts,
      name: users.name,
      countryCode: users.countryCode,
      phone: users.phone,
      language: users.language,
      deletedAt: users.deletedAt,
    })
    .from(bloodAsks)
    .innerJoin(users, eq(users.id, bloodAsks.donorId))
    .leftJoin(notifications, eq(notifications.id, bloodAsks.notificationId))
    .where(
      and(
        eq(bloodAsks.requestId, requestId),
        isNull(bloodAsks.releasedAt),
        isNull(bloodAsks.donatedAt),
        or(isNull(bloodAsks.answer), eq(bloodAsks.answer, 'yes')),
      ),
    );
}

export async function markReleased(tx: DbOrTx, askIds: string[], now: Date): Promise<void> {
  if (askIds.length === 0) return;
  await tx.update(bloodAsks).set({ releasedAt: now }).where(inArray(bloodAsks.id, askIds));
}

/** Texts never tried yet are not sent at all (the request they ask about is over). */
export async function cancelUntriedTexts(tx: DbOrTx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notifications)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(notifications.id, ids), eq(notifications.status, 'queued'), eq(notifications.attempts, 0)));
}

/** Puts texts in the outbox; their ids in the order given. */
export async function insertTexts(tx: DbOrTx, rows: NewTextRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}

export async function isBlocked(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bloodRequesterBlocks.userId })
    .from(bloodRequesterBlocks)
    .where(eq(bloodRequesterBlocks.userId, userId));
  return !!row;
}
