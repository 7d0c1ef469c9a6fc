/**
 * Groups, their members and invitations (docs/decisions/0072-trip-groups.md). The owner invites
 * people by phone number: a text with a one-time link (only its hash is kept) that works for the
 * account holding that number only, for GROUP_INVITE_DAYS. The owner removes members; anyone
 * leaves; leaving or being removed ends one's sharing with the group at once. Every change is
 * announced (`group-updated`) so members' live streams, on any instance, show it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  formatIndianMobile,
  GROUP_INVITE_DAYS,
  GROUP_MAX_MEMBERS,
  type TGroup,
  type TGroupInvitation,
  type TGroupInvitationPreview,
  type TGroupSummary,
} from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { hit } from '../../platform/rate-limit.js';
import { maskNumber } from '../../platform/telephony/telephony.js';
import type { TripsConfig } from '../../platform/trips-config.js';
import { findLivePhoneHolder, findLiveUser } from '../users/users.repo.js';
import { me, readGroup } from './group-view.js';
import {
  countMembers,
  deleteGroupRow,
  deleteMember,
  endShares,
  findGroupsOf,
  findInvitationByHash,
  findLiveShares,
  findMembers,
  findMembership,
  insertGroup,
  insertInvitation,
  insertInvitationText,
  insertMember,
  markAccepted,
  passOwnership,
} from './groups.repo.js';

export interface GroupDeps {
  db: Db;
  events: EventBus;
  trips: TripsConfig;
  appName: string;
  publicUrl: string;
  /** A text that keeps failing is retried this long (SMS_RETRY_HOURS). */
  retrySeconds: number;
  /** Wakes the text sender. */
  kick(): void;
}

export const hashInviteToken = (token: string) => createHash('sha256').update(`group-invite:${token}`).digest('hex');
/** The web app's page an invitation's text links to. */
export const inviteUrl = (publicUrl: string, token: string) => `${publicUrl}/groups/join/${token}`;

/** Tells every instance's live streams of these groups to read them again. */
export const announce = (events: EventBus, ids: string[]) =>
  ids.length ? events.broadcast('group-updated', { ids: [...new Set(ids)] }) : Promise.resolve();

export async function createGroup(deps: GroupDeps, ctx: Ctx, name: string): Promise<TGroup> {
  const id = await deps.db.transaction((tx) => insertGroup(tx, name, me(ctx), ctx.now));
  return readGroup(deps.db, ctx, deps.trips, id);
}

export async function listMyGroups(db: Db, ctx: Ctx): Promise<TGroupSummary[]> {
  const userId = me(ctx);
  const groups = await findGroupsOf(db, userId);
  const ids = groups.map((g) => g.id);
  const [members, shares] = await Promise.all([findMembers(db, ids), findLiveShares(db, ids, ctx.now)]);
  return groups.map((g) => ({
    _id: g.id,
    name: g.name,
    myRole: g.role,
    memberCount: members.filter((m) => m.groupId === g.id).length,
    sharingCount: shares.filter((s) => s.groupId === g.id).length,
    iShare: shares.some((s) => s.groupId === g.id && s.userId === userId),
  }));
}

/** The signed-in person's role in a group; not found when they are not a member. */
export async function myRole(db: Db, ctx: Ctx, groupId: string): Promise<'owner' | 'member'> {
  const membership = await findMembership(db, groupId, me(ctx));
  if (!membership) throw notFound('That group');
  return membership.role;
}

async function ownerOnly(db: Db, ctx: Ctx, groupId: string): Promise<void> {
  if ((await myRole(db, ctx, groupId)) !== 'owner')
    throw new AppError('FORBIDDEN', 'Only the person who made the group can do this.');
}

/** Texts an invitation to `phone` (10 digits); counted against the owner's invitations a day. */
export async function invite(deps: GroupDeps, ctx: Ctx, groupId: string, phone: string): Promise<TGroupInvitation> {
  const { db } = deps;
  await ownerOnly(db, ctx, groupId);
  if (ctx.user!.phone === phone) throw fieldError('phone', 'That is your own number');
  const group = await readGroup(db, ctx, deps.trips, groupId);
  const taken = await findLivePhoneHolder(db, '91', phone);
  if (taken && group.members.some((m) => m.userId === taken))
    throw fieldError('phone', 'This number belongs to a member of the group already');
  if (group.members.length >= GROUP_MAX_MEMBERS)
    throw conflict(`A group holds at most ${GROUP_MAX_MEMBERS} people. Remove someone to invite another.`);
  await hit(
    db,
    `group-invites:${me(ctx)}`,
    { max: deps.trips.invitesPerDay, windowSeconds: 86_400 },
    ctx.now,
    `You can send ${deps.trips.invitesPerDay} invitations a day. Try again tomorrow.`,
  );
  const token = randomBytes(24).toString('base64url');
  const who = ctx.user!.name || 'Someone';
  const body = `${who} invited you to the group "${group.name}" on ${deps.appName} to share locations on trips. Join: ${inviteUrl(deps.publicUrl, token)}`;
  const row = await db.transaction(async (tx) => {
    const row = await insertInvitation(tx, {
      groupId,
      invitedBy: me(ctx),
      countryCode: '91',
      phone,
      tokenHash: hashInviteToken(token),
      expiresAt: new Date(ctx.now.getTime() + GROUP_INVITE_DAYS * 86_400_000),
      createdAt: ctx.now,
    });
    await insertInvitationText(tx, {
      recipientRole: 'other',
      countryCode: '91',
      phone,
      body,
      dueAt: ctx.now,
      nextAttemptAt: ctx.now,
      giveUpAt: new Date(ctx.now.getTime() + deps.retrySeconds * 1000),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return row;
  });
  deps.kick();
  await announce(deps.events, [groupId]);
  return {
    _id: row.id,
    phone: formatIndianMobile(row.phone, row.countryCode),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * For the link's signed-out visitor: who invited them and the number the invitation was sent to,
 * masked but its last four digits (whoever holds a forwarded link is not told it). Not whether that
 * number has an account: the page offers sign-in and sign-up both
 * (docs/decisions/0079-invitation-preview-masked.md). A made-up, expired or taken invitation is
 * not found, as at accepting.
 */
export async function previewInvitation(db: Db, now: Date, token: string): Promise<TGroupInvitationPreview> {
  const invitation = await findInvitationByHash(db, hashInviteToken(token));
  if (!invitation || invitation.expiresAt <= now || invitation.acceptedAt) throw notFound('That invitation');
  const inviter = await findLiveUser(db, invitation.invitedBy);
  return { invitedBy: inviter?.name || null, maskedPhone: maskNumber(invitation) };
}

/**
 * Joins the group an invitation names: only the account whose number it was sent to, once, before
 * it expires. A link forwarded to someone else does not work for them.
 */
export async function acceptInvitation(deps: GroupDeps, ctx: Ctx, token: string): Promise<TGroup> {
  const { db } = deps;
  const userId = me(ctx);
  const invitation = await findInvitationByHash(db, hashInviteToken(token));
  if (!invitation || invitation.expiresAt <= ctx.now) throw notFound('That invitation');
  const user = await findLiveUser(db, userId);
  if (!user || user.phone !== invitation.phone || (user.countryCode ?? '91') !== invitation.countryCode)
    throw new AppError(
      'FORBIDDEN',
      'This invitation was sent to another phone number. Ask the group for an invitation to your own.',
    );
  if (await findMembership(db, invitation.groupId, userId)) return readGroup(db, ctx, deps.trips, invitation.groupId);
  if (invitation.acceptedAt) throw notFound('That invitation');
  await db.transaction(async (tx) => {
    if (!(await markAccepted(tx, invitation.id, ctx.now))) throw notFound('That invitation');
    if ((await countMembers(tx, invitation.groupId)) >= GROUP_MAX_MEMBERS)
      throw conflict(`The group is full: it holds at most ${GROUP_MAX_MEMBERS} people.`);
    await insertMember(tx, invitation.groupId, userId, ctx.now);
  });
  await announce(deps.events, [invitation.groupId]);
  return readGroup(db, ctx, deps.trips, invitation.groupId);
}

/** The owner removes a member: their sharing with the group ends at once. */
export async function removeMember(deps: GroupDeps, ctx: Ctx, groupId: string, userId: string): Promise<void> {
  await ownerOnly(deps.db, ctx, groupId);
  if (userId === me(ctx)) throw new AppError('BAD_REQUEST', 'To leave your own group, use Leave.');
  const removed = await deps.db.transaction(async (tx) => {
    await endShares(tx, userId, groupId, ctx.now);
    return deleteMember(tx, groupId, userId);
  });
  if (!removed) throw notFound('That member');
  await announce(deps.events, [groupId]);
}

/**
 * The signed-in member leaves: their sharing ends at once. An owner who leaves hands the group to
 * the member who joined first; the last one to leave deletes it.
 */
export async function leaveGroup(deps: GroupDeps, ctx: Ctx, groupId: string): Promise<void> {
  const role = await myRole(deps.db, ctx, groupId);
  await deps.db.transaction(async (tx) => {
    await endShares(tx, me(ctx), groupId, ctx.now);
    await deleteMember(tx, groupId, me(ctx));
    if (role === 'owner' && !(await passOwnership(tx, groupId))) await deleteGroupRow(tx, groupId);
  });
  await announce(deps.events, [groupId]);
}
