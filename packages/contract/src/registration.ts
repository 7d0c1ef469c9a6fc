import { z } from 'zod';

/**
 * Indian vehicle registration numbers (docs/product.md §10): stored upper case without spaces.
 * Standard plates are `SS DD XXX NNNN` — state code, RTO district (1–2 digits), a series of
 * up to three letters, a number of 1–4 digits; BH-series plates are `YY BH NNNN XX`.
 */
export const STATE_CODES = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'CT',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TG',
  'TN',
  'TR',
  'TS',
  'UA',
  'UK',
  'UP',
  'WB',
] as const;

const STANDARD_RE = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
// BH series: two-digit year of registration, "BH", four digits, one or two letters (I and O are not used).
const BH_RE = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{1,2})$/;

/** Upper case, no spaces, dashes or dots: "dl 01-ab 1234" → "DL01AB1234". */
export function normaliseRegistration(input: string): string {
  return input.toUpperCase().replace(/[\s.-]/g, '');
}

/** True for a normalised standard or BH-series Indian registration number. */
export function isValidRegistration(normalised: string): boolean {
  const bh = BH_RE.exec(normalised);
  if (bh) return Number(bh[1]) >= 21 && Number(bh[2]) > 0;
  const std = STANDARD_RE.exec(normalised);
  if (!std) return false;
  const [, state, district, , number] = std;
  return (STATE_CODES as readonly string[]).includes(state!) && Number(district) > 0 && Number(number) > 0;
}

export const REGISTRATION_HINT = 'Enter an Indian registration number such as DL01AB1234 or 22BH1234AA';

export const ZRegistrationNumber = z
  .string({ error: 'Enter the registration number' })
  .trim()
  .min(1, 'Enter the registration number')
  .transform(normaliseRegistration)
  .refine(isValidRegistration, { message: REGISTRATION_HINT });
