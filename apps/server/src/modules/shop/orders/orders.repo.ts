import {
  allowedMoves,
  endOfDay,
  type OrderStatus,
  paiseToRupees,
  phoneSearchDigits,
  startOfDay,
  type TOrderAddress,
  type TOrderHistoryEntry,
  type TOrderLine,
  type TOrderSummary,
  type TOrderTotals,
  type TRefund,
  type TReturnInfo,
  type TSpecOrder,
  taxIsIncluded,
  toImage,
  UNPLACED_STATUSES,
} from '@safesathi/contract';
import { and, asc, count, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client.js';
import { afterCursor, cursorValue, type KeysetCursor, keysetOrder, type SortKey } from '../../../platform/db/keyset.js';
import { containsPattern } from '../../../platform/db/like.js';
import { orderLines, orderReturns, orderStatusHistory, orders, refunds, users } from '../../../platform/db/schema.js';
import { rowsOf } from '../../../platform/rate-limit.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = typeof orders.$inferInsert;
/** A condition over the orders list (with its customer), as `orderWhere` builds it. */
export type OrderCondition = SQL | undefined;
/** Where a batch of the list starts: after this (sort value, id). */
export type OrderCursor = KeysetCursor;
type LineRow = typeof orderLines.$inferSelect;
export type Customer = Pick<typeof users.$inferSelect, 'id' | 'name' | 'phone' | 'countryCode' | 'email'>;
export type SelectedOrder = { o: OrderRow; customer: Customer };

export interface OrderFilters {
  status?: OrderStatus;
  search?: string;
  from?: string | null;
  to?: string | null;
  customerId?: string;
  ids?: string[];
}

/** Only real orders: an order waiting for its payment, or never paid, counts nowhere. */
export const placedOnly = () => notInArray(orders.status, [...UNPLACED_STATUSES]);

/**
 * Filters of the orders list; `search` looks at the order number and the customer's name and
 * phone. Without a status filter only placed orders are listed (PendingPayment and Expired are
 * there only when asked for by name).
 */
export function orderWhere(f: OrderFilters): SQL | undefined {
  const term = f.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  const digits = term ? phoneSearchDigits(term) : null;
  return and(
    f.status ? eq(orders.status, f.status) : placedOnly(),
    f.customerId ? eq(orders.customerId, f.customerId) : undefined,
    f.ids?.length ? inArray(orders.id, f.ids) : undefined,
    f.from ? gte(orders.createdAt, startOfDay(f.from)) : undefined,
    f.to ? lte(orders.createdAt, endOfDay(f.to)) : undefined,
    term
      ? or(
          sql`${orders.orderNumber} ilike ${pattern}`,
          sql`lower(${users.name}) like lower(${pattern})`,
          digits ? sql`${users.phone} like ${containsPattern(digits)}` : undefined,
        )
      : undefined,
  );
}

const SORTS: Record<'createdAt' | 'orderNumber' | 'total' | 'deliveryDate', SortKey> = {
  createdAt: { expr: orders.createdAt, type: 'timestamptz' },
  orderNumber: { expr: orders.orderNumber, type: 'text' },
  total: { expr: orders.totalPaise, type: 'integer' },
  deliveryDate: { expr: orders.deliveryDate, type: 'date' },
};
export type OrderSort = keyof typeof SORTS;
export interface OrderOrder {
  sort: OrderSort;
  order: 'asc' | 'desc';
}

/** The list's order: newest (and highest number) first unless told, other columns going up. */
export function orderOrder(q: { sort?: OrderSort; order?: 'asc' | 'desc' }): OrderOrder {
  const sort = q.sort ?? 'createdAt';
  return { sort, order: q.order ?? (sort === 'createdAt' || sort === 'orderNumber' ? 'desc' : 'asc') };
}

/** The customer's fields every order row carries. */
const customerColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  countryCode: users.countryCode,
  email: users.email,
};

function selectOrders(db: DbOrTx) {
  return db
    .select({
      o: orders,
      customer: customerColumns,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId));
}

export async function findOrderPage(
  db: DbOrTx,
  where: SQL | undefined,
  o: OrderOrder & { limit: number; offset: number },
): Promise<SelectedOrder[]> {
  return selectOrders(db)
    .where(where)
    .orderBy(...keysetOrder(SORTS[o.sort], orders.id, o.order))
    .limit(o.limit)
    .offset(o.offset);
}

/** The next batch of a CSV export, in the list's order, after the (sort value, id) cursor. */
export async function findOrdersAfter(
  db: DbOrTx,
  where: SQL | undefined,
  o: OrderOrder,
  after: KeysetCursor | null,
  limit: number,
): Promise<(SelectedOrder & { cursor: string | null })[]> {
  const key = SORTS[o.sort];
  return db
    .select({
      o: orders,
      customer: customerColumns,
      cursor: cursorValue(key),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(where, after ? afterCursor(key, orders.id, o.order, after) : undefined))
    .orderBy(...keysetOrder(key, orders.id, o.order))
    .limit(limit);
}

export async function countOrders(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(where);
  return row?.n ?? 0;
}

export async function findOrderById(db: DbOrTx, id: string): Promise<SelectedOrder | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}

/** The lines of many orders: one query. */
export async function findLinesOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  for (const r of rows) byOrder.get(r.orderId)?.push(r);
  return byOrder;
}

const changer = alias(users, 'changer');

export async function findHistory(db: DbOrTx, orderId: string): Promise<TOrderHistoryEntry[]> {
  const rows = await db
    .select({ h: orderStatusHistory, byName: changer.name })
    .from(orderStatusHistory)
    .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map(({ h, byName }) => ({
    from: h.fromStatus as OrderStatus | null,
    to: h.toStatus as OrderStatus,
    at: h.createdAt.toISOString(),
    by: h.changedBy && byName !== null ? { _id: h.changedBy, name: byName } : null,
    note: h.note,
  }));
}

/** The four cards: one query. Cancelled counts Cancelled and Returned (docs/product.md §4). */
export async function orderSummary(db: DbOrTx): Promise<TOrderSummary> {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${orders.status} = 'Created')`.mapWith(Number),
      shipped: sql<number>`count(*) filter (where ${orders.status} = 'Shipped')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${orders.status} in ('Cancelled', 'Returned'))`.mapWith(Number),
    })
    .from(orders)
    .where(placedOnly());
  return row ?? { total: 0, pending: 0, shipped: 0, cancelled: 0 };
}

/** Orders placed per Indian day from `fromDay` on. */
export async function countOrdersPerDay(db: DbOrTx, fromDay: string): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, startOfDay(fromDay)), placedOnly()))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** An order's refunds, oldest first. */
export async function findRefundsOf(db: DbOrTx, orderId: string): Promise<TRefund[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    amount: paiseToRupees(r.amountPaise),
    amountPaise: r.amountPaise,
    status: r.status,
    reason: r.reason,
    providerRefundId: r.providerRefundId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export const toReturnInfo = (r: typeof orderReturns.$inferSelect): TReturnInfo => ({
  _id: r.id,
  status: r.status,
  reason: r.reason,
  photo: toImage(r.photo),
  note: r.note,
  requestedAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** The customer's return request of an order, if any. */
export async function findReturnOf(db: DbOrTx, orderId: string): Promise<TReturnInfo | null> {
  const [r] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  return r ? toReturnInfo(r) : null;
}

export async function nextOrderNumber(db: DbOrTx): Promise<string> {
  const result = await db.execute(sql`select nextval('order_number_seq')::text as n`);
  return `ORD-${rowsOf<{ n: string }>(result)[0]!.n.padStart(6, '0')}`;
}

export function toTotals(
  o: Pick<OrderRow, 'subtotalPaise' | 'discountPaise' | 'shippingPaise' | 'taxPaise' | 'totalPaise' | 'couponCode'>,
): TOrderTotals {
  return {
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    couponCode: o.couponCode,
    shipping: paiseToRupees(o.shippingPaise),
    tax: paiseToRupees(o.taxPaise),
    total: paiseToRupees(o.totalPaise),
    subtotalPaise: o.subtotalPaise,
    discountPaise: o.discountPaise,
    shippingPaise: o.shippingPaise,
    taxPaise: o.taxPaise,
    totalPaise: o.totalPaise,
    taxIncluded: taxIsIncluded(o),
  };
}

export const toLine = (l: Pick<LineRow, 'productId' | 'name' | 'unitPricePaise' | 'quantity'>): TOrderLine => ({
  _id: l.productId,
  name: l.name,
  price: paiseToRupees(l.unitPricePaise),
  unitPricePaise: l.unitPricePaise,
  quantity: l.quantity,
  lineTotalPaise: l.unitPricePaise * l.quantity,
});

export interface OrderExtras {
  history?: TOrderHistoryEntry[];
  tagCodes?: string[];
  refunds?: TRefund[];
  returnRequest?: TReturnInfo | null;
}

export function toOrder(row: SelectedOrder, lines: LineRow[], now: Date, extras: OrderExtras = {}): TSpecOrder {
  const { o, customer } = row;
  const { history, tagCodes, ...detail } = extras;
  const snapshot = o.shippingAddress as Omit<TOrderAddress, '_id'> | null;
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    ordernumber: o.orderNumber,
    status: o.status,
    customerId: {
      _id: customer.id,
      name: customer.name,
      phone: customer.phone,
      countryCode: customer.countryCode,
      email: customer.email,
    },
    shippingAddressId: snapshot ? { _id: o.shippingAddressId, ...snapshot } : null,
    productList: lines.map(toLine),
    orderAmount: paiseToRupees(o.totalPaise),
    totals: toTotals(o),
    deliveryDate: o.deliveryDate,
    actualDeliveryDate: o.actualDeliveryDate?.toISOString() ?? null,
    allowedMoves: allowedMoves(o.status, o.actualDeliveryDate, now),
    ...(history ? { history } : {}),
    payment: {
      method: o.paymentMethod,
      status: o.paymentStatus,
      paidAt: o.paidAt?.toISOString() ?? null,
      providerPaymentId: o.providerPaymentId,
      lastError: o.paymentError,
    },
    tracking:
      o.courier || o.trackingNumber || o.trackingUrl
        ? { courier: o.courier, trackingNumber: o.trackingNumber, trackingUrl: o.trackingUrl }
        : null,
    invoiceNumber: o.invoiceNumber,
    invoiceDate: o.invoiceDate?.toISOString() ?? null,
    flag: o.flag,
    expiresAt: o.status === 'PendingPayment' ? (o.expiresAt?.toISOString() ?? null) : null,
    tagCodes: tagCodes ?? [],
    ...detail,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
