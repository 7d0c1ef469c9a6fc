/**
 * Travel together (docs/decisions/0072-trip-groups.md): groups, their members and invitations,
 * and members' location shares with the latest position of each (no trail is ever kept).
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';

export const travelGroups = pgTable('travel_groups', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => travelGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner invites and removes; one owner per group. */
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/** An invitation by text to one phone number; only the link's token's hash is kept. */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => travelGroups.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull().default('91'),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once taken: an invitation works once. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_invitations_token_uq').on(t.tokenHash),
    index('group_invitations_group_idx').on(t.groupId),
  ],
);

/**
 * A member sharing their location with one group, from `started_at` until `until` (null: until
 * they stop) or `ended_at`, whichever comes first. Deleted, with its position, SHARE_RETENTION_HOURS
 * after it ended.
 */
export const locationShares = pgTable(
  'location_shares',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => travelGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    destination: text('destination'),
    /**
     * A trip (docs/decisions/0073-trip-arrival.md): the destination's point, the radius (metres)
     * within which the member has arrived, and when they expect to. All null for a plain share.
     */
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    arrivalRadius: integer('arrival_radius'),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    /** Set once, with `ended_at`, by the position that reached the destination (the group is told once). */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** Set once when the group was told the member has not arrived. */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one share not stopped per member and group.
    uniqueIndex('location_shares_open_uq').on(t.groupId, t.userId).where(sql`${t.endedAt} is null`),
    index('location_shares_user_idx').on(t.userId),
    // The lateness tick's search: running trips not arrived and not yet reported late.
    index('location_shares_trip_due_idx')
      .on(t.expectedAt)
      .where(sql`${t.endedAt} is null and ${t.arrivedAt} is null and ${t.lateNotifiedAt} is null`),
  ],
);

/** The latest position of a share, and only that: each new one replaces it. */
export const sharePositions = pgTable('share_positions', {
  shareId: uuid('share_id')
    .primaryKey()
    .references(() => locationShares.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Metres. */
  accuracy: doublePrecision('accuracy').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
