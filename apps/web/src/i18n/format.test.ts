import { describe, expect, it } from 'vitest';
import { formatAmount, formatClock, formatCount, formatDateAndTime, formatLongDate, formatMoment, ltr } from './format';

// 26/11/2026 15:05 in India.
const AFTERNOON = '2026-11-26T09:35:00.000Z';

describe('amounts, dates and times in the page’s language', () => {
  it('groups amounts and counts the Indian way, with the rupee sign, whatever the language', () => {
    expect(formatAmount(10_000_000)).toBe('₹1,00,000');
    expect(formatAmount(123_450)).toBe('₹1,234.50');
    expect(formatAmount(-49_900)).toBe('−₹499');
    expect(formatCount(1_234_567)).toBe('12,34,567');
  });

  it('names the month in the language in a long date, with Latin digits, on India’s day', () => {
    expect(formatLongDate('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatLongDate('2026-11-26', 'hi')).toBe('26 नवंबर 2026');
    expect(formatLongDate('2026-11-26', 'ta')).toBe('26 நவம்பர், 2026');
    expect(formatLongDate('2026-11-26', 'ur')).toBe('26 نومبر، 2026');
    // Each language's own order: Kannada and Malayalam put the month or the year first.
    expect(formatLongDate('2026-11-26', 'kn')).toBe('ನವೆಂಬರ್ 26, 2026');
    expect(formatLongDate('2026-11-26', 'ml')).toBe('2026 നവംബർ 26');
    // Late evening in UTC is already the next day in India.
    expect(formatLongDate('2026-11-26T20:00:00Z', 'en')).toBe('27 November 2026');
    expect(formatLongDate('not a date', 'hi')).toBe('');
  });

  it('writes the time as the language does (India’s time), and a short date as DD/MM/YYYY in every language', () => {
    expect(formatClock(AFTERNOON, 'en')).toBe('3:05 pm');
    expect(formatClock(AFTERNOON, 'hi')).toBe('3:05 pm');
    expect(formatClock(AFTERNOON, 'ta')).toMatch(/3:05/);
    expect(formatDateAndTime(AFTERNOON, 'ur')).toMatch(/^26\/11\/2026, .*3:05/);
    expect(formatDateAndTime(null, 'en')).toBe('');
  });

  it('shortens the month in the language in a moment, and writes English as before', () => {
    expect(formatMoment(AFTERNOON, 'en')).toBe('26 Nov 2026, 3:05 pm');
    expect(formatMoment(AFTERNOON, 'hi')).toBe('26 नव॰ 2026, 3:05 pm');
    expect(formatMoment(AFTERNOON, 'ta')).toMatch(/^26 நவ\.?, 2026/);
    expect(formatMoment(undefined, 'hi')).toBe('');
  });

  it('isolates a number written left to right inside a sentence of either direction', () => {
    expect(ltr('+91 98765 43210')).toBe('\u2066+91 98765 43210\u2069');
  });
});
