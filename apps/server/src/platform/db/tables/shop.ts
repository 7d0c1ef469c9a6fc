/** The shop: categories, products and their pictures, reviews, coupons. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    /** Units on hand; null: not counted (always in stock). Taken when an order is paid or placed. */
    stock: integer('stock'),
    /** false: not on sale (hidden from the shop, refused in carts). */
    active: boolean('active').notNull().default(true),
    /** HSN code for tax invoices. */
    hsn: text('hsn'),
    /** A QR tag: not refundable once activated. */
    isTag: boolean('is_tag').notNull().default(false),
    /** The shop's order, set by dragging in the back office; a new product goes last. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_ck', sql`${t.pricePaise} >= 0`),
    // The last guard of the stock rules: a sale that would take more than there is fails.
    check('products_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`),
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
    /** The customer who wrote it (a buyer); null for a review an admin added. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewText: text('review_text').notNull().default(''),
    starRating: smallint('star_rating').notNull(),
    picture: text('picture'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_star_ck', sql`${t.starRating} between 1 and 5`),
    // One review per buyer per product.
    uniqueIndex('reviews_user_product_uq').on(t.userId, t.productId).where(sql`${t.userId} is not null`),
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
    /** The least subtotal the coupon applies to. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('coupons_percent_ck', sql`${t.percentDiscount} between 1 and 100`)],
);
