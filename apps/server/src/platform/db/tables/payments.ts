/**
 * What happens to an order's money and goods after checkout: the provider's notices, refunds,
 * the invoice number series, return requests and the QR tags shipped in a box
 * (docs/decisions/0030-payments-and-stock.md).
 */
import { REFUND_STATES, RETURN_STATES } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './people.js';
import { qrTags } from './sos.js';

/** Every payment notice acted on: a webhook (once per event id) or the browser's confirmation. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['webhook', 'verify', 'callback'] }).notNull(),
    event: text('event').notNull(),
    /** The provider's event id (X-Razorpay-Event-Id): a webhook delivered twice is acted on once. */
    eventId: text('event_id'),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise'),
    /** What was done about it: paid, already, refunded, mismatch, failed, ignored… */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_event_uq').on(t.eventId).where(sql`${t.eventId} is not null`),
    index('payment_events_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** Money going back to a buyer: through the provider, or recorded (cash on delivery). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment refunded (null for cash on delivery); a payment is refunded at most once. */
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_payment_uq').on(t.providerPaymentId).where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('refunds_provider_refund_uq').on(t.providerRefundId).where(sql`${t.providerRefundId} is not null`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.updatedAt),
  ],
);

/** The last invoice number given in each series (a financial year): taken in the order's own transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A customer's request to return a delivered order, and an admin's decision. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    photo: text('photo'),
    status: text('status', { enum: RETURN_STATES }).notNull().default('requested'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_returns_status_idx').on(t.status, t.createdAt)],
);

/** The QR tags packed in an order's box, named when it is shipped. */
export const orderTags = pgTable(
  'order_tags',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .unique()
      .references(() => qrTags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tagId] })],
);
