import type { Config } from '../../../platform/config.js';
import type { Ctx } from '../../../platform/context.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { invoiceOf } from './invoice.service.js';
import type { InvoiceDocument } from './invoice-document.js';
import { drawInvoice, FONTS } from './order-invoice.js';

/**
 * The selected orders' invoices and shipping labels as ONE PDF, to print in one go: for each
 * order its A4 invoice, then its label on an A6 page (ship-to address, phone, order number and a
 * QR code of the order number for the packer's scanner).
 */
export async function printOrders(
  db: DbOrTx,
  ctx: Ctx,
  config: Pick<Config, 'appName' | 'currency'>,
  ids: string[],
): Promise<Buffer> {
  const invoices: InvoiceDocument[] = [];
  for (const id of ids) invoices.push((await invoiceOf(db, ctx, config, id)).doc);
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    autoFirstPage: false,
    info: { Title: `Invoices and labels of ${ids.length} orders`, Author: config.appName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const inv of invoices) {
    doc.addPage({ size: 'A4', margin: 40 });
    drawInvoice(doc, inv, { currency: config.currency });
    const qr = await QRCode.toBuffer(inv.orderNumber, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 6 });
    drawLabel(doc, inv, qr, config.appName);
  }
  doc.end();
  return done;
}

function drawLabel(doc: PDFKit.PDFDocument, inv: InvoiceDocument, qr: Buffer, appName: string): void {
  doc.addPage({ size: 'A6', margin: 18 });
  const left = 18;
  const width = doc.page.width - 36;
  doc.font(FONTS.bold).fontSize(10).fillColor('#000').text('SHIP TO', left, 18);
  doc.font(FONTS.bold).fontSize(13).text(inv.buyer.name, { width });
  doc.font(FONTS.regular).fontSize(10);
  for (const line of inv.buyer.address) doc.text(line, { width });
  doc.font(FONTS.bold).fontSize(11).text(`Phone: ${inv.buyer.phone}`, { width });
  const y = Math.max(doc.y + 10, doc.page.height - 150);
  doc.image(qr, left, y, { width: 110, height: 110 });
  doc
    .font(FONTS.bold)
    .fontSize(12)
    .text(`Order ${inv.orderNumber}`, left + 120, y + 20, { width: width - 120 });
  doc
    .font(FONTS.regular)
    .fontSize(8)
    .text(`From ${inv.seller.name || appName}`, left + 120, y + 45, { width: width - 120 });
}
