import type { FallbackChannel, Lang, TContact, TUserDetail, TUserListItem, UserType } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import { toUser } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.js';
import { forgetDevicesOf } from '../devices/devices.service.js';
import { findVehiclesOfUsers, releaseVehiclesOf } from '../vehicles/vehicles.repo.js';
import { findAddressesOfUser } from './addresses.repo.js';
import { type ContactInput, saveContacts } from './contacts.service.js';
import { assertAdminMay, loadOwnedUser } from './user-access.js';
import {
  findActivityOfUser,
  findContactsOfUsers,
  findLivePhoneHolder,
  findLiveUser,
  insertUser,
  type LiveUser,
  revokeSessionsOfUser,
  softDeleteUser,
  updateUserRow,
} from './users.repo.js';

export interface CreateUserInput {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  usertype: UserType;
  bloodGroup?: string | null;
  showDetails?: boolean;
  emergencyContacts?: ContactInput[];
}

export interface UpdateUserInput {
  name?: string;
  email?: string;
  phone?: string;
  countryCode?: string;
  bloodGroup?: string | null;
  showDetails?: boolean;
  emergencyContacts?: ContactInput[];
}

const phoneTaken = () =>
  conflict('This mobile number already has an account.', [
    { path: 'phone', message: 'This mobile number already has an account' },
  ]);

/** What the audit log keeps of a user: the API view without timestamps that change on every save. */
function snapshot(row: LiveUser) {
  const { updatedAt: _u, ...rest } = toUser(row);
  return { ...rest, credits: row.credits };
}

export function toListItem(row: LiveUser, contacts: TContact[] = [], vehicles: TUserListItem['vehicles'] = []) {
  return { ...toUser(row), credits: row.credits, emergencyContacts: contacts, vehicles } satisfies TUserListItem;
}

async function withRelations(db: DbOrTx, row: LiveUser): Promise<TUserListItem> {
  const [contacts, vehicles] = await Promise.all([
    findContactsOfUsers(db, [row.id]),
    findVehiclesOfUsers(db, [row.id]),
  ]);
  return toListItem(row, contacts.get(row.id), vehicles.get(row.id));
}

/** An admin creates a customer (createNewCustomer) or an admin (createNewAdmin). */
export async function createUser(db: Db, ctx: Ctx, input: CreateUserInput): Promise<TUserListItem> {
  assertAdminMay(ctx, 'create', input.usertype);
  const row = await db.transaction(async (tx) => {
    if (await findLivePhoneHolder(tx, input.countryCode, input.phone)) throw phoneTaken();
    const created = await insertUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      countryCode: input.countryCode,
      usertype: input.usertype,
      bloodGroup: input.bloodGroup ?? null,
      showDetails: input.showDetails ?? false,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'create', 'user', created.id, null, snapshot(created));
    if (input.emergencyContacts?.length)
      await saveContacts(tx, ctx, created, input.emergencyContacts, 'emergencyContacts');
    return created;
  });
  return withRelations(db, row);
}

/** An admin edits a user (editCustomer / editAdmin by the user's type). */
export async function updateUser(db: Db, ctx: Ctx, id: string, input: UpdateUserInput): Promise<TUserListItem> {
  const target = await findLiveUser(db, id);
  if (!target) throw notFound('That user');
  assertAdminMay(ctx, 'edit', target.usertype);
  if (target.isSuperAdmin && !ctx.user?.isSuperAdmin)
    throw new AppError('FORBIDDEN', 'Only the super admin can change the super admin’s details.');
  const phone = input.phone ?? target.phone;
  const countryCode = input.countryCode ?? target.countryCode;
  // The super admin is the bootstrap account of ADMIN_PHONE; another number would orphan it at the next start.
  if (target.isSuperAdmin && phone !== target.phone)
    throw new AppError('CONFLICT', 'The super admin’s number is set by ADMIN_PHONE and cannot be changed here.', [
      { path: 'phone', message: 'Set by ADMIN_PHONE' },
    ]);
  const row = await db.transaction(async (tx) => {
    if (phone !== target.phone || countryCode !== target.countryCode) {
      const holder = await findLivePhoneHolder(tx, countryCode, phone);
      if (holder && holder !== target.id) throw phoneTaken();
    }
    const updated = await updateUserRow(tx, target.id, {
      name: input.name,
      email: input.email,
      phone,
      countryCode,
      bloodGroup: input.bloodGroup,
      showDetails: input.showDetails,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'update', 'user', target.id, snapshot(target), snapshot(updated));
    if (input.emergencyContacts) await saveContacts(tx, ctx, updated, input.emergencyContacts, 'emergencyContacts');
    return updated;
  });
  return withRelations(db, row);
}

/**
 * Soft delete: the account stops working at once (sessions revoked); its mobile number, its
 * vehicles' registration numbers and the tags on them are free for others (the SOS page stops
 * naming it). An admin may restore it within DELETED_RETENTION_DAYS (users-deleted.service.ts).
 */
export async function deleteUser(db: Db, ctx: Ctx, id: string): Promise<{ releasedTags: string[] }> {
  const target = await findLiveUser(db, id);
  if (!target) throw notFound('That user');
  assertAdminMay(ctx, 'delete', target.usertype);
  if (target.id === ctx.user?._id) throw conflict('You cannot delete your own account.');
  if (target.isSuperAdmin) throw conflict('The super admin cannot be deleted.');
  return db.transaction(async (tx) => {
    const deleted = await softDeleteUser(tx, target.id, ctx.now);
    if (!deleted) throw notFound('That user');
    await revokeSessionsOfUser(tx, target.id, ctx.now);
    await forgetDevicesOf(tx, target.id);
    const releasedTags = await releaseVehiclesOf(tx, target.id, ctx.now);
    await writeAudit(tx, ctx, 'delete', 'user', target.id, snapshot(target), {
      deletedAt: ctx.now.toISOString(),
      releasedTags,
    });
    return { releasedTags };
  });
}

/** A user with everything the detail page shows; a customer sees only themself. */
export async function getUserDetail(db: Db, ctx: Ctx, id: string): Promise<TUserDetail> {
  const target = await loadOwnedUser(db, ctx, id);
  if (ctx.user?.usertype === 'Admin' && ctx.user._id !== target.id) assertAdminMay(ctx, 'view', target.usertype);
  const [contacts, vehicles, addresses, activity] = await Promise.all([
    findContactsOfUsers(db, [target.id]),
    findVehiclesOfUsers(db, [target.id], { withTags: true }),
    findAddressesOfUser(db, target.id),
    findActivityOfUser(db, target.id),
  ]);
  return { ...toListItem(target, contacts.get(target.id), vehicles.get(target.id)), addresses, ...activity };
}

/** The signed-in user edits their own profile. */
export async function updateMe(
  db: Db,
  ctx: Ctx,
  input: {
    name?: string;
    email?: string;
    bloodGroup?: string | null;
    showDetails?: boolean;
    allowMaskedCalls?: boolean;
    smsOffers?: boolean;
    fallbackChannel?: FallbackChannel;
    language?: Lang;
  },
  /** Whether this server sends WhatsApp messages (config.whatsapp); nobody may choose it otherwise. */
  whatsappAvailable = false,
): Promise<TUserListItem> {
  const me = await findLiveUser(db, ctx.user!._id);
  if (!me) throw notFound('Your account');
  if (input.fallbackChannel === 'whatsapp' && !whatsappAvailable)
    throw fieldError('fallbackChannel', 'WhatsApp alerts are not offered yet: alerts reach you by SMS.');
  const row = await db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, me.id, {
      name: input.name,
      email: input.email,
      bloodGroup: input.bloodGroup,
      showDetails: input.showDetails,
      // The owner's own consent: only they change it (not the back office's customer form).
      allowMaskedCalls: input.allowMaskedCalls,
      smsOffers: input.smsOffers,
      // Ticking it is the consent on record (ADR 0045); kept when switched off, as when it was last given.
      smsOffersConsentAt: input.smsOffers === true && !me.smsOffers ? ctx.now : undefined,
      // Choosing WhatsApp is the opt-in on record (ADR 0068), kept while it stays chosen; SMS withdraws it.
      fallbackChannel: input.fallbackChannel,
      whatsappOptInAt:
        input.fallbackChannel === 'whatsapp'
          ? (me.whatsappOptInAt ?? ctx.now)
          : input.fallbackChannel === 'sms'
            ? null
            : undefined,
      language: input.language,
      updatedAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'update', 'user', me.id, snapshot(me), snapshot(updated));
    return updated;
  });
  return withRelations(db, row);
}
