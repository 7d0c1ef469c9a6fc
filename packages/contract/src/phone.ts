import { type CountryCode, ParseError, parsePhoneNumberWithError } from 'libphonenumber-js/core';
import { z } from 'zod';
import { INDIA_METADATA } from './phone-metadata.js';

/**
 * Phone numbers (docs/decisions/0031-phone-numbers.md): people type an Indian mobile however
 * they like; libphonenumber-js reads it, with India's plan only (phone-metadata.ts), and it is
 * kept as the country code '91' plus the 10-digit national number — E.164 in two columns.
 */

/** A stored national number: 10 digits starting 6–9, the mobile series (docs/product.md §4). */
export const INDIAN_MOBILE_RE = /^[6-9]\d{9}$/;

/** Why what was typed is not an Indian mobile number. */
export const MOBILE_PROBLEMS = [
  'missing',
  'not-a-number',
  'too-short',
  'too-long',
  'not-mobile',
  'other-country',
] as const;
export type MobileProblem = (typeof MOBILE_PROBLEMS)[number];

export interface IndianMobile {
  countryCode: '91';
  /** The 10 digits, as stored in the `phone` columns. */
  national: string;
  /** '+919876543210'. */
  e164: string;
}

export type ParsedMobile = ({ ok: true } & IndianMobile) | { ok: false; reason: MobileProblem };

const IN: CountryCode = 'IN';
/** Far longer than any way of typing a number; beyond it nothing is parsed. */
const MAX_TYPED = 40;
/**
 * Anything but digits, spaces and the marks people put in numbers (+ - . / brackets, other dashes):
 * the parser would pick a number out of "call 98765 43210 after 6", and a field holds only one.
 */
const NOT_IN_A_NUMBER = /[^\p{Nd}\s+\-./()\u2010-\u2015\u2212\uff0b\uff08\uff09]/u;

/**
 * Digits of the Indian scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
 * Kannada, Malayalam), each script's ten in a row from its zero. libphonenumber-js reads ASCII,
 * full-width and Arabic-Indic digits (Urdu's too) but not these, which a phone keyboard set to
 * Hindi or Bengali types.
 */
const SCRIPT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];
const SCRIPT_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

function asciiDigits(text: string): string {
  return text.replace(SCRIPT_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    const zero = SCRIPT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

const BY_ERROR: Record<string, MobileProblem> = {
  NOT_A_NUMBER: 'not-a-number',
  TOO_SHORT: 'too-short',
  TOO_LONG: 'too-long',
  // India is the only plan known: any other calling code is unknown, so another country.
  INVALID_COUNTRY: 'other-country',
};

/**
 * An Indian mobile number as people type it — "98765 43210", "+91 98765-43210", "098765 43210",
 * "0091 98765 43210", "(+91) 98765.43210", in Indian-script digits too — or why it is not one.
 * The whole input must be the one number: letters, an extension or a second number are refused.
 */
export function parseIndianMobile(input: unknown): ParsedMobile {
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, reason: 'missing' };
  // The way nearly everyone sends it (every alert's sender's number): ten plain digits of the
  // mobile series are that number, as the parser would read them (phone.test.ts checks they
  // agree), without its cost on the alert's path.
  if (typeof input === 'string' && INDIAN_MOBILE_RE.test(input)) return readMobile(input);
  // Tabs and no-break spaces (pasted from a contact card) are spaces to a person.
  const text = asciiDigits(String(input)).replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: false, reason: 'missing' };
  if (text.length > MAX_TYPED) return { ok: false, reason: 'too-long' };
  if (NOT_IN_A_NUMBER.test(text)) return { ok: false, reason: 'not-a-number' };
  let national: string;
  try {
    const number = parsePhoneNumberWithError(text, IN, INDIA_METADATA);
    if (number.countryCallingCode !== '91') return { ok: false, reason: 'other-country' };
    if (number.ext) return { ok: false, reason: 'not-a-number' };
    national = number.nationalNumber;
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, reason: BY_ERROR[error.message] ?? 'not-a-number' };
    throw error;
  }
  if (national.length < 10) return { ok: false, reason: 'too-short' };
  if (national.length > 10) return { ok: false, reason: 'too-long' };
  if (!INDIAN_MOBILE_RE.test(national)) return { ok: false, reason: 'not-mobile' };
  return readMobile(national);
}

/** parseIndianMobile's answer for a 10-digit national number of the mobile series. */
const readMobile = (national: string): ParsedMobile => ({
  ok: true,
  countryCode: '91',
  national,
  e164: `+91${national}`,
});

/**
 * A number for people to read: "+91 98765 43210" (`national`: "98765 43210"). Takes a stored
 * `phone` with its `countryCode`, or anything parseIndianMobile reads; what it cannot read is
 * shown as it is, after the country code.
 */
export function formatIndianMobile(
  phone: string,
  countryCode: string | null | undefined = '91',
  { national = false }: { national?: boolean } = {},
): string {
  const cc = countryCode || '91';
  const parsed = cc === '91' ? parseIndianMobile(phone) : null;
  if (!parsed?.ok) return national ? phone : `+${cc} ${phone}`;
  const international = parsePhoneNumberWithError(parsed.e164, INDIA_METADATA).formatInternational();
  // formatNational() would add the trunk prefix ("098765 43210"), which nobody writes beside +91.
  return national ? international.replace(/^\+91 /, '') : international;
}

/** The 10 digits of a number typed any way, to compare or send; what is not a mobile, as typed. */
export function nationalOf(typed: string): string {
  const parsed = parseIndianMobile(typed);
  return parsed.ok ? parsed.national : typed;
}

/** What each problem says by default, in words for the person typing. */
export const MOBILE_MESSAGES: Record<MobileProblem, string> = {
  missing: 'Enter a mobile number',
  'not-a-number': 'Enter a 10-digit Indian mobile number, like 98765 43210',
  'too-short': 'Too few digits: enter a 10-digit Indian mobile number',
  'too-long': 'Too many digits: enter a 10-digit Indian mobile number',
  'not-mobile': 'Not a mobile number: Indian mobile numbers start with 6, 7, 8 or 9',
  'other-country': 'Only Indian mobile numbers (+91) are supported',
};

/**
 * A phone field of a request: anything parseIndianMobile reads, kept as its 10 digits (the
 * `phone` columns); `messages` overrides what a problem says (a form's own wording).
 */
export const indianMobile = (messages: Partial<Record<MobileProblem, string>> = {}) => {
  const say = { ...MOBILE_MESSAGES, ...messages };
  return z.string({ error: say.missing }).transform((typed, ctx) => {
    const parsed = parseIndianMobile(typed);
    if (parsed.ok) return parsed.national;
    ctx.addIssue({ code: 'custom', message: say[parsed.reason] });
    return z.NEVER;
  });
};

export const ZPhone = indianMobile();

/** Accepts "+91", "91" or "" and answers the stored form "91"; anything else is null. */
export function normaliseCountryCode(input: string | number | undefined | null): string | null {
  const raw = String(input ?? '91').trim();
  if (raw === '' || raw === '+91' || raw === '91') return '91';
  return null;
}

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

/**
 * The digits to look for in the `phone` columns when someone searches by number: a whole
 * mobile typed any way ("+91 98765-43210") is its 10 digits; part of one ("98765 4") its
 * digits; null when the search is not digits at all (a name).
 */
export function phoneSearchDigits(term: string): string | null {
  const whole = parseIndianMobile(term);
  if (whole.ok) return whole.national;
  const digits = asciiDigits(term)
    .trim()
    .replace(/^(\+|00)\s*91(?=\D)/, '')
    .replace(/[\s().+-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}
