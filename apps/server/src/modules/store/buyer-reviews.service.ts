import type { TStoreReview, ZBuyerReviewRequest } from '@safesathi/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { orderLines, orders, products, reviews, users } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';

/**
 * A review by a customer who bought the product here: they have a delivered order with it. One
 * per customer per product (a unique index keeps it so when two arrive at once).
 */
export async function createBuyerReview(
  db: Db,
  ctx: Ctx,
  productId: string,
  input: z.output<typeof ZBuyerReviewRequest>,
): Promise<TStoreReview> {
  const userId = ctx.user!._id;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('That product');
  const [bought] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.customerId, userId), eq(orders.status, 'Delivered'), eq(orderLines.productId, productId)))
    .limit(1);
  if (!bought)
    throw new AppError('FORBIDDEN', 'Only a customer who received this product can review it.', [
      { path: 'productId', message: 'Not in any of your delivered orders' },
    ]);
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  if (existing) throw alreadyReviewed();
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          productId,
          userId,
          name: input.name ?? me?.name ?? 'Customer',
          starRating: input.starRating,
          reviewText: input.reviewText ?? '',
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await writeAudit(tx, ctx, 'create', 'review', row!.id, null, row);
      return {
        _id: row!.id,
        name: row!.name,
        starRating: row!.starRating,
        reviewText: row!.reviewText,
        image: null,
        verifiedBuyer: true,
        createdAt: row!.createdAt.toISOString(),
      };
    });
  } catch (err) {
    // Two reviews sent at once: the unique index lets one in.
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw alreadyReviewed();
    throw err;
  }
}

const alreadyReviewed = () => new AppError('CONFLICT', 'You have already reviewed this product.');
