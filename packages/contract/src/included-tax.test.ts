import { describe, expect, it } from 'vitest';
import { allocate, includedTax, splitCgstSgst, taxIncludedIn } from './included-tax.js';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const RATES = [0, 5, 12, 12.5, 18, 28];

describe('the tax inside a tax-inclusive price', () => {
  it('a ₹299 tag at 18 % is ₹253.39 of goods and ₹45.61 of GST, adding up to ₹299', () => {
    expect(taxIncludedIn(29900, 18)).toEqual({ amountPaise: 29900, taxablePaise: 25339, taxPaise: 4561 });
  });

  it('₹1 at each rate: rounded to the nearest paisa, not cut down', () => {
    // 100 × 100 / 118 = 84.75 → 85 (cutting down would charge 16 paise of tax instead of 15).
    expect([0, 5, 12, 18, 28].map((r) => taxIncludedIn(100, r).taxPaise)).toEqual([0, 5, 11, 15, 22]);
  });

  it('exactly half a paisa rounds up: 16 paise at 28 % and 14 paise at 12 % are 12.5 paise of goods', () => {
    expect(taxIncludedIn(16, 28)).toMatchObject({ taxablePaise: 13, taxPaise: 3 });
    expect(taxIncludedIn(14, 12)).toMatchObject({ taxablePaise: 13, taxPaise: 1 });
  });

  it('a paisa or two carries no tax at all, and 0 % none on any amount', () => {
    expect(taxIncludedIn(1, 28)).toMatchObject({ taxablePaise: 1, taxPaise: 0 });
    expect(taxIncludedIn(2, 18)).toMatchObject({ taxablePaise: 2, taxPaise: 0 });
    expect(taxIncludedIn(0, 18)).toMatchObject({ taxablePaise: 0, taxPaise: 0 });
    expect(taxIncludedIn(99999, 0)).toMatchObject({ taxablePaise: 99999, taxPaise: 0 });
  });

  it('odd paise and the common slabs: ₹999.99 and ₹1,000 one paisa apart', () => {
    expect(RATES.map((r) => taxIncludedIn(99999, r).taxablePaise)).toEqual([99999, 95237, 89285, 88888, 84745, 78124]);
    expect(RATES.map((r) => taxIncludedIn(100000, r).taxablePaise)).toEqual([
      100000, 95238, 89286, 88889, 84746, 78125,
    ]);
  });

  it('for every amount up to ₹200 at every slab: whole paise, adding up, the taxable value the nearest paisa', () => {
    const wrong: string[] = [];
    for (const rate of RATES) {
      const d = 10_000 + Math.round(rate * 100);
      for (let amount = 0; amount <= 20_000; amount++) {
        const t = taxIncludedIn(amount, rate);
        const whole = Number.isInteger(t.taxablePaise) && t.taxablePaise + t.taxPaise === amount;
        // |taxable − amount × 100 / (100 + rate)| ≤ ½ paisa, in integers.
        const nearest = Math.abs(t.taxablePaise * d - amount * 10_000) * 2 <= d;
        if (!whole || !nearest) wrong.push(`${amount} at ${rate} %`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stays exact for large amounts', () => {
    expect(taxIncludedIn(1_18_00_000_00, 18)).toMatchObject({ taxablePaise: 1_00_00_000_00, taxPaise: 18_00_000_00 });
  });
});

describe('the tax inside an order', () => {
  it('takes the coupon off the lines first, then works the tax out of each line and of shipping', () => {
    const t = includedTax({
      lineAmountsPaise: [59800, 149900],
      discountPaise: 10000,
      shippingPaise: 5000,
      taxPercent: 18,
    });
    expect(allocate(10000, [59800, 149900])).toEqual([2852, 7148]);
    expect(t.lines).toEqual([
      { amountPaise: 56948, taxablePaise: 48261, taxPaise: 8687 },
      { amountPaise: 142752, taxablePaise: 120976, taxPaise: 21776 },
    ]);
    expect(t.shipping).toEqual({ amountPaise: 5000, taxablePaise: 4237, taxPaise: 763 });
    expect(t.taxPaise).toBe(8687 + 21776 + 763);
    // Lines + shipping == what the buyer pays, to the paisa.
    expect(t.taxablePaise + t.taxPaise).toBe(59800 + 149900 - 10000 + 5000);
  });

  it('sums its parts exactly whatever the lines, coupon and rate', () => {
    for (const rate of RATES)
      for (const [lines, discount, shipping] of [
        [[333, 333, 333], 0, 4999],
        [[1, 1, 1, 1], 3, 1],
        [[29900], 2990, 5000],
        [[100, 14, 16, 99999], 777, 0],
      ] as const) {
        const t = includedTax({
          lineAmountsPaise: lines,
          discountPaise: discount,
          shippingPaise: shipping,
          taxPercent: rate,
        });
        expect(t.taxablePaise + t.taxPaise).toBe(sum([...lines]) - discount + shipping);
        expect(sum([...t.lines, t.shipping].map((p) => p.taxPaise))).toBe(t.taxPaise);
      }
  });
});

describe('CGST and SGST', () => {
  it('halve an even tax', () => {
    expect(splitCgstSgst([4562])).toEqual([{ cgstPaise: 2281, sgstPaise: 2281 }]);
  });

  it('give an odd paisa to CGST, the next odd paisa to SGST: each part and the invoice within a paisa', () => {
    const halves = splitCgstSgst([4561, 10, 763, 1, 0]);
    expect(halves).toEqual([
      { cgstPaise: 2281, sgstPaise: 2280 },
      { cgstPaise: 5, sgstPaise: 5 },
      { cgstPaise: 381, sgstPaise: 382 },
      { cgstPaise: 1, sgstPaise: 0 },
      { cgstPaise: 0, sgstPaise: 0 },
    ]);
    const cgst = sum(halves.map((h) => h.cgstPaise));
    const sgst = sum(halves.map((h) => h.sgstPaise));
    expect(cgst + sgst).toBe(4561 + 10 + 763 + 1);
    expect(cgst - sgst).toBe(1); // the order's tax is odd: CGST has its odd paisa
  });
});
