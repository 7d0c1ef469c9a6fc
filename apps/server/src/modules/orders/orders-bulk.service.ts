import type { TBulkShipRequest } from '@safesathi/contract';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { findOrderNumbers } from './order-writes.repo.js';
import { updateOrder } from './orders.service.js';

type Settings = Parameters<typeof updateOrder>[2];

/**
 * "Mark shipped" for a selection: each order moves to Shipped in a transaction of its own, with
 * its courier and tracking number, its status-history row, its audit row and its text to the
 * customer, exactly as a single move does. An order the status rules do not let move (or that is
 * gone) is listed back with why; the others still go.
 */
export async function shipOrders(
  db: Db,
  ctx: Ctx,
  config: Settings & Pick<Config, 'appName'>,
  input: TBulkShipRequest,
) {
  const ids = input.orders.map((o) => o.orderId);
  const numbers = await findOrderNumbers(db, ids);
  const shipped: { orderId: string; orderNumber: string }[] = [];
  const refused: { orderId: string; orderNumber: string | null; reason: string }[] = [];
  const seen = new Set<string>();
  for (const o of input.orders) {
    const orderNumber = numbers.get(o.orderId) ?? null;
    if (seen.has(o.orderId)) {
      refused.push({ orderId: o.orderId, orderNumber, reason: 'This order is in the list twice.' });
      continue;
    }
    seen.add(o.orderId);
    try {
      const saved = await updateOrder(
        db,
        ctx,
        config,
        {
          orderId: o.orderId,
          status: 'Shipped',
          courier: o.courier,
          trackingNumber: o.trackingNumber,
          trackingUrl: o.trackingUrl,
          tagCodes: o.tagCodes,
        },
        { mustMove: true },
      );
      shipped.push({ orderId: saved._id, orderNumber: saved.orderNumber });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ orderId: o.orderId, orderNumber, reason: err.message });
    }
  }
  return { shipped, refused };
}
