/**
 * What a member sees of a group (docs/decisions/0072-trip-groups.md): its members, and of those
 * sharing now their share and latest position. A position is in the view only while its share
 * lives; the owner also sees the invitations not yet taken. Anyone who is not a member sees
 * nothing: "not found", whoever they are (an admin included).
 */
import { formatIndianMobile, type TGroup, type TGroupMember, type TMapTiles } from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { TripsConfig } from '../../platform/trips-config.js';
import {
  findGroups,
  findLiveShares,
  findMembers,
  findPendingInvitationsOf,
  type GroupRow,
  type InvitationRow,
  type LiveShareRow,
  type MemberRow,
  type ShareRow,
} from './groups.repo.js';
import { tripOf } from './trip-view.js';
import { findArrivals } from './trips.repo.js';

export const me = (ctx: Ctx): string => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return ctx.user._id;
};

export const tilesOf = (trips: TripsConfig): TMapTiles => ({
  url: trips.tilesUrl,
  attribution: trips.tilesAttribution,
});

/** A group's state, the same for every member: each member's view is made from it. */
export interface GroupState {
  group: GroupRow;
  members: MemberRow[];
  shares: LiveShareRow[];
  invitations: InvitationRow[];
  /** Trips that ended by arriving, the newest first. */
  arrivals: ShareRow[];
}

/** The states of these groups in five queries, however many groups (one live-stream refresh reads many). */
export async function loadGroupStates(db: DbOrTx, groupIds: string[], now: Date): Promise<Map<string, GroupState>> {
  const states = new Map<string, GroupState>();
  if (groupIds.length === 0) return states;
  const [groups, members, shares, invitations, arrivals] = await Promise.all([
    findGroups(db, groupIds),
    findMembers(db, groupIds),
    findLiveShares(db, groupIds, now),
    findPendingInvitationsOf(db, groupIds, now),
    findArrivals(db, groupIds),
  ]);
  for (const group of groups) states.set(group.id, { group, members: [], shares: [], invitations: [], arrivals: [] });
  for (const m of members) states.get(m.groupId)?.members.push(m);
  for (const sh of shares) states.get(sh.groupId)?.shares.push(sh);
  for (const i of invitations) states.get(i.groupId)?.invitations.push(i);
  for (const a of arrivals) states.get(a.groupId)?.arrivals.push(a);
  return states;
}

/** The view of `viewerId`, or null when they are not a member of it (any more). */
export function viewOf(state: GroupState, viewerId: string, tiles: TMapTiles): TGroup | null {
  const mine = state.members.find((m) => m.userId === viewerId);
  if (!mine) return null;
  const members: TGroupMember[] = state.members.map((m) => {
    const share = state.shares.find((s) => s.userId === m.userId);
    // Their last trip's arrival, until they share again (or it is deleted with its share).
    const arrival = share ? undefined : state.arrivals.find((a) => a.userId === m.userId);
    return {
      userId: m.userId,
      name: m.name,
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
      isMe: m.userId === viewerId,
      share: share
        ? {
            startedAt: share.startedAt.toISOString(),
            until: share.until?.toISOString() ?? null,
            destination: share.destination,
            position:
              share.at && share.lat !== null && share.lng !== null && share.accuracy !== null
                ? { lat: share.lat, lng: share.lng, accuracy: share.accuracy, at: share.at.toISOString() }
                : null,
            trip: tripOf(share),
          }
        : null,
      arrived: arrival ? tripOf(arrival) : null,
    };
  });
  return {
    _id: state.group.id,
    name: state.group.name,
    myRole: mine.role,
    members,
    invitations:
      mine.role === 'owner'
        ? state.invitations.map((i) => ({
            _id: i.id,
            phone: formatIndianMobile(i.phone, i.countryCode),
            expiresAt: i.expiresAt.toISOString(),
            createdAt: i.createdAt.toISOString(),
          }))
        : [],
    tiles,
    createdAt: state.group.createdAt.toISOString(),
  };
}

/** The signed-in member's view of a group; not found for anyone else. */
export async function readGroup(db: DbOrTx, ctx: Ctx, trips: TripsConfig, groupId: string): Promise<TGroup> {
  const state = (await loadGroupStates(db, [groupId], ctx.now)).get(groupId);
  const view = state ? viewOf(state, me(ctx), tilesOf(trips)) : null;
  if (!view) throw notFound('That group');
  return view;
}
