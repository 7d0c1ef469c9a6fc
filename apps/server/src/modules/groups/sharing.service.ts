/**
 * Sharing one's location with a group (docs/decisions/0072-trip-groups.md): for an hour, eight
 * hours or until stopped, optionally towards a destination. While a share lives its member posts
 * positions; only the latest is kept, and members see it while the share lives. A share and its
 * position are deleted SHARE_RETENTION_HOURS after it ended (purgeEndedShares, hourly).
 */
import {
  SHARE_DURATION_SECONDS,
  type ShareDuration,
  type TMemberShare,
  type TMySharing,
  type TPositionRequest,
  type TTripRequest,
} from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { conflict } from '../../platform/errors.js';
import { hit } from '../../platform/rate-limit.js';
import type { TripsConfig } from '../../platform/trips-config.js';
import { me } from './group-view.js';
import {
  deleteInvitationsEndedBefore,
  deleteSharesEndedBefore,
  endShares,
  findGroupsOf,
  findLiveSharesOf,
  findMembers,
  findMyLiveShare,
  insertShare,
  upsertPosition,
} from './groups.repo.js';
import { announce, type GroupDeps, myRole } from './groups.service.js';
import { tripColumns, tripOf } from './trip-view.js';
import { arriveIfThere } from './trips.service.js';

/** Positions one member may send a minute, all groups together: far above what the web app sends (≥ 50 m or ≥ 60 s). */
export const POSITIONS_PER_MINUTE = 30;

export async function startSharing(
  deps: GroupDeps,
  ctx: Ctx,
  groupId: string,
  input: { duration: ShareDuration; destination?: string; trip?: TTripRequest },
): Promise<TMemberShare> {
  await myRole(deps.db, ctx, groupId);
  const seconds = SHARE_DURATION_SECONDS[input.duration];
  const trip = tripColumns(input.trip, ctx.now);
  const share = await deps.db.transaction(async (tx) => {
    // A new choice replaces a share still running: one share per member and group.
    await endShares(tx, me(ctx), groupId, ctx.now);
    return insertShare(tx, {
      groupId,
      userId: me(ctx),
      startedAt: ctx.now,
      until: seconds === null ? null : new Date(ctx.now.getTime() + seconds * 1000),
      destination: input.destination ?? null,
      ...trip,
      createdAt: ctx.now,
    });
  });
  await announce(deps.events, [groupId]);
  return {
    startedAt: share.startedAt.toISOString(),
    until: share.until?.toISOString() ?? null,
    destination: share.destination,
    position: null,
    trip: tripOf(share),
  };
}

/** Stops sharing with the group at once; answers whether there was anything to stop. */
export async function stopSharing(deps: GroupDeps, ctx: Ctx, groupId: string): Promise<boolean> {
  await myRole(deps.db, ctx, groupId);
  const ended = await endShares(deps.db, me(ctx), groupId, ctx.now);
  await announce(deps.events, [groupId]);
  return ended.length > 0;
}

/**
/**
 * The member's latest position for the group; refused unless they share with it now (not a
 * member: not found). The usual case — a member sharing — costs one read, the rate limit, the
 * write and the announcement (docs/decisions/0072-trip-groups.md, "Scale"). On a trip, a position
 * at the destination marks it arrived and ends the share (trips.service.ts).
 */
export async function postPosition(
  deps: GroupDeps,
  ctx: Ctx,
  groupId: string,
  p: TPositionRequest,
): Promise<{ at: Date; arrived: boolean }> {
  const share = await findMyLiveShare(deps.db, me(ctx), groupId, ctx.now);
  if (!share) {
    await myRole(deps.db, ctx, groupId);
    throw conflict('You are not sharing your location with this group now. Start sharing first.');
  }
  await hit(
    deps.db,
    `group-positions:${me(ctx)}`,
    { max: POSITIONS_PER_MINUTE, windowSeconds: 60 },
    ctx.now,
    'Positions are coming too fast. The next one goes in a moment.',
  );
  await upsertPosition(deps.db, share.id, { ...p, at: ctx.now });
  const arrived = await arriveIfThere(deps, share, p, ctx.now, ctx.user!.name || 'A member');
  await announce(deps.events, [groupId]);
  return { at: ctx.now, arrived };
}

/** What the signed-in person shares right now, and with whom. */
export async function mySharing(db: Db, ctx: Ctx): Promise<TMySharing[]> {
  const userId = me(ctx);
  const shares = await findLiveSharesOf(db, userId, ctx.now);
  if (shares.length === 0) return [];
  const groups = await findGroupsOf(db, userId);
  const members = await findMembers(
    db,
    shares.map((s) => s.groupId),
  );
  return shares.flatMap((s) => {
    const group = groups.find((g) => g.id === s.groupId);
    if (!group) return [];
    return [
      {
        groupId: s.groupId,
        groupName: group.name,
        startedAt: s.startedAt.toISOString(),
        until: s.until?.toISOString() ?? null,
        destination: s.destination,
        seenBy: members.filter((m) => m.groupId === s.groupId && m.userId !== userId).map((m) => m.name),
      },
    ];
  });
}

const PURGE_BATCH = 500;

/**
 * Deletes shares, with their positions, that ended (stopped, or their time ran out) longer ago
 * than SHARE_RETENTION_HOURS, and invitations taken or expired as long ago. Answers how many.
 */
export async function purgeEndedShares(
  db: Db,
  trips: Pick<TripsConfig, 'retentionSeconds'>,
  now: Date,
): Promise<{ shares: number; invitations: number }> {
  const before = new Date(now.getTime() - trips.retentionSeconds * 1000);
  let shares = 0;
  for (;;) {
    const n = await deleteSharesEndedBefore(db, before, PURGE_BATCH);
    shares += n;
    if (n < PURGE_BATCH) break;
  }
  return { shares, invitations: await deleteInvitationsEndedBefore(db, before) };
}
