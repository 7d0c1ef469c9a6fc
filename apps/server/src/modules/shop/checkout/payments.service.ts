import { type TSpecOrder, ZVerifyPaymentRequest } from '@safesathi/contract';
import type { z } from 'zod';
import type { Ctx } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { PaymentError, type PaymentProvider, type ProviderPayment } from '../../../platform/payments/index.js';
import {
  type RazorpayPayment,
  type RazorpayRefund,
  toPayment,
  toRefund,
} from '../../../platform/payments/razorpay-provider.js';
import { getOrder } from '../orders/orders.service.js';
import type { ShopDeps } from '../shop-deps.js';
import { expirePendingOrders, findBuyerOrderIdByProviderOrder, findOrderPaymentState } from './checkout.repo.js';
import { type ConfirmOutcome, confirmPayment } from './confirm.service.js';
import { markRefund } from './refunds.service.js';

type Verify = z.output<typeof ZVerifyPaymentRequest>;
export type BrowserOutcome = 'paid' | 'pending' | 'refunded' | 'failed';

const unavailable = () => new AppError('PAYMENT_UNAVAILABLE', 'Online payment is not configured on this server.');

function providerOf(deps: ShopDeps): PaymentProvider {
  if (!deps.provider) throw unavailable();
  return deps.provider;
}

/**
 * What the browser hands back after paying, checked twice: its signature (the checkout's proof
 * that this payment paid this order), then the payment itself, read from the provider (its
 * amount is never taken from the browser). Then confirmed like a webhook would.
 */
export async function verifyCheckout(
  deps: ShopDeps,
  body: Verify,
  source: 'verify' | 'callback',
): Promise<{ outcome: ConfirmOutcome; orderId: string | null }> {
  const provider = providerOf(deps);
  if (!provider.paymentSignatureValid(body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature))
    throw new AppError(
      'PAYMENT_REFUSED',
      'This payment could not be verified. If money was taken, it is confirmed or refunded automatically.',
      [{ path: 'razorpay_signature', message: 'Does not match' }],
    );
  const payment = await providerPaymentOf(provider, body.razorpay_payment_id, body.razorpay_order_id);
  return confirmPayment(deps, { payment, source, event: `checkout.${source}` });
}

/**
 * The payment as the provider knows it, and only if it belongs to `providerOrderId`: whatever a
 * browser (or anyone posting in its place) says about a payment is a pointer to look up, never
 * the state itself.
 */
async function providerPaymentOf(
  provider: PaymentProvider,
  paymentId: string,
  providerOrderId: string,
): Promise<ProviderPayment> {
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(paymentId);
  } catch (err) {
    if (err instanceof PaymentError && err.retryable)
      throw new AppError(
        'PAYMENT_PROVIDER_DOWN',
        'We could not reach the payment service to confirm the payment. Try again in a moment.',
      );
    throw new AppError('PAYMENT_REFUSED', 'The payment service does not know this payment.');
  }
  if (payment.orderId !== providerOrderId)
    throw new AppError('PAYMENT_REFUSED', 'This payment was made for another order.');
  return payment;
}

/** POST /api/checkout/verify: the signed-in buyer's page confirms its payment. */
export async function verifyForBuyer(
  deps: ShopDeps,
  ctx: Ctx,
  body: Verify,
): Promise<{ outcome: BrowserOutcome; order: TSpecOrder }> {
  const mine = await findBuyerOrderIdByProviderOrder(deps.db, body.razorpay_order_id, ctx.user!._id);
  if (!mine) throw notFound('That order');
  const { outcome } = await verifyCheckout(deps, body, 'verify');
  const order = await getOrder(deps.db, ctx, mine);
  if (outcome === 'mismatch')
    throw new AppError(
      'PAYMENT_REFUSED',
      `The amount paid does not match the order’s total, so order ${order.orderNumber} was not placed. The payment is refunded.`,
    );
  return { outcome: browserOutcome(outcome, order), order };
}

export function browserOutcome(
  outcome: ConfirmOutcome,
  order: { status: string; payment: { status: TSpecOrder['payment']['status'] } },
): BrowserOutcome {
  if (outcome === 'refunded' || outcome === 'mismatch') return 'refunded';
  if (outcome === 'failed') return 'failed';
  if (order.payment.status === 'paid') return 'paid';
  if (order.payment.status === 'refund_pending' || order.payment.status === 'refunded') return 'refunded';
  return 'pending';
}

/**
 * POST /api/checkout/callback: the provider's checkout posts its result here in redirect mode —
 * the payment's ids and signature, or its error fields. Anyone can post this form, so neither
 * kind is believed as sent: a success must carry the checkout's signature, and both are read back
 * from the provider, whose state of the payment is what acts on the order. Answers the order and
 * how it went, for the redirect to the order's page; what cannot be verified is "unverified"
 * (the provider's webhook settles it).
 */
export async function handleCallback(
  deps: ShopDeps,
  fields: Record<string, string>,
  log: Pick<NonNullable<ShopDeps['log']>, 'warn'>,
): Promise<{ orderId: string | null; outcome: BrowserOutcome | 'unverified' }> {
  try {
    const { outcome, orderId } = fields.razorpay_payment_id
      ? await verifyCheckout(deps, ZVerifyPaymentRequest.parse(fields), 'callback')
      : await checkoutFailure(deps, fields);
    if (!orderId) return { orderId: null, outcome: 'unverified' };
    const order = await findOrderPaymentState(deps.db, orderId);
    return {
      orderId,
      outcome: browserOutcome(outcome, { status: order!.status, payment: { status: order!.paymentStatus } }),
    };
  } catch (err) {
    log.warn({ err }, 'a checkout callback could not be verified');
    return { orderId: null, outcome: 'unverified' };
  }
}

/**
 * The checkout's error fields (redirect mode) name the failed payment in `error[metadata]`. Its
 * description is not kept: it is the poster's text, and the buyer's page shows the reason stored.
 * The payment is read from the provider and acted on as the provider has it — a failure it
 * confirms is noted with the provider's own reason; anything else changes only what it would have.
 */
async function checkoutFailure(
  deps: ShopDeps,
  fields: Record<string, string>,
): Promise<{ outcome: ConfirmOutcome; orderId: string | null }> {
  const nothing = { outcome: 'unknown' as const, orderId: null };
  let meta: { order_id?: unknown; payment_id?: unknown };
  try {
    meta = JSON.parse(fields['error[metadata]'] ?? '{}') as typeof meta;
  } catch {
    return nothing;
  }
  if (typeof meta.order_id !== 'string' || typeof meta.payment_id !== 'string') return nothing;
  const payment = await providerPaymentOf(providerOf(deps), meta.payment_id, meta.order_id);
  return confirmPayment(deps, { payment, source: 'callback', event: 'checkout.callback' });
}

interface Webhook {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment }; refund?: { entity?: RazorpayRefund } };
}

/**
 * POST /api/payments/webhook: checked against its signature over the raw body, then acted on once
 * per event id. A payment that succeeds after the browser closed still confirms its order here.
 */
export async function handleWebhook(
  deps: ShopDeps,
  raw: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<string> {
  const provider = providerOf(deps);
  if (!provider.webhookSignatureValid(raw, signature))
    throw new AppError('PAYMENT_REFUSED', 'The webhook’s signature does not match its body.');
  let hook: Webhook;
  try {
    hook = JSON.parse(raw) as Webhook;
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook’s body is not JSON.');
  }
  const payment = hook.payload?.payment?.entity;
  const refund = hook.payload?.refund?.entity;
  switch (hook.event) {
    case 'payment.captured':
    case 'order.paid':
    case 'payment.failed':
      if (!payment) throw new AppError('BAD_REQUEST', 'The webhook carries no payment.');
      return (
        await confirmPayment(deps, { payment: toPayment(payment), source: 'webhook', event: hook.event, eventId })
      ).outcome;
    case 'refund.processed':
    case 'refund.failed':
      if (!refund) throw new AppError('BAD_REQUEST', 'The webhook carries no refund.');
      return markRefund(deps, toRefund(refund), hook.event === 'refund.processed' ? 'processed' : 'failed');
    default:
      return 'ignored';
  }
}

/**
 * Housekeeping: orders left unpaid past their time become Expired, with a history row. Nothing
 * to give back: an unpaid order never took stock or a coupon's use. A payment that still arrives
 * later is confirmed (or refunded) like any other.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  return expirePendingOrders(db, now);
}
