import { addDays, type DonorHold, type DonorSex, kolkataDay } from '@safesathi/contract';

/**
 * Who may give blood, after India's national guideline for whole blood (NBTC, Guidelines for
 * Blood Donor Selection and Blood Donor Referral, 2017): aged 18 to 65, and at least 90 days since
 * the last donation for men, 120 for women. Weight (45 kg or more) and good health are the donor's
 * own declarations at registration. Days are days in India.
 */
export const DONATION_INTERVAL_DAYS: Record<DonorSex, number> = { male: 90, female: 120 };
export const DONOR_MIN_AGE = 18;
export const DONOR_MAX_AGE = 65;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

/** Whole years from `birthDate` to `day` (a birthday on 29 February comes on 1 March in other years). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [y, m, d] = parts(day);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** `day` moved back `years` years; 29 February becomes 28 February in a year without one. */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = parts(day);
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${pad(m)}-${pad(m === 2 && d === 29 && !leap ? 28 : d)}`;
}

/**
 * The birth dates of people aged 18 to 65 on `today`, for the database's match: born on or
 * before `bornOnOrBefore` and after `bornAfter`. The same rule as ageOn (checked by the tests).
 */
export function birthBounds(today: string): { bornOnOrBefore: string; bornAfter: string } {
  return { bornOnOrBefore: yearsBefore(today, DONOR_MIN_AGE), bornAfter: yearsBefore(today, DONOR_MAX_AGE + 1) };
}

/** The first day a donor may give again after `lastDonatedOn` (null: never gave, any day). */
export function nextEligibleOn(sex: DonorSex, lastDonatedOn: string | null): string | null {
  return lastDonatedOn ? addDays(lastDonatedOn, DONATION_INTERVAL_DAYS[sex]) : null;
}

export interface DonorState {
  birthDate: string;
  sex: DonorSex;
  lastDonatedOn: string | null;
  available: boolean;
  pausedUntil: Date | null;
}

/** Why a registered donor is not asked at `now` (empty: they are). */
export function donorHolds(d: DonorState, now: Date): DonorHold[] {
  const today = kolkataDay(now);
  const age = ageOn(d.birthDate, today);
  const holds: DonorHold[] = [];
  if (age < DONOR_MIN_AGE) holds.push('too-young');
  if (age > DONOR_MAX_AGE) holds.push('too-old');
  const next = nextEligibleOn(d.sex, d.lastDonatedOn);
  if (next && next > today) holds.push('interval');
  if (!d.available) holds.push('unavailable');
  if (d.pausedUntil && d.pausedUntil.getTime() > now.getTime()) holds.push('paused');
  return holds;
}
