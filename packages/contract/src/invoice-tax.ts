import { allocate, includedTax, splitCgstSgst, type TaxPart } from './included-tax.js';

/**
 * GST on a tax invoice, in integer paise (docs/decisions/0049-tax-inclusive-prices.md, and 0030 for
 * the place of supply). Every figure is whole paise and the lines add up exactly to the order's.
 */

export interface TaxedLine {
  /** The line's amount less its share of the discount, tax taken out. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus its tax: what the buyer pays for the line. */
  totalPaise: number;
}

export interface InvoiceTax {
  lines: TaxedLine[];
  /** Shipping as its own taxed line; null when the order has none, or tax was added on top of goods only. */
  shipping: TaxedLine | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

/** Seller and place of supply in the same state: CGST + SGST; otherwise IGST. */
type Supply = { intraState: boolean };

function taxed(parts: readonly { taxablePaise: number; taxPaise: number }[], supply: Supply): TaxedLine[] {
  const halves = splitCgstSgst(parts.map((p) => p.taxPaise));
  return parts.map((p, i) => {
    const { cgstPaise, sgstPaise } = supply.intraState ? halves[i]! : { cgstPaise: 0, sgstPaise: 0 };
    const igstPaise = supply.intraState ? 0 : p.taxPaise;
    return { taxablePaise: p.taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise: p.taxablePaise + p.taxPaise };
  });
}

function summed(lines: TaxedLine[], shipping: TaxedLine | null): InvoiceTax {
  const all = shipping ? [...lines, shipping] : lines;
  const sum = (k: keyof TaxedLine) => all.reduce((a, l) => a + l[k], 0);
  const cgstPaise = sum('cgstPaise');
  const sgstPaise = sum('sgstPaise');
  const igstPaise = sum('igstPaise');
  return {
    lines,
    shipping,
    taxablePaise: sum('taxablePaise'),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
  };
}

/**
 * The invoice of an order priced tax-inclusive: each line (after its share of the coupon) and the
 * shipping fee, its own line, have their taxable value and tax worked back out of what the buyer
 * paid (`includedTax`, the same figures `priceOrder` charged); within the seller's state each
 * tax is halved into CGST and SGST (`splitCgstSgst`), across states it is all IGST.
 */
export function invoiceTax(
  input: {
    /** Each line's amount before the coupon (unit price × quantity). */
    lineAmountsPaise: readonly number[];
    discountPaise: number;
    shippingPaise: number;
    taxPercent: number;
  } & Supply,
): InvoiceTax {
  const t = includedTax(input);
  const parts: TaxPart[] = input.shippingPaise > 0 ? [...t.lines, t.shipping] : t.lines;
  const rows = taxed(parts, input);
  return summed(rows.slice(0, t.lines.length), input.shippingPaise > 0 ? rows[t.lines.length]! : null);
}

/**
 * The invoice of an order priced before prices included GST: its stored tax was the rate of the
 * goods after the coupon, added on top and rounded once for the order, and shipping was untaxed.
 * That tax is spread over the lines in proportion to their taxable values (largest remainder
 * first); within the seller's state an odd paisa of the order's tax goes to CGST.
 */
export function addedTaxInvoice(
  input: {
    lineAmountsPaise: readonly number[];
    discountPaise: number;
    /** The order's tax, as charged. */
    taxPaise: number;
  } & Supply,
): InvoiceTax {
  const amounts = input.lineAmountsPaise;
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const discounts = allocate(Math.min(input.discountPaise, subtotal), amounts);
  const taxable = amounts.map((a, i) => a - discounts[i]!);
  const zero = amounts.map(() => 0);
  const cgstTotal = input.intraState ? Math.ceil(input.taxPaise / 2) : 0;
  const cgst = input.intraState ? allocate(cgstTotal, taxable) : zero;
  const sgst = input.intraState ? allocate(input.taxPaise - cgstTotal, taxable) : zero;
  const igst = input.intraState ? zero : allocate(input.taxPaise, taxable);
  const lines = taxable.map((t, i) => ({
    taxablePaise: t,
    cgstPaise: cgst[i]!,
    sgstPaise: sgst[i]!,
    igstPaise: igst[i]!,
    totalPaise: t + cgst[i]! + sgst[i]! + igst[i]!,
  }));
  return summed(lines, null);
}
