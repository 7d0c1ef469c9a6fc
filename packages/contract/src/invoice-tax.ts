/**
 * GST on a tax invoice, in integer paise (docs/decisions/0030-payments-and-stock.md). Prices are
 * GST-exclusive: an order's tax is its tax rate of the goods after the coupon, rounded once for
 * the whole order (pricing.ts). The invoice shows that same tax spread over its lines, each line
 * rounded to a paisa and the lines adding up exactly to the order's figures.
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

export interface InvoiceTaxInput {
  /** Each line's amount before the coupon (unit price × quantity). */
  lineAmountsPaise: readonly number[];
  /** The order's coupon discount, shared over the lines in proportion to their amounts. */
  discountPaise: number;
  /** The order's tax, as charged. */
  taxPaise: number;
  /** Seller and place of supply in the same state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
}

export interface TaxedLine {
  /** The line's amount less its share of the discount. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTax {
  lines: TaxedLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

/**
 * The tax of each line of an invoice. Within the seller's state the tax is halved into CGST and
 * SGST (an odd paisa goes to CGST, so the two differ by at most one paisa over the whole
 * invoice); across states it is all IGST. Every figure is whole paise and the lines add up to the
 * order's taxable value and tax exactly.
 */
export function invoiceTax(input: InvoiceTaxInput): InvoiceTax {
  const amounts = input.lineAmountsPaise;
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const discounts = allocate(Math.min(input.discountPaise, subtotal), amounts);
  const taxable = amounts.map((a, i) => a - discounts[i]!);
  const taxablePaise = taxable.reduce((a, b) => a + b, 0);
  const zero = amounts.map(() => 0);
  const cgstPaise = input.intraState ? Math.ceil(input.taxPaise / 2) : 0;
  const sgstPaise = input.intraState ? input.taxPaise - cgstPaise : 0;
  const igstPaise = input.intraState ? 0 : input.taxPaise;
  const cgst = input.intraState ? allocate(cgstPaise, taxable) : zero;
  const sgst = input.intraState ? allocate(sgstPaise, taxable) : zero;
  const igst = input.intraState ? zero : allocate(igstPaise, taxable);
  return {
    lines: taxable.map((t, i) => ({ taxablePaise: t, cgstPaise: cgst[i]!, sgstPaise: sgst[i]!, igstPaise: igst[i]! })),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: input.taxPaise,
  };
}
