import { describe, expect, it } from 'vitest';
import { addDays, endOfDay, formatDay, kolkataDay, parseDay, startOfDay, ZDay } from './dates.js';

describe('days in India', () => {
  it('reads DD/MM/YYYY, YYYY-MM-DD and ISO timestamps', () => {
    expect(parseDay('05/03/2026')).toBe('2026-03-05');
    expect(parseDay('5/3/2026')).toBe('2026-03-05');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
    // A date picker's local midnight in India is the evening before in UTC.
    expect(parseDay('2026-03-04T18:30:00.000Z')).toBe('2026-03-05');
  });

  it('refuses impossible days and other shapes', () => {
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
    expect(parseDay('03/2026')).toBeNull();
  });

  it('formats as DD/MM/YYYY in Asia/Kolkata', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatDay(new Date('2026-03-04T20:00:00Z'))).toBe('05/03/2026');
    expect(formatDay(null)).toBe('');
  });

  it('knows where an Indian day starts and ends', () => {
    expect(startOfDay('2026-03-05').toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(endOfDay('2026-03-05').toISOString()).toBe('2026-03-05T18:29:59.999Z');
    expect(kolkataDay(new Date('2026-03-05T18:29:59Z'))).toBe('2026-03-05');
    expect(kolkataDay(new Date('2026-03-05T18:30:00Z'))).toBe('2026-03-06');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('validates a form field with a clear message', () => {
    expect(ZDay('delivery date').parse('01/04/2026')).toBe('2026-04-01');
    const bad = ZDay('delivery date').safeParse('31/04/2026');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Enter the delivery date as DD/MM/YYYY');
  });
});
