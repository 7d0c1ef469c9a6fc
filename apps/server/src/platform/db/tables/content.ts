import type { TReasonTranslations } from '@safesathi/contract';
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';

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
  /**
   * Replaced by `translations` (migration 0010 copied it there). Still written from the Hindi
   * translation for instances on the previous build during a rolling upgrade; dropped in the
   * release after (README, "Upgrades": a migration only adds).
   */
  reasonTextHi: text('reason_text_hi'),
  notificationText: text('notification_text').notNull(),
  /** The reason in other languages: {hi: {reasonText, notificationText}, …}; only what was filled in. */
  translations: jsonb('translations').$type<TReasonTranslations>().notNull().default({}),
  /** urgent (accident, fire, medical): everyone is alerted at once; normal: the owner first. */
  severity: text('severity', { enum: ['urgent', 'normal'] })
    .notNull()
    .default('normal'),
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
