import { describe, expect, it } from 'vitest';
import { reviewerName } from './reviewer-name.js';

describe('a verified buyer’s name on their review', () => {
  it('is the first name and the last name’s initial', () => {
    expect(reviewerName('Rohit Menon')).toBe('Rohit M.');
    expect(reviewerName('  meera   devi kapoor ')).toBe('meera K.');
    expect(reviewerName('Ananya')).toBe('Ananya');
  });
  it('keeps a whole letter of any script as the initial', () => {
    expect(reviewerName('राहुल शर्मा')).toBe('राहुल श.');
    expect(reviewerName('Priya ñuñez')).toBe('Priya Ñ.');
  });
  it('says Customer for an account without a name, and cuts a very long first name', () => {
    expect(reviewerName('')).toBe('Customer');
    expect(reviewerName(null)).toBe('Customer');
    expect(reviewerName(`${'A'.repeat(60)} B`)).toBe(`${'A'.repeat(40)} B.`);
  });
});
