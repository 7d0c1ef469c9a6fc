import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GSTIN } from '../../seed.js';
import { buyer, CAR_TAG, call, KIT, pendingOrder, type Shop, shopApp } from '../checkout/shop-test-kit.js';

// The GST tax invoice as a customer and an admin download it, read back as text.

let s: Shop;
beforeAll(async () => {
  s = await shopApp();
});
afterAll(async () => s?.t.close());

async function invoiceText(url: string, token: string): Promise<string> {
  const res = await call(s.t, 'GET', url, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('the tax invoice', () => {
  it('within the seller’s state: seller’s GSTIN, number, place of supply, HSN, CGST + SGST, total in words', async () => {
    const b = await buyer(s.t, 'Delhi', 'Meera Kapoor');
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 2]]);
    expect((await call(s.t, 'GET', `/api/my/orders/${order._id}/invoice`, b.token)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This order has no invoice: it was never paid.',
    });
    await s.fake.pay(payment.orderId);
    const { invoiceNumber } = (await call(s.t, 'GET', `/api/my/orders/${order._id}`, b.token)).json().result;
    const text = await invoiceText(`/api/my/orders/${order._id}/invoice`, b.token);
    for (const part of [
      'SafeSathi Technologies Private Limited',
      `GSTIN: ${DEMO_GSTIN}`,
      'State: Delhi (07)',
      'TAX INVOICE',
      `Invoice No. ${invoiceNumber}`,
      `Order ${order.orderNumber}`,
      'Place of supply: Delhi (07)',
      'Reverse charge: No',
      'Meera Kapoor',
      '7 Lodhi Road',
      // 2 × ₹299 = ₹598 taxable; 9 % + 9 % = ₹53.82 each; with shipping ₹755.64.
      `${CAR_TAG} 4821 2 ₹299.00 ₹598.00 ₹53.82 ₹53.82 ₹705.64`,
      'CGST 9% ₹53.82',
      'SGST 9% ₹53.82',
      'Shipping ₹50.00',
      'Total ₹755.64',
      'Amount in words: Rupees Seven Hundred Fifty Five and Sixty Four Paise Only',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('IGST');
    // The admin's copy is the same invoice.
    expect(await invoiceText(`/api/orders/${order._id}/invoice.pdf`, s.admin)).toContain(
      `Invoice No. ${invoiceNumber}`,
    );
    // Nobody else's.
    const other = await buyer(s.t);
    expect((await call(s.t, 'GET', `/api/my/orders/${order._id}/invoice`, other.token)).statusCode).toBe(404);
  });

  it('across states: IGST at the full rate, the place of supply from the shipping address', async () => {
    const b = await buyer(s.t, 'Karnataka', 'Kavya Iyer');
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    await s.fake.pay(payment.orderId);
    const text = await invoiceText(`/api/my/orders/${order._id}/invoice`, b.token);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain(`${KIT} 6307 1 ₹1,499.00 ₹1,499.00 ₹269.82 ₹1,768.82`);
    expect(text).toContain('IGST 18% ₹269.82');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Amount in words: Rupees One Thousand Eight Hundred Eighteen and Eighty Two Paise Only');
  });
});
