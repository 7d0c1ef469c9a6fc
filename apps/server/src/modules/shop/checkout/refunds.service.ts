import { PaymentError, type ProviderRefund } from '../../../platform/payments/index.js';
import { queueOrderText } from '../orders/order-texts.js';
import { type ShopDeps, textDepsOf } from '../shop-deps.js';
import {
  findPendingRefunds,
  findRefundForUpdate,
  findUnconfirmedRefunds,
  markOrderRefunded,
  markRefundRequested,
  recordRefundAttemptFailed,
  recordRefundTaken,
  setRefundStatus,
  touchRefund,
} from './refunds.repo.js';

/** Refunds sent per run (housekeeping takes the rest next time). */
const BATCH = 50;
/** How long a refund the provider took may go without its webhook before the provider is asked. */
export const CONFIRM_AFTER_MS = 10 * 60_000;

/**
 * Sends the refunds owed (rows `pending`) to the provider: after the transaction that decided them,
 * and again by housekeeping until the provider takes them. A payment is refunded at most once: the
 * provider's refunds of the payment are read first, and one found is adopted instead of making
 * another (a retry after a crash, or two processes at once). Answers how many the provider took.
 */
export async function sendPendingRefunds(deps: ShopDeps, orderId?: string): Promise<number> {
  const { db, provider } = deps;
  if (!provider) return 0;
  const rows = await findPendingRefunds(db, BATCH, orderId);
  let taken = 0;
  for (const { r, orderNumber } of rows) {
    if (!r.providerPaymentId) continue;
    try {
      const made = await refundOnce(deps, r.providerPaymentId, r.amountPaise, orderNumber, r.orderId);
      await recordRefundTaken(db, r.id, made.id, deps.clock());
      // The provider's webhook may have said it is processed already.
      await markRefundRequested(db, r.id);
      if (made.status === 'processed') await markRefund(deps, made, 'processed');
      taken++;
    } catch (err) {
      const retryable = !(err instanceof PaymentError) || err.retryable;
      deps.log?.warn({ err, refund: r.id, retryable }, 'the payment provider did not take a refund');
      await recordRefundAttemptFailed(
        db,
        r.id,
        (err as Error).message.slice(0, 300),
        retryable ? 'pending' : 'failed',
        deps.clock(),
      );
    }
  }
  return taken;
}

/**
 * Asks the provider about the refunds it took at least CONFIRM_AFTER_MS ago and never said were
 * processed: a webhook lost on the way (Razorpay retries for a day, but an endpoint down longer, or
 * a secret changed, loses them) would otherwise leave the buyer's order "refund on its way" for
 * ever. Housekeeping runs it. Answers how many were settled.
 */
export async function confirmRefunds(deps: ShopDeps): Promise<number> {
  const { db, provider } = deps;
  if (!provider) return 0;
  const now = deps.clock();
  const rows = await findUnconfirmedRefunds(db, new Date(now.getTime() - CONFIRM_AFTER_MS), BATCH);
  let settled = 0;
  for (const r of rows) {
    if (!r.providerPaymentId || !r.providerRefundId) continue;
    try {
      const found = (await provider.listRefunds(r.providerPaymentId)).find((x) => x.id === r.providerRefundId);
      if (found && found.status !== 'pending') {
        if ((await markRefund(deps, found, found.status)) === 'done') settled++;
      } else await touchRefund(db, r.id, now);
    } catch (err) {
      deps.log?.warn({ err, refund: r.id }, 'could not ask the payment provider about a refund');
      // Asked again after another wait, so the rest of the queue gets its turn meanwhile.
      await touchRefund(db, r.id, now).catch(() => {});
    }
  }
  return settled;
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
    const row = await findRefundForUpdate(tx, refund.id, refund.paymentId);
    if (!row) return 'unknown' as const;
    if (row.status === status) return 'already' as const;
    const now = deps.clock();
    await setRefundStatus(tx, row.id, status, refund.id, now);
    if (status !== 'processed') return 'done' as const;
    const order = await markOrderRefunded(tx, row.orderId, refund.paymentId, now);
    if (order) await queueOrderText(tx, textDepsOf(deps), now, order, 'refunded', { refundPaise: row.amountPaise });
    return 'done' as const;
  });
  if (result === 'done') deps.kick();
  return result;
}
