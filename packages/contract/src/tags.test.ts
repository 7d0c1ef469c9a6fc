import { describe, expect, it } from 'vitest';
import { normaliseTagCode } from './tags.js';

describe('normaliseTagCode', () => {
  it('accepts a printed code as typed in any case, with spaces or dashes', () => {
    expect(normaliseTagCode('safe2026')).toBe('SAFE2026');
    expect(normaliseTagCode('SAFE-2026')).toBe('SAFE2026');
    expect(normaliseTagCode(' saf e2026 ')).toBe('SAFE2026');
  });
  it('reads I and L as 1 and O as 0, as Crockford base32 does', () => {
    expect(normaliseTagCode('ABCDEFGO')).toBe('ABCDEFG0');
    expect(normaliseTagCode('LIABCDEF')).toBe('11ABCDEF');
  });
  it('refuses wrong lengths and letters outside the alphabet', () => {
    expect(normaliseTagCode('SAFE202')).toBeNull();
    expect(normaliseTagCode('SAFE20266')).toBeNull();
    expect(normaliseTagCode('SAFEU026')).toBeNull();
    expect(normaliseTagCode('SAFE#026')).toBeNull();
  });
});
