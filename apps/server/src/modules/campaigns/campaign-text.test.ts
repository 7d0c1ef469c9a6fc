import { describe, expect, it } from 'vitest';
import { campaignText, smsParts } from './campaign-text.js';

describe('campaign texts', () => {
  it('end with the STOP link', () => {
    expect(campaignText(' Monsoon check-up, 20% off ', 'https://safesathi.in/', 'abc')).toBe(
      'Monsoon check-up, 20% off STOP: https://safesathi.in/stop/abc',
    );
  });
  it('count parts as gateways bill them', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    // The escape set takes two septets each.
    expect(smsParts('€'.repeat(80))).toBe(1);
    expect(smsParts('€'.repeat(81))).toBe(2);
    // One character outside GSM-7 makes the whole text UCS-2.
    expect(smsParts('नमस्ते')).toBe(1);
    expect(smsParts(`₹${'a'.repeat(70)}`)).toBe(2);
  });
});
