import type { PermissionFlags } from '@safesathi/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { permissions, users } from '../../platform/db/schema.js';

/** A live (not deleted) admin account, or undefined. */
export async function findLiveAdmin(db: DbOrTx, adminId: string) {
  const [admin] = await db
    .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(and(eq(users.id, adminId), eq(users.usertype, 'Admin'), isNull(users.deletedAt)));
  return admin;
}

/** The admin's stored permission row, or undefined when none was ever saved. */
export async function findPermissionRow(db: DbOrTx, adminId: string) {
  const [row] = await db.select().from(permissions).where(eq(permissions.userId, adminId));
  return row;
}

/** Writes the admin's flags, creating the row the first time. */
export async function upsertPermissionFlags(
  db: DbOrTx,
  adminId: string,
  flags: PermissionFlags,
  updatedBy: string | undefined,
  updatedAt: Date,
): Promise<void> {
  await db
    .insert(permissions)
    .values({ userId: adminId, flags, updatedBy, updatedAt })
    .onConflictDoUpdate({ target: permissions.userId, set: { flags, updatedBy, updatedAt } });
}
