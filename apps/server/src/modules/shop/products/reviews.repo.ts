import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { products, reviews } from '../../../platform/db/schema.js';

export type ReviewRow = typeof reviews.$inferSelect;
type ReviewValues = typeof reviews.$inferInsert;

/** The table and key `deleteMany` (platform/delete-many.ts) deletes reviews by. */
export const REVIEW_TABLE = { table: reviews, idColumn: reviews.id };

export async function productExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return !!row;
}

/** A product's reviews, newest first. */
export async function findReviewsOf(db: DbOrTx, productId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt));
}

export async function findReviewById(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

export async function insertReview(db: DbOrTx, values: ReviewValues): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReviewRow(db: DbOrTx, id: string, set: Partial<ReviewValues>): Promise<ReviewRow> {
  const [row] = await db.update(reviews).set(set).where(eq(reviews.id, id)).returning();
  return row!;
}
