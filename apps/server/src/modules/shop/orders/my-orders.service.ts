import type { TSpecOrder } from '@safesathi/contract';
import type { Ctx } from '../../../platform/context.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { notFound } from '../../../platform/errors.js';
import { getOrder } from './orders.service.js';

/** One of the signed-in customer's own orders (anyone else's, even for an admin, is not found here). */
export async function getMyOrder(db: DbOrTx, ctx: Ctx, orderId: string): Promise<TSpecOrder> {
  const order = await getOrder(db, ctx, orderId);
  if (order.customerId._id !== ctx.user?._id) throw notFound('That order');
  return order;
}
