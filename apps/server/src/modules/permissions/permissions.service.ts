import { normaliseFlags, type PermissionFlags } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findLiveAdmin, findPermissionRow, upsertPermissionFlags } from './permissions.repo.js';

async function findAdmin(db: Db, adminId: string) {
  const admin = await findLiveAdmin(db, adminId);
  if (!admin) throw notFound('That admin');
  return admin;
}

export async function getPermissions(db: Db, adminId: string): Promise<{ userid: string } & PermissionFlags> {
  const admin = await findAdmin(db, adminId);
  if (admin.isSuperAdmin) return { userid: admin.id, ...normaliseFlags(null), ...allTrue() };
  const row = await findPermissionRow(db, adminId);
  return { userid: adminId, ...normaliseFlags(row?.flags) };
}

function allTrue(): PermissionFlags {
  const flags = normaliseFlags(null);
  for (const k of Object.keys(flags) as (keyof PermissionFlags)[]) flags[k] = true;
  return flags;
}

/** Replaces an admin's flags with the given set (a flag not sent is off). */
export async function setPermissions(
  db: Db,
  ctx: Ctx,
  adminId: string,
  input: Partial<Record<string, boolean>>,
): Promise<{ userid: string } & PermissionFlags> {
  const admin = await findAdmin(db, adminId);
  if (admin.isSuperAdmin)
    throw new AppError('CONFLICT', 'The super admin always holds every permission; they cannot be changed.');
  const flags = normaliseFlags(input);
  await db.transaction(async (tx) => {
    const before = await findPermissionRow(tx, adminId);
    await upsertPermissionFlags(tx, adminId, flags, ctx.user?._id, ctx.now);
    await writeAudit(tx, ctx, before ? 'update' : 'create', 'permission', adminId, before?.flags ?? null, flags);
  });
  return { userid: adminId, ...flags };
}
