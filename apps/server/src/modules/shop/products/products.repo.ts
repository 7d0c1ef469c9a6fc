import { paiseToRupees, ratingOf, salePrice, type TProduct, toImage } from '@safesathi/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { containsPattern } from '../../../platform/db/like.js';
import { categories, productImages, products, reviews } from '../../../platform/db/schema.js';
import { nextPosition, type ReorderOptions } from '../../../platform/reorder.js';

type ProductRow = typeof products.$inferSelect;
type Selected = { p: ProductRow; categoryName: string | null };

export interface ProductFilters {
  categoryId?: string;
  search?: string;
}

export function productWhere(f: ProductFilters): SQL | undefined {
  return and(
    f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
    f.search ? sql`lower(${products.name}) like lower(${containsPattern(f.search)})` : undefined,
  );
}

const SORTS = {
  position: products.position,
  createdAt: products.createdAt,
  name: sql`lower(${products.name})`,
  price: sql`coalesce(least(${products.discountedPricePaise}, ${products.pricePaise}), ${products.pricePaise})`,
  rating: sql`(select coalesce(avg(${reviews.starRating}), 0) from ${reviews} where ${reviews.productId} = ${products.id})`,
};

function selectProducts(db: DbOrTx) {
  return db
    .select({ p: products, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

export async function findProductPage(
  db: DbOrTx,
  where: SQL | undefined,
  o: { sort: keyof typeof SORTS; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<Selected[]> {
  const dir = o.order === 'asc' ? asc : desc;
  return selectProducts(db).where(where).orderBy(dir(SORTS[o.sort]), dir(products.id)).limit(o.limit).offset(o.offset);
}

export async function countProducts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

export async function findProductRow(db: DbOrTx, id: string): Promise<Selected | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  return row;
}

/** The pictures of many products, in order: one query. */
export async function findImagesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, file: productImages.file })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
  for (const r of rows) byProduct.get(r.productId)?.push(r.file);
  return byProduct;
}

/** How many 1…5-star reviews each product has: one grouped query. */
export async function findStarsOf(db: DbOrTx, ids: string[]): Promise<Map<string, number[]>> {
  const byProduct = new Map<string, number[]>(ids.map((id) => [id, [0, 0, 0, 0, 0]]));
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ productId: reviews.productId, star: reviews.starRating, n: count() })
    .from(reviews)
    .where(inArray(reviews.productId, ids))
    .groupBy(reviews.productId, reviews.starRating);
  for (const r of rows) {
    const stars = byProduct.get(r.productId);
    if (stars && r.star >= 1 && r.star <= 5) stars[r.star - 1] = r.n;
  }
  return byProduct;
}

export function toProduct(row: Selected, images: string[], stars: number[]): TProduct {
  const { p } = row;
  const rating = ratingOf(stars);
  return {
    _id: p.id,
    name: p.name,
    price: paiseToRupees(p.pricePaise),
    discountedPrice: p.discountedPricePaise === null ? null : paiseToRupees(p.discountedPricePaise),
    pricePaise: p.pricePaise,
    discountedPricePaise: p.discountedPricePaise,
    salePricePaise: salePrice(p.pricePaise, p.discountedPricePaise),
    categoryId: p.categoryId,
    category: p.categoryId && row.categoryName !== null ? { _id: p.categoryId, name: row.categoryName } : null,
    description: p.description,
    stock: p.stock,
    inStock: p.stock === null || p.stock > 0,
    active: p.active,
    hsn: p.hsn,
    isTag: p.isTag,
    images,
    pictures: images.map((f) => toImage(f)),
    // Highest first, as a reader of "reviews" would list them.
    reviews: rating.stars.flatMap((n, i) => Array.from({ length: n }, () => ({ starRating: i + 1 }))).reverse(),
    rating,
    reviewCount: rating.count,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Products with pictures and ratings: three queries whatever the number of rows. */
export async function withImagesAndRatings(db: DbOrTx, rows: Selected[]): Promise<TProduct[]> {
  const ids = rows.map((r) => r.p.id);
  const [images, stars] = await Promise.all([findImagesOf(db, ids), findStarsOf(db, ids)]);
  return rows.map((r) => toProduct(r, images.get(r.p.id) ?? [], stars.get(r.p.id) ?? [0, 0, 0, 0, 0]));
}

type ProductValues = typeof products.$inferInsert;

export type { ProductRow };

export const PRODUCT_ORDER: ReorderOptions = {
  table: products,
  idColumn: products.id,
  positionColumn: products.position,
  entity: 'product',
  many: 'products',
};

/** The table and key `deleteMany` (platform/delete-many.ts) deletes products by. */
export const PRODUCT_TABLE = { table: products, idColumn: products.id };

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return !!row;
}

/** The position a new product takes: after the last. */
export const nextProductPosition = (db: DbOrTx) => nextPosition(db, products, products.position);

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** The product's row, locked until the transaction ends. */
export async function findProductForUpdate(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function updateProductRow(db: DbOrTx, id: string, set: Partial<ProductValues>): Promise<ProductRow> {
  const [row] = await db.update(products).set(set).where(eq(products.id, id)).returning();
  return row!;
}

/** Adds pictures after the product's last one (or from position `start` when given). */
export async function appendProductImages(
  db: DbOrTx,
  productId: string,
  files: string[],
  now: Date,
  start?: number,
): Promise<void> {
  let first = start;
  if (first === undefined) {
    const [{ last } = { last: null }] = await db
      .select({ last: max(productImages.position) })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    first = (last ?? -1) + 1;
  }
  const from = first;
  await db
    .insert(productImages)
    .values(files.map((file, i) => ({ productId, file, position: from + i, createdAt: now })));
}

export async function deleteProductImages(db: DbOrTx, productId: string, files: string[]): Promise<void> {
  await db.delete(productImages).where(and(eq(productImages.productId, productId), inArray(productImages.file, files)));
}

/** The files of the products' pictures and of their reviews' pictures. */
export async function findProductFiles(db: DbOrTx, ids: string[]): Promise<(string | null)[]> {
  const [images, reviewPictures] = await Promise.all([
    db.select({ file: productImages.file }).from(productImages).where(inArray(productImages.productId, ids)),
    db
      .select({ file: reviews.picture })
      .from(reviews)
      .where(and(inArray(reviews.productId, ids), isNotNull(reviews.picture))),
  ]);
  return [...images, ...reviewPictures].map((r) => r.file);
}
