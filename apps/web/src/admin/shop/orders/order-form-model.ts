import {
  formatDay,
  isEditable,
  kolkataDay,
  type OrderStatus,
  type TOrder,
  ZCreateOrderRequest,
} from '@safesathi/contract';
import { z } from 'zod';
import type { OrderPayload } from './orders-api';

export interface OrderLineValue {
  _id: string;
  quantity: number;
}

export type OrderFormValues = {
  customerId: string | null;
  shippingAddressId: string | null;
  /** The contract's name: the server's errors (`productList.0.quantity`) land on it as they are. */
  productList: OrderLineValue[];
  couponCode: string;
  /** YYYY-MM-DD (the date picker's value); sent as DD/MM/YYYY. */
  deliveryDate: string | null;
  status: OrderStatus | null;
  note: string;
};

export const COUPON_PATTERN = /^[A-Z0-9_-]{3,30}$/;

export function valuesFrom(order: TOrder | null): OrderFormValues {
  if (!order)
    return {
      customerId: null,
      shippingAddressId: null,
      productList: [],
      couponCode: '',
      deliveryDate: null,
      status: null,
      note: '',
    };
  return {
    customerId: order.customerId._id,
    shippingAddressId: order.shippingAddressId?._id ?? null,
    // Lines of products deleted since keep their name and price on the order but cannot be chosen again.
    productList: order.productList.flatMap((l) => (l._id ? [{ _id: l._id, quantity: l.quantity }] : [])),
    couponCode: order.totals.couponCode ?? '',
    deliveryDate: order.deliveryDate,
    status: order.status,
    note: '',
  };
}

const lineKey = (lines: { id: string | null; quantity: number }[]) =>
  lines
    .map((l) => `${l.id}×${l.quantity}`)
    .sort()
    .join(',');

/** Whether the chosen products and quantities are the order's own (then the order keeps its prices). */
export function sameLines(order: TOrder, lines: OrderLineValue[]): boolean {
  return (
    lineKey(order.productList.map((l) => ({ id: l._id, quantity: l.quantity }))) ===
    lineKey(lines.map((l) => ({ id: l._id, quantity: l.quantity })))
  );
}

export const normaliseCoupon = (code: string) => code.trim().toUpperCase();

/**
 * What can no longer change, so the dialog disables it instead of letting the server refuse the
 * save: everything but the status once an order has left Created; the products and the coupon
 * of an order paid online (its payment is for exactly those; the server refuses them too).
 */
export function orderLocks(order: TOrder | null): { all: boolean; linesAndCoupon: boolean } {
  const all = order !== null && !isEditable(order.status);
  return { all, linesAndCoupon: all || order?.payment?.method === 'online' };
}

/**
 * What the dialog checks: the contract's order request without what is locked (a locked order
 * only moves its status, so nothing else is checked), and one rule of the dialog's: a new or
 * changed delivery date is not in the past.
 */
export function orderChecks(order: TOrder | null) {
  const { all: locked, linesAndCoupon } = orderLocks(order);
  return {
    schema: locked
      ? z.object({})
      : linesAndCoupon
        ? ZCreateOrderRequest.omit({ productList: true, couponCode: true })
        : ZCreateOrderRequest,
    rules: (values: OrderFormValues) => {
      const changedDate = !order || values.deliveryDate !== order.deliveryDate;
      const past = !locked && values.deliveryDate && changedDate && values.deliveryDate < kolkataDay(new Date());
      return { deliveryDate: past ? 'The delivery date cannot be in the past' : null };
    },
  };
}

/**
 * The body to send. Adding sends the whole order; editing sends only what changed and may change
 * (the server counts only differences too, and refuses what orderLocks locks).
 */
export function payloadOf(order: TOrder | null, values: OrderFormValues): OrderPayload {
  const productList = values.productList.map((l) => ({ _id: l._id, quantity: l.quantity }));
  const couponCode = normaliseCoupon(values.couponCode);
  const deliveryDate = values.deliveryDate ? formatDay(values.deliveryDate) : null;
  if (!order)
    return {
      customerId: values.customerId ?? undefined,
      shippingAddressId: values.shippingAddressId ?? undefined,
      productList,
      couponCode: couponCode || undefined,
      deliveryDate: deliveryDate ?? undefined,
    };
  const body: OrderPayload = {};
  if (values.customerId && values.customerId !== order.customerId._id) body.customerId = values.customerId;
  if (values.shippingAddressId && values.shippingAddressId !== (order.shippingAddressId?._id ?? null))
    body.shippingAddressId = values.shippingAddressId;
  if (!orderLocks(order).linesAndCoupon) {
    if (!sameLines(order, values.productList)) body.productList = productList;
    if (couponCode !== (order.totals.couponCode ?? '')) body.couponCode = couponCode || null;
  }
  if (values.deliveryDate !== order.deliveryDate) body.deliveryDate = deliveryDate;
  if (values.status && values.status !== order.status) {
    body.status = values.status;
    if (values.note.trim()) body.note = values.note.trim();
  }
  return body;
}
