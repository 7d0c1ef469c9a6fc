import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { otpCodes, permissions, sessions, users } from '../../platform/db/schema.js';

export type NewOtpRow = typeof otpCodes.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The live (not deleted) account on this number, or undefined. */
export function findLiveUserByPhone(db: DbOrTx, countryCode: string, phone: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1)
    .then((r) => r[0]);
}

/** Holds the per-phone lock until the transaction ends, so codes for one number are sent one at a time. */
export async function lockPhoneForCodes(tx: DbOrTx, countryCode: string, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${countryCode}:${phone}`}, 0))`);
}

/** When each code sent to this number after `since` was sent, newest first. */
export function findCodeTimesSince(db: DbOrTx, countryCode: string, phone: string, since: Date) {
  return db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.countryCode, countryCode), eq(otpCodes.phone, phone), gt(otpCodes.createdAt, since)))
    .orderBy(desc(otpCodes.createdAt));
}

/** Marks every code of this number still waiting as used. */
export async function consumeWaitingCodes(db: DbOrTx, countryCode: string, phone: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.countryCode, countryCode), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
}

export async function insertOtpCode(db: DbOrTx, values: NewOtpRow): Promise<void> {
  await db.insert(otpCodes).values(values);
}

/** The newest code of this number not used yet, or undefined. */
export async function findNewestWaitingCode(db: DbOrTx, countryCode: string, phone: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.countryCode, countryCode), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one try of the code in one guarded statement: however many guesses arrive at once, the
 * database lets `maxTries` of them through and no more. Returns the tries taken so far, or
 * undefined when no try was left (or the code was used or expired meanwhile).
 */
export async function takeCodeTry(db: DbOrTx, id: string, maxTries: number, now: Date) {
  const [taken] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        lt(otpCodes.attempts, maxTries),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  return taken;
}

/** Uses the code once: false when it was already used (a double tap). */
export async function consumeCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed.length > 0;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

/** The user's stored permission flags, or null when none were saved. */
export async function findPermissionFlags(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(permissions).where(eq(permissions.userId, userId));
  return row?.flags ?? null;
}

export async function insertSession(db: DbOrTx, userId: string, expiresAt: Date, now: Date): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt, createdAt: now })
    .returning({ id: sessions.id });
  return session!.id;
}

export async function revokeSessionRow(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
