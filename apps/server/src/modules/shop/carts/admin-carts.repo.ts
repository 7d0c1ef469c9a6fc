import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { cartLines, carts, products, users } from '../../../platform/db/schema.js';

const salePriceSql = sql<number>`case when ${products.discountedPricePaise} is not null and ${products.discountedPricePaise} < ${products.pricePaise} then ${products.discountedPricePaise} else ${products.pricePaise} end`;

export interface CartFilter {
  state?: 'open' | 'abandoned';
  /** Carts changed before this are abandoned. */
  cutoff: Date;
}

/** Carts with something in them, of customers not deleted, open or abandoned as asked. */
function cartWhere(f: CartFilter) {
  return and(
    sql`exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${carts.id})`,
    isNull(users.deletedAt),
    f.state === 'abandoned'
      ? lt(carts.updatedAt, f.cutoff)
      : f.state === 'open'
        ? gte(carts.updatedAt, f.cutoff)
        : undefined,
  );
}

/** One page of carts with their customer's name and phone and their value at today's prices. */
export function findCartPage(
  db: DbOrTx,
  f: CartFilter,
  sort: { by?: string; order?: 'asc' | 'desc' },
  limit: number,
  offset: number,
) {
  const value = sql<number>`(select coalesce(sum(${cartLines.quantity} * ${salePriceSql}), 0)::int from ${cartLines} join ${products} on ${products.id} = ${cartLines.productId} where ${cartLines.cartId} = ${carts.id})`;
  const dir = (sort.order ?? 'desc') === 'asc' ? asc : desc;
  return db
    .select({ c: carts, name: users.name, phone: users.phone, value: value.mapWith(Number) })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(cartWhere(f))
    .orderBy(sort.by === 'value' ? dir(value) : dir(carts.updatedAt), dir(carts.id))
    .limit(limit)
    .offset(offset);
}

export async function countCarts(db: DbOrTx, f: CartFilter): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(cartWhere(f));
  return total?.n ?? 0;
}

/** The lines of these carts with their product's name, in the order they were added. */
export async function findItemsOfCarts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      cartId: cartLines.cartId,
      productId: cartLines.productId,
      name: products.name,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(inArray(cartLines.cartId, ids))
    .orderBy(asc(cartLines.position));
}
