import { describe, expect, it } from 'vitest';
import { financialYear, gstinCheckChar, gstinProblem, invoiceNumber, stateCodeOf, ZGstin, ZHsn } from './gst.js';

describe('states', () => {
  it('finds the GST state code of a state however it is typed', () => {
    expect(stateCodeOf('Delhi')).toBe('07');
    expect(stateCodeOf('new delhi')).toBe('07');
    expect(stateCodeOf('  Tamil Nadu ')).toBe('33');
    expect(stateCodeOf('Tamilnadu')).toBe('33');
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOf('Orissa')).toBe('21');
    expect(stateCodeOf('Atlantis')).toBeNull();
    expect(stateCodeOf('')).toBeNull();
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(ZGstin.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a wrong check character, an unknown state and a wrong shape, each with its reason', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/last character/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/not a GST state code/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(ZGstin.safeParse('27AAPFU0939F1ZW').success).toBe(false);
  });
});

describe('HSN codes', () => {
  it('takes 4, 6 or 8 digits', () => {
    for (const ok of ['4821', '482110', '48211020']) expect(ZHsn.safeParse(ok).success).toBe(true);
    for (const bad of ['482', '48211', 'ABCD', '4821102011']) expect(ZHsn.safeParse(bad).success).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('runs the financial year from April to March, in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59 on 31 March in India
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 on 1 April in India
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('keeps a number within the 16 characters GST allows', () => {
    expect(invoiceNumber('INV', '2026-27', 42)).toBe('INV/26-27/00042');
    expect(invoiceNumber('SSAT', '2026-27', 99_999)).toHaveLength(16);
  });
});
