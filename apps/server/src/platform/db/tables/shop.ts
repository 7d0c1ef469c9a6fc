/** The shop: categories, products and their pictures, reviews, coupons. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

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
