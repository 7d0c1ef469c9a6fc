import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-words.js';

describe('amounts in words, the Indian way', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1000)).toBe('One Thousand');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_234_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(numberInWords(12_345_678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('says rupees and paise', () => {
    expect(amountInWords(240646)).toBe('Rupees Two Thousand Four Hundred Six and Forty Six Paise Only');
    expect(amountInWords(29900)).toBe('Rupees Two Hundred Ninety Nine Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
