import { z } from 'zod';
import { ZDay } from './dates.js';
import type { TImage } from './media.js';
import { ZRupees } from './money.js';
import type { PermissionFlag } from './permissions.js';
import { SOCIAL_NETWORKS } from './settings-constants.js';
import { blankToNull } from './shop.js';

export { SOCIAL_NETWORKS } from './settings-constants.js';

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

export interface TBanner {
  _id: string;
  title: string;
  description: string;
  /** The stored file name (the spec loads it from /api/fetchmedia/{imageUrl}). */
  imageUrl: string;
  image: TImage;
  createdAt: string;
}

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const ZFaqRequest = z.object({
  question: ZText('question', 300),
  answer: ZText('answer', 3000),
});
export type TFaqRequest = z.input<typeof ZFaqRequest>;
export const ZUpdateFaqRequest = ZFaqRequest.partial();
export type TUpdateFaqRequest = z.input<typeof ZUpdateFaqRequest>;

export interface TFaq {
  _id: string;
  question: string;
  answer: string;
  createdAt: string;
  updatedAt: string;
}

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
};
export const ZCouponRequest = z.object(couponFields);
export type TCouponRequest = z.input<typeof ZCouponRequest>;
export const ZUpdateCouponRequest = z.object(couponFields).partial();
export type TUpdateCouponRequest = z.input<typeof ZUpdateCouponRequest>;

export const ZCouponCheckQuery = z.object({
  code: ZCouponCode,
  /** The order's subtotal in rupees, to answer the discount it would get. */
  subtotal: z.preprocess(blankToNull, ZRupees('subtotal').nullable().optional()),
});

export interface TCoupon {
  _id: string;
  discountName: string;
  description: string;
  percentDiscount: number;
  /** Rupees. */
  maxCap: number;
  maxCapPaise: number;
  maxUsage: number;
  usedCount: number;
  /** The last day it works, YYYY-MM-DD in India. */
  expiryDate: string;
  /** The instant it stops working (end of that day in India). */
  expiresAt: string;
  expired: boolean;
  createdAt: string;
}

/** GET /api/discount/check: the coupon and, given a subtotal, what it takes off. */
export interface TCouponCheck extends TCoupon {
  discountPaise: number | null;
  discount: number | null;
}

// ─── Website pages ─────────────────────────────────────────────────────────
/** The editable website pages and the flag each one's editor needs (spec §3 "Website"). */
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

export const ZPageParams = z.object({
  slug: z.enum(PAGE_SLUGS as [PageSlug, ...PageSlug[]], { error: `The page is one of: ${PAGE_SLUGS.join(', ')}` }),
});
export const ZPageRequest = z.object({
  title: ZText('title', 120),
  /** Plain text; a blank line separates paragraphs, a line starting with "## " is a heading. */
  body: ZText('text', 50_000),
});
export type TPageRequest = z.input<typeof ZPageRequest>;

export interface TPage {
  slug: PageSlug;
  title: string;
  body: string;
  updatedAt: string | null;
}

// ─── Site settings ─────────────────────────────────────────────────────────
const ZOptionalUrl = z.preprocess(blankToNull, z.httpUrl('Enter a full web address (https://…)').nullable().optional());
const ZOptionalShort = z.preprocess(blankToNull, z.string().trim().max(40).nullable().optional());

/** PUT /api/settings: fields not sent stay; an empty string clears an optional one. */
export const ZSiteSettingsRequest = z.object({
  supportEmail: z.email('Enter a valid e-mail address').optional(),
  supportPhone: ZOptionalShort,
  whatsapp: ZOptionalShort,
  appStoreUrl: ZOptionalUrl,
  playStoreUrl: ZOptionalUrl,
  social: z
    .object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ZOptionalUrl])))
    .partial()
    .optional(),
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
});
export type TSiteSettingsRequest = z.input<typeof ZSiteSettingsRequest>;

export interface TSiteSettings {
  supportEmail: string;
  supportPhone: string | null;
  whatsapp: string | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  social: Record<(typeof SOCIAL_NETWORKS)[number], string | null>;
  shippingFeePaise: number;
  /** Rupees. */
  shippingFee: number;
  taxPercent: number;
  currency: string;
}
