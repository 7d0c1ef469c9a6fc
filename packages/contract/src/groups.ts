import { z } from 'zod';
import { indianMobile } from './phone.js';
import { dataResponse, savedResponse } from './responses.js';

/**
 * Travel together (docs/decisions/0072-trip-groups.md): family groups whose members share their
 * live location with the group for a chosen time. Only members see a position, and only while it
 * is shared; only the latest position of a share is kept, and it is deleted a set time after the
 * sharing ends.
 */

/** How long a member shares: an hour, eight hours, or until they stop. */
export const SHARE_DURATIONS = ['1h', '8h', 'until-stop'] as const;
export type ShareDuration = (typeof SHARE_DURATIONS)[number];
export const SHARE_DURATION_SECONDS: Record<ShareDuration, number | null> = {
  '1h': 3600,
  '8h': 8 * 3600,
  'until-stop': null,
};

/** A group holds at most this many members; an invitation works this many days. */
export const GROUP_MAX_MEMBERS = 20;
export const GROUP_INVITE_DAYS = 7;
/** A position older than this is shown greyed, "last seen … / sharing paused". */
export const POSITION_STALE_SECONDS = 5 * 60;

export const ZGroupRequest = z.object({
  name: z
    .string({ error: 'Name the group' })
    .trim()
    .min(1, 'Name the group')
    .max(60, 'Keep the name under 60 characters'),
});
export type TGroupRequest = z.infer<typeof ZGroupRequest>;

export const ZGroupInviteRequest = z.object({ phone: indianMobile() });

/** A trip's arrival radius: within this many metres of the destination the member has arrived. */
export const TRIP_RADIUS_DEFAULT = 200;
export const TRIP_RADIUS_MIN = 50;
export const TRIP_RADIUS_MAX = 5000;
/** How far ahead a trip's expected arrival may be: a day. */
export const TRIP_MAX_MINUTES = 24 * 60;

const latitude = () =>
  z.number({ error: 'Latitude is a number' }).min(-90, 'Latitude is -90 to 90').max(90, 'Latitude is -90 to 90');
const longitude = () =>
  z
    .number({ error: 'Longitude is a number' })
    .min(-180, 'Longitude is -180 to 180')
    .max(180, 'Longitude is -180 to 180');

/**
 * A trip to a destination (docs/decisions/0073-trip-arrival.md): its point, the radius of arrival,
 * and when the member expects to be there, in minutes from now or as a time.
 */
export const ZTripRequest = z
  .object({
    lat: latitude(),
    lng: longitude(),
    radius: z
      .number({ error: 'The radius is a number of metres' })
      .int('The radius is a whole number of metres')
      .min(TRIP_RADIUS_MIN, `The radius is ${TRIP_RADIUS_MIN} to ${TRIP_RADIUS_MAX} metres`)
      .max(TRIP_RADIUS_MAX, `The radius is ${TRIP_RADIUS_MIN} to ${TRIP_RADIUS_MAX} metres`)
      .default(TRIP_RADIUS_DEFAULT),
    /** Expected in this many minutes… */
    inMinutes: z
      .number({ error: 'Minutes are a number' })
      .int('Minutes are a whole number')
      .min(1, `Expect to arrive in 1 to ${TRIP_MAX_MINUTES} minutes`)
      .max(TRIP_MAX_MINUTES, `Expect to arrive in 1 to ${TRIP_MAX_MINUTES} minutes`)
      .optional(),
    /** …or at this time (ISO 8601, within the next day). */
    expectedAt: z.iso.datetime({ offset: true, error: 'Give the time as an ISO date and time' }).optional(),
  })
  .refine((t) => (t.inMinutes === undefined) !== (t.expectedAt === undefined), {
    message: 'Say when you expect to arrive: in minutes or at a time (one of them)',
    path: ['inMinutes'],
  });
export type TTripRequest = z.input<typeof ZTripRequest>;

export const ZShareRequest = z
  .object({
    duration: z.enum(SHARE_DURATIONS, { error: 'Choose 1 hour, 8 hours or until you stop' }),
    /** Where the trip goes, in words ("Home", "Nani's house"): shown to the group. */
    destination: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().max(120, 'Keep the destination under 120 characters').optional(),
    ),
    /**
     * A trip: the group is told when the member arrives, or has not by the expected time (and a
     * margin). It lasts until they arrive or stop, so its duration is `until-stop`.
     */
    trip: ZTripRequest.optional(),
  })
  .refine((r) => !r.trip || r.duration === 'until-stop', {
    message: 'A trip lasts until you arrive or stop sharing: choose until you stop',
    path: ['duration'],
  });

export const ZPositionRequest = z.object({
  lat: latitude(),
  lng: longitude(),
  /** Metres, as the browser reports it (95% radius). */
  accuracy: z
    .number({ error: 'Accuracy is a number of metres' })
    .min(0, 'Accuracy is 0 to 100000 metres')
    .max(100_000, 'Accuracy is 0 to 100000 metres'),
});
export type TPositionRequest = z.infer<typeof ZPositionRequest>;

export const ZGroupRole = z.enum(['owner', 'member']);

export const ZPosition = z.object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: z.string() });
export type TPosition = z.infer<typeof ZPosition>;

/**
 * A member's trip as the group sees it: running (`arrivedAt` null), arrived (the share ended then),
 * or reported late (`lateAt`, when the group was told). The destination's point is shown to members only.
 */
export const ZTrip = z.object({
  destination: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number().int(),
  expectedAt: z.string(),
  arrivedAt: z.string().nullable(),
  lateAt: z.string().nullable(),
});
export type TTrip = z.infer<typeof ZTrip>;

/** A member's sharing right now; `position` is their latest, null until one came. */
export const ZMemberShare = z.object({
  startedAt: z.string(),
  /** When it ends by itself; null: until they stop. */
  until: z.string().nullable(),
  destination: z.string().nullable(),
  position: ZPosition.nullable(),
  /** The trip this share is for; null: a share for a time. */
  trip: ZTrip.nullable(),
});
export type TMemberShare = z.infer<typeof ZMemberShare>;

export const ZGroupMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: ZGroupRole,
  joinedAt: z.string(),
  isMe: z.boolean(),
  /** Null when not sharing with this group now. */
  share: ZMemberShare.nullable(),
  /** Their latest trip that arrived, once the share ended by arriving (until it is deleted with the share). */
  arrived: ZTrip.nullable(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

/** An invitation not yet taken: its number, partly hidden, and its end. */
export const ZGroupInvitation = z.object({
  _id: z.string(),
  phone: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TGroupInvitation = z.infer<typeof ZGroupInvitation>;

/** The map's tiles (MAP_TILES_URL, MAP_TILES_ATTRIBUTION); `url` null: no map, the list alone. */
export const ZMapTiles = z.object({ url: z.string().nullable(), attribution: z.string() });
export type TMapTiles = z.infer<typeof ZMapTiles>;

export const ZGroup = z.object({
  _id: z.string(),
  name: z.string(),
  myRole: ZGroupRole,
  members: z.array(ZGroupMember),
  /** Pending invitations (the owner's view; empty for members). */
  invitations: z.array(ZGroupInvitation),
  tiles: ZMapTiles,
  createdAt: z.string(),
});
export type TGroup = z.infer<typeof ZGroup>;
export const ZGroupResponse = dataResponse(ZGroup);
export const ZGroupSavedResponse = savedResponse(ZGroup);

export const ZGroupSummary = z.object({
  _id: z.string(),
  name: z.string(),
  myRole: ZGroupRole,
  memberCount: z.number().int(),
  /** Members sharing with the group now (the viewer included). */
  sharingCount: z.number().int(),
  /** Whether the viewer shares with this group now. */
  iShare: z.boolean(),
});
export type TGroupSummary = z.infer<typeof ZGroupSummary>;
export const ZGroupListResponse = dataResponse(z.array(ZGroupSummary));

export const ZGroupInvitationSavedResponse = savedResponse(ZGroupInvitation);

export const ZGroupMemberParams = z.object({ id: z.uuid('Not a valid id'), userId: z.uuid('Not a valid id') });
export const ZGroupInvitationParams = z.object({ token: z.string().min(10).max(100) });

/**
 * What a signed-out visitor holding an invitation's link learns (docs/decisions/0079-invitation-preview-masked.md):
 * who sent it, the number it was sent to masked but its last four digits (a forwarded link
 * reaches strangers). Not whether that number has an account: that would tell the link's holder
 * whether the invitee uses SafeSathi. Nothing of the group; the full number only members see.
 */
export const ZGroupInvitationPreview = z.object({
  /** The inviter's name; null when their account has none or is gone. */
  invitedBy: z.string().nullable(),
  /** The invited number, its last four digits only: "+91******1234". */
  maskedPhone: z.string(),
});
export type TGroupInvitationPreview = z.infer<typeof ZGroupInvitationPreview>;
export const ZGroupInvitationPreviewResponse = dataResponse(ZGroupInvitationPreview);

/** The account's "what am I sharing with whom right now". */
export const ZMySharing = z.object({
  groupId: z.string(),
  groupName: z.string(),
  startedAt: z.string(),
  until: z.string().nullable(),
  destination: z.string().nullable(),
  /** Who can see it: the group's other members. */
  seenBy: z.array(z.string()),
});
export type TMySharing = z.infer<typeof ZMySharing>;
export const ZMySharingResponse = dataResponse(z.array(ZMySharing));

export const ZShareSavedResponse = savedResponse(ZMemberShare);
export const ZPositionSavedResponse = savedResponse(
  z.object({
    at: z.string(),
    /** This position reached the trip's destination: the trip, and the sharing, ended. */
    arrived: z.boolean(),
  }),
);

/** The great-circle distance between two points, in metres (haversine on a 6,371 km sphere). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A fix less precise than this says nothing about arriving (a cell tower's guess). */
export const ARRIVAL_MAX_ACCURACY = 1000;

/**
 * Whether a position is at the destination (docs/decisions/0073-trip-arrival.md): its distance,
 * less the fix's accuracy (the browser's 95% radius) up to the radius itself, is within the radius.
 * So a 200 m circle takes a fix up to 400 m away whose accuracy covers the gap; a fix vaguer than
 * ARRIVAL_MAX_ACCURACY never counts.
 */
export function reachedDestination(
  p: { lat: number; lng: number; accuracy: number },
  trip: { lat: number; lng: number; radius: number },
): boolean {
  if (p.accuracy > ARRIVAL_MAX_ACCURACY) return false;
  return distanceMetres(p, trip) - Math.min(p.accuracy, trip.radius) <= trip.radius;
}
