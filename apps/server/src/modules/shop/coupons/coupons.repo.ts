import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { coupons } from '../../../platform/db/schema.js';

export type CouponRow = typeof coupons.$inferSelect;
type CouponValues = typeof coupons.$inferInsert;

/** The table and key `deleteMany` (platform/delete-many.ts) deletes coupons by. */
export const COUPON_TABLE = { table: coupons, idColumn: coupons.id };

/** The coupon of a code as typed (any case, spaces around), or undefined. */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.discountName, code.trim().toUpperCase()));
  return row;
}

export async function findCouponById(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** The coupon's row, locked until the transaction ends. */
export async function findCouponForUpdate(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** Every coupon, newest first. */
export async function findAllCoupons(db: DbOrTx): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt));
}

/**
 * Counts one use of the coupon named `name` in one statement, only while it is unexpired, has uses
 * left and (given the subtotal) the order reaches its minimum; answers the row, or undefined when
 * it could not be taken.
 */
export async function takeCouponUse(
  db: DbOrTx,
  name: string,
  now: Date,
  subtotalPaise?: number,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.discountName, name),
        gte(coupons.expiryDate, now),
        lt(coupons.usedCount, coupons.maxUsage),
        subtotalPaise === undefined ? undefined : lte(coupons.minOrderPaise, subtotalPaise),
      ),
    )
    .returning();
  return row;
}

/** Gives one use of the coupon back, never below zero. */
export async function giveBackCouponUse(db: DbOrTx, couponId: string): Promise<void> {
  await db
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

export async function insertCoupon(db: DbOrTx, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCouponRow(db: DbOrTx, id: string, set: Partial<CouponValues>): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(set).where(eq(coupons.id, id)).returning();
  return row!;
}
