/**
 * The donor register (docs/decisions/0047-emergency-blood.md): a signed-in person registers from
 * their account, says when they gave last and where they give from, pauses, and leaves, which
 * deletes their donor data.
 */
import {
  kolkataDay,
  type TBloodDonor,
  type ZBloodDonorRequest,
  type ZDonatedRequest,
  type ZDonorAvailabilityRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import {
  type DonorRow,
  deleteDonor,
  findDonor,
  setProfileBloodGroup,
  updateDonor,
  upsertDonor,
} from './donors.repo.js';
import { ageOn, DONOR_MAX_AGE, DONOR_MIN_AGE, donorHolds, nextEligibleOn } from './eligibility.js';
import { resolvePlace } from './places.js';

const PAUSE_DAYS = 14;

function me(ctx: Ctx): string {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return ctx.user._id;
}

/** A donor as their account shows them: never the coordinates they give from. */
export function donorView(row: DonorRow, now: Date): TBloodDonor {
  const holds = donorHolds({ ...row, pausedUntil: row.pausedUntil }, now);
  return {
    bloodGroup: row.bloodGroup,
    birthDate: row.birthDate,
    sex: row.sex,
    lastDonatedOn: row.lastDonatedOn,
    place: row.pinCode ? { source: 'pin', pinCode: row.pinCode } : { source: 'browser' },
    radiusKm: row.radiusKm,
    available: row.available,
    pausedUntil: row.pausedUntil && row.pausedUntil > now ? row.pausedUntil.toISOString() : null,
    nextEligibleOn: nextEligibleOn(row.sex, row.lastDonatedOn),
    eligible: holds.length === 0,
    holds,
    consentedAt: row.consentedAt.toISOString(),
  };
}

export async function findMyDonor(db: Db, ctx: Ctx): Promise<TBloodDonor | null> {
  const row = await findDonor(db, me(ctx));
  return row ? donorView(row, ctx.now) : null;
}

/** A day that must not be after today, refused on its field. */
function notFuture(day: string, today: string, path: string, message: string): void {
  if (day > today) throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/** Registers the signed-in person as a donor, or saves their changed details. */
export async function registerDonor(
  db: Db,
  ctx: Ctx,
  input: z.output<typeof ZBloodDonorRequest>,
): Promise<TBloodDonor> {
  const userId = me(ctx);
  const today = kolkataDay(ctx.now);
  const age = ageOn(input.birthDate, today);
  if (age < DONOR_MIN_AGE || age > DONOR_MAX_AGE) {
    const message = `Donors must be ${DONOR_MIN_AGE} to ${DONOR_MAX_AGE} years old`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'birthDate', message }]);
  }
  const last = input.lastDonatedOn ?? null;
  if (last) notFuture(last, today, 'lastDonatedOn', 'The last donation cannot be after today');
  const place = resolvePlace(input);
  const row = await db.transaction(async (tx) => {
    const saved = await upsertDonor(tx, {
      userId,
      bloodGroup: input.bloodGroup,
      birthDate: input.birthDate,
      sex: input.sex,
      lastDonatedOn: last,
      eligibleFrom: nextEligibleOn(input.sex, last),
      latitude: place.lat,
      longitude: place.lng,
      pinCode: place.pinCode,
      radiusKm: input.radiusKm,
      available: input.available,
      consentedAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    // The group a donor confirmed is the one on their profile from now on.
    await setProfileBloodGroup(tx, userId, input.bloodGroup, ctx.now);
    return saved;
  });
  return donorView(row, ctx.now);
}

const notADonor = () => new AppError('NOT_FOUND', 'You are not on the donor register.');

/** Available now or not, and a pause of two weeks (or its end). */
export async function setAvailability(
  db: Db,
  ctx: Ctx,
  input: z.output<typeof ZDonorAvailabilityRequest>,
): Promise<TBloodDonor> {
  const changes: Parameters<typeof updateDonor>[2] = { updatedAt: ctx.now };
  if (input.available !== undefined) changes.available = input.available;
  if (input.pauseDays !== undefined)
    changes.pausedUntil = input.pauseDays === 0 ? null : new Date(ctx.now.getTime() + PAUSE_DAYS * 86_400_000);
  const row = await updateDonor(db, me(ctx), changes);
  if (!row) throw notADonor();
  return donorView(row, ctx.now);
}

/**
 * Records a donation on `on` for a registered donor (no row: nothing to do): out of the pool until
 * the interval has passed. An earlier day than the one on record does not bring the next one forward.
 */
export async function recordDonation(db: DbOrTx, userId: string, on: string, now: Date): Promise<DonorRow | undefined> {
  const donor = await findDonor(db, userId);
  if (!donor) return undefined;
  const last = donor.lastDonatedOn && donor.lastDonatedOn > on ? donor.lastDonatedOn : on;
  return updateDonor(db, userId, {
    lastDonatedOn: last,
    eligibleFrom: nextEligibleOn(donor.sex, last),
    updatedAt: now,
  });
}

/** "I donated" (today unless a day is given). */
export async function markDonated(db: Db, ctx: Ctx, input: z.output<typeof ZDonatedRequest>): Promise<TBloodDonor> {
  const today = kolkataDay(ctx.now);
  const on = input.on ?? today;
  notFuture(on, today, 'on', 'The day you donated cannot be after today');
  const row = await recordDonation(db, me(ctx), on, ctx.now);
  if (!row) throw notADonor();
  return donorView(row, ctx.now);
}

/** Leaves the register: the donor data is deleted. Answers whether there was any. */
export async function leaveRegister(db: Db, ctx: Ctx): Promise<boolean> {
  return deleteDonor(db, me(ctx));
}
