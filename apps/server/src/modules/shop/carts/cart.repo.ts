import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { cartLines, carts, products } from '../../../platform/db/schema.js';

export type CartRow = typeof carts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export async function findCartOf(db: DbOrTx, userId: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  return cart;
}

/** A cart's lines in the order they were added. */
export function findCartLines(db: DbOrTx, cartId: string): Promise<{ productId: string; quantity: number }[]> {
  return db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.position), asc(cartLines.createdAt));
}

/** Writes the customer's one cart row (created the first time); returns it. */
export async function upsertCart(db: DbOrTx, userId: string, couponCode: string | null, now: Date): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ userId, couponCode, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { couponCode, updatedAt: now } })
    .returning();
  return cart!;
}

/** Replaces a cart's lines with these, in this order. */
export async function replaceCartLines(
  db: DbOrTx,
  cartId: string,
  lines: { productId: string; quantity: number }[],
  now: Date,
): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
  if (lines.length)
    await db.insert(cartLines).values(lines.map((l, position) => ({ ...l, cartId, position, createdAt: now })));
}

export async function deleteCartLinesOfProducts(db: DbOrTx, cartId: string, productIds: string[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, productIds)));
}

export async function clearCartCoupon(db: DbOrTx, cartId: string, now: Date): Promise<void> {
  await db.update(carts).set({ couponCode: null, updatedAt: now }).where(eq(carts.id, cartId));
}

/** Name and stock of these products (those that still exist). */
export function findProductStocks(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
}

/** These products' rows (those that still exist); no query for none. */
export function findProductsByIds(db: DbOrTx, ids: string[]): Promise<ProductRow[]> {
  return ids.length ? db.select().from(products).where(inArray(products.id, ids)) : Promise.resolve([]);
}
