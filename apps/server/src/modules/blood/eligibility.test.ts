import { addDays } from '@safesathi/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, birthBounds, donorHolds, nextEligibleOn } from './eligibility.js';

/** Noon in India on a day. */
const at = (day: string) => new Date(`${day}T12:00:00+05:30`);
const donor = (over: Partial<Parameters<typeof donorHolds>[0]> = {}) => ({
  birthDate: '1990-06-15',
  sex: 'male' as const,
  lastDonatedOn: null,
  available: true,
  pausedUntil: null,
  ...over,
});

describe('the donation interval (NBTC guideline for whole blood)', () => {
  it('lets a man give again 90 days after his last donation, and a woman 120 days after', () => {
    expect(nextEligibleOn('male', '2026-01-01')).toBe('2026-04-01');
    expect(nextEligibleOn('female', '2026-01-01')).toBe('2026-05-01');
    expect(nextEligibleOn('male', null)).toBeNull();
    const man = donor({ lastDonatedOn: '2026-01-01' });
    expect(donorHolds(man, at('2026-03-31'))).toEqual(['interval']);
    expect(donorHolds(man, at('2026-04-01'))).toEqual([]);
    const woman = donor({ sex: 'female', lastDonatedOn: '2026-01-01' });
    expect(donorHolds(woman, at('2026-04-30'))).toEqual(['interval']);
    expect(donorHolds(woman, at('2026-05-01'))).toEqual([]);
  });

  it('holds a paused or unavailable donor until the pause ends or they are available again', () => {
    const pausedUntil = at('2026-02-01');
    expect(donorHolds(donor({ pausedUntil }), at('2026-01-31'))).toEqual(['paused']);
    expect(donorHolds(donor({ pausedUntil }), at('2026-02-02'))).toEqual([]);
    expect(donorHolds(donor({ available: false }), at('2026-01-31'))).toEqual(['unavailable']);
  });
});

describe('the donor age (18 to 65)', () => {
  it('counts from the 18th birthday and ends on the 66th', () => {
    expect(donorHolds(donor({ birthDate: '2008-03-10' }), at('2026-03-09'))).toEqual(['too-young']);
    expect(donorHolds(donor({ birthDate: '2008-03-10' }), at('2026-03-10'))).toEqual([]);
    expect(donorHolds(donor({ birthDate: '1960-03-10' }), at('2026-03-09'))).toEqual([]);
    expect(donorHolds(donor({ birthDate: '1960-03-10' }), at('2026-03-10'))).toEqual(['too-old']);
    // Born on 29 February: a year older on 1 March when the year has no 29th.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it("gives the database the same ages as ageOn, for any birth date and any day (the match's bounds)", () => {
    const day = fc.integer({ min: 0, max: 365 * 120 }).map((n) => addDays('1930-01-01', n));
    fc.assert(
      fc.property(day, day, (birth, today) => {
        const { bornOnOrBefore, bornAfter } = birthBounds(today);
        const age = ageOn(birth, today);
        expect(birth <= bornOnOrBefore && birth > bornAfter, `${birth} on ${today}: ${age}`).toBe(
          age >= 18 && age <= 65,
        );
      }),
      { numRuns: 5000 },
    );
    // The edges, where a property may not land.
    for (const today of ['2028-02-29', '2026-02-28', '2026-03-01', '2024-12-31'])
      for (const birth of ['2010-02-28', '2010-03-01', '2008-02-29', '1962-02-28', '1962-03-01', '1960-02-29']) {
        const { bornOnOrBefore, bornAfter } = birthBounds(today);
        const age = ageOn(birth, today);
        expect(birth <= bornOnOrBefore && birth > bornAfter, `${birth} on ${today}`).toBe(age >= 18 && age <= 65);
      }
  });
});
