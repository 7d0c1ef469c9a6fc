import {
  LOW_STOCK,
  pageWindow,
  type TListPage,
  type TProduct,
  type TStoreProduct,
  type TStoreProductDetail,
  toImage,
  type ZStoreProductQuery,
} from '@safesathi/contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.js';
import { notFound } from '../../../platform/errors.js';
import { countProducts, findProductPage, findProductRow, withImagesAndRatings } from './products.repo.js';
import { findLatestReviews, storeProductWhere } from './store.repo.js';

/** How many of a product's reviews its page carries. */
const REVIEWS_ON_PAGE = 50;

/** Units left when few are; stock is otherwise not shown to the public. */
export const lowStockOf = (stock: number | null) => (stock !== null && stock <= LOW_STOCK ? stock : null);

function toStoreProduct(p: TProduct): TStoreProduct {
  return {
    _id: p._id,
    name: p.name,
    description: p.description,
    category: p.category,
    price: p.price,
    discountedPrice: p.discountedPrice,
    pricePaise: p.pricePaise,
    discountedPricePaise: p.discountedPricePaise,
    salePricePaise: p.salePricePaise,
    images: p.images,
    pictures: p.pictures,
    inStock: p.inStock,
    lowStock: lowStockOf(p.stock),
    hsn: p.hsn,
    isTag: p.isTag,
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** One page of the products on sale, with pictures, prices, stock state and ratings, and how many there are: three queries. */
export async function listStoreProducts(
  db: Db,
  q: z.output<typeof ZStoreProductQuery>,
): Promise<TListPage<TStoreProduct>> {
  const where = storeProductWhere(q);
  const { page, limit, offset } = pageWindow(q);
  const sort = q.sort ?? 'position';
  const order = q.order ?? (sort === 'createdAt' || sort === 'rating' ? 'desc' : 'asc');
  const [rows, total] = await Promise.all([
    findProductPage(db, where, { sort, order, limit, offset }),
    countProducts(db, where),
  ]);
  const data = (await withImagesAndRatings(db, rows)).map(toStoreProduct);
  return { data, total, page, limit };
}

/** One product on sale with its newest reviews; a product off sale is not found. */
export async function getStoreProduct(db: Db, id: string): Promise<TStoreProductDetail> {
  const row = await findProductRow(db, id);
  if (!row?.p.active) throw notFound('That product');
  const [[product], latest] = await Promise.all([
    withImagesAndRatings(db, [row]),
    findLatestReviews(db, id, REVIEWS_ON_PAGE),
  ]);
  return {
    ...toStoreProduct(product!),
    reviews: latest.map((r) => ({
      _id: r.id,
      name: r.name,
      starRating: r.starRating,
      reviewText: r.reviewText,
      image: toImage(r.picture),
      verifiedBuyer: r.userId !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
