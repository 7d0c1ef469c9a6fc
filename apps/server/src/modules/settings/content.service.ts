import {
  type TBanner,
  type TBannerRequest,
  type TFaq,
  type TFaqRequest,
  type TUpdateFaqRequest,
  toImage,
} from '@safesathi/contract';
import { asc, eq, max } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { banners, faqs } from '../../platform/db/schema.js';
import { deleteMany } from '../../platform/delete-many.js';
import { fieldError, notFound } from '../../platform/errors.js';
import type { ReorderOptions } from '../../platform/reorder.js';
import type { UploadedFile, UploadStore } from '../../platform/uploads.js';

type BannerRow = typeof banners.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;

// ─── Banners (home page) ───────────────────────────────────────────────────
export const BANNER_ORDER: ReorderOptions = {
  table: banners,
  idColumn: banners.id,
  positionColumn: banners.position,
  entity: 'banner',
  many: 'banners',
};
export const FAQ_ORDER: ReorderOptions = {
  table: faqs,
  idColumn: faqs.id,
  positionColumn: faqs.position,
  entity: 'faq',
  many: 'FAQs',
};

export const toBanner = (r: BannerRow): TBanner => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  imageUrl: r.imageUrl,
  image: toImage(r.imageUrl),
  createdAt: r.createdAt.toISOString(),
});

export async function findBanners(db: Db): Promise<TBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.createdAt));
  return rows.map(toBanner);
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
      const [{ last } = { last: null }] = await tx.select({ last: max(banners.position) }).from(banners);
      const [row] = await tx
        .insert(banners)
        .values({ ...input, imageUrl: imageUrl!, position: (last ?? -1) + 1, createdAt: ctx.now })
        .returning();
      await writeAudit(tx, ctx, 'create', 'banner', row!.id, null, row);
      return toBanner(row!);
    }),
  );
}

export async function deleteBanners(db: Db, ctx: Ctx, store: UploadStore, ids: string[]): Promise<number> {
  const rows = await deleteMany<BannerRow>(db, ctx, {
    table: banners,
    idColumn: banners.id,
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
  return (await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt))).map(toFaq);
}

export async function createFaq(db: Db, ctx: Ctx, input: TFaqRequest): Promise<TFaq> {
  return db.transaction(async (tx) => {
    const [{ last } = { last: null }] = await tx.select({ last: max(faqs.position) }).from(faqs);
    const [row] = await tx
      .insert(faqs)
      .values({ ...input, position: (last ?? -1) + 1, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await writeAudit(tx, ctx, 'create', 'faq', row!.id, null, row);
    return toFaq(row!);
  });
}

export async function updateFaq(db: Db, ctx: Ctx, id: string, input: TUpdateFaqRequest): Promise<TFaq> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id));
    if (!before) throw notFound('That FAQ');
    const [row] = await tx
      .update(faqs)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(faqs.id, id))
      .returning();
    await writeAudit(tx, ctx, 'update', 'faq', id, before, row);
    return toFaq(row!);
  });
}

export async function deleteFaqs(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<FaqRow>(db, ctx, {
    table: faqs,
    idColumn: faqs.id,
    ids,
    entity: 'faq',
    noun: 'FAQ',
    label: (r) => r.question,
  });
  return rows.length;
}
