import {
  pageWindow,
  type TDeletedUser,
  type TListPage,
  type TRestoreResult,
  type ZDeletedUserQuery,
} from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { restoreVehiclesOf, takenRegistrations } from '../vehicles/vehicles.repo.js';
import { assertAdminMay } from './user-access.js';
import { findDeletedUser, findDeletedUserPage, findLivePhoneHolder, undeleteUser } from './users.repo.js';

const DAY_MS = 24 * 3600 * 1000;

/** Deleted users of one type still within the retention period, newest first. */
export async function listDeletedUsers(
  db: Db,
  ctx: Ctx,
  q: z.output<typeof ZDeletedUserQuery>,
  retentionDays: number,
): Promise<TListPage<TDeletedUser>> {
  assertAdminMay(ctx, 'delete', q.usertype);
  const since = new Date(ctx.now.getTime() - retentionDays * DAY_MS);
  const { page, limit, offset } = pageWindow(q);
  const { rows, total } = await findDeletedUserPage(db, {
    usertype: q.usertype,
    since,
    search: q.search,
    limit,
    offset,
  });
  return {
    data: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      countryCode: r.countryCode,
      phone: r.phone,
      usertype: r.usertype,
      deletedAt: r.deletedAt!.toISOString(),
      restorableUntil: new Date(r.deletedAt!.getTime() + retentionDays * DAY_MS).toISOString(),
      vehicles: r.vehicles ?? [],
    })),
    total,
    page,
    limit,
  };
}

/**
 * Brings a deleted user back with their vehicles, and their tags where nobody has taken them
 * meanwhile. Refused, naming each conflict, when their mobile number or a registration number now
 * belongs to someone else, or when the retention period is over.
 */
export async function restoreUser(db: Db, ctx: Ctx, id: string, retentionDays: number): Promise<TRestoreResult> {
  const target = await findDeletedUser(db, id);
  if (!target) throw notFound('That deleted user');
  assertAdminMay(ctx, 'delete', target.usertype);
  if (target.deletedAt!.getTime() + retentionDays * DAY_MS < ctx.now.getTime())
    throw conflict(`Deleted more than ${retentionDays} days ago: this account can no longer be restored.`);
  return db.transaction(async (tx) => {
    const errors = [];
    if (await findLivePhoneHolder(tx, target.countryCode, target.phone))
      errors.push({ path: 'phone', message: `+${target.countryCode} ${target.phone} now belongs to another account` });
    for (const number of await takenRegistrations(tx, target.id))
      errors.push({ path: 'vehicles', message: `${number} is now registered to another customer` });
    if (errors.length)
      throw new AppError(
        'CONFLICT',
        `This account cannot be restored: ${errors.map((e) => e.message).join('; ')}.`,
        errors,
      );
    if (!(await undeleteUser(tx, target.id, ctx.now))) throw notFound('That deleted user');
    const { restoredTags, takenTags } = await restoreVehiclesOf(tx, target.id, ctx.now);
    await writeAudit(
      tx,
      ctx,
      'restore',
      'user',
      target.id,
      { deletedAt: target.deletedAt!.toISOString() },
      { restoredTags, tagsTakenMeanwhile: takenTags },
    );
    return { restoredTags, tagsTakenMeanwhile: takenTags };
  });
}
