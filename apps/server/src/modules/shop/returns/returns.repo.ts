import { and, count, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orderReturns, orders, orderTags, qrTags, users } from '../../../platform/db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type ReturnRow = typeof orderReturns.$inferSelect;
export type NewReturnRow = typeof orderReturns.$inferInsert;
export type ReturnStatus = ReturnRow['status'];

/** The codes of this order's tags that have been activated (ever linked to a vehicle), sorted. */
export async function findActivatedTagCodes(db: DbOrTx, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ code: qrTags.code })
    .from(orderTags)
    .innerJoin(qrTags, eq(qrTags.id, orderTags.tagId))
    .where(and(eq(orderTags.orderId, orderId), or(ne(qrTags.status, 'unassigned'), isNotNull(qrTags.activatedAt))));
  return rows.map((r) => r.code).sort();
}

/** The order if it is this customer's, or undefined. */
export async function findCustomerOrder(db: DbOrTx, orderId: string, customerId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return order;
}

export async function findOrderForUpdate(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Writes these columns of the order. */
export async function updateOrderColumns(
  db: DbOrTx,
  orderId: string,
  set: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, orderId));
}

/** The order's return request, or undefined. */
export async function findReturnOfOrder(db: DbOrTx, orderId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  return row;
}

export async function findReturnOfOrderForUpdate(db: DbOrTx, orderId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).for('update');
  return row;
}

export async function insertReturn(db: DbOrTx, values: NewReturnRow): Promise<ReturnRow> {
  const [row] = await db.insert(orderReturns).values(values).returning();
  return row!;
}

export async function updateReturn(
  db: DbOrTx,
  id: string,
  set: Pick<ReturnRow, 'status' | 'note' | 'decidedBy' | 'decidedAt' | 'updatedAt'>,
): Promise<ReturnRow> {
  const [after] = await db.update(orderReturns).set(set).where(eq(orderReturns.id, id)).returning();
  return after!;
}

/** One page of return requests (of one status when given) with their order and customer. */
export function findReturnPage(
  db: DbOrTx,
  status: ReturnStatus | undefined,
  order: 'asc' | 'desc' | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ r: orderReturns, o: orders, name: users.name, phone: users.phone })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(status ? eq(orderReturns.status, status) : undefined)
    .orderBy(order === 'asc' ? orderReturns.createdAt : desc(orderReturns.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countReturns(db: DbOrTx, status: ReturnStatus | undefined): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(orderReturns)
    .where(status ? eq(orderReturns.status, status) : undefined);
  return total?.n ?? 0;
}
