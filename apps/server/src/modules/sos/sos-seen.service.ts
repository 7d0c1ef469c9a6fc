import type { TSosSeen } from '@safesathi/contract';
import { count, eq, gt, max, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { sosCalls, sosSeen } from '../../platform/db/schema.js';

const EPOCH = new Date(0);

async function newestCallAt(db: DbOrTx): Promise<Date> {
  const [row] = await db.select({ at: max(sosCalls.createdAt) }).from(sosCalls);
  return row?.at ? new Date(row.at) : EPOCH;
}

async function answer(db: DbOrTx, seenAt: Date): Promise<TSosSeen> {
  const [row] = await db.select({ n: count() }).from(sosCalls).where(gt(sosCalls.createdAt, seenAt));
  return { seenAt: seenAt.toISOString(), unseen: row?.n ?? 0 };
}

/**
 * The bell's read state for this admin, wherever they sign in. The first time (no row yet) what is
 * already there counts as seen: only calls from then on are new, as when the bell kept it in a browser.
 */
export async function getSosSeen(db: Db, userId: string): Promise<TSosSeen> {
  const [found] = await db.select({ seenAt: sosSeen.seenAt }).from(sosSeen).where(eq(sosSeen.userId, userId));
  if (found) return answer(db, found.seenAt);
  const initial = await newestCallAt(db);
  // Two first loads at once (two tabs): one row; the later insert keeps the earlier's.
  await db.insert(sosSeen).values({ userId, seenAt: initial }).onConflictDoNothing({ target: sosSeen.userId });
  const [row] = await db.select({ seenAt: sosSeen.seenAt }).from(sosSeen).where(eq(sosSeen.userId, userId));
  return answer(db, row?.seenAt ?? initial);
}

/**
 * The admin opened the bell: calls up to `upTo` (default the newest; never past it) are seen on
 * every machine. Only moves forward, in one statement, so a stale tab or two clicks at once can
 * never make a seen call new again.
 */
export async function markSosSeen(db: Db, ctx: Ctx, userId: string, upTo?: Date): Promise<TSosSeen> {
  const newest = await newestCallAt(db);
  const at = upTo && upTo < newest ? upTo : newest;
  const [row] = await db
    .insert(sosSeen)
    .values({ userId, seenAt: at, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: sosSeen.userId,
      set: { seenAt: sql`greatest(${sosSeen.seenAt}, excluded.seen_at)`, updatedAt: ctx.now },
    })
    .returning({ seenAt: sosSeen.seenAt });
  return answer(db, row!.seenAt);
}
