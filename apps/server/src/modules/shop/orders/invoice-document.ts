import {
  addedTaxInvoice,
  amountInWords,
  invoiceTax,
  stateCodeOf,
  stateName,
  type TaxedLine,
  type TSiteSettings,
  type TSpecOrder,
  UNPLACED_STATUSES,
} from '@safesathi/contract';
import { AppError } from '../../../platform/errors.js';

/**
 * A tax invoice's content (docs/decisions/0030-payments-and-stock.md), worked out apart from its
 * layout: the seller from the settings, the place of supply from the shipping address, each line
 * with its HSN code, taxable value and GST (CGST + SGST within the seller's state, IGST across
 * states) to the paisa, adding up exactly to the order's total, and that total in words. Prices
 * include GST, so the taxable values are worked back out of them and shipping is a taxed line of
 * its own (docs/decisions/0049-tax-inclusive-prices.md); an order priced before that, with its
 * tax added on top, prints as it was charged.
 */
export interface InvoiceLine {
  name: string;
  hsn: string | null;
  quantity: number;
  unitPricePaise: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceDocument {
  /** A tax invoice once the order has its number; an order summary for older orders without one. */
  title: 'TAX INVOICE' | 'ORDER SUMMARY';
  invoiceNumber: string | null;
  invoiceDate: string | null;
  orderNumber: string;
  orderDate: string;
  status: TSpecOrder['status'];
  seller: {
    name: string;
    address: string | null;
    gstin: string | null;
    state: string | null;
    stateCode: string | null;
  };
  buyer: { name: string; phone: string; address: string[] };
  placeOfSupply: { name: string; code: string } | null;
  intraState: boolean;
  ratePercent: number;
  /** The prices include GST (false: an order priced earlier, its tax added on top). */
  taxIncluded: boolean;
  lines: InvoiceLine[];
  /** Shipping as a taxed line of its own; null when there is none or (tax on top) it was untaxed. */
  shippingLine: InvoiceLine | null;
  couponCode: string | null;
  discountPaise: number;
  shippingPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  words: string;
  supportEmail: string;
}

export function buildInvoice(
  order: TSpecOrder,
  extra: { hsn: (string | null)[]; taxRateBp: number | null },
  settings: Pick<
    TSiteSettings,
    'sellerLegalName' | 'sellerAddress' | 'sellerGstin' | 'sellerStateCode' | 'taxPercent' | 'supportEmail'
  >,
  appName: string,
): InvoiceDocument {
  if ((UNPLACED_STATUSES as readonly string[]).includes(order.status))
    throw new AppError('CONFLICT', 'This order has no invoice: it was never paid.');
  const a = order.shippingAddressId;
  const supply = stateCodeOf(a?.state);
  const intraState = !!supply && supply === settings.sellerStateCode;
  const t = order.totals;
  const ratePercent = extra.taxRateBp === null ? settings.taxPercent : extra.taxRateBp / 100;
  const lineAmountsPaise = order.productList.map((l) => l.lineTotalPaise);
  const tax = t.taxIncluded
    ? invoiceTax({
        lineAmountsPaise,
        discountPaise: t.discountPaise,
        shippingPaise: t.shippingPaise,
        taxPercent: ratePercent,
        intraState,
      })
    : addedTaxInvoice({ lineAmountsPaise, discountPaise: t.discountPaise, taxPaise: t.taxPaise, intraState });
  const taxes = (x: TaxedLine) => ({
    taxablePaise: x.taxablePaise,
    cgstPaise: x.cgstPaise,
    sgstPaise: x.sgstPaise,
    igstPaise: x.igstPaise,
    totalPaise: x.totalPaise,
  });
  return {
    title: order.invoiceNumber ? 'TAX INVOICE' : 'ORDER SUMMARY',
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    status: order.status,
    seller: {
      name: settings.sellerLegalName ?? appName,
      address: settings.sellerAddress,
      gstin: settings.sellerGstin,
      state: stateName(settings.sellerStateCode),
      stateCode: settings.sellerStateCode,
    },
    buyer: {
      name: order.customerId.name,
      phone: `+${order.customerId.countryCode} ${order.customerId.phone}`,
      address: a ? [a.streetAdd, `${a.city}, ${a.state} ${a.pincode}`] : [],
    },
    placeOfSupply: supply ? { name: stateName(supply)!, code: supply } : null,
    intraState,
    ratePercent,
    taxIncluded: t.taxIncluded,
    lines: order.productList.map((l, i) => ({
      name: l.name,
      hsn: extra.hsn[i] ?? null,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      amountPaise: l.lineTotalPaise,
      ...taxes(tax.lines[i]!),
    })),
    shippingLine: tax.shipping
      ? {
          name: 'Shipping',
          hsn: null,
          quantity: 1,
          unitPricePaise: t.shippingPaise,
          amountPaise: t.shippingPaise,
          ...taxes(tax.shipping),
        }
      : null,
    couponCode: t.couponCode,
    discountPaise: t.discountPaise,
    shippingPaise: t.shippingPaise,
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: t.totalPaise,
    words: amountInWords(t.totalPaise),
    supportEmail: settings.supportEmail,
  };
}
