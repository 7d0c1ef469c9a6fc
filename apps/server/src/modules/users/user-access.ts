import type { PermissionFlag, UserType } from '@safesathi/contract';
import { forbiddenMessage, hasPermission } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findLiveUser, type LiveUser } from './users.repo.js';

export type UserAction = 'create' | 'view' | 'edit' | 'delete';

/** The flag an admin needs to act on a user of each type (docs/product.md §3 Customers / Admins groups). */
const FLAG: Record<UserAction, Record<UserType, PermissionFlag>> = {
  create: { Customer: 'createNewCustomer', Admin: 'createNewAdmin' },
  view: { Customer: 'viewCustomer', Admin: 'viewAdmin' },
  edit: { Customer: 'editCustomer', Admin: 'editAdmin' },
  delete: { Customer: 'deleteCustomer', Admin: 'deleteAdmin' },
};

export const flagFor = (action: UserAction, usertype: UserType): PermissionFlag => FLAG[action][usertype];

/** The user types the signed-in admin may list (viewCustomer → customers, viewAdmin → admins). */
export function viewableTypes(ctx: Ctx): UserType[] {
  return (['Customer', 'Admin'] as const).filter((t) => hasPermission(ctx.user, flagFor('view', t)));
}

/** Throws 403 unless the admin holds the flag for this action on this type of user. */
export function assertAdminMay(ctx: Ctx, action: UserAction, usertype: UserType): void {
  const flag = flagFor(action, usertype);
  if (!hasPermission(ctx.user, flag)) throw new AppError('FORBIDDEN', forbiddenMessage([flag]));
}

/**
 * The user whose records a request touches: 404 when there is none; a Customer may only
 * touch their own (403 — the id in the path is a person, and they know it is not them).
 * An admin's flag was checked by the route's access rule.
 */
export async function loadOwnedUser(db: DbOrTx, ctx: Ctx, userId: string): Promise<LiveUser> {
  const user = await findLiveUser(db, userId);
  if (!user) throw notFound('That user');
  if (ctx.user?.usertype !== 'Admin' && ctx.user?._id !== user.id)
    throw new AppError('FORBIDDEN', 'You can only see and change your own records.');
  return user;
}

/** A record of a user (vehicle, address) is "not found" for a customer who does not own it. */
export function assertOwnsRecord(ctx: Ctx, ownerId: string, what: string): void {
  if (ctx.user?.usertype !== 'Admin' && ctx.user?._id !== ownerId) throw notFound(what);
}
