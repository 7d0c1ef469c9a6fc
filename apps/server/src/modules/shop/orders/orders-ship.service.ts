import type { TBulkShipRequest, TShipOrderRequest, TSpecOrder } from '@safesathi/contract';
import type { Config } from '../../../platform/config.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { findOrderNumbers } from './order-writes.repo.js';
import { updateOrder } from './orders.service.js';

type Settings = Parameters<typeof updateOrder>[2];

/**
 * "Mark shipped" for one order: it moves to Shipped with its courier, tracking number and the
 * tags in its box, its status-history row, its audit row and its text to the customer (which
 * carries the tracking), in one transaction. The order must move: one already Shipped is refused
 * (409 ILLEGAL_STATUS_CHANGE), so a repeated click never texts the customer twice.
 */
export function shipOrder(db: Db, ctx: Ctx, config: Settings, orderId: string, ship: TShipOrderRequest) {
  return updateOrder(
    db,
    ctx,
    config,
    {
      orderId,
      status: 'Shipped',
      courier: ship.courier,
      trackingNumber: ship.trackingNumber,
      trackingUrl: ship.trackingUrl,
      tagCodes: ship.tagCodes,
    },
    { mustMove: true },
  );
}

/**
 * "Mark shipped" for a selection: each order is shipped as one order is, in a transaction of its
 * own. An order the status rules do not let move (or that is gone) is listed back with why; the
 * others still go.
 */
export async function shipOrders(
  db: Db,
  ctx: Ctx,
  config: Settings & Pick<Config, 'appName'>,
  input: TBulkShipRequest,
) {
  const ids = input.orders.map((o) => o.orderId);
  const numbers = await findOrderNumbers(db, ids);
  const shipped: Pick<TSpecOrder, '_id' | 'orderNumber'>[] = [];
  const refused: { orderId: string; orderNumber: string | null; reason: string }[] = [];
  const seen = new Set<string>();
  for (const { orderId, ...ship } of input.orders) {
    const orderNumber = numbers.get(orderId) ?? null;
    if (seen.has(orderId)) {
      refused.push({ orderId, orderNumber, reason: 'This order is in the list twice.' });
      continue;
    }
    seen.add(orderId);
    try {
      shipped.push(await shipOrder(db, ctx, config, orderId, ship));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ orderId, orderNumber, reason: err.message });
    }
  }
  return { shipped: shipped.map((o) => ({ orderId: o._id, orderNumber: o.orderNumber })), refused };
}
