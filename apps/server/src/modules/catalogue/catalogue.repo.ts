import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  categories,
  products,
  userVehicles,
  vehicleBrands,
  vehicleModels,
  vehicleTypes,
} from '../../platform/db/schema.js';

export type CategoryRow = typeof categories.$inferSelect;
export type TypeRow = typeof vehicleTypes.$inferSelect;
export type BrandRow = typeof vehicleBrands.$inferSelect;
export type ModelRow = typeof vehicleModels.$inferSelect;

const byName = (column: PgColumn) => asc(sql`lower(${column})`);

/** Whether a name is taken (case ignored) among `scope`; the unique index backs the check up. */
async function nameTaken(db: DbOrTx, table: PgTable, nameColumn: PgColumn, name: string, scope?: SQL) {
  const [taken] = await db
    .select({ n: sql<number>`1` })
    .from(table)
    .where(and(sql`lower(${nameColumn}) = lower(${name})`, scope))
    .limit(1);
  return !!taken;
}

/**
 * The tables `deleteMany` (platform/delete-many.ts) deletes from, and the columns elsewhere that
 * point at a record being deleted; the service names them in its messages.
 */
export const deletion = {
  category: {
    table: categories,
    idColumn: categories.id,
    usedBy: { products: { table: products, column: products.categoryId } },
  },
  vehicleType: {
    table: vehicleTypes,
    idColumn: vehicleTypes.id,
    usedBy: {
      brands: { table: vehicleBrands, column: vehicleBrands.vehicleTypeId },
      vehicles: { table: userVehicles, column: userVehicles.vehicleTypeId },
    },
  },
  vehicleBrand: {
    table: vehicleBrands,
    idColumn: vehicleBrands.id,
    usedBy: {
      models: { table: vehicleModels, column: vehicleModels.vehicleBrandId },
      vehicles: { table: userVehicles, column: userVehicles.vehicleBrandId },
    },
  },
  vehicleModel: {
    table: vehicleModels,
    idColumn: vehicleModels.id,
    usedBy: { vehicles: { table: userVehicles, column: userVehicles.vehicleModelId } },
  },
};

// ─── Categories ────────────────────────────────────────────────────────────
export function findAllCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(byName(categories.name));
}

export function isCategoryNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  return nameTaken(db, categories, categories.name, name);
}

export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(db: DbOrTx, name: string, now: Date): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values({ name, createdAt: now }).returning();
  return row!;
}

export async function updateCategoryName(db: DbOrTx, id: string, name: string): Promise<CategoryRow> {
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  return row!;
}

// ─── Vehicle types ─────────────────────────────────────────────────────────
export function findAllVehicleTypes(db: DbOrTx): Promise<TypeRow[]> {
  return db.select().from(vehicleTypes).orderBy(byName(vehicleTypes.name));
}

export function isVehicleTypeNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  return nameTaken(db, vehicleTypes, vehicleTypes.name, name);
}

export async function findVehicleType(db: DbOrTx, id: string): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(vehicleTypes).where(eq(vehicleTypes.id, id));
  return row;
}

export async function insertVehicleType(db: DbOrTx, name: string, now: Date): Promise<TypeRow> {
  const [row] = await db.insert(vehicleTypes).values({ name, createdAt: now }).returning();
  return row!;
}

// ─── Vehicle brands ────────────────────────────────────────────────────────
/** Brands by name, of one vehicle type when given. */
export function findAllVehicleBrands(db: DbOrTx, vehicleTypeId?: string): Promise<BrandRow[]> {
  return db
    .select()
    .from(vehicleBrands)
    .where(vehicleTypeId ? eq(vehicleBrands.vehicleTypeId, vehicleTypeId) : undefined)
    .orderBy(byName(vehicleBrands.name));
}

/** Whether the vehicle type has a brand of this name. */
export function isBrandNameTaken(db: DbOrTx, vehicleTypeId: string, name: string): Promise<boolean> {
  return nameTaken(db, vehicleBrands, vehicleBrands.name, name, eq(vehicleBrands.vehicleTypeId, vehicleTypeId));
}

export async function findVehicleBrand(db: DbOrTx, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(vehicleBrands).where(eq(vehicleBrands.id, id));
  return row;
}

export async function insertVehicleBrand(
  db: DbOrTx,
  values: { name: string; vehicleTypeId: string; createdAt: Date },
): Promise<BrandRow> {
  const [row] = await db.insert(vehicleBrands).values(values).returning();
  return row!;
}

// ─── Vehicle models ────────────────────────────────────────────────────────
/** Models by name, of one brand when given. */
export function findAllVehicleModels(db: DbOrTx, vehicleBrandId?: string): Promise<ModelRow[]> {
  return db
    .select()
    .from(vehicleModels)
    .where(vehicleBrandId ? eq(vehicleModels.vehicleBrandId, vehicleBrandId) : undefined)
    .orderBy(byName(vehicleModels.name));
}

/** Whether the brand has a model of this name. */
export function isModelNameTaken(db: DbOrTx, vehicleBrandId: string, name: string): Promise<boolean> {
  return nameTaken(db, vehicleModels, vehicleModels.name, name, eq(vehicleModels.vehicleBrandId, vehicleBrandId));
}

export async function insertVehicleModel(
  db: DbOrTx,
  values: { name: string; vehicleBrandId: string; picture: string | null; createdAt: Date },
): Promise<ModelRow> {
  const [row] = await db.insert(vehicleModels).values(values).returning();
  return row!;
}
