/**
 * Emergency blood (docs/decisions/0047-emergency-blood.md): the donor register, requests for
 * blood, the widening rings each request searches, and every donor asked.
 */
import {
  BLOOD_ANSWERS,
  BLOOD_CLOSE_REASONS,
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  BLOOD_NEEDED_KINDS,
  BLOOD_REQUEST_STATES,
  DONOR_SEXES,
} from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { notifications } from './sos.js';

/**
 * One row per registered donor; leaving the register deletes it. The place they give from is
 * never shown to anyone: requests see a rounded distance only.
 */
export const bloodDonors = pgTable(
  'blood_donors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bloodGroup: text('blood_group', { enum: BLOOD_GROUPS }).notNull(),
    birthDate: date('birth_date').notNull(),
    /** For the interval between donations (90 days for men, 120 for women). */
    sex: text('sex', { enum: DONOR_SEXES }).notNull(),
    lastDonatedOn: date('last_donated_on'),
    /** The first day they may give again, kept from lastDonatedOn and sex so the match reads one column. */
    eligibleFrom: date('eligible_from'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Where the place came from: a PIN code's area (kept to show it back) or the browser's position. */
    pinCode: text('pin_code'),
    /** How far they will travel to give. */
    radiusKm: smallint('radius_km').notNull(),
    available: boolean('available').notNull().default(true),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The nearest donors are found through this (earth_box @> ll_to_earth), on both engines.
    index('blood_donors_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

export const bloodRequests = pgTable(
  'blood_requests',
  {
    id: id(),
    /** The customer who asked; null for an admin's request on behalf of a caller. */
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin who made it for a caller. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    bloodGroup: text('blood_group', { enum: BLOOD_GROUPS }).notNull(),
    component: text('component', { enum: BLOOD_COMPONENTS }).notNull(),
    units: smallint('units').notNull(),
    hospitalName: text('hospital_name').notNull(),
    hospitalLatitude: doublePrecision('hospital_latitude').notNull(),
    hospitalLongitude: doublePrecision('hospital_longitude').notNull(),
    hospitalPin: text('hospital_pin'),
    neededKind: text('needed_kind', { enum: BLOOD_NEEDED_KINDS }).notNull(),
    neededBy: timestamp('needed_by', { withTimezone: true }).notNull(),
    /** neededBy plus the grace period: the request closes itself then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    contactName: text('contact_name').notNull(),
    contactCountryCode: text('contact_country_code').notNull().default('91'),
    /** Rung first by a masked call to a donor; never shown to donors. */
    contactPhone: text('contact_phone').notNull(),
    note: text('note'),
    status: text('status', { enum: BLOOD_REQUEST_STATES }).notNull().default('open'),
    closedReason: text('closed_reason', { enum: BLOOD_CLOSE_REASONS }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The radius searched so far (null before the first ring). */
    radiusKm: smallint('radius_km'),
    asked: integer('asked').notNull().default(0),
    /** Donors who said "I can donate": never more than units (checked in the same statement). */
    yesCount: smallint('yes_count').notNull().default(0),
    donatedCount: smallint('donated_count').notNull().default(0),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blood_requests_status_idx').on(t.status, t.createdAt),
    index('blood_requests_requester_idx').on(t.requesterId, t.createdAt),
    // One open request per requester per patient (and per contact number, for a caller's).
    uniqueIndex('blood_requests_open_patient_uq')
      .on(t.requesterId, sql`lower(${t.patientName})`)
      .where(sql`${t.status} = 'open' and ${t.requesterId} is not null`),
    uniqueIndex('blood_requests_open_contact_uq')
      .on(t.contactPhone, sql`lower(${t.patientName})`)
      .where(sql`${t.status} = 'open'`),
    check('blood_requests_yes_ck', sql`${t.yesCount} between 0 and ${t.units}`),
  ],
);

/**
 * The widening search, one row per ring: each is due at its time and taken by whichever process
 * looks first (FOR UPDATE SKIP LOCKED), so a restart loses no step and none is done twice.
 */
export const bloodRequestSteps = pgTable(
  'blood_request_steps',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    ring: smallint('ring').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['queued', 'done', 'cancelled'] })
      .notNull()
      .default('queued'),
    asked: integer('asked').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('blood_request_steps_due_idx').on(t.status, t.dueAt),
    uniqueIndex('blood_request_steps_ring_uq').on(t.requestId, t.ring),
  ],
);

/** A donor asked about a request: once per request; their answer and what came of it. */
export const bloodAsks = pgTable(
  'blood_asks',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text that asked them; its ack_token is the donor's answer link. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    ring: smallint('ring').notNull(),
    /** From the hospital, in metres, when asked; shown rounded. */
    distanceM: integer('distance_m').notNull(),
    answer: text('answer', { enum: BLOOD_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The requester marked that this donor gave. */
    donatedAt: timestamp('donated_at', { withTimezone: true }),
    /** Told that they are no longer needed (the request was met or closed). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blood_asks_request_donor_uq').on(t.requestId, t.donorId),
    // A donor's asks this week (the weekly cap), read per candidate.
    index('blood_asks_donor_idx').on(t.donorId, t.createdAt),
    index('blood_asks_notification_idx').on(t.notificationId),
  ],
);

/** Requesters an admin stopped from asking for blood (abuse). */
export const bloodRequesterBlocks = pgTable('blood_requester_blocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
