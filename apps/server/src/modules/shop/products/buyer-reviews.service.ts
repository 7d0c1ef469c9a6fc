import type { TStoreReview, ZBuyerReviewRequest } from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { reviewerName } from './reviewer-name.js';
import { findUserName, hasDeliveredProduct, hasReviewed, insertBuyerReview, productExists } from './store.repo.js';

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
  if (!(await productExists(db, productId))) throw notFound('That product');
  if (!(await hasDeliveredProduct(db, userId, productId)))
    throw new AppError('FORBIDDEN', 'Only a customer who received this product can review it.', [
      { path: 'productId', message: 'Not in any of your delivered orders' },
    ]);
  if (await hasReviewed(db, userId, productId)) throw alreadyReviewed();
  // The name is the account's, not the request's: see reviewer-name.ts.
  const name = reviewerName(await findUserName(db, userId));
  try {
    return await db.transaction(async (tx) => {
      const row = await insertBuyerReview(tx, {
        productId,
        userId,
        name,
        starRating: input.starRating,
        reviewText: input.reviewText ?? '',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await writeAudit(tx, ctx, 'create', 'review', row.id, null, row);
      return {
        _id: row.id,
        name: row.name,
        starRating: row.starRating,
        reviewText: row.reviewText,
        image: null,
        verifiedBuyer: true,
        createdAt: row.createdAt.toISOString(),
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
