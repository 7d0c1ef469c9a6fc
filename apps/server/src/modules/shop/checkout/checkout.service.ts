import {
  formatMoney,
  stateCodeOf,
  type TProviderCheckout,
  type TSpecOrder,
  type ZCheckoutRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, fieldError, notFound } from '../../../platform/errors.js';
import { getSiteSettings } from '../../settings/site-settings.service.js';
import { loadCart } from '../carts/cart.service.js';
import { priceCart } from '../carts/cart-pricing.js';
import { findCoupon } from '../coupons/coupons.service.js';
import { pricedOrderColumns } from '../orders/order-columns.js';
import { queueOrderText } from '../orders/order-texts.js';
import { nextOrderNumber } from '../orders/orders.repo.js';
import { getOrder, recordStatus } from '../orders/orders.service.js';
import { type ShopDeps, textDepsOf } from '../shop-deps.js';
import {
  findAddressOfUser,
  findOrderWithBuyer,
  findProductHsns,
  insertAddress,
  insertOrder,
  insertOrderLines,
  updateOrderColumns,
} from './checkout.repo.js';
import { placedColumns, takeCouponAndStock } from './fulfilment.js';

type Input = z.output<typeof ZCheckoutRequest>;
type Snapshot = { addressName: string; streetAdd: string; city: string; state: string; pincode: string };

/** The shipping address: one of the buyer's own, or a new one (kept in their book unless asked not to). */
async function shippingAddress(db: Db, ctx: Ctx, input: Input): Promise<{ id: string | null; snapshot: Snapshot }> {
  const userId = ctx.user!._id;
  if (input.addressId) {
    const a = await findAddressOfUser(db, input.addressId, userId);
    if (!a) throw notFound('That address');
    if (!stateCodeOf(a.state))
      throw fieldError(
        'addressId',
        `We cannot tell which state “${a.state}” is: edit the address to name an Indian state or union territory.`,
      );
    const { addressName, streetAdd, city, state, pincode } = a;
    return { id: a.id, snapshot: { addressName, streetAdd, city, state, pincode } };
  }
  const a = input.address!;
  const snapshot = { ...a, addressName: a.addressName ?? 'Home' };
  if (!input.saveAddress) return { id: null, snapshot };
  const row = await insertAddress(db, { ...snapshot, userId, createdAt: ctx.now, updatedAt: ctx.now });
  return { id: row.id, snapshot };
}

/**
 * Checkout (docs/decisions/0030-payments-and-stock.md): the signed-in customer's cart becomes an
 * order, priced on the server. Cash on delivery places it at once (coupon use, stock and invoice
 * number taken, the customer texted). Online it waits as PendingPayment — nothing taken yet —
 * while the buyer pays the provider's order made for exactly its total.
 */
export async function startCheckout(
  deps: ShopDeps,
  ctx: Ctx,
  input: Input,
): Promise<{ order: TSpecOrder; payment: TProviderCheckout | null }> {
  const { db, config, provider } = deps;
  const userId = ctx.user!._id;
  const settings = await getSiteSettings(db, config);
  if (input.method === 'cod' && !settings.codEnabled)
    throw new AppError('PAYMENT_UNAVAILABLE', 'Cash on delivery is not offered at the moment. Please pay online.', [
      { path: 'method', message: 'Not offered' },
    ]);
  if (input.method === 'online' && !provider)
    throw new AppError(
      'PAYMENT_UNAVAILABLE',
      `Online payment is not available at the moment.${settings.codEnabled ? ' Choose cash on delivery.' : ''}`,
      [{ path: 'method', message: 'Not offered' }],
    );

  const saved = await loadCart(db, userId);
  if (saved.lines.length === 0) throw new AppError('CONFLICT', 'Your cart is empty: add a product first.');
  const couponCode = input.couponCode === undefined ? saved.couponCode : input.couponCode;
  const cart = await priceCart(db, ctx.now, config, { ...saved, couponCode });
  const problems = cart.lines.flatMap((l, i) => (l.problem ? [{ path: `lines.${i}`, message: l.problem }] : []));
  if (problems.length)
    throw new AppError(
      'OUT_OF_STOCK',
      `${problems.map((p) => p.message).join(' ')} Change your cart and try again.`,
      problems,
    );
  // A coupon that cannot be used never blocks the order: the cart was priced without it, the
  // checkout page said why, and the total the buyer agreed to (expectedTotalPaise) is that price.
  const total = cart.totals.totalPaise;
  if (input.expectedTotalPaise !== undefined && input.expectedTotalPaise !== total)
    throw new AppError(
      'PRICE_CHANGED',
      `The total is now ${formatMoney(total)}, not ${formatMoney(input.expectedTotalPaise)}: check your cart before paying.`,
      [{ path: 'expectedTotalPaise', message: `The total is ${formatMoney(total)}` }],
    );

  const address = await shippingAddress(db, ctx, input);
  const coupon = cart.coupon ? await findCoupon(db, cart.coupon.code) : undefined;
  const cod = input.method === 'cod';
  const orderId = await db.transaction(async (tx) => {
    const hsn = await findProductHsns(
      tx,
      cart.lines.map((l) => l.productId),
    );
    const t = cart.totals;
    const order = await insertOrder(tx, {
      orderNumber: await nextOrderNumber(tx),
      customerId: userId,
      shippingAddressId: address.id,
      shippingAddress: address.snapshot,
      status: cod ? 'Created' : 'PendingPayment',
      ...pricedOrderColumns(t, coupon),
      taxRateBp: Math.round(settings.taxPercent * 100),
      createdBy: userId,
      paymentMethod: cod ? 'cod' : 'online',
      paymentStatus: cod ? 'unpaid' : 'pending',
      expiresAt: cod ? null : new Date(ctx.now.getTime() + config.payments.pendingMinutes * 60_000),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await insertOrderLines(
      tx,
      cart.lines.map((l, position) => ({
        orderId: order.id,
        productId: l.productId,
        name: l.name,
        unitPricePaise: l.unitPricePaise,
        quantity: l.quantity,
        hsn: hsn.find((h) => h.id === l.productId)?.hsn ?? null,
        isTag: l.isTag,
        position,
        createdAt: ctx.now,
      })),
    );
    if (cod) {
      const refused = await takeCouponAndStock(tx, ctx.now, order);
      if (refused) throw refused;
      await updateOrderColumns(tx, order.id, await placedColumns(tx, deps, ctx, order));
      await queueOrderText(tx, textDepsOf(deps), ctx.now, order, 'placed');
    }
    await recordStatus(tx, ctx, order.id, null, cod ? 'Created' : 'PendingPayment');
    await writeAudit(tx, ctx, 'create', 'order', order.id, null, { ...order, lines: cart.lines });
    return order.id;
  });
  if (cod) {
    deps.kick();
    return { order: await getOrder(db, ctx, orderId), payment: null };
  }
  return { order: await getOrder(db, ctx, orderId), payment: await providerCheckout(deps, ctx, orderId) };
}

/** The provider's order for exactly the order's total, and the browser's checkout options. */
async function providerCheckout(deps: ShopDeps, ctx: Ctx, orderId: string): Promise<TProviderCheckout> {
  const { db, config } = deps;
  const provider = deps.provider!;
  const row = await findOrderWithBuyer(db, orderId);
  const { o } = row!;
  let providerOrderId: string;
  try {
    const made = await provider.createOrder({
      amountPaise: o.totalPaise,
      currency: 'INR',
      receipt: o.orderNumber,
      notes: { orderId: o.id, orderNumber: o.orderNumber },
    });
    providerOrderId = made.id;
  } catch (err) {
    deps.log?.warn({ err, order: o.orderNumber }, 'the payment provider did not make an order');
    await updateOrderColumns(db, o.id, {
      status: 'Expired',
      paymentStatus: 'failed',
      paymentError: (err as Error).message,
      updatedAt: ctx.now,
    });
    throw new AppError(
      'PAYMENT_PROVIDER_DOWN',
      'We could not reach the payment service. Nothing was charged: please try again in a moment.',
    );
  }
  await updateOrderColumns(db, o.id, { providerOrderId });
  return {
    provider: 'razorpay',
    keyId: provider.keyId,
    orderId: providerOrderId,
    amount: o.totalPaise,
    currency: 'INR',
    name: config.appName,
    description: `Order ${o.orderNumber}`,
    prefill: { name: row!.name, contact: `+${row!.countryCode}${row!.phone}`, email: row!.email },
    callbackUrl: `${config.publicUrl}/api/checkout/callback`,
    scriptUrl: provider.scriptUrl,
  };
}
