import {
  formatDay,
  isEditable,
  kolkataDay,
  MAX_LINE_QUANTITY,
  type OrderStatus,
  type TOrder,
} from '@safesathi/contract';
import type { OrderPayload } from './orders-api';

export interface OrderLineValue {
  productId: string;
  quantity: number;
}

export type OrderFormValues = {
  customerId: string | null;
  shippingAddressId: string | null;
  lines: OrderLineValue[];
  couponCode: string;
  /** YYYY-MM-DD (the date picker's value); sent as DD/MM/YYYY. */
  deliveryDate: string | null;
  status: OrderStatus | null;
  note: string;
};

/** The fields the form shows, for the server's field errors to land on. */
export const ORDER_FIELDS = [
  'customerId',
  'shippingAddressId',
  'productList',
  'couponCode',
  'deliveryDate',
  'status',
  'note',
] as const;

export const COUPON_PATTERN = /^[A-Z0-9_-]{3,30}$/;

export function valuesFrom(order: TOrder | null): OrderFormValues {
  if (!order)
    return {
      customerId: null,
      shippingAddressId: null,
      lines: [],
      couponCode: '',
      deliveryDate: null,
      status: null,
      note: '',
    };
  return {
    customerId: order.customerId._id,
    shippingAddressId: order.shippingAddressId?._id ?? null,
    // Lines of products deleted since keep their name and price on the order but cannot be chosen again.
    lines: order.productList.flatMap((l) => (l._id ? [{ productId: l._id, quantity: l.quantity }] : [])),
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
    lineKey(lines.map((l) => ({ id: l.productId, quantity: l.quantity })))
  );
}

export const normaliseCoupon = (code: string) => code.trim().toUpperCase();

/** Client-side checks (the server checks the same again); messages say what to do. */
export function validateOrder(order: TOrder | null) {
  const locked = order !== null && !isEditable(order.status);
  return (values: OrderFormValues): Partial<Record<string, string>> => {
    if (locked) return {};
    const errors: Record<string, string> = {};
    if (!values.customerId) errors.customerId = 'Choose a customer';
    if (!values.shippingAddressId) errors.shippingAddressId = 'Choose a delivery address';
    if (values.lines.length === 0) errors.productList = 'Choose at least one product';
    values.lines.forEach((l, i) => {
      if (!Number.isInteger(l.quantity) || l.quantity < 1)
        errors[`lines.${i}.quantity`] = 'The quantity must be at least 1';
      else if (l.quantity > MAX_LINE_QUANTITY)
        errors[`lines.${i}.quantity`] = `At most ${MAX_LINE_QUANTITY} of one product`;
    });
    const code = normaliseCoupon(values.couponCode);
    if (code && !COUPON_PATTERN.test(code)) errors.couponCode = 'Use 3 to 30 letters, digits, - or _';
    const changedDate = !order || values.deliveryDate !== order.deliveryDate;
    if (values.deliveryDate && changedDate && values.deliveryDate < kolkataDay(new Date()))
      errors.deliveryDate = 'The delivery date cannot be in the past';
    return errors;
  };
}

/**
 * The body to send. Adding sends the whole order; editing sends only what changed (the server
 * counts only differences too, and a shipped order refuses any change but its status).
 */
export function payloadOf(order: TOrder | null, values: OrderFormValues): OrderPayload {
  const productList = values.lines.map((l) => ({ _id: l.productId, quantity: l.quantity }));
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
  if (!sameLines(order, values.lines)) body.productList = productList;
  if (couponCode !== (order.totals.couponCode ?? '')) body.couponCode = couponCode || null;
  if (values.deliveryDate !== order.deliveryDate) body.deliveryDate = deliveryDate;
  if (values.status && values.status !== order.status) {
    body.status = values.status;
    if (values.note.trim()) body.note = values.note.trim();
  }
  return body;
}
