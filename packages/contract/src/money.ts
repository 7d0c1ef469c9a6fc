import { z } from 'zod';
import { MAX_RUPEES, rupeesToPaise } from './paise.js';

// The plain amounts and their formatting live in ./paise.ts, apart from this zod schema, so that
// pages which only show prices do not pull zod into their chunks.
export * from './paise.js';

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
