import { z } from 'zod';
import { ZDay } from './dates.js';
import { sortField, ZListQuery } from './lists.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { ZCouponCode } from './settings.js';
import { blankToNull } from './shop.js';

/** Most distinct products one order may hold, and most of one product. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

/** A chosen product: the spec's client sends the product itself; only `_id` and `quantity` are read. */
export const ZOrderLineInput = z.object({
  _id: z.uuid('Choose a product'),
  quantity: z.coerce
    .number({ error: 'Enter a quantity' })
    .int('The quantity is a whole number')
    .min(1, 'The quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one product`)
    .default(1),
});

const ZProductList = z
  .array(ZOrderLineInput, { error: 'Choose the products' })
  .min(1, 'Choose at least one product')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} products in one order`);

const ZOptionalDay = z.preprocess(blankToNull, ZDay('delivery date').nullable().optional());
const ZOptionalCoupon = z.preprocess(blankToNull, ZCouponCode.nullable().optional());

/**
 * POST /api/order. The server prices the order: `orderAmount`, `ordernumber` and `product`
 * the spec's client also sends are accepted and ignored.
 */
export const ZCreateOrderRequest = z.object({
  customerId: z.uuid('Choose a customer'),
  shippingAddressId: z.uuid('Choose a delivery address'),
  productList: ZProductList,
  deliveryDate: ZOptionalDay,
  couponCode: ZOptionalCoupon,
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

/** PUT /api/order: the dialog sends everything; only what differs from the order is a change. */
export const ZUpdateOrderRequest = z.object({
  orderId: z.uuid('Not a valid order id'),
  status: z.enum(ORDER_STATUSES, { error: `Status is one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  customerId: z.uuid('Choose a customer').optional(),
  shippingAddressId: z.uuid('Choose a delivery address').optional(),
  productList: ZProductList.optional(),
  deliveryDate: ZOptionalDay,
  /** null or "" removes the coupon. */
  couponCode: ZOptionalCoupon,
  /** Said in the status history (why it was cancelled, the courier's number…). */
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type TUpdateOrderRequest = z.input<typeof ZUpdateOrderRequest>;

/** POST /api/order/quote: what the order would cost, before saving it. */
export const ZOrderQuoteRequest = z.object({ productList: ZProductList, couponCode: ZOptionalCoupon });
export type TOrderQuoteRequest = z.input<typeof ZOrderQuoteRequest>;

const ZFilterDay = (what: string) => z.preprocess(blankToNull, ZDay(what).nullable().optional());

export const ORDER_SORTS = ['createdAt', 'orderNumber', 'total', 'deliveryDate'] as const;
export const ZOrderListQuery = ZListQuery.extend({
  sort: sortField(ORDER_SORTS),
  status: z.enum(ORDER_STATUSES, { error: `Status is one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  /** Order number, customer name or phone; partial, any case. */
  search: z.string().trim().max(100).optional(),
  /** Orders placed from this day (Asia/Kolkata)… */
  from: ZFilterDay('from date'),
  /** …up to and including this day. */
  to: ZFilterDay('to date'),
  customerId: z.uuid('Not a valid customer id').optional(),
});
export type TOrderListQuery = z.input<typeof ZOrderListQuery>;

export const ZOrderDailyQuery = z.object({
  days: z.coerce.number().int().min(1, 'At least 1 day').max(366, 'At most 366 days').default(30),
});

export interface TOrderLine {
  /** The product's id (null once the product is deleted: the line keeps its name and price). */
  _id: string | null;
  name: string;
  /** Unit price in rupees, as sold. */
  price: number;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
}

export interface TOrderTotals {
  /** Rupees, for readers of the spec's fields. */
  subtotal: number;
  discount: number;
  couponCode: string | null;
  shipping: number;
  tax: number;
  total: number;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
}

export interface TOrderHistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  at: string;
  by: { _id: string; name: string } | null;
  note: string | null;
}

export interface TOrderAddress {
  _id: string | null;
  addressName: string;
  streetAdd: string;
  city: string;
  state: string;
  pincode: string;
}

export interface TOrder {
  _id: string;
  /** ORD-000001; `ordernumber` is the spec's spelling of the same. */
  orderNumber: string;
  ordernumber: string;
  status: OrderStatus;
  customerId: { _id: string; name: string; phone: string; countryCode: string; email: string | null };
  /** The address as it was when the order was placed. */
  shippingAddressId: TOrderAddress | null;
  productList: TOrderLine[];
  /** The total in rupees. */
  orderAmount: number;
  totals: TOrderTotals;
  /** YYYY-MM-DD (shown DD/MM/YYYY). */
  deliveryDate: string | null;
  actualDeliveryDate: string | null;
  /** The statuses this order may move to now. */
  allowedMoves: OrderStatus[];
  /** Detail views only. */
  history?: TOrderHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}

export interface TOrderSummary {
  total: number;
  pending: number;
  Shipped: number;
  cencel: number;
}

export interface TOrderQuote {
  productList: TOrderLine[];
  totals: TOrderTotals;
}
