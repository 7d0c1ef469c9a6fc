import type { PaymentState } from '@safesathi/contract';
import type { DbOrTx } from '../../../platform/db/client.js';
import { insertRefundOnce } from './order-writes.repo.js';

/**
 * Writes down money owed back to a buyer, in the transaction that decides it. A payment made
 * online is refunded through the provider after the transaction commits (payments module,
 * `sendPendingRefunds`); its row waits as `pending` until then, and is retried until the provider
 * takes it. Cash paid on delivery is paid back outside the provider: the refund is `recorded`.
 * Answers the order's payment state afterwards, or null when nothing was paid.
 */
export async function recordRefund(
  tx: DbOrTx,
  now: Date,
  r: {
    orderId: string;
    paymentMethod: string;
    paymentStatus: string;
    providerPaymentId: string | null;
    amountPaise: number;
    reason: string;
  },
): Promise<PaymentState | null> {
  if (r.paymentStatus !== 'paid') return null;
  const online = r.paymentMethod === 'online' && !!r.providerPaymentId;
  await insertRefundOnce(tx, {
    orderId: r.orderId,
    providerPaymentId: online ? r.providerPaymentId : null,
    amountPaise: r.amountPaise,
    reason: r.reason,
    status: online ? 'pending' : 'recorded',
    createdAt: now,
    updatedAt: now,
  });
  return online ? 'refund_pending' : 'refunded';
}
