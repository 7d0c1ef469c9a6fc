import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { orders, refunds } from '../../platform/db/schema.js';
import { PaymentError, type ProviderRefund } from '../../platform/payments/index.js';
import { queueOrderText } from '../orders/order-texts.js';
import { type ShopDeps, textDepsOf } from './shop-deps.js';

/** Refunds sent per run (housekeeping takes the rest next time). */
const BATCH = 50;

/**
 * Sends the refunds owed (rows `pending`) to the provider: after the transaction that decided them,
 * and again by housekeeping until the provider takes them. A payment is refunded at most once: the
 * provider's refunds of the payment are read first, and one found is adopted instead of making
 * another (a retry after a crash, or two processes at once). Answers how many the provider took.
 */
export async function sendPendingRefunds(deps: ShopDeps, orderId?: string): Promise<number> {
  const { db, provider } = deps;
  if (!provider) return 0;
  const rows = await db
    .select({ r: refunds, orderNumber: orders.orderNumber })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'pending'), orderId ? eq(refunds.orderId, orderId) : undefined))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  let taken = 0;
  for (const { r, orderNumber } of rows) {
    if (!r.providerPaymentId) continue;
    try {
      const made = await refundOnce(deps, r.providerPaymentId, r.amountPaise, orderNumber, r.orderId);
      await db
        .update(refunds)
        .set({
          providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${made.id})`,
          attempts: sql`${refunds.attempts} + 1`,
          lastError: null,
          updatedAt: deps.clock(),
        })
        .where(eq(refunds.id, r.id));
      // The provider's webhook may have said it is processed already.
      await db
        .update(refunds)
        .set({ status: 'requested' })
        .where(and(eq(refunds.id, r.id), eq(refunds.status, 'pending')));
      if (made.status === 'processed') await markRefund(deps, made, 'processed');
      taken++;
    } catch (err) {
      const retryable = !(err instanceof PaymentError) || err.retryable;
      deps.log?.warn({ err, refund: r.id, retryable }, 'the payment provider did not take a refund');
      await db
        .update(refunds)
        .set({
          attempts: sql`${refunds.attempts} + 1`,
          lastError: (err as Error).message.slice(0, 300),
          status: retryable ? 'pending' : 'failed',
          updatedAt: deps.clock(),
        })
        .where(eq(refunds.id, r.id));
    }
  }
  return taken;
}

async function refundOnce(
  deps: ShopDeps,
  paymentId: string,
  amountPaise: number,
  receipt: string,
  orderId: string,
): Promise<ProviderRefund> {
  const provider = deps.provider!;
  const [existing] = await provider.listRefunds(paymentId);
  if (existing) return existing;
  try {
    return await provider.refund(paymentId, { amountPaise, receipt, notes: { orderId } });
  } catch (err) {
    // Refused as "already refunded": another process got there first; adopt its refund.
    if (err instanceof PaymentError && !err.retryable) {
      const [made] = await provider.listRefunds(paymentId).catch(() => []);
      if (made) return made;
    }
    throw err;
  }
}

/**
 * The provider says a refund is processed (or failed): from its webhook, or its answer. Found by
 * its id, or by its payment when the webhook came before we wrote the id down. A processed refund
 * of the order's own payment marks the order refunded and tells the buyer.
 */
export async function markRefund(
  deps: ShopDeps,
  refund: ProviderRefund,
  status: 'processed' | 'failed',
): Promise<'done' | 'already' | 'unknown'> {
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(
        or(
          eq(refunds.providerRefundId, refund.id),
          and(
            eq(refunds.providerPaymentId, refund.paymentId),
            or(isNull(refunds.providerRefundId), eq(refunds.providerRefundId, refund.id)),
          ),
        ),
      )
      .for('update');
    if (!row) return 'unknown' as const;
    if (row.status === status) return 'already' as const;
    const now = deps.clock();
    await tx.update(refunds).set({ status, providerRefundId: refund.id, updatedAt: now }).where(eq(refunds.id, row.id));
    if (status !== 'processed') return 'done' as const;
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: now })
      .where(
        and(
          eq(orders.id, row.orderId),
          eq(orders.providerPaymentId, refund.paymentId),
          inArray(orders.paymentStatus, ['refund_pending', 'paid']),
        ),
      )
      .returning();
    if (order) await queueOrderText(tx, textDepsOf(deps), now, order, 'refunded', { refundPaise: row.amountPaise });
    return 'done' as const;
  });
  if (result === 'done') deps.kick();
  return result;
}
