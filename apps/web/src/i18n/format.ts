import { formatMoney, TIME_ZONE } from '@safesathi/contract';

/**
 * Amounts, dates and times in the page's language (docs/decisions/0069-web-app-languages.md).
 * Digits stay the Latin ones in every language, as the numbers, plates and codes beside them are
 * written; amounts are grouped the Indian way (1,00,000) in every language; a short date is
 * DD/MM/YYYY everywhere, a long one names the month in the language; a time is written as the
 * language writes it (Tamil puts the part of the day first, Hindi after). All in India's time.
 */

/** A language's own locale in India, with Latin digits: 'hi' → 'hi-IN-u-nu-latn'. */
const localeOf = (lang: string) => `${lang}-IN-u-nu-latn`;

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, make: () => T): T {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found as T;
}

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  // A day as the API gives it (YYYY-MM-DD) is that day in India.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00+05:30`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * An amount in paise: ₹1,00,000, ₹1,234.50, with the server's currency symbol. The same in every
 * language: the contract's formatMoney (Intl, en-IN grouping), which the server's texts use too.
 */
export const formatAmount = (paise: number): string => formatMoney(paise);

/**
 * A phone number (or anything written left to right) inside a sentence of any direction: isolated
 * (U+2066 … U+2069), so that in Urdu "+91 98765 43210" keeps its order and its brackets stay put.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** A count grouped the Indian way: 1,00,000. */
export function formatCount(n: number): string {
  return cached('count', () => new Intl.NumberFormat('en-IN')).format(n);
}

/** A long date with the month named in the language: "26 नवंबर 2026", "26 November 2026". */
export function formatLongDate(value: string | Date | null | undefined, lang: string): string {
  const date = toDate(value);
  if (!date) return '';
  return cached(
    `long:${lang}`,
    () =>
      new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  ).format(date);
}

/** A time of day as the language writes it: "3:05 pm", "பிற்பகல் 3:05". */
export function formatClock(value: string | Date | null | undefined, lang: string): string {
  const date = toDate(value);
  if (!date) return '';
  return cached(
    `time:${lang}`,
    () => new Intl.DateTimeFormat(localeOf(lang), { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }),
  ).format(date);
}

/** A short date and a time: "26/11/2026, 3:05 pm" (the date DD/MM/YYYY in every language). */
export function formatDateAndTime(value: string | Date | null | undefined, lang: string): string {
  const date = toDate(value);
  if (!date) return '';
  const day = cached(
    'day',
    () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
  ).format(date);
  return `${day}, ${formatClock(date, lang)}`;
}

/** "3 min ago", "2 hr ago", "1 day ago" as the language says it (Intl's short form). */
export function formatAgo(amount: number, unit: 'minute' | 'hour' | 'day', lang: string): string {
  return cached(`ago:${lang}`, () => new Intl.RelativeTimeFormat(localeOf(lang), { style: 'short' })).format(
    -amount,
    unit,
  );
}

/**
 * A moment with the month shortened in the language: "26 Nov 2026, 3:05 pm", "26 नव॰ 2026, 3:05 pm"
 * (a paper's share links: when each was made, opened, ends).
 */
export function formatMoment(value: string | Date | null | undefined, lang: string): string {
  const date = toDate(value);
  if (!date) return '';
  return cached(
    `moment:${lang}`,
    () => new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
  ).format(date);
}
