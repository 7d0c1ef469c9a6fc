import {
  type PageSlug,
  paiseToRupees,
  SOCIAL_NETWORKS,
  stateName,
  type TPage,
  type TPageRequest,
  type TSiteSettings,
  type ZSiteSettingsRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { fieldError } from '../../platform/errors.js';
import { defaultPages, retiredAboutBody } from './page-texts.js';
import {
  anyPageSaved,
  findPageBySlug,
  findPageTitles,
  findSettingValue,
  insertPagesIfAbsent,
  replacePageBody,
  upsertPage,
  upsertSetting,
} from './settings.repo.js';

/** Site settings live in one `settings` row, so a save is one atomic write. */
const SITE_KEY = 'site';

/** Until an admin sets them: ₹50 shipping and 18 % GST (docs/decisions/0008-money-pricing-and-coupons.md). */
export const DEFAULT_SHIPPING_FEE_PAISE = 5000;
export const DEFAULT_TAX_PERCENT = 18;

/** The tax invoice's series starts with this until an admin sets a prefix. */
export const DEFAULT_INVOICE_PREFIX = 'INV';

type Stored = Partial<
  Omit<TSiteSettings, 'shippingFee' | 'currency' | 'social' | 'onlinePaymentEnabled' | 'sellerState'>
> & {
  social?: Partial<TSiteSettings['social']>;
};
type SettingsConfig = Pick<Config, 'appName' | 'currency'> & Partial<Pick<Config, 'payments'>>;

export const defaultSupportEmail = (appName: string) =>
  `support@${appName.toLowerCase().replace(/[^a-z0-9]/g, '') || 'example'}.in`;

function withDefaults(stored: Stored, config: SettingsConfig): TSiteSettings {
  const shippingFeePaise = stored.shippingFeePaise ?? DEFAULT_SHIPPING_FEE_PAISE;
  return {
    supportEmail: stored.supportEmail ?? defaultSupportEmail(config.appName),
    supportPhone: stored.supportPhone ?? null,
    whatsapp: stored.whatsapp ?? null,
    appStoreUrl: stored.appStoreUrl ?? null,
    playStoreUrl: stored.playStoreUrl ?? null,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, stored.social?.[n] ?? null])) as TSiteSettings['social'],
    hiddenSections: stored.hiddenSections ?? [],
    shippingFeePaise,
    shippingFee: paiseToRupees(shippingFeePaise),
    taxPercent: stored.taxPercent ?? DEFAULT_TAX_PERCENT,
    currency: config.currency,
    codEnabled: stored.codEnabled ?? false,
    onlinePaymentEnabled: !!config.payments && config.payments.provider.kind !== 'none',
    sellerLegalName: stored.sellerLegalName ?? null,
    sellerAddress: stored.sellerAddress ?? null,
    sellerStateCode: stored.sellerStateCode ?? null,
    sellerState: stateName(stored.sellerStateCode),
    sellerGstin: stored.sellerGstin ?? null,
    invoicePrefix: stored.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
  };
}

async function readStored(db: DbOrTx): Promise<Stored> {
  return ((await findSettingValue(db, SITE_KEY)) as Stored | undefined) ?? {};
}

export async function getSiteSettings(db: DbOrTx, config: SettingsConfig): Promise<TSiteSettings> {
  return withDefaults(await readStored(db), config);
}

/** Saves the fields sent (null clears an optional one); audited. */
export async function updateSiteSettings(
  db: Db,
  ctx: Ctx,
  config: SettingsConfig,
  input: z.output<typeof ZSiteSettingsRequest>,
): Promise<TSiteSettings> {
  return db.transaction(async (tx) => {
    const before = await readStored(tx);
    const { social, sellerState, ...rest } = input;
    const next: Stored = { ...before };
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
    if (sellerState !== undefined) next.sellerStateCode = sellerState;
    if (social) next.social = { ...before.social, ...social };
    checkSeller(next);
    await upsertSetting(tx, SITE_KEY, next, ctx.now);
    await writeAudit(tx, ctx, 'update', 'settings', SITE_KEY, before, next);
    return withDefaults(next, config);
  });
}

/** A GSTIN names its state in its first two digits: the seller's state follows it, or must agree with it. */
function checkSeller(next: Stored): void {
  const gstin = next.sellerGstin;
  if (!gstin) return;
  const fromGstin = gstin.slice(0, 2);
  if (!next.sellerStateCode) next.sellerStateCode = fromGstin;
  else if (next.sellerStateCode !== fromGstin)
    throw fieldError(
      'sellerGstin',
      `This GSTIN is registered in ${stateName(fromGstin)}, not ${stateName(next.sellerStateCode)}: check the GSTIN or the state.`,
    );
}

// ─── Website pages ─────────────────────────────────────────────────────────
export async function getPage(db: Db, config: Pick<Config, 'appName' | 'currency'>, slug: PageSlug): Promise<TPage> {
  const row = await findPageBySlug(db, slug);
  if (row) return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
  const { supportEmail } = await getSiteSettings(db, config);
  return { slug, ...defaultPages(config.appName, supportEmail)[slug], updatedAt: null };
}

export async function listPages(db: Db): Promise<{ slug: string; title: string; updatedAt: string }[]> {
  const rows = await findPageTitles(db);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function updatePage(db: Db, ctx: Ctx, slug: PageSlug, input: TPageRequest): Promise<TPage> {
  return db.transaction(async (tx) => {
    const before = await findPageBySlug(tx, slug);
    const values = { title: input.title, body: input.body, updatedBy: ctx.user?._id ?? null, updatedAt: ctx.now };
    const row = await upsertPage(tx, slug, values);
    await writeAudit(tx, ctx, before ? 'update' : 'create', 'page', slug, before ?? null, row);
    return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
  });
}

/**
 * Writes the default texts of every page when there are none yet (first start, production too).
 * Where a page still holds a retired built-in text nobody edited, it gets the current one.
 */
export async function seedPages(db: Db, config: Pick<Config, 'appName' | 'currency'>): Promise<void> {
  const { supportEmail } = await getSiteSettings(db, config);
  const texts = defaultPages(config.appName, supportEmail);
  if (await anyPageSaved(db)) {
    await replacePageBody(db, 'about', retiredAboutBody(config.appName), texts.about.body);
    return;
  }
  await insertPagesIfAbsent(
    db,
    Object.entries(texts).map(([slug, t]) => ({ slug, ...t })),
  );
}
