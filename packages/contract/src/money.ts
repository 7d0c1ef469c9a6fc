import { z } from 'zod';

/**
 * Money travels as rupees in the spec's fields (`price`, `maxCap`, `orderAmount`) and as
 * integer paise in fields ending `Paise`; the server stores and computes paise only
 * (docs/decisions/0008-money-pricing-and-coupons.md).
 */
export const MAX_RUPEES = 10_000_000;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** ₹1,234.50 (en-IN grouping); whole amounts keep no decimals: ₹499. */
export function formatMoney(paise: number, symbol = '₹'): string {
  const rupees = paiseToRupees(Math.abs(paise));
  const text = rupees.toLocaleString('en-IN', {
    minimumFractionDigits: Math.abs(paise) % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '−' : ''}${symbol}${text}`;
}

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * An amount in rupees (a number, or a numeric string from a multipart form) that becomes
 * integer paise. Negative amounts and fractions of a paisa are refused.
 */
export const ZRupees = (what: string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `Enter the ${what}` : `Enter the ${what} as a number`) })
      .refine((v) => Number.isFinite(v), `Enter the ${what} as a number`)
      .refine((v) => v >= 0, `The ${what} cannot be negative`)
      .refine((v) => v <= MAX_RUPEES, `The ${what} can be at most ₹${MAX_RUPEES.toLocaleString('en-IN')}`)
      .refine(hasAtMostTwoDecimals, `The ${what} can have at most two decimals (paise)`)
      .transform(rupeesToPaise),
  );
