import { and, asc, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { banners, pages, productImages, products, settings } from '../../platform/db/schema.js';

type PageRow = typeof pages.$inferSelect;
type PageValues = typeof pages.$inferInsert;
export type BannerValues = typeof banners.$inferInsert;

// ─── The settings rows (one JSON value per key) ────────────────────────────
/** The value stored under `key`, or undefined when there is no row. */
export async function findSettingValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function settingExists(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return !!row;
}

/** Writes `value` under `key`, replacing what was there. */
export async function upsertSetting(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** Writes `value` under `key` unless a row is already there. */
export async function insertSettingIfAbsent(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

// ─── Website pages ─────────────────────────────────────────────────────────
export async function findPageBySlug(db: DbOrTx, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  return row;
}

export async function findPageTitles(db: DbOrTx): Promise<{ slug: string; title: string; updatedAt: Date }[]> {
  return db.select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt }).from(pages);
}

/** Writes a page's text, replacing the one saved before. */
export async function upsertPage(db: DbOrTx, slug: string, values: Omit<PageValues, 'slug'>): Promise<PageRow> {
  const [row] = await db
    .insert(pages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: pages.slug, set: values })
    .returning();
  return row!;
}

/** Replaces a page's text only while it is exactly `from` (a retired built-in text nobody edited). */
export async function replacePageBody(db: DbOrTx, slug: string, from: string, to: string): Promise<void> {
  await db
    .update(pages)
    .set({ body: to })
    .where(and(eq(pages.slug, slug), eq(pages.body, from)));
}

export async function anyPageSaved(db: DbOrTx): Promise<boolean> {
  const existing = await db.select({ slug: pages.slug }).from(pages).limit(1);
  return existing.length > 0;
}

/** Writes pages that are not there yet; a page already saved is kept. */
export async function insertPagesIfAbsent(db: DbOrTx, rows: PageValues[]): Promise<void> {
  await db.insert(pages).values(rows).onConflictDoNothing();
}

// ─── Demo pictures (demo-pictures.ts) ───────────────────────────────────────
/** Products without any picture, oldest first. */
export async function findProductsWithoutImages(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(notExists(db.select().from(productImages).where(eq(productImages.productId, products.id))))
    .orderBy(asc(products.createdAt));
}

export async function anyBannerSaved(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: banners.id }).from(banners).limit(1);
  return !!row;
}

export async function insertProductImages(db: DbOrTx, rows: { productId: string; file: string }[]): Promise<void> {
  await db.insert(productImages).values(rows);
}

export async function insertBanners(db: DbOrTx, rows: BannerValues[]): Promise<void> {
  await db.insert(banners).values(rows);
}
