import type { Config } from '../../../platform/config.js';
import type { Ctx } from '../../../platform/context.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { getSiteSettings } from '../../settings/site-settings.service.js';
import { buildInvoice } from './invoice-document.js';
import { renderInvoice } from './order-invoice.js';
import { findLineHsns, findTaxRateBp } from './order-writes.repo.js';
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
  const [hsn, taxRateBp, settings] = await Promise.all([
    findLineHsns(db, orderId),
    findTaxRateBp(db, orderId),
    getSiteSettings(db, config),
  ]);
  const doc = buildInvoice(order, { hsn, taxRateBp }, settings, config.appName);
  return { doc, order };
}
