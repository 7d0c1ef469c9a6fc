import { z } from 'zod';
import { ZDay } from './dates.js';
import { sortField, ZListQuery } from './lists.js';
import { ZImage } from './media.js';
import { ORDER_STATUSES } from './order-status.js';
import { dataResponse, listResponse, savedResponse, ZTrue } from './responses.js';
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
  // With a move to Shipped: who carries it and where the customer follows it (texted to them).
  courier: z.preprocess(blankToNull, z.string().trim().max(80, 'Keep the courier under 80 characters').nullish()),
  trackingNumber: z.preprocess(
    blankToNull,
    z.string().trim().max(80, 'Keep the tracking number under 80 characters').nullish(),
  ),
  trackingUrl: z.preprocess(blankToNull, z.httpUrl('Enter a full web address (https://…)').max(500).nullish()),
  /** With a move to Shipped: the codes of the QR tags packed in the box (an activated one is not refundable). */
  tagCodes: z.array(z.string().trim().min(1).max(20), { error: 'Send the tag codes as a list' }).max(100).optional(),
});
/** PUT /api/admin/orders/{id}: the same, the order's id in the path. */
export const ZOrderEditRequest = ZUpdateOrderRequest.omit({ orderId: true });

/** POST /api/order/quote: what the order would cost, before saving it. */
export const ZOrderQuoteRequest = z.object({ productList: ZProductList, couponCode: ZOptionalCoupon });

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
  /** Only these orders (comma-separated ids): the CSV of a selection. */
  ids: z
    .string()
    .max(40 * 100, 'Select at most 100 orders')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid('Not a valid order id')).max(100, 'Select at most 100 orders'))
    .optional(),
});

export const ZOrderDailyQuery = z.object({
  days: z.coerce.number().int().min(1, 'At least 1 day').max(366, 'At most 366 days').default(30),
});

const ZPaise = z.number().int();

/** How an order is paid: online through the provider, cash on delivery, or as agreed with an admin who placed it. */
export const PAYMENT_METHODS = ['online', 'cod', 'manual'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Where its money is: not yet paid (cash on delivery before delivery, a manual order), waiting for
 * the provider, paid, failed (the buyer may try again), or going back to the buyer.
 */
export const PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const REFUND_STATES = ['pending', 'requested', 'processed', 'failed', 'recorded'] as const;
export const RETURN_STATES = ['requested', 'approved', 'refused'] as const;

export const ZRefund = z.object({
  _id: z.string(),
  amount: z.number(),
  amountPaise: ZPaise,
  /** pending: not yet sent to the provider; requested: the provider took it; processed: money sent; recorded: paid back outside the provider (cash on delivery). */
  status: z.enum(REFUND_STATES),
  reason: z.string(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRefund = z.infer<typeof ZRefund>;

export const ZOrderPayment = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATES),
  paidAt: z.string().nullable(),
  /** The provider's payment id (pay_…), for support. */
  providerPaymentId: z.string().nullable(),
  /** Why the last online attempt failed, in the provider's words. */
  lastError: z.string().nullable(),
});

export const ZOrderTracking = z.object({
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});

export const ZReturnInfo = z.object({
  _id: z.string(),
  status: z.enum(RETURN_STATES),
  reason: z.string(),
  photo: ZImage.nullable(),
  /** The admin's word with the decision. */
  note: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TReturnInfo = z.infer<typeof ZReturnInfo>;

export const ZOrderLine = z.object({
  /** The product's id (null once the product is deleted: the line keeps its name and price). */
  _id: z.string().nullable(),
  name: z.string(),
  /** Unit price in rupees, as sold. */
  price: z.number(),
  unitPricePaise: ZPaise,
  quantity: z.number().int(),
  lineTotalPaise: ZPaise,
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderTotals = z.object({
  /** Rupees, for readers of the spec's fields. */
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  subtotalPaise: ZPaise,
  discountPaise: ZPaise,
  shippingPaise: ZPaise,
  /** The GST in the total: inside it (prices include GST) or, for orders priced before that, on top of it. */
  taxPaise: ZPaise,
  totalPaise: ZPaise,
  /**
   * true: the total is goods − coupon + shipping, the tax inside it (docs/decisions/0049-tax-inclusive-prices.md).
   * false: an order priced earlier, whose tax was added on top.
   */
  taxIncluded: z.boolean(),
});
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

const ZPerson = z.object({ _id: z.string(), name: z.string() });

export const ZOrderHistoryEntry = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: ZPerson.nullable(),
  note: z.string().nullable(),
});
export type TOrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

export const ZOrderAddress = z.object({
  _id: z.string().nullable(),
  addressName: z.string(),
  streetAdd: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

export const ZOrder = z.object({
  _id: z.string(),
  /** ORD-000001; `ordernumber` is the spec's spelling of the same. */
  orderNumber: z.string(),
  ordernumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerId: ZPerson.extend({ phone: z.string(), countryCode: z.string(), email: z.string().nullable() }),
  /** The address as it was when the order was placed. */
  shippingAddressId: ZOrderAddress.nullable(),
  productList: z.array(ZOrderLine),
  /** The total in rupees. */
  orderAmount: z.number(),
  totals: ZOrderTotals,
  /** YYYY-MM-DD (shown DD/MM/YYYY). */
  deliveryDate: z.string().nullable(),
  actualDeliveryDate: z.string().nullable(),
  /** The statuses this order may move to now. */
  allowedMoves: z.array(z.enum(ORDER_STATUSES)),
  /** Detail views only. */
  history: z.array(ZOrderHistoryEntry).optional(),
  payment: ZOrderPayment,
  tracking: ZOrderTracking.nullable(),
  /** The GST invoice's number (INV/26-27/00001), given when the order is paid or placed. */
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  /** Something an admin should look at (a payment that did not match the order's total…). */
  flag: z.string().nullable(),
  /** A PendingPayment order is left unpaid after this and becomes Expired. */
  expiresAt: z.string().nullable(),
  /** The QR tags packed in the box. */
  tagCodes: z.array(z.string()),
  /** Detail views only: refunds of this order, and the customer's return request. */
  refunds: z.array(ZRefund).optional(),
  returnRequest: ZReturnInfo.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** The spec's order, as the server builds it and its older routes answer it. */
export type TSpecOrder = z.infer<typeof ZOrder>;

/** The four cards (SUMMARY_OF): cancelled counts Cancelled and Returned. */
export const ZOrderSummary = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  shipped: z.number().int(),
  cancelled: z.number().int(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;
/** The same on the spec's GET /api/orders/summary: `Shipped`, `cencel`. */
export const ZOrderSummarySpec = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  Shipped: z.number().int(),
  cencel: z.number().int(),
});

/** An order in the clean routes' answers: `orderNumber` alone. */
export const ZCleanOrder = ZOrder.omit({ ordernumber: true });
/** An order as the web app reads it: the clean routes' names. */
export type TOrder = z.infer<typeof ZCleanOrder>;

export const ZOrderQuote = z.object({ productList: z.array(ZOrderLine), totals: ZOrderTotals });
export type TOrderQuote = z.infer<typeof ZOrderQuote>;

// ─── Answers (orders' marker is `status: true`) ────────────────────────────
export const ZOrderListResponse = listResponse(ZOrder, ZTrue);
/** GET /api/orders/:id: the spec's `result`. */
export const ZOrderDetailResponse = z.object({ status: ZTrue, result: ZOrder });
export const ZOrderSummaryResponse = dataResponse(ZOrderSummarySpec, ZTrue);
/** GET /api/admin/orders and its summary: the one envelope, `orderNumber` alone, the cards' clean names. */
export const ZAdminOrderListResponse = listResponse(ZCleanOrder);
export const ZAdminOrderSummaryResponse = dataResponse(ZOrderSummary);
/** GET /api/orders/daily: orders per day (YYYY-MM-DD in India), oldest first. */
export const ZOrderDailyResponse = dataResponse(
  z.array(z.object({ date: z.string(), count: z.number().int() })),
  ZTrue,
);
export const ZOrderQuoteResponse = dataResponse(ZOrderQuote, ZTrue);
export const ZOrderSavedResponse = savedResponse(ZOrder, ZTrue);
/**
 * The clean routes' answers (docs/decisions/0059-orders-clean-routes.md): `status: 'Success'`, `data`,
 * `orderNumber` alone; the back office's under /api/admin/orders, the customer's own under /api/user/me/orders.
 */
export const ZCleanOrderDetailResponse = dataResponse(ZCleanOrder);
export const ZCleanOrderSavedResponse = savedResponse(ZCleanOrder);
export const ZAdminOrderDailyResponse = dataResponse(z.array(z.object({ date: z.string(), count: z.number().int() })));
export const ZAdminOrderQuoteResponse = dataResponse(ZOrderQuote);
