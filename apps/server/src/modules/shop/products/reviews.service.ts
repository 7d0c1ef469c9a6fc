import {
  ratingOf,
  type TRating,
  type TReview,
  toImage,
  type ZCreateReviewRequest,
  type ZUpdateReviewRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db, DbOrTx } from '../../../platform/db/client.js';
import { deleteMany } from '../../../platform/delete-many.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import type { UploadedFile, UploadStore } from '../../../platform/uploads.js';
import { findStarsOf } from './products.repo.js';
import {
  findReviewById,
  findReviewsOf,
  insertReview,
  productExists,
  REVIEW_TABLE,
  type ReviewRow,
  updateReviewRow,
} from './reviews.repo.js';

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
  if (!(await productExists(db, id))) throw notFound('That product');
}

/** A product's reviews, newest first, with its rating. */
export async function listReviews(db: Db, productId: string): Promise<{ data: TReview[]; rating: TRating }> {
  await assertProduct(db, productId);
  const [rows, stars] = await Promise.all([findReviewsOf(db, productId), findStarsOf(db, [productId])]);
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
      const row = await insertReview(tx, {
        productId: input.productId,
        name: input.name,
        starRating: input.starRating,
        reviewText: input.reviewText ?? '',
        picture: picture ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await writeAudit(tx, ctx, 'create', 'review', row.id, null, row);
      return toReview(row);
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
      const before = await findReviewById(tx, input._id);
      if (!before) throw notFound('That review');
      if (input.productId && input.productId !== before.productId)
        throw fieldError('productId', 'A review stays with the product it was written for.');
      const after = await updateReviewRow(tx, before.id, {
        name: input.name,
        starRating: input.starRating,
        reviewText: input.reviewText,
        picture: picture ?? before.picture,
        updatedAt: ctx.now,
      });
      await writeAudit(tx, ctx, 'update', 'review', before.id, before, after);
      if (picture) replaced = before.picture;
      return toReview(after);
    }),
  );
  await store.remove([replaced]);
  return review;
}

export async function deleteReviews(db: Db, ctx: Ctx, store: UploadStore, ids: string[]): Promise<number> {
  const rows = await deleteMany<ReviewRow>(db, ctx, {
    ...REVIEW_TABLE,
    ids,
    entity: 'review',
    noun: 'review',
    label: (r) => `The review by ${r.name}`,
  });
  await store.remove(rows.map((r) => r.picture));
  return rows.length;
}
