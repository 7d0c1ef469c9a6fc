import { z } from 'zod';
import { ZDay } from './dates.js';
import { stateCodeOf, stateName, ZGstin, ZInvoicePrefix } from './gst.js';
import { ZImage } from './media.js';
import { ZRupees } from './money.js';
import type { PermissionFlag } from './permissions.js';
import { dataResponse, savedResponse } from './responses.js';
import { LANDING_SECTIONS, SOCIAL_NETWORKS } from './settings-constants.js';
import { blankToNull } from './shop.js';

export * from './settings-constants.js';

const ZText = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

// ─── Banners ───────────────────────────────────────────────────────────────
/** POST /api/banner (multipart, with the picture as the `imageUrl` file). */
export const ZBannerRequest = z.object({
  title: ZText('title', 120),
  description: ZText('description', 500),
});
export type TBannerRequest = z.input<typeof ZBannerRequest>;

export const ZBanner = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The stored file name (the spec loads it from /api/fetchmedia/{imageUrl}). */
  imageUrl: z.string(),
  image: ZImage,
  createdAt: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const ZFaqRequest = z.object({
  question: ZText('question', 300),
  answer: ZText('answer', 3000),
});
export type TFaqRequest = z.input<typeof ZFaqRequest>;
export const ZUpdateFaqRequest = ZFaqRequest.partial();
export type TUpdateFaqRequest = z.input<typeof ZUpdateFaqRequest>;

export const ZFaq = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFaq = z.infer<typeof ZFaq>;

// ─── Coupons ───────────────────────────────────────────────────────────────
/** A coupon code: letters, digits, - and _, kept upper case. */
export const ZCouponCode = z
  .string({ error: 'Enter the coupon code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,30}$/, 'Use 3 to 30 letters, digits, - or _');

const ZWhole = (what: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: `Enter the ${what}` })
      .int(`The ${what} must be a whole number`)
      .min(min, `The ${what} must be at least ${min}`)
      .max(max, `The ${what} can be at most ${max}`),
  );

const couponFields = {
  discountName: ZCouponCode,
  description: z.string().trim().max(500, 'Keep the description under 500 characters').optional(),
  percentDiscount: ZWhole('percent discount', 1, 100),
  /** Rupees in, paise out. */
  maxCap: ZRupees('max cap').refine((p) => p > 0, 'The max cap must be more than ₹0'),
  maxUsage: ZWhole('max usage', 1, 1_000_000),
  /** The last day it works (Asia/Kolkata): DD/MM/YYYY, YYYY-MM-DD or ISO. */
  expiryDate: ZDay('expiry date'),
  /** Rupees in, paise out: the least subtotal it applies to (blank or 0: any order). */
  minOrder: z.preprocess(blankToNull, ZRupees('minimum order').nullable().optional()),
};
export const ZCouponRequest = z.object(couponFields);
export const ZUpdateCouponRequest = z.object(couponFields).partial();

export const ZCouponCheckQuery = z.object({
  code: ZCouponCode,
  /** The order's subtotal in rupees, to answer the discount it would get. */
  subtotal: z.preprocess(blankToNull, ZRupees('subtotal').nullable().optional()),
});

export const ZCoupon = z.object({
  _id: z.string(),
  discountName: z.string(),
  description: z.string(),
  percentDiscount: z.number(),
  /** Rupees. */
  maxCap: z.number(),
  maxCapPaise: z.number().int(),
  maxUsage: z.number().int(),
  usedCount: z.number().int(),
  /** The least subtotal it applies to, rupees and paise (0: any order). */
  minOrder: z.number(),
  minOrderPaise: z.number().int(),
  /** The last day it works, YYYY-MM-DD in India. */
  expiryDate: z.string(),
  /** The instant it stops working (end of that day in India). */
  expiresAt: z.string(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** GET /api/discount/check: the coupon and, given a subtotal, what it takes off. */
export const ZCouponCheck = ZCoupon.extend({
  discountPaise: z.number().int().nullable(),
  discount: z.number().nullable(),
});
export type TCouponCheck = z.infer<typeof ZCouponCheck>;

// ─── Website pages ─────────────────────────────────────────────────────────
/** The editable website pages and the flag each one's editor needs (docs/product.md §3 "Website"). */
export const PAGE_FLAGS = {
  about: 'editAboutUs',
  contact: 'editContactUs',
  'privacy-policy': 'editPrivacyPolicy',
  'shipping-policy': 'editShippingPolicy',
  'refund-policy': 'editReturnedPolicy',
  'terms-and-conditions': 'editTermsCondition',
} as const satisfies Record<string, PermissionFlag>;
export type PageSlug = keyof typeof PAGE_FLAGS;
export const PAGE_SLUGS = Object.keys(PAGE_FLAGS) as PageSlug[];

export const ZPageRequest = z.object({
  title: ZText('title', 120),
  /** Plain text; a blank line separates paragraphs, a line starting with "## " is a heading. */
  body: ZText('text', 50_000),
});
export type TPageRequest = z.input<typeof ZPageRequest>;

export const ZPage = z.object({
  slug: z.enum(PAGE_SLUGS as [PageSlug, ...PageSlug[]]),
  title: z.string(),
  body: z.string(),
  /** null: never edited (the built-in text). */
  updatedAt: z.string().nullable(),
});
export type TPage = z.infer<typeof ZPage>;

// ─── Site settings ─────────────────────────────────────────────────────────
const ZOptionalUrl = z.preprocess(blankToNull, z.httpUrl('Enter a full web address (https://…)').nullable().optional());
const ZOptionalShort = z.preprocess(blankToNull, z.string().trim().max(40).nullable().optional());

/** PUT /api/settings (editContactUs): the website's contacts and links. Fields not sent stay; an empty string clears an optional one. */
export const ZSiteContactSettingsRequest = z.object({
  supportEmail: z.email('Enter a valid e-mail address').optional(),
  supportPhone: ZOptionalShort,
  whatsapp: ZOptionalShort,
  appStoreUrl: ZOptionalUrl,
  playStoreUrl: ZOptionalUrl,
  social: z
    .object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ZOptionalUrl])))
    .partial()
    .optional(),
  /** The landing page's sections switched off; the list sent replaces the one saved ([] shows them all). */
  hiddenSections: z
    .array(z.enum(LANDING_SECTIONS, { error: `Choose sections among: ${LANDING_SECTIONS.join(', ')}` }), {
      error: 'Send the hidden sections as a list',
    })
    .max(LANDING_SECTIONS.length)
    .transform((list) => LANDING_SECTIONS.filter((s) => list.includes(s)))
    .optional(),
});

/**
 * PUT /api/settings/shop (editShopSettings): what orders are priced, paid and invoiced with — money,
 * so not the website editor's (docs/decisions/0042-shop-settings-flag.md). Fields not sent stay.
 */
export const ZShopSettingsRequest = z.object({
  shippingFeePaise: z.coerce
    .number({ error: 'Enter the shipping fee in paise' })
    .int('The shipping fee is a whole number of paise')
    .min(0, 'The shipping fee cannot be negative')
    .max(1_000_000, 'The shipping fee can be at most ₹10,000')
    .optional(),
  taxPercent: z.coerce
    .number({ error: 'Enter the tax rate' })
    .min(0, 'The tax rate cannot be negative')
    .max(100, 'The tax rate can be at most 100 %')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimals')
    .optional(),
  /** Offer cash on delivery at checkout. */
  codEnabled: z.boolean({ error: 'Say whether cash on delivery is offered (true or false)' }).optional(),
  // The seller as printed on tax invoices (docs/decisions/0030-payments-and-stock.md).
  sellerLegalName: z.preprocess(blankToNull, ZText('legal name', 200).nullable().optional()),
  sellerAddress: z.preprocess(blankToNull, ZText('seller address', 500).nullable().optional()),
  /** The seller's state, by name or GST state code; it decides CGST + SGST or IGST. */
  sellerState: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .transform((v, ctx) => {
        const code = /^\d{2}$/.test(v) ? (stateName(v) ? v : null) : stateCodeOf(v);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: 'Choose an Indian state or union territory' });
          return z.NEVER;
        }
        return code;
      })
      .nullable()
      .optional(),
  ),
  sellerGstin: z.preprocess(blankToNull, ZGstin.nullable().optional()),
  invoicePrefix: ZInvoicePrefix.optional(),
});

/** The shop settings' field names: on PUT /api/settings they also need editShopSettings. */
export const SHOP_SETTING_FIELDS = Object.keys(
  ZShopSettingsRequest.shape,
) as (keyof typeof ZShopSettingsRequest.shape)[];

/**
 * PUT /api/settings: the website's contacts and links, and — for an admin who also holds
 * editShopSettings — the shop settings in the same save.
 */
export const ZSiteSettingsRequest = ZSiteContactSettingsRequest.extend(ZShopSettingsRequest.shape);

/** Each network's page, or null. Side-effect free, so that the web bundle drops it (apps/web/vite.config.ts). */
/*#__NO_SIDE_EFFECTS__*/
function socialLinks() {
  type Network = (typeof SOCIAL_NETWORKS)[number];
  const links = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable()]));
  return z.object(links as Record<Network, z.ZodNullable<z.ZodString>>);
}

export const ZSiteSettings = z.object({
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  appStoreUrl: z.string().nullable(),
  playStoreUrl: z.string().nullable(),
  social: socialLinks(),
  /** The landing page's sections switched off by an operator, in page order. */
  hiddenSections: z.array(z.enum(LANDING_SECTIONS)),
  shippingFeePaise: z.number().int(),
  /** Rupees. */
  shippingFee: z.number(),
  taxPercent: z.number(),
  currency: z.string(),
  codEnabled: z.boolean(),
  /** Whether online payment is configured on this server (PAYMENT_PROVIDER); not a setting. */
  onlinePaymentEnabled: z.boolean(),
  sellerLegalName: z.string().nullable(),
  sellerAddress: z.string().nullable(),
  /** GST state code ("07") and its name. */
  sellerStateCode: z.string().nullable(),
  sellerState: z.string().nullable(),
  sellerGstin: z.string().nullable(),
  invoicePrefix: z.string(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

// ─── Answers ───────────────────────────────────────────────────────────────
export const ZBannerListResponse = dataResponse(z.array(ZBanner));
export const ZBannerSavedResponse = savedResponse(ZBanner);
export const ZFaqListResponse = dataResponse(z.array(ZFaq));
export const ZFaqSavedResponse = savedResponse(ZFaq);
export const ZCouponListResponse = dataResponse(z.array(ZCoupon));
export const ZCouponSavedResponse = savedResponse(ZCoupon);
export const ZCouponCheckResponse = savedResponse(ZCouponCheck);
/** GET /api/pages: each page's slug, title and last edit (the text only one by one). */
export const ZPageListResponse = dataResponse(
  z.array(z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() })),
);
export const ZPageResponse = dataResponse(ZPage);
export const ZPageSavedResponse = savedResponse(ZPage);
export const ZSiteSettingsResponse = dataResponse(ZSiteSettings);
export const ZSiteSettingsSavedResponse = savedResponse(ZSiteSettings);
