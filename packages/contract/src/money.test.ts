import { describe, expect, it } from 'vitest';
import { formatMoney, moneySymbol, paiseToRupees, rupeesToPaise, setMoneySymbol, ZRupees } from './money.js';

describe('money', () => {
  it('converts rupees to paise without floating-point drift', () => {
    expect(rupeesToPaise(499)).toBe(49900);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005 * 100) / 100).toBe(100.5);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('reads rupees from a form field, refusing negatives and fractions of a paisa', () => {
    const price = ZRupees('price');
    expect(price.parse('499')).toBe(49900);
    expect(price.parse(299.5)).toBe(29950);
    expect(price.safeParse(-1).error?.issues[0]?.message).toBe('The price cannot be negative');
    expect(price.safeParse('12.345').error?.issues[0]?.message).toMatch(/two decimals/);
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('Enter the price as a number');
    expect(price.safeParse('').error?.issues[0]?.message).toBe('Enter the price');
    expect(price.safeParse(undefined).error?.issues[0]?.message).toBe('Enter the price');
  });

  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatMoney(49900)).toBe('₹499');
    expect(formatMoney(12345650)).toBe('₹1,23,456.50');
    expect(formatMoney(-1000)).toBe('−₹10');
    expect(formatMoney(500, '$')).toBe('$5');
  });

  it('writes the symbol the server is set up with (CURRENCY) once it is known', () => {
    try {
      setMoneySymbol('Rs. ');
      expect(moneySymbol()).toBe('Rs. ');
      expect(formatMoney(49900)).toBe('Rs. 499');
      expect(formatMoney(500, '$')).toBe('$5');
      setMoneySymbol('');
      expect(moneySymbol(), 'an empty setting keeps the symbol').toBe('Rs. ');
    } finally {
      setMoneySymbol('₹');
    }
    expect(formatMoney(49900)).toBe('₹499');
  });
});
