import { formatMoney } from '@safesathi/contract';
import { writeAudit } from '../../../platform/audit.js';
import { systemCtx } from '../../../platform/context.js';
import type { Tx } from '../../../platform/db/client.js';
import type { ProviderPayment } from '../../../platform/payments/index.js';
import { queueOrderText } from '../orders/order-texts.js';
import { recordStatus } from '../orders/orders.service.js';
import { recordRefund } from '../orders/refund-records.js';
import { type ShopDeps, textDepsOf } from '../shop-deps.js';
import {
  findOrderByProviderOrderForUpdate,
  insertPaymentEvent,
  insertPaymentEventOnce,
  type OrderRow,
  setPaymentEventOutcome,
  updateOrderColumns,
} from './checkout.repo.js';
import { placedColumns, takeCouponAndStock } from './fulfilment.js';
import { sendPendingRefunds } from './refunds.service.js';

/**
 * paid: the order is placed now. already: this payment was acted on before (a webhook twice, the
 * browser after the webhook). refunded: paid, but the order could not be fulfilled (stock or
 * coupon ran out meanwhile, or a second payment of a paid order) and the money goes back.
 * mismatch: the amount paid is not the order's total; refused, flagged and refunded. pending: not
 * captured yet. failed: the attempt failed. unknown: not one of our orders.
 */
export type ConfirmOutcome = 'paid' | 'already' | 'refunded' | 'mismatch' | 'pending' | 'failed' | 'unknown';

export interface PaymentNotice {
  payment: ProviderPayment;
  source: 'verify' | 'webhook' | 'callback';
  event: string;
  /** The webhook's event id: an event delivered twice is acted on once. */
  eventId?: string;
}

/**
 * Acts on a payment the provider vouches for (a signed webhook, or a verified checkout whose
 * payment was read back from the provider), idempotently: the order's row is locked, so a webhook
 * and the browser arriving together, or one webhook twice, confirm the order once — one stock
 * reservation, one coupon use, one invoice number, one text. All in one transaction; a refund owed
 * is sent to the provider after it commits.
 */
export async function confirmPayment(
  deps: ShopDeps,
  notice: PaymentNotice,
): Promise<{ outcome: ConfirmOutcome; orderId: string | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const { payment } = notice;
    if (notice.eventId) {
      // The insert waits for a concurrent delivery of the same event and then does nothing.
      const fresh = await insertPaymentEventOnce(tx, {
        source: notice.source,
        event: notice.event,
        eventId: notice.eventId,
        providerPaymentId: payment.id,
        amountPaise: payment.amountPaise,
        outcome: 'received',
      });
      if (!fresh) return { outcome: 'already' as const, orderId: null };
    }
    const order = payment.orderId ? await findOrderByProviderOrderForUpdate(tx, payment.orderId) : undefined;
    const outcome = order ? await act(tx, deps, order, payment) : 'unknown';
    await note(tx, notice, order?.id ?? null, outcome);
    return { outcome, orderId: order?.id ?? null };
  });
  if (result.outcome === 'refunded' || result.outcome === 'mismatch') await sendPendingRefunds(deps, result.orderId!);
  if (result.outcome !== 'already' && result.outcome !== 'unknown') deps.kick();
  return result;
}

async function note(tx: Tx, n: PaymentNotice, orderId: string | null, outcome: ConfirmOutcome): Promise<void> {
  if (n.eventId) await setPaymentEventOutcome(tx, n.eventId, orderId, outcome);
  else
    await insertPaymentEvent(tx, {
      orderId,
      source: n.source,
      event: n.event,
      providerPaymentId: n.payment.id,
      amountPaise: n.payment.amountPaise,
      outcome,
    });
}

async function act(tx: Tx, deps: ShopDeps, order: OrderRow, payment: ProviderPayment): Promise<ConfirmOutcome> {
  const ctx = systemCtx(deps.clock());
  if (payment.status === 'failed') return recordFailure(tx, ctx.now, order, payment.errorDescription);
  if (payment.status !== 'captured' && payment.status !== 'refunded') return 'pending';
  const waiting = order.status === 'PendingPayment' || order.status === 'Expired';
  if (!waiting) {
    if (order.providerPaymentId === payment.id) return 'already';
    // A second payment for an order already paid (two tabs, a retry): it goes back.
    await recordRefund(tx, ctx.now, {
      orderId: order.id,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      providerPaymentId: payment.id,
      amountPaise: payment.amountPaise,
      reason: 'A second payment for an order already paid',
    });
    await queueOrderText(tx, textDepsOf(deps), ctx.now, order, 'unfulfilled', {
      reason: 'it was already paid',
      refundPaise: payment.amountPaise,
    });
    return 'refunded';
  }
  if (payment.amountPaise !== order.totalPaise || payment.currency !== 'INR') {
    const flag = `A payment of ${formatMoney(payment.amountPaise)} ${payment.currency} (${payment.id}) did not match the total of ${formatMoney(order.totalPaise)}: refused and refunded.`;
    await cancelAndRefund(tx, deps, ctx, order, payment, flag, 'the amount paid did not match the order', flag);
    return 'mismatch';
  }
  const refused = await takeCouponAndStock(tx, ctx.now, order);
  if (refused) {
    const why =
      refused.code === 'OUT_OF_STOCK'
        ? 'a product sold out before the payment arrived'
        : 'its coupon ran out before the payment arrived';
    await cancelAndRefund(tx, deps, ctx, order, payment, `${refused.message} Refunded.`, why, null);
    return 'refunded';
  }
  const set = {
    ...(await placedColumns(tx, deps, ctx, order)),
    paymentStatus: 'paid' as const,
    providerPaymentId: payment.id,
    paidAt: ctx.now,
    paymentError: null,
  };
  await updateOrderColumns(tx, order.id, set);
  await recordStatus(tx, ctx, order.id, order.status, 'Created', `Paid online (${payment.id})`);
  await queueOrderText(tx, textDepsOf(deps), ctx.now, order, 'paid');
  await writeAudit(tx, ctx, 'update', 'order', order.id, order, { ...order, ...set });
  return 'paid';
}

/** Paid but not to be fulfilled: the order is cancelled, owes its payment back, and the buyer is told why. */
async function cancelAndRefund(
  tx: Tx,
  deps: ShopDeps,
  ctx: ReturnType<typeof systemCtx>,
  order: OrderRow,
  payment: ProviderPayment,
  historyNote: string,
  reason: string,
  flag: string | null,
): Promise<void> {
  const paymentStatus = await recordRefund(tx, ctx.now, {
    orderId: order.id,
    paymentMethod: 'online',
    paymentStatus: 'paid',
    providerPaymentId: payment.id,
    amountPaise: payment.amountPaise,
    reason,
  });
  await updateOrderColumns(tx, order.id, {
    status: 'Cancelled',
    paymentStatus: paymentStatus ?? 'refund_pending',
    providerPaymentId: payment.id,
    paidAt: ctx.now,
    expiresAt: null,
    flag,
    updatedAt: ctx.now,
  });
  await recordStatus(tx, ctx, order.id, order.status, 'Cancelled', historyNote);
  await queueOrderText(tx, textDepsOf(deps), ctx.now, order, 'unfulfilled', {
    reason,
    refundPaise: payment.amountPaise,
  });
}

/** A failed attempt: the order keeps waiting (the buyer may try again); nothing was taken. */
async function recordFailure(tx: Tx, now: Date, order: OrderRow, description: string | null): Promise<ConfirmOutcome> {
  if (order.status !== 'PendingPayment') return 'failed';
  await updateOrderColumns(tx, order.id, {
    paymentStatus: 'failed',
    // The provider's own reason (read from its API or a signed webhook), trimmed to fit the page.
    paymentError: description?.slice(0, 300) ?? 'The payment failed.',
    updatedAt: now,
  });
  return 'failed';
}
