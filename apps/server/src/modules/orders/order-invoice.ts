import { existsSync } from 'node:fs';
import { formatDay, formatMoney, type TOrder } from '@safesathi/contract';

/**
 * PDF's built-in fonts have no ₹ sign: a system font that has it (DejaVu Sans, shipped by
 * most Linux distributions) is used when present, otherwise amounts read "Rs.".
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/TTF', '/usr/share/fonts/dejavu'];
const FONTS = (() => {
  for (const dir of FONT_DIRS) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (existsSync(regular) && existsSync(bold)) return { regular, bold, unicode: true };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false };
})();

export interface InvoiceOptions {
  appName: string;
  currency: string;
  supportEmail: string;
}

/** A printable A4 invoice: seller, customer and address, each line with quantity and amount, and the totals. */
export async function renderInvoice(order: TOrder, opts: InvoiceOptions): Promise<Buffer> {
  const symbol = FONTS.unicode || /^[\x20-\x7e]*$/.test(opts.currency) ? opts.currency : 'Rs. ';
  const money = (paise: number) => formatMoney(paise, symbol);
  // Loaded on first use: pdfkit takes a tenth of a second to load, and most processes never print.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Invoice ${order.orderNumber}`, Author: opts.appName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  doc.font(FONTS.bold).fontSize(20).text(opts.appName, left, 48);
  doc.font(FONTS.regular).fontSize(9).fillColor('#555').text(opts.supportEmail);
  doc.font(FONTS.bold).fontSize(16).fillColor('#000').text('INVOICE', left, 48, { width, align: 'right' });
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .text(`Order ${order.orderNumber}`, { width, align: 'right' })
    .text(`Date ${formatDay(order.createdAt)}`, { width, align: 'right' })
    .text(`Status ${order.status}`, { width, align: 'right' });

  doc.moveDown(2);
  const top = doc.y;
  doc.font(FONTS.bold).text('Bill to', left, top);
  doc
    .font(FONTS.regular)
    .text(order.customerId.name)
    .text(`+${order.customerId.countryCode} ${order.customerId.phone}`);
  const a = order.shippingAddressId;
  doc.font(FONTS.bold).text('Ship to', left + width / 2, top);
  if (a)
    doc
      .font(FONTS.regular)
      .text(a.streetAdd, left + width / 2)
      .text(`${a.city}, ${a.state} ${a.pincode}`, left + width / 2);
  if (order.deliveryDate) doc.text(`Expected delivery ${formatDay(order.deliveryDate)}`, left + width / 2);

  // Lines
  const cols = { name: left, qty: left + width * 0.55, unit: left + width * 0.65, amount: left + width * 0.82 };
  let y = Math.max(doc.y, top + 60) + 24;
  const bottom = doc.page.height - 140;
  const row = (cells: [string, string, string, string], bold = false) => {
    if (y > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(10);
    const h = doc.heightOfString(cells[0], { width: width * 0.53 });
    doc.text(cells[0], cols.name, y, { width: width * 0.53 });
    doc.text(cells[1], cols.qty, y, { width: width * 0.08, align: 'right' });
    doc.text(cells[2], cols.unit, y, { width: width * 0.15, align: 'right' });
    doc.text(cells[3], cols.amount, y, { width: width * 0.18, align: 'right' });
    y += h + 6;
  };
  row(['Product', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(left, y - 3)
    .lineTo(right, y - 3)
    .lineWidth(0.5)
    .stroke();
  for (const l of order.productList)
    row([l.name, String(l.quantity), money(l.unitPricePaise), money(l.lineTotalPaise)]);
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  // Totals
  const t = order.totals;
  if (y > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(bold ? 12 : 10);
    doc.text(label, cols.unit - 60, y, { width: width * 0.15 + 60, align: 'right' });
    doc.text(value, cols.amount, y, { width: width * 0.18, align: 'right' });
    y += bold ? 20 : 16;
  };
  total('Sub Total', money(t.subtotalPaise));
  if (t.discountPaise > 0 || t.couponCode)
    total(
      t.couponCode ? `Coupon ${t.couponCode}` : 'Discount',
      `${FONTS.unicode ? '−' : '-'}${money(t.discountPaise)}`,
    );
  total('Shipping Cost', money(t.shippingPaise));
  total('Tax', money(t.taxPaise));
  total('Total', money(t.totalPaise), true);

  doc
    .font(FONTS.regular)
    .fontSize(8)
    .fillColor('#777')
    .text(`Thank you for your order. Questions: ${opts.supportEmail}`, left, doc.page.height - 80, {
      width,
      align: 'center',
    });
  doc.end();
  return done;
}
