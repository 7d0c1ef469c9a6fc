import {
  type CouponProblem,
  couponDiscount,
  couponProblem,
  endOfDay,
  formatDay,
  formatMoney,
  kolkataDay,
  paiseToRupees,
  type TCoupon,
  type TCouponCheck,
  type ZCouponRequest,
  type ZUpdateCouponRequest,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Ctx } from '../../../platform/context.js';
import type { Db, DbOrTx } from '../../../platform/db/client.js';
import { deleteMany } from '../../../platform/delete-many.js';
import { AppError, conflict, fieldError, notFound } from '../../../platform/errors.js';
import {
  COUPON_TABLE,
  type CouponRow,
  findAllCoupons,
  findCouponByCode,
  findCouponForUpdate,
  giveBackCouponUse,
  insertCoupon,
  takeCouponUse,
  updateCouponRow,
} from './coupons.repo.js';

export type { CouponRow } from './coupons.repo.js';

export function toCoupon(r: CouponRow, now: Date): TCoupon {
  return {
    _id: r.id,
    discountName: r.discountName,
    description: r.description,
    percentDiscount: r.percentDiscount,
    maxCap: paiseToRupees(r.maxCapPaise),
    maxCapPaise: r.maxCapPaise,
    maxUsage: r.maxUsage,
    usedCount: r.usedCount,
    minOrder: paiseToRupees(r.minOrderPaise),
    minOrderPaise: r.minOrderPaise,
    expiryDate: kolkataDay(r.expiryDate),
    expiresAt: r.expiryDate.toISOString(),
    expired: r.expiryDate.getTime() < now.getTime(),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function findCoupons(db: Db, now: Date): Promise<TCoupon[]> {
  return (await findAllCoupons(db)).map((r) => toCoupon(r, now));
}

/** The live check of the order dialog: the coupon and what it takes off `subtotalPaise`, or why it cannot be used. */
export async function checkCoupon(
  db: Db,
  now: Date,
  code: string,
  subtotalPaise?: number | null,
): Promise<TCouponCheck> {
  const row = await findCouponByCode(db, code);
  const problem = row && couponProblem(row, now, subtotalPaise);
  if (!row || problem) throw refusal(code, row, problem ?? null);
  const discountPaise =
    subtotalPaise === undefined || subtotalPaise === null ? null : couponDiscount(subtotalPaise, row);
  return {
    ...toCoupon(row, now),
    discountPaise,
    discount: discountPaise === null ? null : paiseToRupees(discountPaise),
  };
}

/** The typed refusal of a coupon, each with its own sentence (docs/product.md §10). */
export function refusal(code: string, row: CouponRow | undefined, problem: CouponProblem | null): AppError {
  const path = [{ path: 'couponCode', message: 'This coupon cannot be used' }];
  if (!row)
    return new AppError('COUPON_UNKNOWN', `There is no coupon “${code.trim().toUpperCase()}”. Check the code.`, path);
  if (problem === 'COUPON_BELOW_MINIMUM')
    return new AppError(
      'COUPON_BELOW_MINIMUM',
      `The coupon “${row.discountName}” applies to orders of ${formatMoney(row.minOrderPaise)} or more.`,
      path,
    );
  if (problem === 'COUPON_USED_UP')
    return new AppError(
      'COUPON_USED_UP',
      `The coupon “${row.discountName}” has been used its maximum of ${row.maxUsage} times.`,
      path,
    );
  return new AppError(
    'COUPON_EXPIRED',
    `The coupon “${row.discountName}” expired on ${formatDay(row.expiryDate)}.`,
    path,
  );
}

/**
 * Takes one use of a coupon for an order, atomically: the row is counted only while it is
 * unexpired, has uses left and (given the subtotal) the order reaches its minimum, so two orders
 * racing for the last use cannot both get it.
 */
export async function claimCoupon(tx: DbOrTx, code: string, now: Date, subtotalPaise?: number): Promise<CouponRow> {
  const name = code.trim().toUpperCase();
  const row = await takeCouponUse(tx, name, now, subtotalPaise);
  if (row) return row;
  const found = await findCouponByCode(tx, name);
  throw refusal(name, found, found ? (couponProblem(found, now, subtotalPaise) ?? 'COUPON_USED_UP') : null);
}

/** The coupon of a code as it is now (no use taken), or undefined. */
export const findCoupon = (db: DbOrTx, code: string) => findCouponByCode(db, code);

/** Gives a use back (its order was cancelled or changed coupon). */
export async function releaseCoupon(tx: DbOrTx, couponId: string | null): Promise<void> {
  if (!couponId) return;
  await giveBackCouponUse(tx, couponId);
}

export async function createCoupon(db: Db, ctx: Ctx, input: z.output<typeof ZCouponRequest>): Promise<TCoupon> {
  if (input.expiryDate < kolkataDay(ctx.now)) throw fieldError('expiryDate', 'The expiry date has already passed.');
  return db.transaction(async (tx) => {
    if (await findCouponByCode(tx, input.discountName))
      throw conflict(`A coupon named “${input.discountName}” already exists.`, [
        { path: 'discountName', message: 'This code is taken' },
      ]);
    const row = await insertCoupon(tx, {
      discountName: input.discountName,
      description: input.description ?? '',
      percentDiscount: input.percentDiscount,
      maxCapPaise: input.maxCap,
      maxUsage: input.maxUsage,
      minOrderPaise: input.minOrder ?? 0,
      expiryDate: endOfDay(input.expiryDate),
      createdAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'create', 'coupon', row.id, null, row);
    return toCoupon(row, ctx.now);
  });
}

export async function updateCoupon(
  db: Db,
  ctx: Ctx,
  id: string,
  input: z.output<typeof ZUpdateCouponRequest>,
): Promise<TCoupon> {
  return db.transaction(async (tx) => {
    const before = await findCouponForUpdate(tx, id);
    if (!before) throw notFound('That coupon');
    if (
      input.discountName &&
      input.discountName !== before.discountName &&
      (await findCouponByCode(tx, input.discountName))
    )
      throw conflict(`A coupon named “${input.discountName}” already exists.`, [
        { path: 'discountName', message: 'This code is taken' },
      ]);
    if (input.maxUsage !== undefined && input.maxUsage < before.usedCount)
      throw fieldError('maxUsage', `This coupon has already been used ${before.usedCount} times.`);
    const row = await updateCouponRow(tx, id, {
      discountName: input.discountName,
      description: input.description,
      percentDiscount: input.percentDiscount,
      maxCapPaise: input.maxCap,
      maxUsage: input.maxUsage,
      minOrderPaise: input.minOrder === undefined ? undefined : (input.minOrder ?? 0),
      expiryDate: input.expiryDate ? endOfDay(input.expiryDate) : undefined,
    });
    await writeAudit(tx, ctx, 'update', 'coupon', id, before, row);
    return toCoupon(row, ctx.now);
  });
}

/** Orders keep the code and discount they were given; their link to the coupon is cleared. */
export async function deleteCoupons(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<CouponRow>(db, ctx, {
    ...COUPON_TABLE,
    ids,
    entity: 'coupon',
    noun: 'coupon',
    label: (r) => r.discountName,
  });
  return rows.length;
}
