import {
  amountInWords,
  invoiceTax,
  stateCodeOf,
  stateName,
  type TOrder,
  type TSiteSettings,
  UNPLACED_STATUSES,
} from '@safesathi/contract';
import { AppError } from '../../platform/errors.js';

/**
 * A tax invoice's content (docs/decisions/0030-payments-and-stock.md), worked out apart from its
 * layout: the seller from the settings, the place of supply from the shipping address, each line
 * with its HSN code, taxable value and GST (CGST + SGST within the seller's state, IGST across
 * states) to the paisa, adding up exactly to the order's total, and that total in words.
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
  status: TOrder['status'];
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
  lines: InvoiceLine[];
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
  order: TOrder,
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
  const tax = invoiceTax({
    lineAmountsPaise: order.productList.map((l) => l.lineTotalPaise),
    discountPaise: t.discountPaise,
    taxPaise: t.taxPaise,
    intraState,
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
    ratePercent: extra.taxRateBp === null ? settings.taxPercent : extra.taxRateBp / 100,
    lines: order.productList.map((l, i) => {
      const x = tax.lines[i]!;
      return {
        name: l.name,
        hsn: extra.hsn[i] ?? null,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        amountPaise: l.lineTotalPaise,
        ...x,
        totalPaise: x.taxablePaise + x.cgstPaise + x.sgstPaise + x.igstPaise,
      };
    }),
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
