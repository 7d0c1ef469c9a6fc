import { describe, expect, it } from 'vitest';
import { isValidRegistration, normaliseRegistration, ZRegistrationNumber } from './registration.js';

describe('normaliseRegistration', () => {
  it('upper-cases and drops spaces, dashes and dots', () => {
    expect(normaliseRegistration('dl 01-ab 1234')).toBe('DL01AB1234');
    expect(normaliseRegistration(' mh.12.de.1433 ')).toBe('MH12DE1433');
    expect(normaliseRegistration('22 bh 1234 aa')).toBe('22BH1234AA');
  });
});

describe('isValidRegistration', () => {
  it.each([
    'DL01AB1234',
    'DL3CAB1234', // Delhi: one-digit district, three-letter series
    'MH12DE1433',
    'KA05MN1', // numbers need not be padded
    'TN09A1234', // one-letter series
    'GJ011234', // old plates without a series
    'TG09AB1234', // Telangana's new code
    '22BH1234AA',
    '21BH0001B',
  ])('accepts %s', (plate) => expect(isValidRegistration(plate)).toBe(true));

  it.each([
    ['', 'empty'],
    ['XX01AB1234', 'unknown state'],
    ['DL00AB1234', 'district zero'],
    ['DL01AB0000', 'number zero'],
    ['DL01ABCD1234', 'four-letter series'],
    ['DL01AB12345', 'five-digit number'],
    ['DL01AB', 'no number'],
    ['dl01ab1234', 'not normalised'],
    ['20BH1234AA', 'BH series began in 2021'],
    ['22BH1234IO', 'BH letters exclude I and O'],
    ['22BH123AA', 'BH needs four digits'],
  ])('rejects %s (%s)', (plate) => expect(isValidRegistration(plate)).toBe(false));
});

describe('ZRegistrationNumber', () => {
  it('normalises before validating', () => {
    expect(ZRegistrationNumber.parse('up 32 gh 0042')).toBe('UP32GH0042');
  });
  it('explains a bad number', () => {
    const r = ZRegistrationNumber.safeParse('HELLO');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/DL01AB1234/);
  });
});
