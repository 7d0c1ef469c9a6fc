import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import {
  addresses,
  notifications,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  refunds,
  users,
} from '../../../platform/db/schema.js';
import { rowsOf } from '../../../platform/rate-limit.js';
import type { OrderRow, OrderValues } from './orders.repo.js';

export type AddressRow = typeof addresses.$inferSelect;
type LineValues = Omit<typeof orderLines.$inferInsert, 'orderId' | 'position' | 'createdAt'>;

export async function findProductsByIds(db: DbOrTx, ids: string[]): Promise<(typeof products.$inferSelect)[]> {
  return db.select().from(products).where(inArray(products.id, ids));
}

export async function findAddressById(db: DbOrTx, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

// ─── The order row and its lines ───────────────────────────────────────────
export async function insertOrder(db: DbOrTx, values: OrderValues): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** The order's row, locked until the transaction ends. */
export async function findOrderForUpdate(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrderRow(db: DbOrTx, id: string, set: Partial<OrderValues>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(set).where(eq(orders.id, id)).returning();
  return row!;
}

/** Writes the order's lines in the given order (their `position`). */
export async function insertOrderLines(db: DbOrTx, orderId: string, lines: LineValues[], now: Date): Promise<void> {
  await db.insert(orderLines).values(lines.map((l, position) => ({ ...l, position, orderId, createdAt: now })));
}

export async function deleteOrderLines(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
}

/** The number of each of the orders that exists. */
export async function findOrderNumbers(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: orders.id, n: orders.orderNumber }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function insertStatusHistory(db: DbOrTx, values: typeof orderStatusHistory.$inferInsert): Promise<void> {
  await db.insert(orderStatusHistory).values(values);
}

// ─── Invoices ──────────────────────────────────────────────────────────────
/** The HSN code of each of the order's lines, in the lines' order. */
export async function findLineHsns(db: DbOrTx, orderId: string): Promise<(string | null)[]> {
  const rows = await db
    .select({ hsn: orderLines.hsn })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  return rows.map((r) => r.hsn);
}

/** The tax rate the order was priced at (basis points), or null (an older order, or none). */
export async function findTaxRateBp(db: DbOrTx, orderId: string): Promise<number | null> {
  const [row] = await db.select({ taxRateBp: orders.taxRateBp }).from(orders).where(eq(orders.id, orderId));
  return row?.taxRateBp ?? null;
}

/**
 * Counts one more invoice in `series`, in the caller's transaction: the counter row stays locked
 * until it commits, and a transaction that rolls back gives its number back. Answers the number.
 */
export async function bumpInvoiceCounter(tx: DbOrTx, series: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into invoice_counters (series, last_number) values (${series}, 1)
    on conflict (series) do update set last_number = invoice_counters.last_number + 1
    returning last_number`);
  return Number(rowsOf<{ last_number: number }>(result)[0]!.last_number);
}

// ─── Refunds and texts ─────────────────────────────────────────────────────
/** Writes a refund owed; a payment is refunded at most once, so a second one is not written. */
export async function insertRefundOnce(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<void> {
  await db
    .insert(refunds)
    .values(values)
    // A payment is refunded at most once, however often it is asked.
    .onConflictDoNothing();
}

/** Where a text to the user goes: their name and phone. */
export async function findTextRecipient(
  db: DbOrTx,
  userId: string,
): Promise<{ name: string; phone: string; countryCode: string } | undefined> {
  const [row] = await db
    .select({ name: users.name, phone: users.phone, countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Queues a text in the SMS outbox. */
export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert): Promise<void> {
  await db.insert(notifications).values(values);
}
