import { z } from 'zod';

/** Indian mobile numbers: 10 digits starting 6–9 (PRODUCT.md §4). */
export const INDIAN_MOBILE_RE = /^[6-9]\d{9}$/;

/** Accepts "+91", "91" or "" and answers the stored form "91"; anything else is null. */
export function normaliseCountryCode(input: string | number | undefined | null): string | null {
  const raw = String(input ?? '91').trim();
  if (raw === '' || raw === '+91' || raw === '91') return '91';
  return null;
}

/** Strips spaces, dashes and a leading +91/91/0 from a 12/11-digit entry. */
export function normalisePhone(input: string): string {
  let digits = input.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** An Indian mobile number as typed ("+91 98…", "098…" too), kept as its 10 digits; `message` says what is wrong. */
export const indianMobile = (message: string, missing = message) =>
  z
    .string({ error: missing })
    .transform(normalisePhone)
    .refine((v) => INDIAN_MOBILE_RE.test(v), { message });

export const ZPhone = indianMobile(
  'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  'Enter a mobile number',
);

export const ZCountryCode = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    const cc = normaliseCountryCode(v);
    if (cc === null) {
      ctx.addIssue({ code: 'custom', message: 'Only Indian numbers (+91) are supported' });
      return z.NEVER;
    }
    return cc;
  });
