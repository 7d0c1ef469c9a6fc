/**
 * The whole data model (spec §3 plus PRODUCT.md). One Postgres schema for PGlite and
 * PostgreSQL alike; migrations are generated from this file by drizzle-kit.
 * Money is integer paise. Every table has created_at; mutable ones have updated_at.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ─── People ────────────────────────────────────────────────────────────────
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
    signup: jsonb('signup').$type<{ name: string; email?: string; bloodGroup?: string }>(),
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

// ─── Vehicle catalogue and vehicles ────────────────────────────────────────
export const vehicleTypes = pgTable('vehicle_types', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const vehicleBrands = pgTable(
  'vehicle_brands',
  {
    id: id(),
    name: text('name').notNull(),
    vehicleTypeId: uuid('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_type_name_uq').on(t.vehicleTypeId, sql`lower(${t.name})`)],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: id(),
    name: text('name').notNull(),
    vehicleBrandId: uuid('vehicle_brand_id')
      .notNull()
      .references(() => vehicleBrands.id, { onDelete: 'restrict' }),
    picture: text('picture'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('models_brand_name_uq').on(t.vehicleBrandId, sql`lower(${t.name})`)],
);

export const userVehicles = pgTable(
  'user_vehicles',
  {
    id: id(),
    userId: uuid('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull().unique(),
    vehicleTypeId: uuid('vehicle_type_id').references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    vehicleBrandId: uuid('vehicle_brand_id').references(() => vehicleBrands.id, { onDelete: 'restrict' }),
    vehicleModelId: uuid('vehicle_model_id').references(() => vehicleModels.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_user_idx').on(t.userId),
    index('vehicles_reg_trgm_idx').using('gin', sql`${t.registrationNumber} gin_trgm_ops`),
  ],
);

// ─── Shop ──────────────────────────────────────────────────────────────────
export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_ck', sql`${t.pricePaise} >= 0`),
    check('products_discount_ck', sql`${t.discountedPricePaise} is null or ${t.discountedPricePaise} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reviewText: text('review_text').notNull().default(''),
    starRating: smallint('star_rating').notNull(),
    picture: text('picture'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_star_ck', sql`${t.starRating} between 1 and 5`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    discountName: text('discount_name').notNull().unique(),
    description: text('description').notNull().default(''),
    percentDiscount: smallint('percent_discount').notNull(),
    maxCapPaise: integer('max_cap_paise').notNull(),
    maxUsage: integer('max_usage').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('coupons_percent_ck', sql`${t.percentDiscount} between 1 and 100`)],
);

// ─── Orders ────────────────────────────────────────────────────────────────
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shippingAddressId: uuid('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    // The address as it was when the order was placed; the address book may change later.
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>(),
    status: text('status', { enum: ['Created', 'Shipped', 'Cancelled', 'Delivered', 'Returned'] })
      .notNull()
      .default('Created'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    deliveryDate: date('delivery_date'),
    actualDeliveryDate: timestamp('actual_delivery_date', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    // Lines are shown in the order they were chosen.
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_qty_ck', sql`${t.quantity} > 0`)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

// ─── Website content and settings ──────────────────────────────────────────
export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  active: boolean('active').notNull().default(true),
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reasons = pgTable('reasons', {
  id: id(),
  reasonText: text('reason_text').notNull(),
  reasonTextHi: text('reason_text_hi'),
  notificationText: text('notification_text').notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  position: smallint('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const queries = pgTable(
  'queries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull().default('91'),
    phone: text('phone').notNull(),
    usertype: text('usertype').notNull().default('Customer'),
    message: text('message'),
    handled: boolean('handled').notNull().default(false),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('queries_created_idx').on(t.createdAt)],
);

// ─── QR tags and SOS ───────────────────────────────────────────────────────
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
    status: text('status', { enum: ['unassigned', 'active', 'suspended'] })
      .notNull()
      .default('unassigned'),
    vehicleId: uuid('vehicle_id').references(() => userVehicles.id, { onDelete: 'set null' }),
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
    ipHash: text('ip_hash'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sos_owner_idx').on(t.ownerId, t.createdAt), index('sos_status_created_idx').on(t.status, t.createdAt)],
);

/** The notification outbox: written in the SOS transaction, drained by the worker. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    sosCallId: uuid('sos_call_id').references(() => sosCalls.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms'] })
      .notNull()
      .default('sms'),
    recipientRole: text('recipient_role', { enum: ['owner', 'contact', 'other'] }).notNull(),
    recipientName: text('recipient_name'),
    countryCode: text('country_code').notNull().default('91'),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /**
     * SOS texts: one recipient about one tag (`tagId:countryCode:phone`). At most one text per key
     * goes out per notify window; alerts arriving meanwhile are summed into the next (alertCount).
     */
    coalesceKey: text('coalesce_key'),
    /** When this text was first meant to go: the start of its key's window. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    alertCount: integer('alert_count').notNull().default(1),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retryable failures are tried again until this time (SMS_RETRY_HOURS after it was due), then marked failed. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_sos_idx').on(t.sosCallId),
    index('notifications_coalesce_idx').on(t.coalesceKey, t.dueAt),
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

// ─── Audit ─────────────────────────────────────────────────────────────────
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt),
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_actor_idx').on(t.actorId, t.createdAt),
  ],
);
