import {
  MAX_PRODUCT_IMAGES,
  pageWindow,
  type TListPage,
  type TProduct,
  type ZCreateProductRequest,
  type ZProductListQuery,
  type ZUpdateProductRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db, DbOrTx } from '../../../platform/db/client.js';
import { deleteMany } from '../../../platform/delete-many.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import type { UploadedFile, UploadStore } from '../../../platform/uploads.js';
import {
  appendProductImages,
  categoryExists,
  countProducts,
  deleteProductImages,
  findImagesOf,
  findProductFiles,
  findProductForUpdate,
  findProductPage,
  findProductRow,
  insertProduct,
  nextProductPosition,
  PRODUCT_TABLE,
  type ProductRow,
  productWhere,
  updateProductRow,
  withImagesAndRatings,
} from './products.repo.js';

export { PRODUCT_ORDER } from './products.repo.js';

type CreateInput = z.output<typeof ZCreateProductRequest>;
type UpdateInput = z.output<typeof ZUpdateProductRequest>;

/** One page of products with pictures and ratings (spec: T marker). */
export async function listProducts(db: Db, q: z.output<typeof ZProductListQuery>): Promise<TListPage<TProduct>> {
  const where = productWhere(q);
  const { page, limit, offset } = pageWindow(q);
  const sort = q.sort ?? 'position';
  const order = q.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
  const [rows, total] = await Promise.all([
    findProductPage(db, where, { sort, order, limit, offset }),
    countProducts(db, where),
  ]);
  return { data: await withImagesAndRatings(db, rows), total, page, limit };
}

export async function getProduct(db: DbOrTx, id: string): Promise<TProduct> {
  const row = await findProductRow(db, id);
  if (!row) throw notFound('That product');
  const [product] = await withImagesAndRatings(db, [row]);
  return product!;
}

async function assertCategory(db: DbOrTx, id: string | null | undefined): Promise<void> {
  if (!id) return;
  if (!(await categoryExists(db, id))) throw notFound('That category');
}

/** A new product needs at least one picture; all are stored, then the row, or neither. */
export async function createProduct(
  db: Db,
  ctx: Ctx,
  store: UploadStore,
  input: CreateInput,
  pictures: UploadedFile[],
): Promise<TProduct> {
  if (pictures.length === 0) throw fieldError('productPicture', 'Add at least one picture of the product.');
  if (pictures.length > MAX_PRODUCT_IMAGES)
    throw fieldError('productPicture', `A product can have at most ${MAX_PRODUCT_IMAGES} pictures.`);
  return store.with(pictures, (files) =>
    db.transaction(async (tx) => {
      await assertCategory(tx, input.categoryId);
      const row = await insertProduct(tx, {
        name: input.name,
        pricePaise: input.price,
        discountedPricePaise: input.discountedPrice ?? null,
        categoryId: input.categoryId ?? null,
        description: input.description ?? '',
        stock: input.stock ?? null,
        active: input.active ?? true,
        hsn: input.hsn ?? null,
        isTag: input.isTag ?? false,
        position: await nextProductPosition(tx),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await appendProductImages(tx, row.id, files, ctx.now, 0);
      await writeAudit(tx, ctx, 'create', 'product', row.id, null, { ...row, images: files });
      return getProduct(tx, row.id);
    }),
  );
}

/**
 * Edits a product: fields sent replace the old ones, new pictures are added after the
 * kept ones, `removeImages` are dropped (their files deleted once the change is saved).
 * At least one picture must remain.
 */
export async function updateProduct(
  db: Db,
  ctx: Ctx,
  store: UploadStore,
  input: UpdateInput,
  pictures: UploadedFile[],
): Promise<TProduct> {
  const removed: string[] = [];
  const product = await store.with(pictures, (added) =>
    db.transaction(async (tx) => {
      const before = await findProductForUpdate(tx, input._id);
      if (!before) throw notFound('That product');
      const current = (await findImagesOf(tx, [before.id])).get(before.id) ?? [];
      const toRemove = [...new Set(input.removeImages ?? [])];
      const unknown = toRemove.filter((f) => !current.includes(f));
      if (unknown.length) throw fieldError('removeImages', `This product has no picture named ${unknown.join(', ')}.`);
      const remaining = current.length - toRemove.length + added.length;
      if (remaining < 1) throw fieldError('productPicture', 'Keep or add at least one picture of the product.');
      if (remaining > MAX_PRODUCT_IMAGES)
        throw fieldError('productPicture', `A product can have at most ${MAX_PRODUCT_IMAGES} pictures.`);
      checkDiscount(input.price ?? before.pricePaise, input.discountedPrice, before);
      if (input.categoryId !== undefined) await assertCategory(tx, input.categoryId);

      const after = await updateProductRow(tx, before.id, {
        name: input.name,
        pricePaise: input.price,
        discountedPricePaise: input.discountedPrice,
        categoryId: input.categoryId,
        description: input.description,
        stock: input.stock,
        active: input.active,
        hsn: input.hsn,
        isTag: input.isTag,
        updatedAt: ctx.now,
      });
      if (toRemove.length) await deleteProductImages(tx, before.id, toRemove);
      // New pictures go after the last one kept.
      if (added.length) await appendProductImages(tx, before.id, added, ctx.now);
      await writeAudit(
        tx,
        ctx,
        'update',
        'product',
        before.id,
        { ...before, images: current },
        { ...after, removedImages: toRemove, addedImages: added },
      );
      removed.push(...toRemove);
      return getProduct(tx, before.id);
    }),
  );
  await store.remove(removed);
  return product;
}

/** The edited discounted price may not end up above the (possibly edited) price. */
function checkDiscount(pricePaise: number, discounted: number | null | undefined, before: ProductRow): void {
  const effective = discounted === undefined ? before.discountedPricePaise : discounted;
  if (effective !== null && effective > pricePaise)
    throw fieldError('discountedPrice', 'The discounted price cannot be above the price');
}

/** Deletes products with their pictures and reviews; orders keep their own copy of name and price. */
export async function deleteProducts(db: Db, ctx: Ctx, store: UploadStore, ids: string[]): Promise<number> {
  const files = await findProductFiles(db, ids);
  const rows = await deleteMany<ProductRow>(db, ctx, {
    ...PRODUCT_TABLE,
    ids,
    entity: 'product',
    noun: 'product',
    label: (r) => r.name,
  });
  await store.remove(files);
  return rows.length;
}
