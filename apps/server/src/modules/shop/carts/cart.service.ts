import type { TCart, ZCartRequest } from '@safesathi/contract';
import type { z } from 'zod';
import type { Ctx } from '../../../platform/context.js';
import type { Db, DbOrTx } from '../../../platform/db/client.js';
import {
  clearCartCoupon,
  deleteCartLinesOfProducts,
  findCartLines,
  findCartOf,
  replaceCartLines,
  upsertCart,
} from './cart.repo.js';
import { type LineInput, normaliseLines, type PricingConfig, priceCart } from './cart-pricing.js';

type CartInput = z.output<typeof ZCartRequest>;

/** A customer's saved cart: its lines in the order they were added, and its coupon. */
export async function loadCart(
  db: DbOrTx,
  userId: string,
): Promise<{ lines: LineInput[]; couponCode: string | null; updatedAt: Date | null }> {
  const cart = await findCartOf(db, userId);
  if (!cart) return { lines: [], couponCode: null, updatedAt: null };
  const lines = await findCartLines(db, cart.id);
  return { lines, couponCode: cart.couponCode, updatedAt: cart.updatedAt };
}

/** Replaces a customer's cart (one row, its lines), in one transaction. */
async function saveCart(db: Db, ctx: Ctx, userId: string, lines: LineInput[], couponCode: string | null) {
  return db.transaction(async (tx) => {
    const cart = await upsertCart(tx, userId, couponCode, ctx.now);
    await replaceCartLines(tx, cart.id, lines, ctx.now);
    return cart.updatedAt;
  });
}

export async function getCart(db: Db, ctx: Ctx, config: PricingConfig): Promise<TCart> {
  return priceCart(db, ctx.now, config, await loadCart(db, ctx.user!._id));
}

/** PUT /api/cart: the whole cart as the browser has it; a coupon left out is removed. */
export async function putCart(db: Db, ctx: Ctx, config: PricingConfig, input: CartInput): Promise<TCart> {
  const notices: string[] = [];
  const lines = await normaliseLines(db, input.lines, notices);
  const couponCode = input.couponCode ?? null;
  const updatedAt = await saveCart(db, ctx, ctx.user!._id, lines, couponCode);
  return priceCart(db, ctx.now, config, { lines, couponCode, updatedAt, notices });
}

/**
 * POST /api/cart/merge, at sign-in: the visitor's cart joins the saved one (quantities of the
 * same product added), and its coupon replaces the saved one when it has one.
 */
export async function mergeCart(db: Db, ctx: Ctx, config: PricingConfig, input: CartInput): Promise<TCart> {
  const saved = await loadCart(db, ctx.user!._id);
  const notices: string[] = [];
  const lines = await normaliseLines(db, [...saved.lines, ...input.lines], notices);
  const couponCode = input.couponCode === undefined ? saved.couponCode : input.couponCode;
  const updatedAt = await saveCart(db, ctx, ctx.user!._id, lines, couponCode);
  return priceCart(db, ctx.now, config, { lines, couponCode, updatedAt, notices });
}

/** POST /api/cart/quote: a visitor's cart priced by the server, nothing saved. */
export async function quoteCart(db: Db, ctx: Ctx, config: PricingConfig, input: CartInput): Promise<TCart> {
  const notices: string[] = [];
  const lines = await normaliseLines(db, input.lines, notices);
  return priceCart(db, ctx.now, config, { lines, couponCode: input.couponCode ?? null, updatedAt: null, notices });
}

/** Takes the bought products out of the customer's cart (their order is placed); in its transaction. */
export async function removeFromCart(tx: DbOrTx, userId: string, productIds: string[], now: Date): Promise<void> {
  const cart = await findCartOf(tx, userId);
  if (!cart || productIds.length === 0) return;
  await deleteCartLinesOfProducts(tx, cart.id, productIds);
  await clearCartCoupon(tx, cart.id, now);
}
