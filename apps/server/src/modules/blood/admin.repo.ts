import type { BloodRequestState } from '@safesathi/contract';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { bloodAsks, bloodRequesterBlocks, bloodRequests, users } from '../../platform/db/schema.js';

const requester = alias(users, 'requester');
const creator = alias(users, 'creator');

/** One page of requests, newest first, with who asked (and whether they are blocked) and who made it for them. */
export async function findRequestPage(
  db: DbOrTx,
  filter: { status?: BloodRequestState },
  page: { limit: number; offset: number },
) {
  const where = filter.status ? eq(bloodRequests.status, filter.status) : undefined;
  const rows = await db
    .select({
      r: bloodRequests,
      requesterName: requester.name,
      blocked: sql<boolean>`${bloodRequesterBlocks.userId} is not null`,
      creatorName: creator.name,
    })
    .from(bloodRequests)
    .leftJoin(requester, eq(requester.id, bloodRequests.requesterId))
    .leftJoin(bloodRequesterBlocks, eq(bloodRequesterBlocks.userId, bloodRequests.requesterId))
    .leftJoin(creator, eq(creator.id, bloodRequests.createdBy))
    .where(where)
    .orderBy(desc(bloodRequests.createdAt), desc(bloodRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(bloodRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many donors answered each way, per request. */
export async function countAnswers(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: bloodAsks.requestId, answer: bloodAsks.answer, n: count() })
    .from(bloodAsks)
    .where(inArray(bloodAsks.requestId, requestIds))
    .groupBy(bloodAsks.requestId, bloodAsks.answer);
}

export async function findLiveUser(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

export async function insertBlock(db: DbOrTx, row: typeof bloodRequesterBlocks.$inferInsert): Promise<boolean> {
  const added = await db
    .insert(bloodRequesterBlocks)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: bloodRequesterBlocks.userId });
  return added.length > 0;
}

export async function deleteBlock(db: DbOrTx, userId: string) {
  const [gone] = await db.delete(bloodRequesterBlocks).where(eq(bloodRequesterBlocks.userId, userId)).returning();
  return gone;
}
