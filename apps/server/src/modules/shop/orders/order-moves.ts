import { normaliseTagCode, type OrderStatus } from '@safesathi/contract';
import type { Ctx } from '../../../platform/context.js';
import type { Tx } from '../../../platform/db/client.js';
import { AppError, fieldError } from '../../../platform/errors.js';
import { releaseCoupon } from '../coupons/coupons.service.js';
import { findOrderLinksOfTags, findTagsByCodes, linkTagsToOrder } from './order-tags.repo.js';
import { type OrderTextKind, queueOrderText, type TextDeps } from './order-texts.js';
import type { OrderRow, OrderValues } from './orders.repo.js';
import { recordRefund } from './refund-records.js';
import { releaseStock } from './stock.js';

export interface MoveInput {
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  tagCodes?: string[];
}

const TEXT_OF: Partial<Record<OrderStatus, OrderTextKind>> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  Returned: 'returned',
};

/**
 * What a status move does besides the status (docs/decisions/0030-payments-and-stock.md), in the
 * move's transaction: Shipped keeps the courier, tracking and the tags in the box; Delivered
 * counts cash on delivery as paid; Cancelled gives back the coupon's use and the stock and owes a
 * refund of what was paid; Returned owes a refund (stock is not put back: a returned item is
 * checked first). Every move texts the customer. Answers the order's columns to change.
 */
export async function applyMove(
  tx: Tx,
  ctx: Ctx,
  deps: TextDeps,
  before: OrderRow,
  to: OrderStatus,
  input: MoveInput,
): Promise<Partial<OrderValues>> {
  const set: Partial<OrderValues> = {};
  if (to === 'Shipped') {
    for (const k of ['courier', 'trackingNumber', 'trackingUrl'] as const)
      if (input[k] !== undefined) set[k] = input[k];
    if (input.tagCodes?.length) await linkTags(tx, ctx, before.id, input.tagCodes);
  }
  if (to === 'Delivered') {
    set.actualDeliveryDate = ctx.now;
    if (before.paymentMethod === 'cod' && before.paymentStatus === 'unpaid') {
      set.paymentStatus = 'paid';
      set.paidAt = ctx.now;
    }
  }
  let refundPaise = 0;
  if (to === 'Cancelled' || to === 'Returned') {
    const paymentStatus = set.paymentStatus ?? before.paymentStatus;
    const state = await recordRefund(tx, ctx.now, {
      orderId: before.id,
      paymentMethod: before.paymentMethod,
      paymentStatus,
      providerPaymentId: before.providerPaymentId,
      amountPaise: before.totalPaise,
      reason: to === 'Cancelled' ? 'Order cancelled' : 'Order returned',
    });
    if (state) {
      set.paymentStatus = state;
      refundPaise = before.totalPaise;
    }
  }
  if (to === 'Cancelled') {
    // A cancelled order never used its coupon, nor its units.
    await releaseCoupon(tx, before.couponId);
    if (before.stockReserved) {
      await releaseStock(tx, before.id);
      set.stockReserved = false;
    }
  }
  const kind = TEXT_OF[to];
  if (kind) await queueOrderText(tx, deps, ctx.now, { ...before, ...set }, kind, { refundPaise });
  return set;
}

/** Links the tags packed in the box to the order: each must exist, be unassigned and in no other order. */
async function linkTags(tx: Tx, ctx: Ctx, orderId: string, raw: string[]): Promise<void> {
  const codes = raw.map((c) => normaliseTagCode(c));
  const bad = raw.filter((_, i) => !codes[i]);
  if (bad.length) throw fieldError('tagCodes', `Not a tag code: ${bad.join(', ')}.`);
  const unique = [...new Set(codes as string[])];
  const tags = await findTagsByCodes(tx, unique);
  const missing = unique.filter((c) => !tags.some((t) => t.code === c));
  if (missing.length) throw fieldError('tagCodes', `No tag has the code ${missing.join(', ')}.`);
  const used = tags.filter((t) => t.status !== 'unassigned');
  if (used.length)
    throw fieldError('tagCodes', `Already activated or switched off: ${used.map((t) => t.code).join(', ')}.`);
  const linked = await findOrderLinksOfTags(
    tx,
    tags.map((t) => t.id),
  );
  const elsewhere = linked.filter((l) => l.orderId !== orderId);
  if (elsewhere.length)
    throw new AppError('CONFLICT', 'A tag is already in another order’s box.', [
      {
        path: 'tagCodes',
        message: tags
          .filter((t) => elsewhere.some((e) => e.tagId === t.id))
          .map((t) => t.code)
          .join(', '),
      },
    ]);
  await linkTagsToOrder(
    tx,
    orderId,
    tags.map((t) => t.id),
    ctx.now,
  );
}
