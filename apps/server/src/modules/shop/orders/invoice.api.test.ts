import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../platform/db/schema.js';
import { DEMO_GSTIN } from '../../../seed.js';
import { buyer, CAR_TAG, call, KIT, pendingOrder, type Shop, shopApp } from '../test-kit.js';

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
  it('within the seller’s state: GSTIN, number, place of supply, HSN, CGST + SGST worked out of the price, shipping its own line', async () => {
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
      // 2 × ₹299 = ₹598 with GST inside: ₹506.78 taxable, ₹91.22 GST halved; shipping ₹50 its own
      // taxed line (₹42.37 + ₹7.63, the odd paisa to CGST); the buyer paid ₹648, no tax on top.
      `${CAR_TAG} 4821 2 ₹299.00 ₹506.78 ₹45.61 ₹45.61 ₹598.00`,
      'Shipping — 1 ₹50.00 ₹42.37 ₹3.82 ₹3.81 ₹50.00',
      'Taxable value ₹549.15',
      'CGST 9% ₹49.43',
      'SGST 9% ₹49.42',
      'Total (prices include GST) ₹648.00',
      'Amount in words: Rupees Six Hundred Forty Eight Only',
    ])
      expect(text).toContain(part);
    // What was paid, and the invoice adds up to it to the paisa: 549.15 + 49.43 + 49.42 = 648.
    const paid = (await call(s.t, 'GET', `/api/my/orders/${order._id}`, b.token)).json().result.totals;
    expect(paid).toMatchObject({ subtotalPaise: 59800, shippingPaise: 5000, totalPaise: 64800, taxPaise: 9885 });
    expect(54915 + 4943 + 4942).toBe(paid.totalPaise);
    expect(4943 + 4942).toBe(paid.taxPaise);
    expect(text).not.toContain('IGST');
    // The admin's copy is the same invoice.
    expect(await invoiceText(`/api/orders/${order._id}/invoice.pdf`, s.admin)).toContain(
      `Invoice No. ${invoiceNumber}`,
    );
    // Nobody else's.
    const other = await buyer(s.t);
    expect((await call(s.t, 'GET', `/api/my/orders/${order._id}/invoice`, other.token)).statusCode).toBe(404);
  });

  it('across states: IGST at the full rate on the goods and on shipping, the place of supply from the address', async () => {
    const b = await buyer(s.t, 'Karnataka', 'Kavya Iyer');
    const { order, payment } = await pendingOrder(s, b, [[s.ids[KIT]!, 1]]);
    await s.fake.pay(payment.orderId);
    const text = await invoiceText(`/api/my/orders/${order._id}/invoice`, b.token);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain(`${KIT} 6307 1 ₹1,499.00 ₹1,270.34 ₹228.66 ₹1,499.00`);
    expect(text).toContain('Shipping — 1 ₹50.00 ₹42.37 ₹7.63 ₹50.00');
    expect(text).toContain('Taxable value ₹1,312.71');
    expect(text).toContain('IGST 18% ₹236.29');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Total (prices include GST) ₹1,549.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Five Hundred Forty Nine Only');
  });

  it('an order priced before prices included GST prints as it was charged: tax on top, shipping untaxed', async () => {
    const b = await buyer(s.t, 'Delhi', 'Meera Kapoor');
    const { order, payment } = await pendingOrder(s, b, [[s.ids[CAR_TAG]!, 2]]);
    await s.fake.pay(payment.orderId);
    // Its stored figures as the old rule wrote them: 18 % of ₹598 = ₹107.64 on top, + ₹50 shipping.
    await s.t.database.db.update(orders).set({ taxPaise: 10764, totalPaise: 75564 }).where(eq(orders.id, order._id));
    const totals = (await call(s.t, 'GET', `/api/my/orders/${order._id}`, b.token)).json().result.totals;
    expect(totals).toMatchObject({ taxPaise: 10764, totalPaise: 75564, taxIncluded: false });
    const text = await invoiceText(`/api/my/orders/${order._id}/invoice`, b.token);
    for (const part of [
      `${CAR_TAG} 4821 2 ₹299.00 ₹598.00 ₹53.82 ₹53.82 ₹705.64`,
      'CGST 9% ₹53.82',
      'SGST 9% ₹53.82',
      'Shipping ₹50.00',
      'Total ₹755.64',
      'Amount in words: Rupees Seven Hundred Fifty Five and Sixty Four Paise Only',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('prices include GST');
  });
});
