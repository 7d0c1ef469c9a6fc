/** Signed-in customers' carts, kept on the server (a visitor's lives in the browser until sign-in). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';
import { products } from './shop.js';

export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    /** The last change: a cart unchanged for a day is abandoned. */
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_updated_idx').on(t.updatedAt)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_lines_qty_ck', sql`${t.quantity} > 0`)],
);
