import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orders, refunds } from '../../../platform/db/schema.js';

/** Refunds still to send to the provider (of one order when given), oldest first, with their order's number. */
export function findPendingRefunds(db: DbOrTx, limit: number, orderId?: string) {
  return db
    .select({ r: refunds, orderNumber: orders.orderNumber })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'pending'), orderId ? eq(refunds.orderId, orderId) : undefined))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

/**
 * Refunds the provider took but has not said are processed (nor failed) since `before`: its webhook
 * may have been lost. Oldest first.
 */
export function findUnconfirmedRefunds(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lte(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/** A refund still unconfirmed was asked about: asked again only after another wait. */
export async function touchRefund(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(refunds)
    .set({ updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')));
}

/** The provider took the refund: its id kept (a webhook may have written it first), one more attempt counted. */
export async function recordRefundTaken(db: DbOrTx, id: string, providerRefundId: string, now: Date): Promise<void> {
  await db
    .update(refunds)
    .set({
      providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${providerRefundId})`,
      attempts: sql`${refunds.attempts} + 1`,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(refunds.id, id));
}

/** A pending refund becomes requested; one the provider's webhook marked meanwhile is left as it is. */
export async function markRefundRequested(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'requested' })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** The provider refused the refund: one more attempt counted, its error kept. */
export async function recordRefundAttemptFailed(
  db: DbOrTx,
  id: string,
  lastError: string,
  status: 'pending' | 'failed',
  now: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, lastError, status, updatedAt: now })
    .where(eq(refunds.id, id));
}

/**
 * The refund the provider speaks of, locked: found by its id, or by its payment when the webhook
 * came before we wrote the id down.
 */
export async function findRefundForUpdate(db: DbOrTx, providerRefundId: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.providerRefundId, providerRefundId),
        and(
          eq(refunds.providerPaymentId, providerPaymentId),
          or(isNull(refunds.providerRefundId), eq(refunds.providerRefundId, providerRefundId)),
        ),
      ),
    )
    .for('update');
  return row;
}

export async function setRefundStatus(
  db: DbOrTx,
  id: string,
  status: 'processed' | 'failed',
  providerRefundId: string,
  now: Date,
): Promise<void> {
  await db.update(refunds).set({ status, providerRefundId, updatedAt: now }).where(eq(refunds.id, id));
}

/**
 * Marks the order refunded when this payment is its own and it still owes or holds the money;
 * answers the order, or undefined when it was not changed.
 */
export async function markOrderRefunded(db: DbOrTx, orderId: string, providerPaymentId: string, now: Date) {
  const [order] = await db
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.providerPaymentId, providerPaymentId),
        inArray(orders.paymentStatus, ['refund_pending', 'paid']),
      ),
    )
    .returning();
  return order;
}
