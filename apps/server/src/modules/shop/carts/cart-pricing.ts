import {
  couponDiscount,
  couponProblem,
  MAX_LINE_QUANTITY,
  priceOrder,
  salePrice,
  type TCart,
  type TCartLine,
  toImage,
} from '@safesathi/contract';
import type { Config } from '../../../platform/config.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { getSiteSettings } from '../../settings/site-settings.service.js';
import { findCoupon, refusal } from '../coupons/coupons.service.js';
import { toTotals } from '../orders/orders.repo.js';
import { shortageMessage } from '../orders/stock.js';
import { findImagesOf } from '../products/products.repo.js';
import { lowStockOf } from '../products/store.service.js';
import { findProductStocks, findProductsByIds } from './cart.repo.js';

export type LineInput = { productId: string; quantity: number };
export type PricingConfig = Pick<Config, 'appName' | 'currency'>;

/** Repeated products become one line; a quantity over the most of one product is capped. */
export function mergeLines(lines: LineInput[], notices: string[]): LineInput[] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => {
    if (quantity <= MAX_LINE_QUANTITY) return { productId, quantity };
    notices.push(`At most ${MAX_LINE_QUANTITY} of one product fit in a cart.`);
    return { productId, quantity: MAX_LINE_QUANTITY };
  });
}

/**
 * What a saved cart keeps of what was sent: products that no longer exist are dropped and a
 * quantity over the stock left is lowered to it, each change said in `notices`. A product off
 * sale or out of stock stays, marked unavailable, for the buyer to see and remove.
 */
export async function normaliseLines(db: DbOrTx, lines: LineInput[], notices: string[]): Promise<LineInput[]> {
  const merged = mergeLines(lines, notices);
  if (merged.length === 0) return [];
  const rows = await findProductStocks(
    db,
    merged.map((l) => l.productId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kept: LineInput[] = [];
  for (const l of merged) {
    const p = byId.get(l.productId);
    if (!p) {
      notices.push('A product in your cart is no longer sold and was removed.');
      continue;
    }
    if (p.stock !== null && p.stock > 0 && p.stock < l.quantity) {
      notices.push(`Only ${p.stock} of “${p.name}” ${p.stock === 1 ? 'is' : 'are'} left: your cart has ${p.stock}.`);
      kept.push({ productId: l.productId, quantity: p.stock });
    } else kept.push(l);
  }
  return kept;
}

/**
 * Prices a cart as it is now, on the server: each line at its product's sale price, marked
 * unavailable when the product is off sale or short of stock (and then left out of the totals),
 * the coupon applied with its rules (expiry, uses left, minimum order) or its refusal said,
 * shipping and tax from the settings.
 */
export async function priceCart(
  db: DbOrTx,
  now: Date,
  config: PricingConfig,
  input: { lines: LineInput[]; couponCode: string | null; updatedAt: Date | null; notices?: string[] },
): Promise<TCart> {
  const notices = input.notices ?? [];
  const ids = input.lines.map((l) => l.productId);
  const [rows, images, settings] = await Promise.all([
    findProductsByIds(db, ids),
    findImagesOf(db, ids),
    getSiteSettings(db, config),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines: TCartLine[] = [];
  for (const l of input.lines) {
    const p = byId.get(l.productId);
    if (!p) continue;
    const unit = salePrice(p.pricePaise, p.discountedPricePaise);
    const short = !p.active ? null : p.stock !== null && p.stock < l.quantity ? p.stock : undefined;
    lines.push({
      productId: p.id,
      name: p.name,
      image: toImage(images.get(p.id)?.[0]),
      pricePaise: p.pricePaise,
      unitPricePaise: unit,
      quantity: l.quantity,
      lineTotalPaise: unit * l.quantity,
      lowStock: lowStockOf(p.stock),
      available: short === undefined,
      problem:
        short === undefined
          ? null
          : shortageMessage({ productId: p.id, name: p.name, left: short, wanted: l.quantity }),
      isTag: p.isTag,
    });
  }
  const priced = lines.filter((l) => l.available);
  const subtotal = priced.reduce((a, l) => a + l.lineTotalPaise, 0);
  let coupon: TCart['coupon'] = null;
  let couponError: TCart['couponError'] = null;
  if (input.couponCode) {
    const row = await findCoupon(db, input.couponCode);
    const problem = row ? couponProblem(row, now, subtotal) : null;
    if (row && !problem)
      coupon = {
        code: row.discountName,
        percentDiscount: row.percentDiscount,
        maxCapPaise: row.maxCapPaise,
        minOrderPaise: row.minOrderPaise,
        discountPaise: couponDiscount(subtotal, row),
      };
    else {
      const err = refusal(input.couponCode, row, problem);
      couponError = { code: err.code as NonNullable<TCart['couponError']>['code'], message: err.message };
    }
  }
  const t = priceOrder({
    lines: priced,
    coupon,
    shippingFeePaise: settings.shippingFeePaise,
    taxPercent: settings.taxPercent,
  });
  return {
    lines,
    couponCode: input.couponCode,
    coupon,
    couponError,
    totals: toTotals({ ...t, couponCode: coupon?.code ?? null }),
    itemCount: lines.reduce((a, l) => a + l.quantity, 0),
    notices,
    ready: lines.length > 0 && lines.every((l) => l.available),
    updatedAt: input.updatedAt?.toISOString() ?? null,
  };
}
