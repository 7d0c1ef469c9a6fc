import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pushSubscriptions, users } from '../../platform/db/schema.js';

export type DeviceRow = typeof pushSubscriptions.$inferSelect;

/** The person's devices, the oldest first. */
export async function findDevicesOf(db: DbOrTx, userId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function countDevicesOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function findDeviceByEndpoint(db: DbOrTx, endpoint: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/**
 * Saves a browser's subscription for `userId`: the same endpoint again (whoever held it) is updated
 * in place and moves to `userId`, its new keys replacing the old and its failures forgotten.
 */
export async function upsertDevice(
  db: DbOrTx,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<DeviceRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        label: values.label,
        failures: 0,
        // A subscription that changed hands starts afresh: its past deliveries were someone else's.
        lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${values.userId} then ${pushSubscriptions.lastSuccessAt} end`,
        createdAt: sql`case when ${pushSubscriptions.userId} = ${values.userId} then ${pushSubscriptions.createdAt} else now() end`,
      },
    })
    .returning();
  return row!;
}

/** Deletes one of the person's devices; answers false when they have none by that id. */
export async function deleteDeviceOf(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Forgets every device of a person (their account was deleted). */
export async function deleteDevicesOf(db: DbOrTx, userId: string): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** Forgets the devices of every deleted account (housekeeping: accounts deleted before devices were). */
export async function deleteDevicesOfDeletedAccounts(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      sql`${pushSubscriptions.userId} in (${db.select({ id: users.id }).from(users).where(isNotNull(users.deletedAt))})`,
    )
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}
