import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * The blood-bank directory (docs/decisions/0046-blood-bank-locator.md), imported from the
 * national directory's CSV. A bank is known by its name (any case) and PIN code: a re-import
 * updates it in place. Every bank has coordinates (from the file, an admin, or its PIN code's area).
 */
export const bloodBanks = pgTable(
  'blood_banks',
  {
    id: id(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull().default(''),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    category: text('category', { enum: ['government', 'private', 'charitable'] }).notNull(),
    open24h: boolean('open_24h').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** given: the file or an admin said where; pin: the PIN code's area (approximate). */
    locatedFrom: text('located_from', { enum: ['given', 'pin'] })
      .notNull()
      .default('given'),
    /** The natural key's name part: an import's upsert targets (name_key, pincode). */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`lower(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blood_banks_name_pin_uq').on(t.nameKey, t.pincode),
    // "Nearest": ordered by cube distance (<->) through this index (KNN), on both engines.
    index('blood_banks_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // The back office's search: partial, any case.
    index('blood_banks_name_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('blood_banks_district_idx').on(sql`lower(${t.district})`),
    index('blood_banks_city_idx').on(sql`lower(${t.city})`),
  ],
);
