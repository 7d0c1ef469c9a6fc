/** People: users and admins, their permissions, sign-in codes and sessions, emergency contacts and addresses. */

import { LANGS } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull().default('91'),
    usertype: text('usertype', { enum: ['Customer', 'Admin'] }).notNull(),
    bloodGroup: text('blood_group'),
    showDetails: boolean('show_details').notNull().default(false),
    /** The owner lets people who alert them call through the telephony provider, numbers hidden both ways. */
    allowMaskedCalls: boolean('allow_masked_calls').notNull().default(false),
    /** The language of the alert texts they receive (as owner, or as someone's emergency contact). */
    language: text('language', { enum: LANGS }).notNull().default('en'),
    /**
     * Offers and reminders by SMS (campaigns); SOS and order texts go regardless. Opt-in: off until
     * the person ticks the box (DPDP Act, TRAI's commercial-communication rules; ADR 0045).
     */
    smsOffers: boolean('sms_offers').notNull().default(false),
    /** When they last ticked it (at sign-up or in the account): the record of their consent. */
    smsOffersConsentAt: timestamp('sms_offers_consent_at', { withTimezone: true }),
    /**
     * The channel that follows an unacknowledged push (or goes alone without one): SMS, or WhatsApp
     * once they have opted in to it (docs/decisions/0067-channel-ladder.md).
     */
    fallbackChannel: text('fallback_channel', { enum: ['sms', 'whatsapp'] })
      .notNull()
      .default('sms'),
    /** When they agreed to get alerts on WhatsApp: the record of their opt-in; null = never or withdrawn. */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    credits: integer('credits').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live account per phone; a soft-deleted account frees its number.
    uniqueIndex('users_phone_live_uq').on(t.countryCode, t.phone).where(sql`${t.deletedAt} is null`),
    index('users_usertype_created_idx').on(t.usertype, t.createdAt),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_lower_idx').on(sql`lower(${t.name})`),
    // The Customers/Admin tables sort by these; without an index a page of a million rows is a full sort.
    index('users_usertype_phone_idx').on(t.usertype, t.phone),
    index('users_usertype_email_idx').on(t.usertype, sql`lower(${t.email})`),
    index('users_usertype_blood_idx').on(t.usertype, t.bloodGroup, t.id),
  ],
);

/**
 * Live (not deleted) users per type, kept exact by statement-level triggers on `users`
 * (migration 0001_user_sort_indexes_and_counts), so an unfiltered list's `total` is one row, not a
 * count of a million.
 */
export const userCounts = pgTable('user_counts', {
  usertype: text('usertype').primaryKey(),
  live: bigint('live', { mode: 'number' }).notNull().default(0),
});

export const permissions = pgTable('permissions', {
  userId: uuid('userid')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: ['signin', 'signup'] }).notNull(),
    signup: jsonb('signup').$type<{ name: string; email?: string; bloodGroup?: string; smsOffers?: boolean }>(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_phone_created_idx').on(t.countryCode, t.phone, t.createdAt),
    // For the housekeeping that deletes old codes (platform/housekeeping.ts).
    index('otp_created_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull().default('91'),
    phone: text('phone').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_user_idx').on(t.userId, t.position)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressName: text('address_name').notNull().default('Home'),
    streetAdd: text('street_add').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
