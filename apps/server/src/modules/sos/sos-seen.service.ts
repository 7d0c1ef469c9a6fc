import type { TSosSeen } from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { advanceSeenAt, countCallsAfter, findNewestCallAt, findSeenAt, insertSeenIfMissing } from './sos-seen.repo.js';

const EPOCH = new Date(0);

async function newestCallAt(db: DbOrTx): Promise<Date> {
  return (await findNewestCallAt(db)) ?? EPOCH;
}

async function answer(db: DbOrTx, seenAt: Date): Promise<TSosSeen> {
  return { seenAt: seenAt.toISOString(), unseen: await countCallsAfter(db, seenAt) };
}

/**
 * The bell's read state for this admin, wherever they sign in. The first time (no row yet) what is
 * already there counts as seen: only calls from then on are new, as when the bell kept it in a browser.
 */
export async function getSosSeen(db: Db, userId: string): Promise<TSosSeen> {
  const found = await findSeenAt(db, userId);
  if (found) return answer(db, found);
  const initial = await newestCallAt(db);
  // Two first loads at once (two tabs): one row; the later insert keeps the earlier's.
  await insertSeenIfMissing(db, userId, initial);
  return answer(db, (await findSeenAt(db, userId)) ?? initial);
}

/**
 * The admin opened the bell: calls up to `upTo` (default the newest; never past it) are seen on
 * every machine. Only moves forward, in one statement, so a stale tab or two clicks at once can
 * never make a seen call new again.
 */
export async function markSosSeen(db: Db, ctx: Ctx, userId: string, upTo?: Date): Promise<TSosSeen> {
  const newest = await newestCallAt(db);
  const at = upTo && upTo < newest ? upTo : newest;
  return answer(db, await advanceSeenAt(db, userId, at, ctx.now));
}
