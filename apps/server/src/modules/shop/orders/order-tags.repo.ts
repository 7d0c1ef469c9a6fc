import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orderTags, qrTags } from '../../../platform/db/schema.js';

export async function findTagsByCodes(db: DbOrTx, codes: string[]): Promise<(typeof qrTags.$inferSelect)[]> {
  return db.select().from(qrTags).where(inArray(qrTags.code, codes));
}

/** Which orders the tags are already linked to. */
export async function findOrderLinksOfTags(
  db: DbOrTx,
  tagIds: string[],
): Promise<{ tagId: string; orderId: string }[]> {
  return db
    .select({ tagId: orderTags.tagId, orderId: orderTags.orderId })
    .from(orderTags)
    .where(inArray(orderTags.tagId, tagIds));
}

/** Links the tags to the order; a link already there is kept. */
export async function linkTagsToOrder(db: DbOrTx, orderId: string, tagIds: string[], now: Date): Promise<void> {
  await db
    .insert(orderTags)
    .values(tagIds.map((tagId) => ({ orderId, tagId, createdAt: now })))
    .onConflictDoNothing();
}

/** The codes of the tags in each order's box: one query. */
export async function findTagCodesOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, string[]>> {
  const byOrder = new Map<string, string[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: orderTags.orderId, code: qrTags.code })
    .from(orderTags)
    .innerJoin(qrTags, eq(qrTags.id, orderTags.tagId))
    .where(inArray(orderTags.orderId, orderIds));
  for (const r of rows) byOrder.get(r.orderId)?.push(r.code);
  for (const codes of byOrder.values()) codes.sort();
  return byOrder;
}
