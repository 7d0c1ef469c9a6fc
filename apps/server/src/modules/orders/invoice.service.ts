import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { orderLines, orders } from '../../platform/db/schema.js';
import { getSiteSettings } from '../settings/site-settings.service.js';
import { buildInvoice } from './invoice-document.js';
import { renderInvoice } from './order-invoice.js';
import { getOrder } from './orders.service.js';

/** An order's tax invoice as a PDF, for an admin (viewOrder) or the customer it belongs to. */
export async function orderInvoicePdf(
  db: DbOrTx,
  ctx: Ctx,
  config: Pick<Config, 'appName' | 'currency'>,
  orderId: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const { doc, order } = await invoiceOf(db, ctx, config, orderId);
  return { pdf: await renderInvoice(doc, { currency: config.currency }), filename: `invoice-${order.orderNumber}.pdf` };
}

/** An order and its invoice's content (who may read the order is checked by getOrder). */
export async function invoiceOf(db: DbOrTx, ctx: Ctx, config: Pick<Config, 'appName' | 'currency'>, orderId: string) {
  const order = await getOrder(db, ctx, orderId);
  const [lines, [row], settings] = await Promise.all([
    db
      .select({ hsn: orderLines.hsn })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    db.select({ taxRateBp: orders.taxRateBp }).from(orders).where(eq(orders.id, orderId)),
    getSiteSettings(db, config),
  ]);
  const doc = buildInvoice(
    order,
    { hsn: lines.map((l) => l.hsn), taxRateBp: row?.taxRateBp ?? null },
    settings,
    config.appName,
  );
  return { doc, order };
}
