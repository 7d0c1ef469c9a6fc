import {
  ratingOf,
  type TRating,
  type TReview,
  toImage,
  type ZCreateReviewRequest,
  type ZUpdateReviewRequest,
} from '@safesathi/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { products, reviews } from '../../platform/db/schema.js';
import { deleteMany } from '../../platform/delete-many.js';
import { fieldError, notFound } from '../../platform/errors.js';
import type { UploadedFile, UploadStore } from '../../platform/uploads.js';
import { findStarsOf } from './products.repo.js';

type ReviewRow = typeof reviews.$inferSelect;

export const toReview = (r: ReviewRow): TReview => ({
  _id: r.id,
  productId: r.productId,
  name: r.name,
  reviewText: r.reviewText,
  starRating: r.starRating,
  picture: r.picture,
  image: toImage(r.picture),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function assertProduct(db: DbOrTx, id: string): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!row) throw notFound('That product');
}

/** A product's reviews, newest first, with its rating. */
export async function listReviews(db: Db, productId: string): Promise<{ data: TReview[]; rating: TRating }> {
  await assertProduct(db, productId);
  const [rows, stars] = await Promise.all([
    db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt)),
    findStarsOf(db, [productId]),
  ]);
  return { data: rows.map(toReview), rating: ratingOf(stars.get(productId) ?? []) };
}

function onePicture(pictures: UploadedFile[]): void {
  if (pictures.length > 1) throw fieldError('productPicture', 'Choose one picture for a review.');
}

/** A review needs its picture (docs/product.md §5); the picture is stored, then the row, or neither. */
export async function createReview(
  db: Db,
  ctx: Ctx,
  store: UploadStore,
  input: z.output<typeof ZCreateReviewRequest>,
  pictures: UploadedFile[],
): Promise<TReview> {
  if (pictures.length === 0) throw fieldError('productPicture', 'Add a picture to the review.');
  onePicture(pictures);
  return store.with(pictures, ([picture]) =>
    db.transaction(async (tx) => {
      await assertProduct(tx, input.productId);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          name: input.name,
          starRating: input.starRating,
          reviewText: input.reviewText ?? '',
          picture: picture ?? null,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await writeAudit(tx, ctx, 'create', 'review', row!.id, null, row);
      return toReview(row!);
    }),
  );
}

/** Edits a review; a new picture replaces the old one (deleted once the change is saved). */
export async function updateReview(
  db: Db,
  ctx: Ctx,
  store: UploadStore,
  input: z.output<typeof ZUpdateReviewRequest>,
  pictures: UploadedFile[],
): Promise<TReview> {
  onePicture(pictures);
  let replaced: string | null = null;
  const review = await store.with(pictures, ([picture]) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, input._id));
      if (!before) throw notFound('That review');
      if (input.productId && input.productId !== before.productId)
        throw fieldError('productId', 'A review stays with the product it was written for.');
      const [after] = await tx
        .update(reviews)
        .set({
          name: input.name,
          starRating: input.starRating,
          reviewText: input.reviewText,
          picture: picture ?? before.picture,
          updatedAt: ctx.now,
        })
        .where(eq(reviews.id, before.id))
        .returning();
      await writeAudit(tx, ctx, 'update', 'review', before.id, before, after);
      if (picture) replaced = before.picture;
      return toReview(after!);
    }),
  );
  await store.remove([replaced]);
  return review;
}

export async function deleteReviews(db: Db, ctx: Ctx, store: UploadStore, ids: string[]): Promise<number> {
  const rows = await deleteMany<ReviewRow>(db, ctx, {
    table: reviews,
    idColumn: reviews.id,
    ids,
    entity: 'review',
    noun: 'review',
    label: (r) => `The review by ${r.name}`,
  });
  await store.remove(rows.map((r) => r.picture));
  return rows.length;
}
