import { describe, expect, it } from 'vitest';
import { couponDiscount, couponProblem, percentOf, priceOrder, salePrice, taxIsIncluded } from './pricing.js';

describe('sale price', () => {
  it('sells at the discounted price only when it is set and lower', () => {
    expect(salePrice(49900, 29900)).toBe(29900);
    expect(salePrice(49900, null)).toBe(49900);
    expect(salePrice(49900, 49900)).toBe(49900);
    expect(salePrice(49900, 59900)).toBe(49900);
    expect(salePrice(49900, 0)).toBe(0);
  });
});

describe('percentages in paise', () => {
  it('rounds half up to a whole paisa', () => {
    expect(percentOf(999, 10)).toBe(100); // 99.9 → 100
    expect(percentOf(1005, 10)).toBe(101); // 100.5 → 101
    expect(percentOf(1004, 10)).toBe(100); // 100.4 → 100
    expect(percentOf(33333, 18)).toBe(6000); // 5999.94 → 6000
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(0, 18)).toBe(0);
  });

  it('stays exact for large amounts', () => {
    expect(percentOf(1_000_000_000_00, 18)).toBe(18_000_000_000);
  });
});

describe('coupon discount', () => {
  it('takes the percentage when it is under the cap', () => {
    expect(couponDiscount(100000, { percentDiscount: 10, maxCapPaise: 50000 })).toBe(10000);
  });
  it('stops at the cap', () => {
    expect(couponDiscount(1000000, { percentDiscount: 20, maxCapPaise: 15000 })).toBe(15000);
  });
  it('never exceeds the subtotal, even at 100 %', () => {
    expect(couponDiscount(5000, { percentDiscount: 100, maxCapPaise: 999999 })).toBe(5000);
  });
  it('is zero without a coupon', () => {
    expect(couponDiscount(5000, null)).toBe(0);
  });
  it('rounds in paise', () => {
    expect(couponDiscount(29999, { percentDiscount: 15, maxCapPaise: 100000 })).toBe(4500); // 4499.85
  });
});

describe('order totals', () => {
  it('adds lines × quantity, takes the coupon off and adds shipping: the tax is inside, not on top', () => {
    const t = priceOrder({
      lines: [
        { unitPricePaise: 29900, quantity: 2 },
        { unitPricePaise: 149900, quantity: 1 },
      ],
      coupon: { percentDiscount: 10, maxCapPaise: 10000 },
      shippingFeePaise: 5000,
      taxPercent: 18,
    });
    expect(t.lineTotalsPaise).toEqual([59800, 149900]);
    expect(t.subtotalPaise).toBe(209700);
    expect(t.discountPaise).toBe(10000); // 20970 capped at 10000
    expect(t.shippingPaise).toBe(5000);
    expect(t.totalPaise).toBe(209700 - 10000 + 5000);
    expect(t.taxPaise).toBe(8687 + 21776 + 763); // each line after its coupon share, and shipping (included-tax.test.ts)
  });

  it('a ₹299 tag with ₹50 shipping costs ₹349, of which ₹53.24 is GST at 18 % (not ₹402.82)', () => {
    const t = priceOrder({ lines: [{ unitPricePaise: 29900, quantity: 1 }], shippingFeePaise: 5000, taxPercent: 18 });
    expect(t.totalPaise).toBe(34900);
    expect(t.taxPaise).toBe(4561 + 763);
  });

  it('charges nothing for an empty order', () => {
    expect(priceOrder({ lines: [], shippingFeePaise: 5000, taxPercent: 18 })).toMatchObject({
      subtotalPaise: 0,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: 0,
    });
  });

  it('keeps a fixed discount (coupon since deleted) but never above the subtotal', () => {
    const t = priceOrder({
      lines: [{ unitPricePaise: 1000, quantity: 1 }],
      fixedDiscountPaise: 5000,
      shippingFeePaise: 0,
      taxPercent: 0,
    });
    expect(t.discountPaise).toBe(1000);
    expect(t.totalPaise).toBe(0);
  });

  it('only ever produces integers', () => {
    const t = priceOrder({
      lines: [{ unitPricePaise: 33333, quantity: 3 }],
      coupon: { percentDiscount: 7, maxCapPaise: 100000 },
      shippingFeePaise: 4999,
      taxPercent: 12.5,
    });
    for (const v of Object.values(t).flat()) expect(Number.isInteger(v)).toBe(true);
  });
});

describe('tax inside or on top', () => {
  const order = { subtotalPaise: 29900, discountPaise: 0, shippingPaise: 5000 };
  it('reads an order priced before prices included GST as tax on top, and a new one as tax inside', () => {
    expect(taxIsIncluded({ ...order, taxPaise: 5382, totalPaise: 40282 })).toBe(false);
    expect(taxIsIncluded({ ...order, taxPaise: 5324, totalPaise: 34900 })).toBe(true);
    expect(taxIsIncluded({ ...order, taxPaise: 0, totalPaise: 34900 })).toBe(true);
  });
});

describe('coupon problems', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('refuses an expired coupon', () => {
    expect(couponProblem({ expiryDate: '2026-03-10T11:59:59Z', maxUsage: 5, usedCount: 0 }, now)).toBe(
      'COUPON_EXPIRED',
    );
  });
  it('refuses a used-up coupon', () => {
    expect(couponProblem({ expiryDate: '2026-04-01T00:00:00Z', maxUsage: 5, usedCount: 5 }, now)).toBe(
      'COUPON_USED_UP',
    );
  });
  it('accepts a live coupon with uses left', () => {
    expect(couponProblem({ expiryDate: now, maxUsage: 5, usedCount: 4 }, now)).toBeNull();
  });
});
