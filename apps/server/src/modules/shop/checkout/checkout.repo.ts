import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import {
  addresses,
  orderLines,
  orderStatusHistory,
  orders,
  paymentEvents,
  products,
  users,
} from '../../../platform/db/schema.js';
import { rowsOf } from '../../../platform/rate-limit.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;
export type NewPaymentEventRow = typeof paymentEvents.$inferInsert;

/** One of this user's addresses, or undefined. */
export async function findAddressOfUser(db: DbOrTx, id: string, userId: string): Promise<AddressRow | undefined> {
  const [a] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return a;
}

export async function insertAddress(db: DbOrTx, values: NewAddressRow): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** The HSN code of each of these products, for the order's lines. */
export function findProductHsns(db: DbOrTx, ids: string[]) {
  return db.select({ id: products.id, hsn: products.hsn }).from(products).where(inArray(products.id, ids));
}

export async function insertOrder(db: DbOrTx, values: NewOrderRow): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(values).returning();
  return order!;
}

export async function insertOrderLines(db: DbOrTx, lines: NewOrderLineRow[]): Promise<void> {
  await db.insert(orderLines).values(lines);
}

/** Writes these columns of the order. */
export async function updateOrderColumns(db: DbOrTx, id: string, set: Partial<NewOrderRow>): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, id));
}

/** The order with its buyer's name and how to reach them. */
export async function findOrderWithBuyer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ o: orders, name: users.name, phone: users.phone, countryCode: users.countryCode, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, id));
  return row;
}

/** The order's lines: product, quantity and place in the order. */
export function findLinesForStock(db: DbOrTx, orderId: string) {
  return db
    .select({ productId: orderLines.productId, quantity: orderLines.quantity, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/** The products of the order's lines (a line whose product was deleted has none). */
export async function findLineProductIds(db: DbOrTx, orderId: string): Promise<string[]> {
  const lines = await db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.flatMap((l) => (l.productId ? [l.productId] : []));
}

/** The order paid through this provider order, locked, or undefined. */
export async function findOrderByProviderOrderForUpdate(db: DbOrTx, providerOrderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).for('update');
  return order;
}

/** The id of this customer's order paid through this provider order, or undefined. */
export async function findBuyerOrderIdByProviderOrder(db: DbOrTx, providerOrderId: string, customerId: string) {
  const [mine] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.customerId, customerId)));
  return mine?.id;
}

export async function findOrderPaymentState(db: DbOrTx, id: string) {
  const [order] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return order;
}

/**
 * Records a webhook event the first time its id is seen: false when it was seen before. The
 * insert waits for a concurrent delivery of the same event and then does nothing.
 */
export async function insertPaymentEventOnce(db: DbOrTx, values: NewPaymentEventRow): Promise<boolean> {
  const [fresh] = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return !!fresh;
}

export async function insertPaymentEvent(db: DbOrTx, values: NewPaymentEventRow): Promise<void> {
  await db.insert(paymentEvents).values(values);
}

/** What came of a webhook event recorded earlier. */
export async function setPaymentEventOutcome(
  db: DbOrTx,
  eventId: string,
  orderId: string | null,
  outcome: NewPaymentEventRow['outcome'],
): Promise<void> {
  await db.update(paymentEvents).set({ orderId, outcome }).where(eq(paymentEvents.eventId, eventId));
}

/**
 * Orders left PendingPayment past their time become Expired, each with a history row, in one
 * statement. Answers how many.
 */
export async function expirePendingOrders(db: DbOrTx, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with gone as (
      update ${orders} set status = 'Expired', updated_at = ${at}
      where status = 'PendingPayment' and expires_at <= ${at}
      returning id)
    insert into ${orderStatusHistory} (order_id, from_status, to_status, note, created_at)
    select id, 'PendingPayment', 'Expired', 'Not paid in time', ${at} from gone
    returning order_id`);
  return rowsOf(result).length;
}
