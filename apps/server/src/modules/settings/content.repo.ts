import { asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { banners, faqs } from '../../platform/db/schema.js';
import type { ReorderOptions } from '../../platform/reorder.js';

export type BannerRow = typeof banners.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
type BannerValues = typeof banners.$inferInsert;
type FaqValues = typeof faqs.$inferInsert;

// ─── Banners (home page) ───────────────────────────────────────────────────
export const BANNER_ORDER: ReorderOptions = {
  table: banners,
  idColumn: banners.id,
  positionColumn: banners.position,
  entity: 'banner',
  many: 'banners',
};

/** The table and key `deleteMany` (platform/delete-many.ts) deletes banners by. */
export const BANNER_TABLE = { table: banners, idColumn: banners.id };

export async function findActiveBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.createdAt));
}

/** Adds a banner after the last one. */
export async function insertBannerLast(db: DbOrTx, values: Omit<BannerValues, 'position'>): Promise<BannerRow> {
  const [{ last } = { last: null }] = await db.select({ last: max(banners.position) }).from(banners);
  const [row] = await db
    .insert(banners)
    .values({ ...values, position: (last ?? -1) + 1 })
    .returning();
  return row!;
}

// ─── FAQs ──────────────────────────────────────────────────────────────────
export const FAQ_ORDER: ReorderOptions = {
  table: faqs,
  idColumn: faqs.id,
  positionColumn: faqs.position,
  entity: 'faq',
  many: 'FAQs',
};

/** The table and key `deleteMany` (platform/delete-many.ts) deletes FAQs by. */
export const FAQ_TABLE = { table: faqs, idColumn: faqs.id };

export async function findAllFaqs(db: DbOrTx): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.createdAt));
}

export async function findFaqById(db: DbOrTx, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row;
}

/** Adds an FAQ after the last one. */
export async function insertFaqLast(db: DbOrTx, values: Omit<FaqValues, 'position'>): Promise<FaqRow> {
  const [{ last } = { last: null }] = await db.select({ last: max(faqs.position) }).from(faqs);
  const [row] = await db
    .insert(faqs)
    .values({ ...values, position: (last ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateFaqRow(db: DbOrTx, id: string, set: Partial<FaqValues>): Promise<FaqRow> {
  const [row] = await db.update(faqs).set(set).where(eq(faqs.id, id)).returning();
  return row!;
}
