import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orderLines, orders, products, reviews, users } from '../../../platform/db/schema.js';
import { type ProductFilters, productWhere } from './products.repo.js';

type ReviewRow = typeof reviews.$inferSelect;
type ReviewValues = typeof reviews.$inferInsert;

/** The shop's filters over the products on sale; `inStock` keeps those with units left (or not counted). */
export function storeProductWhere(f: ProductFilters & { inStock?: boolean }): SQL | undefined {
  return and(
    productWhere(f),
    eq(products.active, true),
    f.inStock ? or(isNull(products.stock), gt(products.stock, 0)) : undefined,
  );
}

/** A product's newest `limit` reviews. */
export async function findLatestReviews(db: DbOrTx, productId: string, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function productExists(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return !!row;
}

/** Whether the customer has a delivered order with the product in it. */
export async function hasDeliveredProduct(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [bought] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.customerId, userId), eq(orders.status, 'Delivered'), eq(orderLines.productId, productId)))
    .limit(1);
  return !!bought;
}

export async function hasReviewed(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return !!existing;
}

export async function findUserName(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return me?.name;
}

export async function insertBuyerReview(db: DbOrTx, values: ReviewValues): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}
