import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  groupInvitations,
  groupMembers,
  locationShares,
  notifications,
  sharePositions,
  travelGroups,
  users,
} from '../../platform/db/schema.js';

export type GroupRow = typeof travelGroups.$inferSelect;
export type InvitationRow = typeof groupInvitations.$inferSelect;
export type ShareRow = typeof locationShares.$inferSelect;

/** A share is live from its start until it was stopped or its time ran out. */
const liveAt = (now: Date) =>
  and(isNull(locationShares.endedAt), or(isNull(locationShares.until), gt(locationShares.until, now)));

export async function insertGroup(tx: DbOrTx, name: string, ownerId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(travelGroups)
    .values({ name, createdAt: now, updatedAt: now })
    .returning({ id: travelGroups.id });
  await tx.insert(groupMembers).values({ groupId: row!.id, userId: ownerId, role: 'owner', createdAt: now });
  return row!.id;
}

export async function findGroups(db: DbOrTx, ids: string[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(travelGroups).where(inArray(travelGroups.id, ids));
}

/** The user's membership of a group (its role), or null; a deleted account is a member of nothing. */
export async function findMembership(
  db: DbOrTx,
  groupId: string,
  userId: string,
): Promise<{ role: 'owner' | 'member' } | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), isNull(users.deletedAt)));
  return row ?? null;
}

export interface MemberRow {
  groupId: string;
  userId: string;
  name: string;
  role: 'owner' | 'member';
  joinedAt: Date;
}

/** The live members of these groups, the owner first, then in the order they joined. */
export async function findMembers(db: DbOrTx, groupIds: string[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: groupMembers.groupId,
      userId: groupMembers.userId,
      name: users.name,
      role: groupMembers.role,
      joinedAt: groupMembers.createdAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(inArray(groupMembers.groupId, groupIds), isNull(users.deletedAt)))
    .orderBy(sql`${groupMembers.role} = 'owner' desc`, asc(groupMembers.createdAt));
}

/** A live member other than the one an event is about, with the number and language their texts go to. */
export interface OtherMemberRow {
  userId: string;
  name: string;
  countryCode: string;
  phone: string;
  language: string;
}

/**
 * The group's live members other than `except`, in the order they joined: whom a trip's arrival,
 * lateness (trips.service.ts) or alarm (alarm.service.ts) texts.
 */
export function findOtherMembers(db: DbOrTx, groupId: string, except: string): Promise<OtherMemberRow[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      countryCode: users.countryCode,
      phone: users.phone,
      language: users.language,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, except), isNull(users.deletedAt)))
    .orderBy(asc(groupMembers.createdAt));
}

export async function findGroupsOf(db: DbOrTx, userId: string): Promise<(GroupRow & { role: 'owner' | 'member' })[]> {
  return db
    .select({
      id: travelGroups.id,
      name: travelGroups.name,
      createdAt: travelGroups.createdAt,
      updatedAt: travelGroups.updatedAt,
      role: groupMembers.role,
    })
    .from(groupMembers)
    .innerJoin(travelGroups, eq(travelGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(travelGroups.name), asc(travelGroups.createdAt));
}

export interface LiveShareRow {
  id: string;
  groupId: string;
  userId: string;
  startedAt: Date;
  until: Date | null;
  destination: string | null;
  destinationLat: number | null;
  destinationLng: number | null;
  arrivalRadius: number | null;
  expectedAt: Date | null;
  arrivedAt: Date | null;
  lateNotifiedAt: Date | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  at: Date | null;
}

/** The live shares of these groups with their latest positions. */
export async function findLiveShares(db: DbOrTx, groupIds: string[], now: Date): Promise<LiveShareRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      id: locationShares.id,
      groupId: locationShares.groupId,
      userId: locationShares.userId,
      startedAt: locationShares.startedAt,
      until: locationShares.until,
      destination: locationShares.destination,
      destinationLat: locationShares.destinationLat,
      destinationLng: locationShares.destinationLng,
      arrivalRadius: locationShares.arrivalRadius,
      expectedAt: locationShares.expectedAt,
      arrivedAt: locationShares.arrivedAt,
      lateNotifiedAt: locationShares.lateNotifiedAt,
      lat: sharePositions.lat,
      lng: sharePositions.lng,
      accuracy: sharePositions.accuracy,
      at: sharePositions.at,
    })
    .from(locationShares)
    .leftJoin(sharePositions, eq(sharePositions.shareId, locationShares.id))
    .where(and(inArray(locationShares.groupId, groupIds), liveAt(now)));
}

/** The user's live shares, in every group. */
export async function findLiveSharesOf(db: DbOrTx, userId: string, now: Date): Promise<ShareRow[]> {
  return db
    .select()
    .from(locationShares)
    .where(and(eq(locationShares.userId, userId), liveAt(now)));
}

/**
 * The member's live share with the group, in one query with their membership (a live member's
 * share: leaving or being removed ends it), or null: what each position needs, so it is one read.
 */
export async function findMyLiveShare(
  db: DbOrTx,
  userId: string,
  groupId: string,
  now: Date,
): Promise<ShareRow | null> {
  const [row] = await db
    .select(getTableColumns(locationShares))
    .from(locationShares)
    .innerJoin(
      groupMembers,
      and(eq(groupMembers.groupId, locationShares.groupId), eq(groupMembers.userId, locationShares.userId)),
    )
    .innerJoin(users, eq(users.id, locationShares.userId))
    .where(
      and(eq(locationShares.userId, userId), eq(locationShares.groupId, groupId), liveAt(now), isNull(users.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

export async function countMembers(db: DbOrTx, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return row?.n ?? 0;
}

export async function insertMember(tx: DbOrTx, groupId: string, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(groupMembers)
    .values({ groupId, userId, role: 'member', createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

export async function deleteMember(tx: DbOrTx, groupId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

/** Hands the group to its longest-standing member (the owner left); answers false when nobody is left. */
export async function passOwnership(tx: DbOrTx, groupId: string): Promise<boolean> {
  const [next] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.createdAt))
    .limit(1);
  if (!next) return false;
  await tx
    .update(groupMembers)
    .set({ role: 'owner' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, next.userId)));
  return true;
}

export async function deleteGroupRow(tx: DbOrTx, groupId: string): Promise<void> {
  await tx.delete(travelGroups).where(eq(travelGroups.id, groupId));
}

/** Ends every share not yet stopped of this member in this group (or in every group: `groupId` null). */
export async function endShares(tx: DbOrTx, userId: string, groupId: string | null, now: Date): Promise<string[]> {
  const rows = await tx
    .update(locationShares)
    .set({
      endedAt: sql`least(coalesce(${locationShares.until}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(locationShares.userId, userId),
        isNull(locationShares.endedAt),
        groupId ? eq(locationShares.groupId, groupId) : undefined,
      ),
    )
    .returning({ groupId: locationShares.groupId });
  return rows.map((r) => r.groupId);
}

export async function insertShare(tx: DbOrTx, values: typeof locationShares.$inferInsert): Promise<ShareRow> {
  const [row] = await tx.insert(locationShares).values(values).returning();
  return row!;
}

/** Replaces the share's position with this one. */
export async function upsertPosition(
  db: DbOrTx,
  shareId: string,
  p: { lat: number; lng: number; accuracy: number; at: Date },
): Promise<void> {
  await db
    .insert(sharePositions)
    .values({ shareId, ...p })
    .onConflictDoUpdate({
      target: sharePositions.shareId,
      set: { lat: p.lat, lng: p.lng, accuracy: p.accuracy, at: p.at },
    });
}

export async function insertInvitation(
  tx: DbOrTx,
  values: typeof groupInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await tx.insert(groupInvitations).values(values).returning();
  return row!;
}

/** The invitation's text, into the outbox the sender drains. */
export async function insertInvitationText(tx: DbOrTx, text: typeof notifications.$inferInsert): Promise<void> {
  await tx.insert(notifications).values(text);
}

/** The invitations of these groups not yet taken nor expired, oldest first. */
export async function findPendingInvitationsOf(db: DbOrTx, groupIds: string[], now: Date): Promise<InvitationRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(groupInvitations)
    .where(
      and(
        inArray(groupInvitations.groupId, groupIds),
        isNull(groupInvitations.acceptedAt),
        gt(groupInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(groupInvitations.createdAt));
}

export async function findInvitationByHash(db: DbOrTx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(groupInvitations).where(eq(groupInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Takes the invitation once: false when it was taken meanwhile. */
export async function markAccepted(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(groupInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(groupInvitations.id, id), isNull(groupInvitations.acceptedAt)))
    .returning({ id: groupInvitations.id });
  return rows.length > 0;
}

/**
 * Deletes up to `limit` shares (their positions with them) that ended before `before`: stopped,
 * or their time ran out. Answers how many.
 */
export async function deleteSharesEndedBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const gone = await db
    .select({ id: locationShares.id })
    .from(locationShares)
    .where(
      or(lte(locationShares.endedAt, before), and(isNull(locationShares.endedAt), lte(locationShares.until, before))),
    )
    .limit(limit);
  if (gone.length === 0) return 0;
  const rows = await db
    .delete(locationShares)
    .where(
      inArray(
        locationShares.id,
        gone.map((g) => g.id),
      ),
    )
    .returning({ id: locationShares.id });
  return rows.length;
}

/** Invitations that ended (taken or expired) before `before` are deleted: a phone number is not kept longer. */
export async function deleteInvitationsEndedBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(groupInvitations)
    .where(or(lte(groupInvitations.acceptedAt, before), lte(groupInvitations.expiresAt, before)))
    .returning({ id: groupInvitations.id });
  return rows.length;
}
