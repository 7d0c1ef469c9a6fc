import QRCode from 'qrcode';
import { tagUrl } from './tags.service.js';

/** The QR image printed for a tag: a PNG encoding its public URL, medium error correction. */
export function tagQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
}

const COLS = 3;
const ROWS = 4;
const MARGIN = 28;

/**
 * An A4 sheet of stickers, twelve a page: for each tag its QR (PUBLIC_URL/{code}), the code
 * in large type, the product name, "Scan in an emergency" and the URL.
 */
export async function renderTagSheet(codes: string[], opts: { publicUrl: string; appName: string }): Promise<Buffer> {
  // Loaded on first use: pdfkit takes a tenth of a second to load, and most processes never print.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${opts.appName} QR tags`, Author: opts.appName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const cellW = (doc.page.width - 2 * MARGIN) / COLS;
  const cellH = (doc.page.height - 2 * MARGIN) / ROWS;
  const qrSize = Math.min(cellW, cellH) - 78;
  const images = await Promise.all(codes.map((c) => tagQrPng(tagUrl(opts.publicUrl, c))));

  codes.forEach((code, i) => {
    const slot = i % (COLS * ROWS);
    if (i > 0 && slot === 0) doc.addPage();
    const x = MARGIN + (slot % COLS) * cellW;
    const y = MARGIN + Math.floor(slot / COLS) * cellH;
    doc
      .save()
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#bbbbbb')
      .rect(x + 4, y + 4, cellW - 8, cellH - 8)
      .stroke()
      .restore();
    doc
      .fillColor('#c62828')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(opts.appName, x, y + 12, { width: cellW, align: 'center' });
    doc.image(images[i]!, x + (cellW - qrSize) / 2, y + 28, { width: qrSize, height: qrSize });
    doc
      .fillColor('#000000')
      .font('Courier-Bold')
      .fontSize(20)
      .text(code, x, y + 32 + qrSize, { width: cellW, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('Scan in an emergency', x, y + 56 + qrSize, { width: cellW, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(tagUrl(opts.publicUrl, code), x, y + 69 + qrSize, { width: cellW, align: 'center' });
  });
  if (codes.length === 0) doc.font('Helvetica').fontSize(12).text('This batch has no tags.');
  doc.end();
  return done;
}
