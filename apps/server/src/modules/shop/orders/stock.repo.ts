import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orderLines, products } from '../../../platform/db/schema.js';

/**
 * The stock columns of the products, locked until the transaction ends, in id order (two orders
 * never wait on each other crosswise).
 *
 * The lock is FOR NO KEY UPDATE, what the decrement itself takes: it does not conflict with the
 * KEY SHARE lock that inserting an order line (a foreign key to the product) takes, so two
 * checkouts that have each just written their lines do not deadlock upgrading to it.
 */
export async function lockStockOf(
  tx: DbOrTx,
  productIds: string[],
): Promise<{ id: string; name: string; stock: number | null; active: boolean }[]> {
  return tx
    .select({ id: products.id, name: products.name, stock: products.stock, active: products.active })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** Adds `delta` units (negative to take them) to the product's stock. */
export async function addToStock(tx: DbOrTx, productId: string, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}` })
    .where(eq(products.id, productId));
}

/** The product and quantity of each of the order's lines. */
export async function findLineQuantities(
  tx: DbOrTx,
  orderId: string,
): Promise<{ productId: string | null; quantity: number }[]> {
  return tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}
