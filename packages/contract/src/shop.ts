import { z } from 'zod';
import { ZLabel } from './catalogue.js';
import { ZHsn } from './gst.js';
import { sortField, ZListQuery } from './lists.js';
import { ZImage } from './media.js';
import { ZRupees } from './money.js';
import { dataResponse, listResponse, savedResponse, ZSuccess, ZTrue } from './responses.js';

/** Most pictures one product keeps. */
export const MAX_PRODUCT_IMAGES = 10;

/** Multipart forms send "" (and some clients "null" or "undefined") for a cleared field. */
export const blankToNull = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? null : v);

/** A list that may arrive as repeated form fields, one comma-separated string or a JSON array string. */
const ZStringList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string' && v.trim().startsWith('[')) {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v;
  },
  z.array(z.string().trim().min(1).max(200), { error: 'Send a list of file names' }).max(50),
);

/** A form's switch or checkbox: a boolean, or 'true'/'false', 'on'/'off', '1'/'0' from a multipart form. */
export const ZFormBool = (what: string) =>
  z.preprocess(
    (v) => {
      if (v === 'true' || v === 'on' || v === '1' || v === 1) return true;
      if (v === 'false' || v === 'off' || v === '0' || v === 0) return false;
      return v;
    },
    z.boolean({ error: `Say whether ${what} (true or false)` }),
  );

/** Most units of one product the shop counts. */
export const MAX_STOCK = 1_000_000;

const productFields = {
  name: ZLabel('product name', 120),
  /** Rupees in, paise out. */
  price: ZRupees('price'),
  discountedPrice: z.preprocess(blankToNull, ZRupees('discounted price').nullable().optional()),
  categoryId: z.preprocess(blankToNull, z.uuid('Choose a category').nullable().optional()),
  description: z.string().trim().max(5000, 'Keep the description under 5000 characters').optional(),
  /** Units on hand; blank (null): not counted, always in stock. */
  stock: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: 'Enter the stock as a whole number' })
      .int('The stock is a whole number')
      .min(0, 'The stock cannot be negative')
      .max(MAX_STOCK, `The stock can be at most ${MAX_STOCK.toLocaleString('en-IN')}`)
      .nullable()
      .optional(),
  ),
  /** false: hidden from the shop and refused in carts; past orders keep it. */
  active: ZFormBool('the product is on sale').optional(),
  /** The HSN code printed on tax invoices (4, 6 or 8 digits). */
  hsn: z.preprocess(blankToNull, ZHsn.nullable().optional()),
  /** A SafeSathi QR tag: not refundable once activated (the refund policy). */
  isTag: ZFormBool('the product is a QR tag').optional(),
};

const discountNotAbovePrice = (p: { price?: number; discountedPrice?: number | null }, ctx: z.RefinementCtx): void => {
  if (p.price !== undefined && p.discountedPrice !== undefined && p.discountedPrice !== null)
    if (p.discountedPrice > p.price)
      ctx.addIssue({
        code: 'custom',
        path: ['discountedPrice'],
        message: 'The discounted price cannot be above the price',
      });
};

/** POST /api/admin/products (multipart, with at least one `productPicture` file). */
export const ZCreateProductRequest = z.object(productFields).superRefine(discountNotAbovePrice);

/**
 * PUT /api/admin/products/{id} (multipart; `_id` in the form on the deprecated PUT /api/products): fields not
 * sent stay; new pictures are added, `removeImages` removed.
 */
export const ZUpdateProductRequest = z
  .object({
    _id: z.uuid('Not a valid product id'),
    name: productFields.name.optional(),
    price: productFields.price.optional(),
    discountedPrice: productFields.discountedPrice,
    categoryId: productFields.categoryId,
    description: productFields.description,
    stock: productFields.stock,
    active: productFields.active,
    hsn: productFields.hsn,
    isTag: productFields.isTag,
    removeImages: ZStringList.optional(),
  })
  .superRefine(discountNotAbovePrice);

/** `position`: the order set by dragging in the back office (the default). */
export const PRODUCT_SORTS = ['position', 'createdAt', 'name', 'price'] as const;
export const ZProductListQuery = ZListQuery.extend({
  sort: sortField(PRODUCT_SORTS),
  categoryId: z.uuid('Not a valid category id').optional(),
  search: z.string().trim().max(100).optional(),
});

export const ZRating = z.object({
  /** Rounded to one decimal; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /**
   * How many reviews gave 1, 2, 3, 4 and 5 stars: always five. An array of length 5 rather than a
   * tuple: OpenAPI 3.0 cannot say "tuple", so the web app's generated types read it as number[] either way.
   */
  stars: z.array(z.number()).length(5),
});
export type TRating = z.infer<typeof ZRating>;

export const ZProduct = z.object({
  _id: z.string(),
  name: z.string(),
  /** Rupees, as the spec's client sends and reads them. */
  price: z.number(),
  discountedPrice: z.number().nullable(),
  pricePaise: z.number().int(),
  discountedPricePaise: z.number().int().nullable(),
  /** What it sells at: the discounted price when set and lower. */
  salePricePaise: z.number().int(),
  categoryId: z.string().nullable(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  description: z.string(),
  /** Units on hand, null when not counted. */
  stock: z.number().int().nullable(),
  /** Not counted, or at least one on hand. */
  inStock: z.boolean(),
  /** On sale in the shop. */
  active: z.boolean(),
  hsn: z.string().nullable(),
  isTag: z.boolean(),
  /** Stored file names, first is the card's picture (docs/product.md §3). */
  images: z.array(z.string()),
  pictures: z.array(ZImage),
  /** One entry per review (spec: "reviews (each with starRating)"). */
  reviews: z.array(z.object({ starRating: z.number() })),
  rating: ZRating,
  reviewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZStars = z.coerce
  .number({ error: 'Choose 1 to 5 stars' })
  .int('Choose 1 to 5 stars')
  .min(1, 'Choose 1 to 5 stars')
  .max(5, 'Choose 1 to 5 stars');

/** POST /api/reviews (multipart, with a `productPicture` file). */
export const ZCreateReviewRequest = z.object({
  productId: z.uuid('Choose a product'),
  name: ZLabel('name', 80),
  starRating: ZStars,
  reviewText: z.string().trim().max(2000, 'Keep the review under 2000 characters').optional(),
});

/** PUT /api/reviews (multipart): a new `productPicture` replaces the old one. */
export const ZUpdateReviewRequest = z.object({
  _id: z.uuid('Not a valid review id'),
  productId: z.uuid('Choose a product').optional(),
  name: ZLabel('name', 80).optional(),
  starRating: ZStars.optional(),
  reviewText: z.string().trim().max(2000, 'Keep the review under 2000 characters').optional(),
});

export const ZReview = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  reviewText: z.string(),
  starRating: z.number(),
  picture: z.string().nullable(),
  image: ZImage.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** The rating of a product from its star counts. */
export function ratingOf(stars: readonly number[]): TRating {
  const s = [0, 1, 2, 3, 4].map((i) => stars[i] ?? 0) as TRating['stars'];
  const count = s.reduce((a, b) => a + b, 0);
  const sum = s.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, stars: s };
}

// ─── Answers (the shop's marker is `status: true`) ─────────────────────────
export const ZProductListResponse = listResponse(ZProduct, ZTrue);
export const ZProductResponse = dataResponse(ZProduct, ZTrue);
export const ZProductSavedResponse = savedResponse(ZProduct, ZTrue);
/** GET /api/reviews/:productId: the reviews, newest first, and the product's rating. */
export const ZReviewListResponse = z.object({ status: ZTrue, data: z.array(ZReview), rating: ZRating });
export const ZReviewSavedResponse = savedResponse(ZReview, ZTrue);
/** The back office's clean routes (/api/admin/products…, /api/admin/reviews…): the one marker, `status: 'Success'`. */
export const ZAdminProductListResponse = listResponse(ZProduct);
export const ZAdminProductResponse = dataResponse(ZProduct);
export const ZAdminProductSavedResponse = savedResponse(ZProduct);
/** GET /api/admin/products/:id/reviews: the reviews, newest first, and the product's rating. */
export const ZAdminReviewListResponse = z.object({ status: ZSuccess, data: z.array(ZReview), rating: ZRating });
export const ZAdminReviewSavedResponse = savedResponse(ZReview);
