import type { Ctx } from '../../../platform/context.js';
import type { Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { getSiteSettings } from '../../settings/site-settings.service.js';
import { removeFromCart } from '../carts/cart.service.js';
import { claimCoupon, releaseCoupon } from '../coupons/coupons.service.js';
import { nextInvoiceNumber } from '../orders/invoice-numbers.js';
import { outOfStock, reserveStock } from '../orders/stock.js';
import type { ShopDeps } from '../shop-deps.js';
import { findLineProductIds, findLinesForStock, type NewOrderRow, type OrderRow } from './checkout.repo.js';

/**
 * Takes what a placed order holds, in its transaction (docs/decisions/0030-payments-and-stock.md):
 * one use of its coupon (if the coupon still has uses, is unexpired and the order reaches its
 * minimum), then its units of stock (every product still on sale and in stock). All or nothing:
 * answers why it cannot be fulfilled, with nothing taken, or null once everything is taken.
 */
export async function takeCouponAndStock(tx: Tx, now: Date, order: OrderRow): Promise<AppError | null> {
  let couponTaken = false;
  if (order.couponCode) {
    try {
      await claimCoupon(tx, order.couponCode, now, order.subtotalPaise);
      couponTaken = true;
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
  }
  const lines = await findLinesForStock(tx, order.id);
  const shortages = await reserveStock(tx, lines, true);
  if (shortages.length === 0) return null;
  if (couponTaken) await releaseCoupon(tx, order.couponId);
  return outOfStock(shortages, (id) => `lines.${lines.find((l) => l.productId === id)?.position ?? 0}`);
}

/**
 * The rest of placing an order once its coupon and stock are taken: its invoice number (the
 * series has no gaps: taken in this transaction), and its products out of the buyer's cart.
 */
export async function placedColumns(
  tx: Tx,
  deps: Pick<ShopDeps, 'config'>,
  ctx: Ctx,
  order: OrderRow,
): Promise<Partial<NewOrderRow>> {
  const { invoicePrefix } = await getSiteSettings(tx, deps.config);
  await removeFromCart(tx, order.customerId, await findLineProductIds(tx, order.id), ctx.now);
  return {
    status: 'Created',
    stockReserved: true,
    invoiceNumber: await nextInvoiceNumber(tx, ctx.now, invoicePrefix),
    invoiceDate: ctx.now,
    expiresAt: null,
    updatedAt: ctx.now,
  };
}
