import { formatMoney, RETURN_WINDOW_DAYS } from '@safesathi/contract';
import type { DbOrTx } from '../../../platform/db/client.js';
import { findTextRecipient, insertNotification } from './order-writes.repo.js';

/**
 * The texts a customer gets as their order moves, queued in the SMS outbox in the transaction
 * of the move (docs/decisions/0020-delivery.md): they survive a crash and are retried like SOS
 * texts. They are due a few seconds after they are written, so that SOS texts due now are always
 * claimed first (the sender takes due texts oldest first).
 */
export const ORDER_TEXT_DELAY_SECONDS = 5;

export interface TextDeps {
  appName: string;
  /** How long a failing text is retried (SMS_RETRY_HOURS). */
  retrySeconds: number;
}

export type OrderTextKind =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'returned'
  | 'refunded'
  | 'unfulfilled'
  | 'return-refused';

export interface TextOrder {
  customerId: string;
  orderNumber: string;
  totalPaise: number;
  paymentMethod: string;
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

// Texts stay in GSM-7 (160 characters a part): "Rs", not the rupee sign.
const rs = (paise: number) => formatMoney(paise, 'Rs ');

export function orderText(
  app: string,
  o: TextOrder,
  kind: OrderTextKind,
  extra: { refundPaise?: number; reason?: string } = {},
): string {
  const n = o.orderNumber;
  const refund = extra.refundPaise ? ` ${rs(extra.refundPaise)} will be refunded to your original payment method.` : '';
  switch (kind) {
    case 'placed':
      return o.paymentMethod === 'cod'
        ? `${app}: order ${n} is placed. Pay ${rs(o.totalPaise)} on delivery. We will text you when it ships.`
        : `${app}: order ${n} is placed (${rs(o.totalPaise)}). We will text you when it ships.`;
    case 'paid':
      return `${app}: payment of ${rs(o.totalPaise)} received, order ${n} is confirmed. We will text you when it ships.`;
    case 'shipped': {
      const via = o.courier ? ` with ${o.courier}` : '';
      const track = o.trackingNumber ? `, tracking ${o.trackingNumber}` : '';
      return `${app}: order ${n} has shipped${via}${track}.${o.trackingUrl ? ` Track: ${o.trackingUrl}` : ''}`;
    }
    case 'delivered':
      return `${app}: order ${n} was delivered. Something wrong? Ask for a return from your account within ${RETURN_WINDOW_DAYS} days.`;
    case 'cancelled':
      return `${app}: order ${n} was cancelled.${refund}`;
    case 'returned':
      return `${app}: your return of order ${n} is accepted.${refund}`;
    case 'refunded':
      return `${app}: the refund of ${rs(extra.refundPaise ?? o.totalPaise)} for order ${n} is on its way; banks take 5-7 working days.`;
    case 'unfulfilled':
      return `${app}: sorry, we could not confirm order ${n}: ${extra.reason ?? 'it could not be fulfilled'}.${refund}`;
    case 'return-refused':
      return `${app}: your return request for order ${n} was not accepted${extra.reason ? `: ${extra.reason}` : '.'}`;
  }
}

/** Queues a text to the order's customer; in the caller's transaction. */
export async function queueOrderText(
  tx: DbOrTx,
  deps: TextDeps,
  now: Date,
  order: TextOrder,
  kind: OrderTextKind,
  extra?: Parameters<typeof orderText>[3],
): Promise<void> {
  const customer = await findTextRecipient(tx, order.customerId);
  if (!customer) return;
  await insertNotification(tx, {
    recipientRole: 'other',
    recipientName: customer.name,
    countryCode: customer.countryCode,
    phone: customer.phone,
    body: orderText(deps.appName, order, kind, extra),
    dueAt: now,
    nextAttemptAt: new Date(now.getTime() + ORDER_TEXT_DELAY_SECONDS * 1000),
    giveUpAt: new Date(now.getTime() + deps.retrySeconds * 1000),
    createdAt: now,
    updatedAt: now,
  });
}
