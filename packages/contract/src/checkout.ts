import { z } from 'zod';
import { ZAddressRequest } from './customers.js';
import { stateCodeOf } from './gst.js';
import { sortField, ZListQuery } from './lists.js';
import { RETURN_STATES, ZOrder, ZReturnInfo } from './orders.js';
import { listResponse, savedResponse, ZTrue } from './responses.js';
import { ZCouponCode } from './settings.js';
import { blankToNull } from './shop.js';

/** How a buyer pays at checkout. */
export const CHECKOUT_METHODS = ['online', 'cod'] as const;

/** A new address typed at checkout: the address book's fields, with a state the tax invoice can name. */
export const ZCheckoutAddress = ZAddressRequest.omit({ userid: true }).superRefine((a, ctx) => {
  if (!stateCodeOf(a.state))
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose an Indian state or union territory' });
});

/**
 * POST /api/checkout: the signed-in customer's cart becomes an order. The server prices it; an
 * `expectedTotalPaise` (what the buyer was shown) that differs is refused with PRICE_CHANGED.
 */
export const ZCheckoutRequest = z
  .object({
    /** One of the customer's saved addresses… */
    addressId: z.uuid('Choose one of your addresses').optional(),
    /** …or a new one (kept in the address book unless `saveAddress` is false). */
    address: ZCheckoutAddress.optional(),
    saveAddress: z.boolean({ error: 'saveAddress is true or false' }).default(true),
    /** Left out: the cart's coupon; null or "": none. */
    couponCode: z.preprocess(blankToNull, ZCouponCode.nullable().optional()),
    method: z.enum(CHECKOUT_METHODS, { error: 'Choose how to pay: online or cod (cash on delivery)' }),
    expectedTotalPaise: z.number({ error: 'expectedTotalPaise is a number of paise' }).int().min(0).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.addressId === !b.address)
      ctx.addIssue({
        code: 'custom',
        path: ['addressId'],
        message: 'Choose one of your addresses or enter a new one (not both)',
      });
  });

/** What the browser needs to open the provider's checkout (Razorpay's Standard Checkout options). */
export const ZProviderCheckout = z.object({
  provider: z.literal('razorpay'),
  /** `key` */
  keyId: z.string(),
  /** `order_id`: the provider's order. */
  orderId: z.string(),
  /** `amount`, in paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string().nullable() }),
  /** `callback_url` with `redirect: true`: the provider posts the result here, which redirects to the order's page. */
  callbackUrl: z.string(),
  /** The provider's checkout script (checkout.js), to load before `new Razorpay(options).open()`. */
  scriptUrl: z.string(),
});
export type TProviderCheckout = z.infer<typeof ZProviderCheckout>;

export const ZCheckoutResult = z.object({ order: ZOrder, payment: ZProviderCheckout.nullable() });
export const ZCheckoutResponse = savedResponse(ZCheckoutResult);

/** POST /api/checkout/verify: what Razorpay's checkout hands the page after a payment. */
export const ZVerifyPaymentRequest = z.object({
  razorpay_order_id: z.string({ error: 'razorpay_order_id is required' }).trim().min(1).max(64),
  razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required' }).trim().min(1).max(64),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).trim().min(1).max(128),
});

/**
 * paid: the order is placed; pending: the provider has not captured the money yet (the webhook
 * will say); refunded: paid, but it could not be fulfilled (stock or coupon ran out) and the money
 * goes back; failed: nothing was taken.
 */
export const PAYMENT_OUTCOMES = ['paid', 'pending', 'refunded', 'failed'] as const;
export const ZPaymentResult = z.object({ outcome: z.enum(PAYMENT_OUTCOMES), order: ZOrder });
export const ZPaymentResultResponse = savedResponse(ZPaymentResult);

// ─── Returns ───────────────────────────────────────────────────────────────
/** POST /api/my/orders/{id}/return (multipart, with an optional `photo` file). */
export const ZReturnRequest = z.object({
  reason: z
    .string({ error: 'Say what is wrong with the order' })
    .trim()
    .min(10, 'Say in a few words what is wrong (at least 10 characters)')
    .max(1000, 'Keep the reason under 1000 characters'),
});

/** PUT /api/returns/{orderId}: an admin's decision. */
export const ZReturnDecisionRequest = z.object({
  decision: z.enum(['approve', 'refuse'], { error: 'Decide approve or refuse' }),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});

export const ZReturnListQuery = ZListQuery.extend({
  sort: sortField(['createdAt']),
  status: z.enum(RETURN_STATES, { error: `Status is one of ${RETURN_STATES.join(', ')}` }).optional(),
});

export const ZReturnListItem = ZReturnInfo.extend({
  order: z.object({
    _id: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    totalPaise: z.number().int(),
    customer: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  }),
});
export const ZReturnListResponse = listResponse(ZReturnListItem);
export type TReturnListResponse = z.infer<typeof ZReturnListResponse>;
/** A return asked for or decided: the order as it is now (orders' marker). */
export const ZReturnSavedResponse = savedResponse(ZOrder, ZTrue);
