import { count, eq, gt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { sosCalls, sosSeen } from '../../platform/db/schema.js';

/** When the newest SOS call was made; null when there is none. */
export async function findNewestCallAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: max(sosCalls.createdAt) }).from(sosCalls);
  return row?.at ? new Date(row.at) : null;
}

/** How many SOS calls were made after this moment. */
export async function countCallsAfter(db: DbOrTx, after: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sosCalls).where(gt(sosCalls.createdAt, after));
  return row?.n ?? 0;
}

/** Up to when this admin has seen the calls; undefined when they have no row yet. */
export async function findSeenAt(db: DbOrTx, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ seenAt: sosSeen.seenAt }).from(sosSeen).where(eq(sosSeen.userId, userId));
  return row?.seenAt;
}

/** The admin's first row; a row already there (another first load at once) is kept as it is. */
export async function insertSeenIfMissing(db: DbOrTx, userId: string, seenAt: Date): Promise<void> {
  await db.insert(sosSeen).values({ userId, seenAt }).onConflictDoNothing({ target: sosSeen.userId });
}

/**
 * Moves the admin's read mark to `at`, never back, in one statement; answers where it now stands.
 */
export async function advanceSeenAt(db: DbOrTx, userId: string, at: Date, now: Date): Promise<Date> {
  const [row] = await db
    .insert(sosSeen)
    .values({ userId, seenAt: at, updatedAt: now })
    .onConflictDoUpdate({
      target: sosSeen.userId,
      set: { seenAt: sql`greatest(${sosSeen.seenAt}, excluded.seen_at)`, updatedAt: now },
    })
    .returning({ seenAt: sosSeen.seenAt });
  return row!.seenAt;
}
