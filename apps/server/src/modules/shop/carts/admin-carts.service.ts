import {
  ABANDONED_CART_HOURS,
  pageWindow,
  paiseToRupees,
  type TAdminCartListResponse,
  type ZCartListQuery,
} from '@safesathi/contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.js';
import { countCarts, findCartPage, findItemsOfCarts } from './admin-carts.repo.js';

/**
 * The back office's carts (viewCart): every customer's cart with something in it, open (changed
 * within a day) or abandoned, with its customer, items, value at today's prices and age. Two
 * queries a page.
 */
export async function listCarts(
  db: Db,
  now: Date,
  q: z.output<typeof ZCartListQuery>,
): Promise<Omit<TAdminCartListResponse, 'status'>> {
  const cutoff = new Date(now.getTime() - ABANDONED_CART_HOURS * 3600 * 1000);
  const filter = { state: q.state, cutoff };
  const { page, limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    findCartPage(db, filter, { by: q.sort, order: q.order }, limit, offset),
    countCarts(db, filter),
  ]);
  const items = await findItemsOfCarts(
    db,
    rows.map((r) => r.c.id),
  );
  return {
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
    total,
    page,
    limit,
  };
}
