/** Orders, their lines and their status history; order numbers come from a sequence. */

import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { addresses, users } from './people.js';
import { coupons, products } from './shop.js';

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
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Created'),
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
    // ─── Payment (docs/decisions/0030-payments-and-stock.md) ───
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('manual'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATES }).notNull().default('unpaid'),
    /** The provider's order (order_…) this order is paid through. */
    providerOrderId: text('provider_order_id').unique(),
    /** The provider's payment (pay_…) that paid it. */
    providerPaymentId: text('provider_payment_id'),
    paymentError: text('payment_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A PendingPayment order not paid by then becomes Expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order holds its units of stock (paid or placed, not yet cancelled). */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    /** The tax rate it was priced at, in basis points (1800 = 18 %). */
    taxRateBp: integer('tax_rate_bp'),
    invoiceNumber: text('invoice_number').unique(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Something for an admin to look at (a payment whose amount did not match). */
    flag: text('flag'),
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
    /** The product's HSN code and kind when it was sold (for the invoice and the refund policy). */
    hsn: text('hsn'),
    isTag: boolean('is_tag').notNull().default(false),
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
