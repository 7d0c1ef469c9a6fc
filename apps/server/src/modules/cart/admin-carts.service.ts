import {
  ABANDONED_CART_HOURS,
  pageWindow,
  paiseToRupees,
  type TAdminCartListResponse,
  type ZCartListQuery,
} from '@safesathi/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { cartLines, carts, products, users } from '../../platform/db/schema.js';

const salePriceSql = sql<number>`case when ${products.discountedPricePaise} is not null and ${products.discountedPricePaise} < ${products.pricePaise} then ${products.discountedPricePaise} else ${products.pricePaise} end`;

/**
 * The back office's carts (viewCart): every customer's cart with something in it, open (changed
 * within a day) or abandoned, with its customer, items, value at today's prices and age. Two
 * queries a page.
 */
export async function listCarts(
  db: Db,
  now: Date,
  q: z.output<typeof ZCartListQuery>,
): Promise<TAdminCartListResponse> {
  const cutoff = new Date(now.getTime() - ABANDONED_CART_HOURS * 3600 * 1000);
  const where = and(
    sql`exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${carts.id})`,
    isNull(users.deletedAt),
    q.state === 'abandoned'
      ? lt(carts.updatedAt, cutoff)
      : q.state === 'open'
        ? gte(carts.updatedAt, cutoff)
        : undefined,
  );
  const { page, limit, offset } = pageWindow(q);
  const value = sql<number>`(select coalesce(sum(${cartLines.quantity} * ${salePriceSql}), 0)::int from ${cartLines} join ${products} on ${products.id} = ${cartLines.productId} where ${cartLines.cartId} = ${carts.id})`;
  const dir = (q.order ?? 'desc') === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: carts, name: users.name, phone: users.phone, value: value.mapWith(Number) })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .where(where)
      .orderBy(q.sort === 'value' ? dir(value) : dir(carts.updatedAt), dir(carts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(carts).innerJoin(users, eq(users.id, carts.userId)).where(where),
  ]);
  const ids = rows.map((r) => r.c.id);
  const items = ids.length
    ? await db
        .select({
          cartId: cartLines.cartId,
          productId: cartLines.productId,
          name: products.name,
          quantity: cartLines.quantity,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(inArray(cartLines.cartId, ids))
        .orderBy(asc(cartLines.position))
    : [];
  return {
    status: 'Success',
    data: rows.map((r) => {
      const mine = items.filter((i) => i.cartId === r.c.id).map(({ cartId: _, ...i }) => i);
      return {
        _id: r.c.id,
        customer: { _id: r.c.userId, name: r.name, phone: r.phone },
        items: mine,
        itemCount: mine.reduce((a, i) => a + i.quantity, 0),
        value: paiseToRupees(r.value),
        valuePaise: r.value,
        state: r.c.updatedAt < cutoff ? 'abandoned' : 'open',
        ageHours: Math.round(((now.getTime() - r.c.updatedAt.getTime()) / 3600_000) * 10) / 10,
        createdAt: r.c.createdAt.toISOString(),
        updatedAt: r.c.updatedAt.toISOString(),
      };
    }),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
