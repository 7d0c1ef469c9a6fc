import { z } from 'zod';
import { sortField, ZListQuery } from './lists.js';
import { ZImage } from './media.js';
import { dataResponse, listResponse, savedResponse, ZTrue } from './responses.js';
import { ZFormBool, ZRating, ZStars } from './shop.js';

/** At or under this many units the shop says how many are left. */
export const LOW_STOCK = 5;

/** GET /api/shop/products: the products on sale, a page at a time. */
export const ZStoreProductQuery = ZListQuery.extend({
  // position: the shop's own order, set in the back office (the default).
  sort: sortField(['position', 'createdAt', 'name', 'price', 'rating']),
  categoryId: z.uuid('Not a valid category id').optional(),
  search: z.string().trim().max(100).optional(),
  /** true: only what can be bought now. */
  inStock: ZFormBool('only products in stock are wanted').optional(),
});

/** A product as the public shop shows it: no stock figure beyond "only N left". */
export const ZStoreProduct = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Rupees, and paise. */
  price: z.number(),
  discountedPrice: z.number().nullable(),
  pricePaise: z.number().int(),
  discountedPricePaise: z.number().int().nullable(),
  salePricePaise: z.number().int(),
  images: z.array(z.string()),
  pictures: z.array(ZImage),
  inStock: z.boolean(),
  /** Units left when few are (5 or fewer), else null. */
  lowStock: z.number().int().nullable(),
  hsn: z.string().nullable(),
  isTag: z.boolean(),
  rating: ZRating,
  reviewCount: z.number().int(),
});
export type TStoreProduct = z.infer<typeof ZStoreProduct>;

export const ZStoreReview = z.object({
  _id: z.string(),
  name: z.string(),
  starRating: z.number().int(),
  reviewText: z.string(),
  image: ZImage.nullable(),
  /** Written by a customer who bought it here. */
  verifiedBuyer: z.boolean(),
  createdAt: z.string(),
});
export type TStoreReview = z.infer<typeof ZStoreReview>;

/** GET /api/shop/products/{id}: the product with its newest reviews (up to 50). */
export const ZStoreProductDetail = ZStoreProduct.extend({ reviews: z.array(ZStoreReview) });
export type TStoreProductDetail = z.infer<typeof ZStoreProductDetail>;

export const ZStoreProductListResponse = listResponse(ZStoreProduct, ZTrue);
export const ZStoreProductResponse = dataResponse(ZStoreProductDetail, ZTrue);
/**
 * GET /api/shop/products: one page of the products on sale, `total` counting them all (a shop of 150
 * products is read in pages: `page` and `limit`, up to 100 a page).
 */
export const ZShopProductListResponse = listResponse(ZStoreProduct);
/** GET /api/shop/products/{id}. */
export const ZShopProductResponse = dataResponse(ZStoreProductDetail);

/**
 * POST /api/shop/products/{id}/reviews: a buyer's review. No name: it is shown under the account's first
 * name and initial ("Rohit M."), whatever is sent.
 */
export const ZBuyerReviewRequest = z.object({
  starRating: ZStars,
  reviewText: z.string().trim().max(2000, 'Keep the review under 2000 characters').optional(),
});
export const ZBuyerReviewSavedResponse = savedResponse(ZStoreReview, ZTrue);
/** POST /api/shop/products/{id}/reviews. */
export const ZShopReviewSavedResponse = savedResponse(ZStoreReview);
