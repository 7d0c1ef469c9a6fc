import { INDIAN_MOBILE_RE, normalisePhone } from '@safesathi/contract';

export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number';

/** Form rule for an Indian mobile number (10 digits, starting 6–9). */
export function validateIndianMobile(value: string): string | null {
  return INDIAN_MOBILE_RE.test(value) ? null : MOBILE_MESSAGE;
}

/** Keeps what a phone field may hold: digits only, at most `max`. */
export function digitsOnly(value: string, max = 10): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** A pasted "+91 98765 43210" or "098765-43210" becomes "9876543210". */
export function cleanPastedPhone(text: string): string {
  return digitsOnly(normalisePhone(text.trim()), 10);
}

export function formatPhone(countryCode: string | null | undefined, phone: string): string {
  return `+${countryCode || '91'} ${phone}`;
}
