import { describe, expect, it } from 'vitest';
import { allocate, invoiceTax } from './invoice-tax.js';
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

describe('GST on an invoice', () => {
  // 2 × ₹299 + ₹1,499, coupon ₹100, 18 %: the order of orders.api.test.ts.
  const order = priceOrder({
    lines: [
      { unitPricePaise: 29900, quantity: 2 },
      { unitPricePaise: 149900, quantity: 1 },
    ],
    coupon: { percentDiscount: 10, maxCapPaise: 10000 },
    shippingFeePaise: 5000,
    taxPercent: 18,
  });
  const input = {
    lineAmountsPaise: order.lineTotalsPaise,
    discountPaise: order.discountPaise,
    taxPaise: order.taxPaise,
  };

  it('within the seller’s state: CGST and SGST, each line rounded, adding up to the order’s tax', () => {
    const t = invoiceTax({ ...input, intraState: true });
    expect(t.taxablePaise).toBe(199700);
    expect(t.lines.map((l) => l.taxablePaise)).toEqual([56948, 142752]);
    expect(t.taxPaise).toBe(35946);
    expect(t.cgstPaise).toBe(17973);
    expect(t.sgstPaise).toBe(17973);
    expect(t.igstPaise).toBe(0);
    expect(sum(t.lines.map((l) => l.cgstPaise))).toBe(t.cgstPaise);
    expect(sum(t.lines.map((l) => l.sgstPaise))).toBe(t.sgstPaise);
    expect(t.lines.every((l) => l.igstPaise === 0)).toBe(true);
  });

  it('across states: IGST only', () => {
    const t = invoiceTax({ ...input, intraState: false });
    expect(t.igstPaise).toBe(35946);
    expect(t.cgstPaise + t.sgstPaise).toBe(0);
    expect(sum(t.lines.map((l) => l.igstPaise))).toBe(35946);
    expect(t.lines.map((l) => l.igstPaise)).toEqual([10251, 25695]); // 10250.58 and 25695.42: the larger remainder takes the paisa;
  });

  it('gives an odd paisa of tax to CGST, so the halves differ by one paisa at most', () => {
    const t = invoiceTax({ lineAmountsPaise: [100, 100, 101], discountPaise: 0, taxPaise: 55, intraState: true });
    expect([t.cgstPaise, t.sgstPaise]).toEqual([28, 27]);
    expect(sum(t.lines.map((l) => l.cgstPaise + l.sgstPaise))).toBe(55);
  });

  it('rounds three equal lines whose tax does not divide evenly, the total still exact', () => {
    // Three lines of ₹3.33 at 18 %: 9.99 × 18 % = 1.7982 → 180 paise for the order.
    const o = priceOrder({
      lines: [1, 2, 3].map(() => ({ unitPricePaise: 333, quantity: 1 })),
      shippingFeePaise: 0,
      taxPercent: 18,
    });
    const t = invoiceTax({
      lineAmountsPaise: o.lineTotalsPaise,
      discountPaise: 0,
      taxPaise: o.taxPaise,
      intraState: false,
    });
    expect(o.taxPaise).toBe(180);
    expect(t.lines.map((l) => l.igstPaise)).toEqual([60, 60, 60]);
    const i = invoiceTax({
      lineAmountsPaise: o.lineTotalsPaise,
      discountPaise: 0,
      taxPaise: o.taxPaise,
      intraState: true,
    });
    expect(i.lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual([
      [30, 30],
      [30, 30],
      [30, 30],
    ]);
  });

  it('spreads the coupon over the lines by their amounts', () => {
    const t = invoiceTax({ lineAmountsPaise: [1000, 2000], discountPaise: 301, taxPaise: 0, intraState: false });
    expect(t.lines.map((l) => l.taxablePaise)).toEqual([900, 1799]);
    expect(t.taxablePaise).toBe(2699);
  });
});
