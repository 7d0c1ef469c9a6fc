import { existsSync } from 'node:fs';
import { formatDay } from '@safesathi/contract';
import type { InvoiceDocument } from './invoice-document.js';

/**
 * PDF's built-in fonts have no ₹ sign: a system font that has it (DejaVu Sans, shipped by
 * most Linux distributions) is used when present, otherwise amounts read "Rs.".
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/TTF', '/usr/share/fonts/dejavu'];
export const FONTS = (() => {
  for (const dir of FONT_DIRS) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (existsSync(regular) && existsSync(bold)) return { regular, bold, unicode: true };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false };
})();

export interface InvoiceOptions {
  currency: string;
}

type Cell = { text: string; width: number; align?: 'left' | 'right' };

/**
 * A printable A4 tax invoice: seller with GSTIN, invoice number and date, place of supply,
 * buyer, each line with HSN, quantity, rate, taxable value and its GST, the totals and the
 * amount in words (the content is worked out by invoice-document.ts).
 */
export async function renderInvoice(inv: InvoiceDocument, opts: InvoiceOptions): Promise<Buffer> {
  // Loaded on first use: pdfkit takes a tenth of a second to load, and most processes never print.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${inv.title} ${inv.invoiceNumber ?? inv.orderNumber}`, Author: inv.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  drawInvoice(doc, inv, opts);
  doc.end();
  return done;
}

/** Draws the invoice on the document's current page (and more pages when its lines need them). */
export function drawInvoice(doc: PDFKit.PDFDocument, inv: InvoiceDocument, opts: InvoiceOptions): void {
  const symbol = FONTS.unicode || /^[\x20-\x7e]*$/.test(opts.currency) ? opts.currency : 'Rs. ';
  const money = (paise: number) =>
    `${paise < 0 ? '-' : ''}${symbol}${(Math.abs(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const half = left + width / 2;

  // Seller, and the invoice's own particulars on the right.
  doc
    .font(FONTS.bold)
    .fontSize(13)
    .text(inv.seller.name, left, 40, { width: width / 2 - 10 });
  doc.font(FONTS.regular).fontSize(8.5).fillColor('#333');
  if (inv.seller.address) doc.text(inv.seller.address, { width: width / 2 - 10 });
  doc.text(`GSTIN: ${inv.seller.gstin ?? 'not registered'}`);
  if (inv.seller.state) doc.text(`State: ${inv.seller.state} (${inv.seller.stateCode})`);
  const sellerBottom = doc.y;
  doc
    .font(FONTS.bold)
    .fontSize(15)
    .fillColor('#000')
    .text(inv.title, half, 40, { width: width / 2, align: 'right' });
  doc.font(FONTS.regular).fontSize(8.5);
  const facts = [
    inv.invoiceNumber ? `Invoice No. ${inv.invoiceNumber}` : null,
    inv.invoiceDate ? `Invoice date ${formatDay(inv.invoiceDate)}` : null,
    `Order ${inv.orderNumber} of ${formatDay(inv.orderDate)}`,
    `Place of supply: ${inv.placeOfSupply ? `${inv.placeOfSupply.name} (${inv.placeOfSupply.code})` : 'not stated'}`,
    'Reverse charge: No',
    inv.status === 'Cancelled' || inv.status === 'Returned' ? `Order ${inv.status.toLowerCase()}` : null,
  ];
  for (const f of facts) if (f) doc.text(f, half, doc.y, { width: width / 2, align: 'right' });

  // Buyer
  let y = Math.max(sellerBottom, doc.y) + 14;
  doc.font(FONTS.bold).fontSize(9).text('Bill to / Ship to', left, y);
  doc.font(FONTS.regular).fontSize(8.5).text(inv.buyer.name).text(inv.buyer.phone);
  for (const line of inv.buyer.address) doc.text(line);

  // Lines
  const pct = `${inv.ratePercent / (inv.intraState ? 2 : 1)}%`;
  const tax = inv.intraState ? [`CGST ${pct}`, `SGST ${pct}`] : [`IGST ${pct}`];
  const fixed = 18 + 40 + 24 + 54 + 60 + 54 * tax.length + 62;
  const head: Cell[] = [
    { text: '#', width: 18 },
    { text: 'Item', width: width - fixed },
    { text: 'HSN', width: 40 },
    { text: 'Qty', width: 24, align: 'right' },
    { text: inv.taxIncluded ? 'Price incl. GST' : 'Rate', width: 54, align: 'right' },
    { text: 'Taxable value', width: 60, align: 'right' },
    ...tax.map((text): Cell => ({ text, width: 54, align: 'right' })),
    { text: 'Total', width: 62, align: 'right' },
  ];
  const bottom = doc.page.height - 120;
  const row = (cells: Cell[], bold = false) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(8);
    const h = Math.max(...cells.map((c) => doc.heightOfString(c.text, { width: c.width - 4 })));
    if (y + h > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    let x = left;
    for (const c of cells) {
      doc.text(c.text, x, y, { width: c.width - 4, align: c.align ?? 'left' });
      x += c.width;
    }
    y += h + 5;
  };
  y = doc.y + 14;
  row(head, true);
  doc
    .moveTo(left, y - 3)
    .lineTo(right, y - 3)
    .lineWidth(0.5)
    .stroke();
  const rows = inv.shippingLine ? [...inv.lines, inv.shippingLine] : inv.lines;
  rows.forEach((l, i) => {
    const taxes = inv.intraState ? [l.cgstPaise, l.sgstPaise] : [l.igstPaise];
    row(
      [
        // Shipping is a line of the invoice (it carries GST) but not an item: it has no number.
        l === inv.shippingLine ? '' : String(i + 1),
        l.name,
        l.hsn ?? '—',
        String(l.quantity),
        money(l.unitPricePaise),
        money(l.taxablePaise),
        ...taxes.map(money),
        money(l.totalPaise),
      ].map((text, c) => ({ ...head[c]!, text })),
    );
  });
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  // Totals
  if (y > bottom - 90) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(bold ? 11 : 8.5);
    doc.text(label, left, y, { width: width - 90, align: 'right' });
    doc.text(value, right - 86, y, { width: 86, align: 'right' });
    y += bold ? 18 : 13;
  };
  if (inv.discountPaise > 0)
    total(
      `Coupon ${inv.couponCode ?? ''} (taken off the ${inv.taxIncluded ? 'lines' : 'taxable values'} above)`,
      money(-inv.discountPaise),
    );
  total('Taxable value', money(inv.taxablePaise));
  if (inv.intraState) {
    total(`CGST ${pct}`, money(inv.cgstPaise));
    total(`SGST ${pct}`, money(inv.sgstPaise));
  } else total(`IGST ${pct}`, money(inv.igstPaise));
  // An order priced with tax on top had untaxed shipping, added after the tax.
  if (!inv.shippingLine && inv.shippingPaise > 0) total('Shipping', money(inv.shippingPaise));
  total(inv.taxIncluded ? 'Total (prices include GST)' : 'Total', money(inv.totalPaise), true);
  doc
    .font(FONTS.regular)
    .fontSize(8.5)
    .text(`Amount in words: ${inv.words}`, left, y + 4, { width });

  doc
    .fontSize(7.5)
    .fillColor('#777')
    .text(
      `A computer-generated invoice; no signature is needed. Questions: ${inv.supportEmail}`,
      left,
      doc.page.height - 70,
      {
        width,
        align: 'center',
      },
    );
}
