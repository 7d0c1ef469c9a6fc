import {
  type CouponTerms,
  canMove,
  illegalMoveMessage,
  isEditable,
  kolkataDay,
  pageWindow,
  priceOrder,
  salePrice,
  type TOrderQuote,
  type TSpecOrder,
  type ZCreateOrderRequest,
  type ZOrderListQuery,
  type ZUpdateOrderRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Config } from '../../../platform/config.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.js';
import { AppError, fieldError, notFound } from '../../../platform/errors.js';
import { getSiteSettings } from '../../settings/site-settings.service.js';
import { findLiveUser } from '../../users/users.repo.js';
import { findCouponById } from '../coupons/coupons.repo.js';
import { checkCoupon, claimCoupon, releaseCoupon } from '../coupons/coupons.service.js';
import { nextInvoiceNumber } from './invoice-numbers.js';
import { pricedOrderColumns } from './order-columns.js';
import { applyMove } from './order-moves.js';
import { findTagCodesOf } from './order-tags.repo.js';
import { queueOrderText, type TextDeps } from './order-texts.js';
import {
  type AddressRow,
  deleteOrderLines,
  findAddressById,
  findOrderForUpdate,
  findProductsByIds,
  insertOrder,
  insertOrderLines,
  insertStatusHistory,
  updateOrderRow,
} from './order-writes.repo.js';
import {
  countOrders,
  findHistory,
  findLinesOf,
  findOrderById,
  findOrderPage,
  findRefundsOf,
  findReturnOf,
  nextOrderNumber,
  type OrderValues,
  orderOrder,
  orderSummary,
  orderWhere,
  toLine,
  toOrder,
  toTotals,
} from './orders.repo.js';
import { outOfStock, releaseStock, reserveStock } from './stock.js';

type ListQuery = z.output<typeof ZOrderListQuery>;

/** The order counts and amounts by status for the dashboard. */
export const getOrderSummary = (db: DbOrTx) => orderSummary(db);
type CreateInput = z.output<typeof ZCreateOrderRequest>;
type UpdateInput = z.output<typeof ZUpdateOrderRequest>;
type LineInput = { _id: string; quantity: number };
type PricedLine = {
  productId: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
  hsn: string | null;
  isTag: boolean;
};
type Settings = Pick<Config, 'appName' | 'currency' | 'delivery'> & Partial<Pick<Config, 'payments'>>;
const textDeps = (config: Settings): TextDeps => ({
  appName: config.appName,
  retrySeconds: config.delivery.retrySeconds,
});

/** Repeated products become one line with their quantities added. */
function mergeLines(list: LineInput[]): LineInput[] {
  const merged = new Map<string, number>();
  for (const l of list) merged.set(l._id, (merged.get(l._id) ?? 0) + l.quantity);
  return [...merged].map(([_id, quantity]) => ({ _id, quantity }));
}

/** Each line at its product's sale price now (docs/product.md §10); 404 names a product that does not exist. */
async function priceLines(db: DbOrTx, list: LineInput[]): Promise<PricedLine[]> {
  const lines = mergeLines(list);
  const rows = await findProductsByIds(
    db,
    lines.map((l) => l._id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = lines.filter((l) => !byId.has(l._id));
  if (missing.length)
    throw new AppError(
      'NOT_FOUND',
      missing.length === 1 ? 'A chosen product was not found.' : `${missing.length} chosen products were not found.`,
      missing.map((l) => ({ path: `productList.${lines.indexOf(l)}._id`, message: 'Not found' })),
    );
  return lines.map((l) => {
    const p = byId.get(l._id)!;
    return {
      productId: p.id,
      name: p.name,
      unitPricePaise: salePrice(p.pricePaise, p.discountedPricePaise),
      quantity: l.quantity,
      hsn: p.hsn,
      isTag: p.isTag,
    };
  });
}

async function totalsFor(db: DbOrTx, config: Settings, lines: PricedLine[], coupon: CouponTerms | null, fixed = 0) {
  const { shippingFeePaise, taxPercent } = await getSiteSettings(db, config);
  const totals = priceOrder({ lines, coupon, fixedDiscountPaise: fixed, shippingFeePaise, taxPercent });
  return { ...totals, taxRateBp: Math.round(taxPercent * 100) };
}

const subtotalOf = (lines: { unitPricePaise: number; quantity: number }[]) =>
  lines.reduce((a, l) => a + l.unitPricePaise * l.quantity, 0);
const stockPath = (lines: PricedLine[]) => (id: string) =>
  `productList.${Math.max(
    0,
    lines.findIndex((l) => l.productId === id),
  )}._id`;

/** The chosen customer, live, and one of their own addresses. */
async function customerAndAddress(db: DbOrTx, customerId: string, addressId: string) {
  const customer = await findLiveUser(db, customerId);
  if (customer?.usertype !== 'Customer') throw notFound('That customer');
  const address = await findAddressById(db, addressId);
  if (!address) throw notFound('That address');
  if (address.userId !== customer.id)
    throw fieldError('shippingAddressId', `This address is not one of ${customer.name}’s addresses.`);
  return { customer, address };
}

const snapshotOf = (a: AddressRow) => ({
  addressName: a.addressName,
  streetAdd: a.streetAdd,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
});

async function couponTerms(db: DbOrTx, couponId: string | null): Promise<CouponTerms | null> {
  if (!couponId) return null;
  const c = await findCouponById(db, couponId);
  return c ? { percentDiscount: c.percentDiscount, maxCapPaise: c.maxCapPaise } : null;
}

// ─── Reading ───────────────────────────────────────────────────────────────
/** One page of orders with their lines: three queries whatever the page size. */
export async function listOrders(db: Db, ctx: Ctx, q: ListQuery) {
  const where = orderWhere(q);
  const { page, limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    findOrderPage(db, where, { ...orderOrder(q), limit, offset }),
    countOrders(db, where),
  ]);
  const ids = rows.map((r) => r.o.id);
  const [lines, tags] = await Promise.all([findLinesOf(db, ids), findTagCodesOf(db, ids)]);
  return {
    data: rows.map((r) => toOrder(r, lines.get(r.o.id) ?? [], ctx.now, { tagCodes: tags.get(r.o.id) })),
    total,
    page,
    limit,
  };
}

/** One order with its history; a customer sees only their own (anyone else's is "not found"). */
export async function getOrder(db: DbOrTx, ctx: Ctx, id: string): Promise<TSpecOrder> {
  const row = await findOrderById(db, id);
  if (!row || (ctx.user?.usertype !== 'Admin' && row.o.customerId !== ctx.user?._id)) throw notFound('That order');
  const [lines, history, tags, refunds, returnRequest] = await Promise.all([
    findLinesOf(db, [id]),
    findHistory(db, id),
    findTagCodesOf(db, [id]),
    findRefundsOf(db, id),
    findReturnOf(db, id),
  ]);
  return toOrder(row, lines.get(id) ?? [], ctx.now, { history, tagCodes: tags.get(id), refunds, returnRequest });
}

/** What an order would cost, priced exactly as saving it would (the dialog's preview). */
export async function quoteOrder(
  db: Db,
  ctx: Ctx,
  config: Settings,
  input: { productList: LineInput[]; couponCode?: string | null },
): Promise<TOrderQuote> {
  const lines = await priceLines(db, input.productList);
  let coupon: CouponTerms | null = null;
  let couponCode: string | null = null;
  if (input.couponCode) {
    const c = await checkCoupon(db, ctx.now, input.couponCode, subtotalOf(lines));
    coupon = { percentDiscount: c.percentDiscount, maxCapPaise: c.maxCapPaise };
    couponCode = c.discountName;
  }
  const t = await totalsFor(db, config, lines, coupon);
  return { productList: lines.map(toLine), totals: toTotals({ ...t, couponCode }) };
}

// ─── Writing ───────────────────────────────────────────────────────────────
export async function recordStatus(tx: Tx, ctx: Ctx, orderId: string, from: string | null, to: string, note?: string) {
  await insertStatusHistory(tx, {
    orderId,
    fromStatus: from,
    toStatus: to,
    changedBy: ctx.user?._id ?? null,
    note: note ?? null,
    createdAt: ctx.now,
  });
}

/**
 * Places an order for a customer: priced on the server (a sent amount is ignored), the
 * coupon's use and the stock taken atomically, numbered from the sequence and the invoice
 * series, its first history row, its text to the customer and its audit row written in the
 * same transaction. Payment is as agreed with the admin (`manual`).
 */
export async function createOrder(db: Db, ctx: Ctx, config: Settings, input: CreateInput): Promise<TSpecOrder> {
  if (input.deliveryDate && input.deliveryDate < kolkataDay(ctx.now))
    throw fieldError('deliveryDate', 'The delivery date cannot be in the past.');
  return db.transaction(async (tx) => {
    const { customer, address } = await customerAndAddress(tx, input.customerId, input.shippingAddressId);
    const lines = await priceLines(tx, input.productList);
    const coupon = input.couponCode ? await claimCoupon(tx, input.couponCode, ctx.now, subtotalOf(lines)) : null;
    const t = await totalsFor(tx, config, lines, coupon);
    const shortages = await reserveStock(tx, lines);
    if (shortages.length) throw outOfStock(shortages, stockPath(lines));
    const { invoicePrefix } = await getSiteSettings(tx, config);
    const order = await insertOrder(tx, {
      orderNumber: await nextOrderNumber(tx),
      customerId: customer.id,
      shippingAddressId: address.id,
      shippingAddress: snapshotOf(address),
      status: 'Created',
      ...pricedOrderColumns(t, coupon),
      deliveryDate: input.deliveryDate ?? null,
      createdBy: ctx.user?._id ?? null,
      paymentMethod: 'manual',
      stockReserved: true,
      taxRateBp: t.taxRateBp,
      invoiceNumber: await nextInvoiceNumber(tx, ctx.now, invoicePrefix),
      invoiceDate: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await insertOrderLines(tx, order.id, lines, ctx.now);
    await recordStatus(tx, ctx, order.id, null, 'Created');
    await queueOrderText(tx, textDeps(config), ctx.now, order, 'placed');
    await writeAudit(tx, ctx, 'create', 'order', order.id, null, { ...order, lines });
    return getOrder(tx, ctx, order.id);
  });
}

/**
 * A move to Shipped texts the customer the courier and tracking number (issue 21.7): without both it is
 * refused, on PUT /api/admin/orders/{id} and on the spec's PUT /api/order alike (docs/decisions/0059-orders-clean-routes.md).
 */
function requireTracking(input: Pick<UpdateInput, 'courier' | 'trackingNumber'>) {
  const missing = (['courier', 'trackingNumber'] as const).filter((k) => !input[k]);
  if (missing.length)
    throw new AppError(
      'VALIDATION_FAILED',
      'An order moves to Shipped with its courier and trackingNumber, which its customer is texted. Send both, or use Mark shipped (POST /api/admin/orders/{id}/ship).',
      missing.map((path) => ({ path, message: path === 'courier' ? 'Name the courier' : 'Enter the tracking number' })),
    );
}

const sameLines = (a: { productId: string | null; quantity: number }[], b: LineInput[]) => {
  const key = (id: string | null, q: number) => `${id}×${q}`;
  const left = a.map((l) => key(l.productId, l.quantity)).sort();
  const right = b.map((l) => key(l._id, l.quantity)).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
};

/**
 * Edits an order. The dialog sends every field, so only what differs from the order counts:
 * lines, customer, address, coupon and delivery date may change while the order is Created;
 * the status may move only as the rules allow (409 ILLEGAL_STATUS_CHANGE otherwise).
 */
export async function updateOrder(
  db: Db,
  ctx: Ctx,
  config: Settings,
  input: UpdateInput,
  /** mustMove: the status must change (a bulk "mark shipped" refuses an order already Shipped). */
  opts: { mustMove?: boolean } = {},
): Promise<TSpecOrder> {
  return db.transaction(async (tx) => {
    const before = await findOrderForUpdate(tx, input.orderId);
    if (!before) throw notFound('That order');
    const oldLines = (await findLinesOf(tx, [before.id])).get(before.id) ?? [];
    const newList = input.productList ? mergeLines(input.productList) : undefined;
    const code = input.couponCode === undefined ? undefined : (input.couponCode ?? null);
    const changes = {
      customer: !!input.customerId && input.customerId !== before.customerId,
      address: !!input.shippingAddressId && input.shippingAddressId !== before.shippingAddressId,
      lines: !!newList && !sameLines(oldLines, newList),
      coupon: code !== undefined && code !== before.couponCode,
      date: input.deliveryDate !== undefined && input.deliveryDate !== before.deliveryDate,
    };
    const edited = Object.values(changes).some(Boolean);
    if (edited && !isEditable(before.status))
      throw new AppError(
        'CONFLICT',
        `Only a Created order can be edited; this one is ${before.status}. Its status can still change.`,
      );
    if ((changes.lines || changes.coupon) && before.paymentMethod === 'online')
      throw new AppError(
        'CONFLICT',
        'This order was paid online: its products and coupon cannot change. Cancel it (the payment is refunded) and place a new one.',
      );
    const set: Partial<OrderValues> = { updatedAt: ctx.now };

    if (changes.customer || changes.address) {
      const { customer, address } = await customerAndAddress(
        tx,
        input.customerId ?? before.customerId,
        input.shippingAddressId ?? before.shippingAddressId ?? '',
      );
      Object.assign(set, {
        customerId: customer.id,
        shippingAddressId: address.id,
        shippingAddress: snapshotOf(address),
      });
    }
    if (changes.date) set.deliveryDate = input.deliveryDate ?? null;

    if (changes.lines || changes.coupon) {
      // Changed lines are priced now; kept lines keep the price they were sold at.
      const lines = changes.lines && newList ? await priceLines(tx, newList) : oldLines;
      let coupon: CouponTerms | null = await couponTerms(tx, before.couponId);
      let fixed = before.couponId && !coupon ? before.discountPaise : 0;
      if (changes.coupon) {
        await releaseCoupon(tx, before.couponId);
        const claimed = code ? await claimCoupon(tx, code, ctx.now, subtotalOf(lines)) : null;
        Object.assign(set, { couponId: claimed?.id ?? null, couponCode: claimed?.discountName ?? null });
        coupon = claimed;
        fixed = 0;
      }
      const t = await totalsFor(tx, config, lines, coupon, fixed);
      Object.assign(set, {
        subtotalPaise: t.subtotalPaise,
        discountPaise: t.discountPaise,
        shippingPaise: t.shippingPaise,
        taxPaise: t.taxPaise,
        totalPaise: t.totalPaise,
        taxRateBp: t.taxRateBp,
      });
      if (changes.lines) {
        // The old lines' units go back before the new ones are taken.
        if (before.stockReserved) await releaseStock(tx, before.id);
        const shortages = await reserveStock(tx, lines);
        if (shortages.length) throw outOfStock(shortages, stockPath(lines as PricedLine[]));
        set.stockReserved = true;
        await deleteOrderLines(tx, before.id);
        await insertOrderLines(
          tx,
          before.id,
          lines.map((l) => ({
            productId: l.productId,
            name: l.name,
            unitPricePaise: l.unitPricePaise,
            quantity: l.quantity,
            hsn: l.hsn,
            isTag: l.isTag,
          })),
          ctx.now,
        );
      }
    }

    if (input.status && (input.status !== before.status || opts.mustMove)) {
      if (!canMove(before.status, input.status, before.actualDeliveryDate, ctx.now))
        throw new AppError(
          'ILLEGAL_STATUS_CHANGE',
          illegalMoveMessage(before.status, input.status, before.actualDeliveryDate, ctx.now),
          [{ path: 'status', message: 'Not allowed from the current status' }],
        );
      if (input.status === 'Shipped') requireTracking(input);
      set.status = input.status;
      const current = { ...before, ...set } as typeof before;
      Object.assign(set, await applyMove(tx, ctx, textDeps(config), current, input.status, input));
      await recordStatus(tx, ctx, before.id, before.status, input.status, input.note);
    }

    const after = await updateOrderRow(tx, before.id, set);
    await writeAudit(tx, ctx, 'update', 'order', before.id, before, after);
    return getOrder(tx, ctx, before.id);
  });
}
