import {
  type TBanner,
  type TBannerRequest,
  type TFaq,
  type TFaqRequest,
  type TUpdateFaqRequest,
  toImage,
} from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { deleteMany } from '../../platform/delete-many.js';
import { fieldError, notFound } from '../../platform/errors.js';
import type { UploadedFile, UploadStore } from '../../platform/uploads.js';
import {
  BANNER_TABLE,
  type BannerRow,
  FAQ_TABLE,
  type FaqRow,
  findActiveBanners,
  findAllFaqs,
  findFaqById,
  insertBannerLast,
  insertFaqLast,
  updateFaqRow,
} from './content.repo.js';

export { BANNER_ORDER, FAQ_ORDER } from './content.repo.js';

// ─── Banners (home page) ───────────────────────────────────────────────────
export const toBanner = (r: BannerRow): TBanner => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  imageUrl: r.imageUrl,
  image: toImage(r.imageUrl),
  createdAt: r.createdAt.toISOString(),
});

export async function findBanners(db: Db): Promise<TBanner[]> {
  return (await findActiveBanners(db)).map(toBanner);
}

/** A banner needs its picture (the `imageUrl` file); new banners go last. */
export async function createBanner(
  db: Db,
  ctx: Ctx,
  store: UploadStore,
  input: TBannerRequest,
  pictures: UploadedFile[],
): Promise<TBanner> {
  if (pictures.length !== 1) throw fieldError('imageUrl', 'Add one picture for the banner.');
  return store.with(pictures, ([imageUrl]) =>
    db.transaction(async (tx) => {
      const row = await insertBannerLast(tx, { ...input, imageUrl: imageUrl!, createdAt: ctx.now });
      await writeAudit(tx, ctx, 'create', 'banner', row.id, null, row);
      return toBanner(row);
    }),
  );
}

export async function deleteBanners(db: Db, ctx: Ctx, store: UploadStore, ids: string[]): Promise<number> {
  const rows = await deleteMany<BannerRow>(db, ctx, {
    ...BANNER_TABLE,
    ids,
    entity: 'banner',
    noun: 'banner',
    label: (r) => r.title,
  });
  await store.remove(rows.map((r) => r.imageUrl));
  return rows.length;
}

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const toFaq = (r: FaqRow): TFaq => ({
  _id: r.id,
  question: r.question,
  answer: r.answer,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function findFaqs(db: Db): Promise<TFaq[]> {
  return (await findAllFaqs(db)).map(toFaq);
}

export async function createFaq(db: Db, ctx: Ctx, input: TFaqRequest): Promise<TFaq> {
  return db.transaction(async (tx) => {
    const row = await insertFaqLast(tx, { ...input, createdAt: ctx.now, updatedAt: ctx.now });
    await writeAudit(tx, ctx, 'create', 'faq', row.id, null, row);
    return toFaq(row);
  });
}

export async function updateFaq(db: Db, ctx: Ctx, id: string, input: TUpdateFaqRequest): Promise<TFaq> {
  return db.transaction(async (tx) => {
    const before = await findFaqById(tx, id);
    if (!before) throw notFound('That FAQ');
    const row = await updateFaqRow(tx, id, { ...input, updatedAt: ctx.now });
    await writeAudit(tx, ctx, 'update', 'faq', id, before, row);
    return toFaq(row);
  });
}

export async function deleteFaqs(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<FaqRow>(db, ctx, {
    ...FAQ_TABLE,
    ids,
    entity: 'faq',
    noun: 'FAQ',
    label: (r) => r.question,
  });
  return rows.length;
}
