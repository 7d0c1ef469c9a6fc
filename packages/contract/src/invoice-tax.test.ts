import { describe, expect, it } from 'vitest';
import { allocate } from './included-tax.js';
import { addedTaxInvoice, invoiceTax } from './invoice-tax.js';
import { priceOrder } from './pricing.js';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('allocate', () => {
  it('splits a whole amount in proportion, the largest remainders taking the odd paise', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 1])).toEqual([8, 2]); // 7.5 and 2.5: the tie goes to the first
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(5, [])).toEqual([]);
  });

  it('always adds up to the total', () => {
    for (const [total, weights] of [
      [35946, [59800, 149900]],
      [1, [1, 1, 1, 1]],
      [99_999, [3, 7, 11, 13]],
    ] as const)
      expect(sum(allocate(total, weights))).toBe(total);
  });
});

describe('GST on an invoice of tax-inclusive prices', () => {
  // 2 × ₹299 + ₹1,499, coupon ₹100, ₹50 shipping, 18 %: the order of orders.api.test.ts.
  const lines = [
    { unitPricePaise: 29900, quantity: 2 },
    { unitPricePaise: 149900, quantity: 1 },
  ];
  const order = priceOrder({
    lines,
    coupon: { percentDiscount: 10, maxCapPaise: 10000 },
    shippingFeePaise: 5000,
    taxPercent: 18,
  });
  const input = {
    lineAmountsPaise: order.lineTotalsPaise,
    discountPaise: order.discountPaise,
    shippingPaise: order.shippingPaise,
    taxPercent: 18,
  };
  const everyRow = (t: ReturnType<typeof invoiceTax>) => (t.shipping ? [...t.lines, t.shipping] : t.lines);

  it('within the seller’s state: CGST + SGST on each line and on shipping, adding up to what was charged', () => {
    const t = invoiceTax({ ...input, intraState: true });
    expect(t.lines.map((l) => l.taxablePaise)).toEqual([48261, 120976]);
    expect(t.shipping).toEqual({ taxablePaise: 4237, cgstPaise: 381, sgstPaise: 382, igstPaise: 0, totalPaise: 5000 });
    expect(t.taxPaise).toBe(order.taxPaise);
    expect(t.cgstPaise + t.sgstPaise).toBe(order.taxPaise);
    expect(Math.abs(t.cgstPaise - t.sgstPaise)).toBeLessThanOrEqual(1);
    expect(t.igstPaise).toBe(0);
    // The invoice's rows add up to the total the buyer paid, to the paisa.
    expect(sum(everyRow(t).map((l) => l.totalPaise))).toBe(order.totalPaise);
    expect(t.taxablePaise + t.taxPaise).toBe(order.totalPaise);
    for (const l of everyRow(t)) expect(l.totalPaise).toBe(l.taxablePaise + l.cgstPaise + l.sgstPaise);
  });

  it('across states: IGST only, the same tax', () => {
    const t = invoiceTax({ ...input, intraState: false });
    expect(t.igstPaise).toBe(order.taxPaise);
    expect(t.cgstPaise + t.sgstPaise).toBe(0);
    expect(t.lines.map((l) => l.igstPaise)).toEqual([8687, 21776]);
    expect(t.shipping?.igstPaise).toBe(763);
    expect(sum(everyRow(t).map((l) => l.totalPaise))).toBe(order.totalPaise);
  });

  it('an order with an odd paisa of tax gives it to CGST', () => {
    // ₹299 (tax 4561) and free shipping: an odd total tax.
    const t = invoiceTax({
      lineAmountsPaise: [29900],
      discountPaise: 0,
      shippingPaise: 0,
      taxPercent: 18,
      intraState: true,
    });
    expect(t.shipping).toBeNull();
    expect([t.cgstPaise, t.sgstPaise]).toEqual([2281, 2280]);
  });

  it('rounds three equal lines on their own, the total still exact', () => {
    const t = invoiceTax({
      lineAmountsPaise: [333, 333, 333],
      discountPaise: 0,
      shippingPaise: 0,
      taxPercent: 18,
      intraState: true,
    });
    // 333 × 100 / 118 = 282.2 → 282, 51 paise of tax each: 26 + 25, then 25 + 26, then 26 + 25.
    expect(t.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [282, 26, 25],
      [282, 25, 26],
      [282, 26, 25],
    ]);
    expect(t.taxablePaise + t.taxPaise).toBe(999);
  });

  it('spreads the coupon over the lines by their amounts', () => {
    const t = invoiceTax({
      lineAmountsPaise: [1000, 2000],
      discountPaise: 301,
      shippingPaise: 0,
      taxPercent: 0,
      intraState: false,
    });
    expect(t.lines.map((l) => l.taxablePaise)).toEqual([900, 1799]);
    expect(t.taxablePaise).toBe(2699);
  });
});

describe('GST on an invoice of an order priced with tax on top (before 0049)', () => {
  // Its stored figures: 2 × ₹299 + ₹1,499, coupon ₹100, tax 18 % of ₹1,997 = ₹359.46, shipping untaxed.
  const input = { lineAmountsPaise: [59800, 149900], discountPaise: 10000, taxPaise: 35946 };

  it('within the seller’s state: the stored tax spread over the lines, an odd paisa to CGST', () => {
    const t = addedTaxInvoice({ ...input, intraState: true });
    expect(t.shipping).toBeNull();
    expect(t.taxablePaise).toBe(199700);
    expect(t.lines.map((l) => l.taxablePaise)).toEqual([56948, 142752]);
    expect([t.cgstPaise, t.sgstPaise, t.igstPaise]).toEqual([17973, 17973, 0]);
    expect(sum(t.lines.map((l) => l.cgstPaise))).toBe(17973);
    expect(sum(t.lines.map((l) => l.totalPaise))).toBe(199700 + 35946);
    expect(
      addedTaxInvoice({ lineAmountsPaise: [100, 100, 101], discountPaise: 0, taxPaise: 55, intraState: true }),
    ).toMatchObject({ cgstPaise: 28, sgstPaise: 27 });
  });

  it('across states: IGST only', () => {
    const t = addedTaxInvoice({ ...input, intraState: false });
    expect(t.lines.map((l) => l.igstPaise)).toEqual([10251, 25695]);
    expect(t.igstPaise).toBe(35946);
  });
});
