import { DELIVERY_STATES } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { reasons } from './content.js';
import { travelGroups } from './groups.js';
import { users } from './people.js';
import { userVehicles } from './vehicles.js';

export const qrTagBatches = pgTable('qr_tag_batches', {
  id: id(),
  count: integer('count').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const qrTags = pgTable(
  'qr_tags',
  {
    id: id(),
    code: text('code').notNull().unique(),
    batchId: uuid('batch_id').references(() => qrTagBatches.id, { onDelete: 'set null' }),
    /** `lost`: its owner reported it lost; it alerts nobody and says so, until they find it again. */
    status: text('status', { enum: ['unassigned', 'active', 'suspended', 'lost'] })
      .notNull()
      .default('unassigned'),
    vehicleId: uuid('vehicle_id').references(() => userVehicles.id, { onDelete: 'set null' }),
    /** The vehicle it was on when its owner was deleted: it goes back there on a restore, if still free. */
    releasedFromVehicleId: uuid('released_from_vehicle_id').references(() => userVehicles.id, {
      onDelete: 'set null',
    }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qr_tags_vehicle_idx').on(t.vehicleId),
    index('qr_tags_status_idx').on(t.status, t.createdAt),
    index('qr_tags_batch_idx').on(t.batchId),
  ],
);

export const sosCalls = pgTable(
  'sos_calls',
  {
    id: id(),
    tagId: uuid('tag_id').references(() => qrTags.id, { onDelete: 'set null' }),
    vehicleId: uuid('vehicle_id').references(() => userVehicles.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reasonId: uuid('reason_id').references(() => reasons.id, { onDelete: 'set null' }),
    reasonText: text('reason_text').notNull(),
    vehicleNumber: text('vehicle_number').notNull(),
    creatorName: text('creator_name').notNull(),
    creatorNumber: text('creator_number').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** A landmark the bystander typed ("opposite Gate 3, City Mall"), with or without a position. */
    landmark: text('landmark'),
    /** The language of the page the alert was sent from. */
    lang: text('lang'),
    /** The reason's severity when it was sent: urgent alerts tell everyone at once, others the owner first. */
    severity: text('severity', { enum: ['urgent', 'normal'] })
      .notNull()
      .default('normal'),
    /** Every text that speaks for this alert (a text can stand for several alerts of one tag). */
    notificationIds: uuid('notification_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The latest answer of the owner (or a contact) through an acknowledgement link. */
    ackKind: text('ack_kind', { enum: ['coming', 'seen', 'call112'] }),
    ackEtaMinutes: smallint('ack_eta_minutes'),
    ackReply: text('ack_reply'),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    ackedByRole: text('acked_by_role', { enum: ['owner', 'contact'] }),
    ackedByName: text('acked_by_name'),
    ipHash: text('ip_hash'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * `tag`: a bystander scanned a vehicle's tag. `trip`: a group member pressed the alarm on a
     * trip (docs/decisions/0075-trip-alarm.md): no tag, vehicle or reason; `owner_id` is the member
     * in danger, `group_id` the group it went to, and its position is read live from their share.
     */
    origin: text('origin', { enum: ['tag', 'trip'] })
      .notNull()
      .default('tag'),
    groupId: uuid('group_id').references(() => travelGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open alarm per member and group: a second press (another key, another tab) finds it.
    uniqueIndex('sos_calls_open_trip_alarm_uq')
      .on(t.groupId, t.ownerId)
      .where(sql`${t.origin} = 'trip' and ${t.status} = 'open'`),
    index('sos_owner_idx').on(t.ownerId, t.createdAt),
    index('sos_status_created_idx').on(t.status, t.createdAt),
    index('sos_tag_created_idx').on(t.tagId, t.createdAt),
  ],
);

/** What happened to an alert besides its texts: answers, escalation, masked calls, emergency-card views. */
export const sosCallEvents = pgTable(
  'sos_call_events',
  {
    id: id(),
    callId: uuid('call_id')
      .notNull()
      .references(() => sosCalls.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Who did it, as shown on the timeline ("Ravi (owner)"); never a phone number. */
    actor: text('actor'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('sos_call_events_call_idx').on(t.callId, t.createdAt)],
);

/** The notification outbox: written in the SOS transaction, drained by the worker. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** The alert whose words the text carries (of several summed into it: the latest of the most severe). */
    sosCallId: uuid('sos_call_id').references(() => sosCalls.id, { onDelete: 'cascade' }),
    /**
     * How this message reaches its recipient: a Web Push to their devices, an SMS, or a WhatsApp
     * template message. A push is followed by the recipient's fallback channel unless their device
     * acknowledges it first (docs/decisions/0067-channel-ladder.md).
     */
    channel: text('channel', { enum: ['sms', 'push', 'whatsapp'] })
      .notNull()
      .default('sms'),
    /** The recipient's account, when they have one: a push goes to its devices. */
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An SMS or WhatsApp text held while a push to the same recipient waits for its device's
     * acknowledgement: cancelled when one comes, sent when the wait ends or the push fails.
     */
    waitsForPush: boolean('waits_for_push').notNull().default(false),
    recipientRole: text('recipient_role', { enum: ['owner', 'contact', 'other'] }).notNull(),
    recipientName: text('recipient_name'),
    countryCode: text('country_code').notNull().default('91'),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /** The DLT content template the text was approved under (Indian SMS rule); passed to gateways that take one. */
    dltTemplateId: text('dlt_template_id'),
    /**
     * SOS texts: one recipient about one tag (`tagId:countryCode:phone`). At most one text per key
     * goes out per notify window; alerts arriving meanwhile are summed into the next (alertCount).
     */
    coalesceKey: text('coalesce_key'),
    /** When this text was first meant to go: the start of its key's window. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    alertCount: integer('alert_count').notNull().default(1),
    /**
     * The most severe alert this text stands for. Within a window a more severe alert than any
     * texted to the recipient about the tag goes at once; others are summed (docs/decisions/0018).
     */
    severity: text('severity', { enum: ['urgent', 'normal'] })
      .notNull()
      .default('normal'),
    /**
     * The body with `{count}` for the number of alerts: a less severe alert joining the text
     * changes only the count, so an accident's wording is never replaced by a car blocking a gate's.
     */
    bodyTemplate: text('body_template'),
    /** `cancelled`: a text held by the escalation ladder that was not needed (someone answered first). */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** Held by the escalation ladder: goes at next_attempt_at unless the owner answers before. */
    held: boolean('held').notNull().default(false),
    /** The short secret in this text's answer link (`PUBLIC_URL/r/{token}`). */
    ackToken: text('ack_token'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retryable failures are tried again until this time (SMS_RETRY_HOURS after it was due), then marked failed. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** The gateway that accepted the text (`twilio`, `msg91`, `console`): only its receipts may change it. */
    provider: text('provider'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What the gateway's delivery receipt said, once one came: the handset has it (`delivered`,
     * `read`), or the network could not hand it over (`undelivered`, `failed`). Null: accepted by
     * the gateway, nothing heard since (docs/decisions/0064-delivery-receipts.md).
     */
    delivery: text('delivery', { enum: DELIVERY_STATES }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_provider_msg_idx').on(t.provider, t.providerMessageId),
    index('notifications_sos_idx').on(t.sosCallId),
    index('notifications_coalesce_idx').on(t.coalesceKey, t.dueAt),
    uniqueIndex('notifications_ack_token_uq').on(t.ackToken),
  ],
);

export const notificationAttempts = pgTable(
  'notification_attempts',
  {
    id: id(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_attempts_idx').on(t.notificationId)],
);

/** Fixed-window counters shared by every server process (SOS and OTP limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * The newest SOS call each admin has seen in the bell: one row per admin, so a call seen on one
 * machine is not new on another. Only moves forward (a stale tab cannot make old calls new again).
 */
export const sosSeen = pgTable('sos_seen', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});
