import { includedTax } from './included-tax.js';

/**
 * Pricing of an order, all in integer paise (docs/product.md §10 "Money"). The server prices every
 * order with these functions and the order dialog previews with the same ones. Prices and the
 * shipping fee include GST (docs/decisions/0049-tax-inclusive-prices.md).
 */

/** What a product sells at: its discounted price when set and lower than its price. */
export function salePrice(pricePaise: number, discountedPricePaise: number | null | undefined): number {
  return discountedPricePaise !== null && discountedPricePaise !== undefined && discountedPricePaise < pricePaise
    ? discountedPricePaise
    : pricePaise;
}

/** n × percent / 100 rounded half up to a whole paisa (integers only: no floating-point drift). */
export function percentOf(amountPaise: number, percent: number): number {
  // Percent to basis points keeps fractional rates such as 12.5 % exact.
  const bp = Math.round(percent * 100);
  return Math.floor((amountPaise * bp + 5000) / 10000);
}

export interface CouponTerms {
  percentDiscount: number;
  maxCapPaise: number;
}

/** A coupon's discount: min(subtotal × percent / 100, maxCap), never more than the subtotal. */
export function couponDiscount(subtotalPaise: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon) return 0;
  return Math.min(percentOf(subtotalPaise, coupon.percentDiscount), coupon.maxCapPaise, subtotalPaise);
}

export interface PricingInput {
  lines: { unitPricePaise: number; quantity: number }[];
  coupon?: CouponTerms | null;
  /** A discount fixed earlier (an order whose coupon has since been deleted); used when no coupon is given. */
  fixedDiscountPaise?: number;
  shippingFeePaise: number;
  taxPercent: number;
}

export interface OrderTotals {
  lineTotalsPaise: number[];
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  /** The GST inside the total (goods after the coupon, and shipping); not added to it. */
  taxPaise: number;
  totalPaise: number;
}

/**
 * Lines × quantity, less the coupon, plus shipping once per order that has lines: that is what
 * the buyer pays. The tax is worked out of it (goods and shipping alike), never added on top.
 */
export function priceOrder(input: PricingInput): OrderTotals {
  const lineTotalsPaise = input.lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotalPaise = lineTotalsPaise.reduce((a, b) => a + b, 0);
  const discountPaise = input.coupon
    ? couponDiscount(subtotalPaise, input.coupon)
    : Math.min(input.fixedDiscountPaise ?? 0, subtotalPaise);
  const shippingPaise = input.lines.length > 0 ? input.shippingFeePaise : 0;
  const { taxPaise } = includedTax({
    lineAmountsPaise: lineTotalsPaise,
    discountPaise,
    shippingPaise,
    taxPercent: input.taxPercent,
  });
  return {
    lineTotalsPaise,
    subtotalPaise,
    discountPaise,
    shippingPaise,
    taxPaise,
    totalPaise: subtotalPaise - discountPaise + shippingPaise,
  };
}

/**
 * Whether an order's stored totals have the tax inside them. Orders priced before prices
 * included GST had it added on top (total = goods − coupon + shipping + tax) and keep those
 * figures; with no tax at all both readings are the same.
 */
export function taxIsIncluded(t: {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
}): boolean {
  return t.taxPaise === 0 || t.totalPaise !== t.subtotalPaise - t.discountPaise + t.shippingPaise + t.taxPaise;
}

export type CouponProblem = 'COUPON_EXPIRED' | 'COUPON_USED_UP' | 'COUPON_BELOW_MINIMUM';

/**
 * Why a coupon cannot be applied now, or null when it can. The minimum order is checked only
 * when the subtotal is known.
 */
export function couponProblem(
  coupon: { expiryDate: Date | string; maxUsage: number; usedCount: number; minOrderPaise?: number },
  now: Date,
  subtotalPaise?: number | null,
): CouponProblem | null {
  if (new Date(coupon.expiryDate).getTime() < now.getTime()) return 'COUPON_EXPIRED';
  if (coupon.usedCount >= coupon.maxUsage) return 'COUPON_USED_UP';
  if (subtotalPaise !== undefined && subtotalPaise !== null && subtotalPaise < (coupon.minOrderPaise ?? 0))
    return 'COUPON_BELOW_MINIMUM';
  return null;
}
