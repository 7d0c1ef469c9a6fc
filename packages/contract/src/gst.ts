import { z } from 'zod';
import { kolkataDay } from './days.js';

/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN). The place of supply of a sale is the state of its shipping address; a sale within the
 * seller's own state carries CGST + SGST, one to another state IGST
 * (docs/decisions/0030-payments-and-stock.md).
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]['code'];

/** Other spellings people type in an address. */
const ALIASES: Record<string, StateCode> = {
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  orissa: '21',
  pondicherry: '34',
  jk: '01',
  uttaranchal: '05',
  tamilnadu: '33',
  andamanandnicobar: '35',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  dnhdd: '26',
};

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const BY_KEY = new Map<string, StateCode>([
  ...INDIAN_STATES.map((s) => [key(s.name), s.code] as [string, StateCode]),
  ...Object.entries(ALIASES),
]);

/** The GST state code of a state as typed in an address ("Delhi", "new delhi", "Tamilnadu"), or null. */
export function stateCodeOf(name: string | null | undefined): StateCode | null {
  if (!name) return null;
  return BY_KEY.get(key(name)) ?? null;
}

export function stateName(code: string | null | undefined): string | null {
  return INDIAN_STATES.find((s) => s.code === code)?.name ?? null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'A GSTIN is 15 characters: state code, PAN, entity number, Z, check character';
  if (!stateName(gstin.slice(0, 2))) return `${gstin.slice(0, 2)} is not a GST state code`;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'The last character does not match: check the GSTIN';
  return null;
}

export const ZGstin = z
  .string({ error: 'Enter the GSTIN' })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An HSN code: 4, 6 or 8 digits (a service's SAC has 6). */
export const HSN_RE = /^(\d{4}|\d{6}|\d{8})$/;
export const ZHsn = z.string({ error: 'Enter the HSN code' }).trim().regex(HSN_RE, 'An HSN code has 4, 6 or 8 digits');

/** The Indian financial year (April to March, in India) of an instant: "2026-27". */
export function financialYear(at: Date): string {
  const [y, m] = kolkataDay(at).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The longest invoice prefix: a GST invoice number may have at most 16 characters. */
export const MAX_INVOICE_PREFIX = 4;

/**
 * A GST invoice number: prefix, financial year and a serial that restarts each year,
 * "INV/26-27/00042" — at most 16 characters while the serial has five digits (rule 46(b)).
 */
export function invoiceNumber(prefix: string, fy: string, serial: number): string {
  return `${prefix}/${fy.slice(2)}/${String(serial).padStart(5, '0')}`;
}

export const ZInvoicePrefix = z
  .string({ error: 'Enter the invoice prefix' })
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[A-Z0-9]{1,${MAX_INVOICE_PREFIX}}$`),
    `Use 1 to ${MAX_INVOICE_PREFIX} letters or digits (an invoice number has at most 16 characters)`,
  );
