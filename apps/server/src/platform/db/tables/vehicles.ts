/** The vehicle catalogue (types, brands, models) and the customers' vehicles. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './people.js';

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
    registrationNumber: text('registration_number').notNull(),
    vehicleTypeId: uuid('vehicle_type_id').references(() => vehicleTypes.id, { onDelete: 'restrict' }),
    vehicleBrandId: uuid('vehicle_brand_id').references(() => vehicleBrands.id, { onDelete: 'restrict' }),
    vehicleModelId: uuid('vehicle_model_id').references(() => vehicleModels.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set with its owner's deletion: the number is free for others until the owner is restored. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vehicles_reg_live_uq').on(t.registrationNumber).where(sql`${t.deletedAt} is null`),
    index('vehicles_user_idx').on(t.userId),
    index('vehicles_reg_trgm_idx').using('gin', sql`${t.registrationNumber} gin_trgm_ops`),
  ],
);
