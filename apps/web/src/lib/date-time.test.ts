import { describe, expect, it } from 'vitest';
import { formatCountdown } from './date-time';

describe('formatCountdown', () => {
  it('says minutes and seconds in words, singular or plural', () => {
    expect(formatCountdown(60)).toBe('1 minute');
    expect(formatCountdown(59.2)).toBe('1 minute');
    expect(formatCountdown(59)).toBe('59 seconds');
    expect(formatCountdown(1)).toBe('1 second');
    expect(formatCountdown(0)).toBe('0 seconds');
    expect(formatCountdown(-3)).toBe('0 seconds');
    expect(formatCountdown(61)).toBe('1 minute 1 second');
    expect(formatCountdown(125)).toBe('2 minutes 5 seconds');
    expect(formatCountdown(120)).toBe('2 minutes');
  });
});
