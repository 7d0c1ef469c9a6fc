import { z } from 'zod';
import { sortField, ZListQuery } from './lists.js';
import { ZImage } from './media.js';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ZOrderTotals } from './orders.js';
import { dataResponse, listResponse } from './responses.js';
import { ZCouponCode } from './settings.js';
import { blankToNull } from './shop.js';

/**
 * A cart: a signed-in customer's lives on the server (GET/PUT /api/cart); a visitor's is kept by
 * the browser, priced by POST /api/cart/quote and merged into the server's at sign-in
 * (POST /api/cart/merge). Every answer is priced by the server (docs/decisions/0030-payments-and-stock.md).
 */
export const ZCartLineInput = z.object({
  productId: z.uuid('Choose a product'),
  quantity: z.coerce
    .number({ error: 'Enter a quantity' })
    .int('The quantity is a whole number')
    .min(1, 'The quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one product`),
});

/** PUT /api/cart (the whole cart), POST /api/cart/quote and POST /api/cart/merge. */
export const ZCartRequest = z.object({
  lines: z
    .array(ZCartLineInput, { error: 'Send the cart’s lines as a list' })
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} products in one cart`),
  /** A coupon to apply; null or "" removes it. Left out: PUT removes it, merge keeps the saved one. */
  couponCode: z.preprocess(blankToNull, ZCouponCode.nullable().optional()),
});

export const ZCartLine = z.object({
  productId: z.string(),
  name: z.string(),
  image: ZImage.nullable(),
  /** The list price and what it sells at now. */
  pricePaise: z.number().int(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  /** Units left when few are (5 or fewer), else null. */
  lowStock: z.number().int().nullable(),
  /** false: no longer sold, or fewer left than asked for; `problem` says which. Not counted in the totals. */
  available: z.boolean(),
  problem: z.string().nullable(),
  isTag: z.boolean(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  lines: z.array(ZCartLine),
  /** The coupon asked for, applied or not. */
  couponCode: z.string().nullable(),
  /** The coupon as applied to this cart. */
  coupon: z
    .object({
      code: z.string(),
      percentDiscount: z.number(),
      maxCapPaise: z.number().int(),
      minOrderPaise: z.number().int(),
      discountPaise: z.number().int(),
    })
    .nullable(),
  /** Why the coupon asked for does not apply now (unknown, expired, used up, under its minimum). */
  couponError: z
    .object({
      code: z.enum(['COUPON_UNKNOWN', 'COUPON_EXPIRED', 'COUPON_USED_UP', 'COUPON_BELOW_MINIMUM']),
      message: z.string(),
    })
    .nullable(),
  /** Of the available lines only: subtotal, coupon, shipping from the settings, total, and the GST inside it. */
  totals: ZOrderTotals,
  itemCount: z.number().int(),
  /** What the server changed in what was sent (a quantity capped to the stock, a product no longer sold). */
  notices: z.array(z.string()),
  /** Every line available and at least one line: checkout can start. */
  ready: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TCart = z.infer<typeof ZCart>;
export const ZCartResponse = dataResponse(ZCart);

// ─── The back office's view (viewCart) ─────────────────────────────────────
/** A cart left this long without a change is abandoned. */
export const ABANDONED_CART_HOURS = 24;
export const CART_STATES = ['open', 'abandoned'] as const;
export const ZCartListQuery = ZListQuery.extend({
  sort: sortField(['updatedAt', 'value']),
  state: z.enum(CART_STATES, { error: 'State is open or abandoned' }).optional(),
});

export const ZAdminCart = z.object({
  _id: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  items: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() })),
  itemCount: z.number().int(),
  /** The lines at today's sale prices (GST included), before coupon and shipping. */
  value: z.number(),
  valuePaise: z.number().int(),
  state: z.enum(CART_STATES),
  /** Hours since the cart last changed. */
  ageHours: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminCart = z.infer<typeof ZAdminCart>;
export const ZAdminCartListResponse = listResponse(ZAdminCart);
export type TAdminCartListResponse = z.infer<typeof ZAdminCartListResponse>;
