import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { bloodAsks, bloodRequestSteps, bloodRequests, notifications, users } from '../../platform/db/schema.js';

/** The ask behind a text's answer token, with its request, its text's state and the donor's language: at most one row. */
export async function findAskByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ ask: bloodAsks, request: bloodRequests, textStatus: notifications.status, language: users.language })
    .from(notifications)
    .innerJoin(bloodAsks, eq(bloodAsks.notificationId, notifications.id))
    .innerJoin(bloodRequests, eq(bloodRequests.id, bloodAsks.requestId))
    .innerJoin(users, eq(users.id, bloodAsks.donorId))
    .where(eq(notifications.ackToken, token))
    .limit(1);
  return row;
}

/** The ask, locked until the transaction ends (one donor's answers take turns). */
export async function lockAsk(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(bloodAsks).where(eq(bloodAsks.id, id)).for('update');
  return row;
}

/**
 * Takes one of the units still wanted, in one statement: of two donors answering yes for the
 * last unit at once, the second finds it taken (PostgreSQL re-reads the row it waited for).
 */
export async function takeYesSlot(tx: DbOrTx, requestId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(bloodRequests)
    .set({ yesCount: sql`${bloodRequests.yesCount} + 1`, updatedAt: now })
    .where(
      and(
        eq(bloodRequests.id, requestId),
        eq(bloodRequests.status, 'open'),
        lt(bloodRequests.yesCount, bloodRequests.units),
      ),
    )
    .returning({ id: bloodRequests.id });
  return rows.length > 0;
}

/**
 * A donor who had said yes takes it back: their unit is wanted again, and the search goes on.
 * A ring that came due while the request had its donors was cancelled and nothing was queued
 * after it (runOneStep), so that ring is queued again, due now; donors already asked are not
 * asked twice.
 */
export async function giveBackYesSlot(tx: DbOrTx, requestId: string, now: Date): Promise<void> {
  await tx
    .update(bloodRequests)
    .set({ yesCount: sql`greatest(${bloodRequests.yesCount} - 1, 0)`, updatedAt: now })
    .where(eq(bloodRequests.id, requestId));
  await tx
    .update(bloodRequestSteps)
    .set({ status: 'queued', dueAt: now, doneAt: null })
    .where(and(eq(bloodRequestSteps.requestId, requestId), eq(bloodRequestSteps.status, 'cancelled')));
}

export async function setAnswer(
  tx: DbOrTx,
  askId: string,
  answer: 'yes' | 'not-now' | 'donated-recently',
  now: Date,
): Promise<void> {
  await tx.update(bloodAsks).set({ answer, answeredAt: now }).where(eq(bloodAsks.id, askId));
}
