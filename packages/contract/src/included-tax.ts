/**
 * GST inside a tax-inclusive price, in integer paise (docs/decisions/0049-tax-inclusive-prices.md).
 * A price as the shop shows it is what the buyer pays (the MRP rule): the taxable value and the
 * tax are worked back out of it, never added on top.
 */

/**
 * Splits `total` into whole parts in proportion to `weights`, largest remainder first (ties to the
 * earlier part), so that the parts always add up to `total`. With no weight at all the first part
 * takes everything.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  // Integer arithmetic: total × weight fits a double exactly for any order this shop takes.
  const exact = weights.map((w) => total * w);
  const parts = exact.map((e) => Math.floor(e / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export interface TaxPart {
  /** What the buyer pays for this part, tax included. */
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
}

/**
 * The taxable value and the tax inside an inclusive amount: taxable = amount × 100 / (100 + rate)
 * rounded half up to a paisa, tax = amount − taxable, so the two always add up to the amount.
 * The rate goes through basis points, so 12.5 % stays exact and no floating point is involved.
 */
export function taxIncludedIn(amountPaise: number, taxPercent: number): TaxPart {
  const bp = Math.round(taxPercent * 100);
  const divisor = 10_000 + bp;
  // round(a × 10000 / d) half up = floor((2 × a × 10000 + d) / 2d); exact below ₹450 crore.
  const taxablePaise = Math.floor((2 * amountPaise * 10_000 + divisor) / (2 * divisor));
  return { amountPaise, taxablePaise, taxPaise: amountPaise - taxablePaise };
}

export interface IncludedTaxInput {
  /** Each line's inclusive amount before the coupon (unit price × quantity). */
  lineAmountsPaise: readonly number[];
  /** The order's coupon discount, shared over the lines in proportion to their amounts. */
  discountPaise: number;
  /** The shipping fee, tax included: shipping with the goods is taxed at the goods' rate. */
  shippingPaise: number;
  taxPercent: number;
}

export interface IncludedTax {
  lines: TaxPart[];
  shipping: TaxPart;
  taxablePaise: number;
  taxPaise: number;
}

/**
 * The tax inside an order, as its invoice shows it: the coupon is taken off the lines first (by
 * their amounts), then each line and the shipping fee has its tax worked out of it on its own.
 * The order's tax is the sum of those, so the invoice's lines add up to the order exactly.
 */
export function includedTax(input: IncludedTaxInput): IncludedTax {
  const amounts = input.lineAmountsPaise;
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const discounts = allocate(Math.min(input.discountPaise, subtotal), amounts);
  const lines = amounts.map((a, i) => taxIncludedIn(a - discounts[i]!, input.taxPercent));
  const shipping = taxIncludedIn(input.shippingPaise, input.taxPercent);
  const all = [...lines, shipping];
  return {
    lines,
    shipping,
    taxablePaise: all.reduce((a, p) => a + p.taxablePaise, 0),
    taxPaise: all.reduce((a, p) => a + p.taxPaise, 0),
  };
}

/**
 * Within the seller's state each part's tax is half CGST, half SGST. A part with an odd paisa
 * gives it to CGST and the next such part to SGST, and so on: every part's halves differ by at
 * most a paisa, and over the invoice CGST is the larger by the order's odd paisa, if any.
 */
export function splitCgstSgst(taxesPaise: readonly number[]): { cgstPaise: number; sgstPaise: number }[] {
  let oddToCgst = true;
  return taxesPaise.map((tax) => {
    const half = Math.floor(tax / 2);
    if (tax % 2 === 0) return { cgstPaise: half, sgstPaise: half };
    const split = oddToCgst ? { cgstPaise: half + 1, sgstPaise: half } : { cgstPaise: half, sgstPaise: half + 1 };
    oddToCgst = !oddToCgst;
    return split;
  });
}
