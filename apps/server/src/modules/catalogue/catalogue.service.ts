import {
  type TCategory,
  type TCategoryRequest,
  type TVehicleBrand,
  type TVehicleBrandRequest,
  type TVehicleBrandWithModels,
  type TVehicleModel,
  type TVehicleModelRequest,
  type TVehicleType,
  type TVehicleTypeRequest,
  type TVehicleTypeWithBrands,
  toImage,
} from '@safesathi/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import {
  categories,
  products,
  userVehicles,
  vehicleBrands,
  vehicleModels,
  vehicleTypes,
} from '../../platform/db/schema.js';
import { deleteMany } from '../../platform/delete-many.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { UploadStore } from '../../platform/uploads.js';

type CategoryRow = typeof categories.$inferSelect;
type TypeRow = typeof vehicleTypes.$inferSelect;
type BrandRow = typeof vehicleBrands.$inferSelect;
type ModelRow = typeof vehicleModels.$inferSelect;

const byName = (column: PgColumn) => asc(sql`lower(${column})`);

export const toCategory = (r: CategoryRow): TCategory => ({
  _id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
});
export const toVehicleType = (r: TypeRow): TVehicleType => ({
  _id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
});
export const toVehicleBrand = (r: BrandRow): TVehicleBrand => ({
  _id: r.id,
  name: r.name,
  vehicleTypeId: r.vehicleTypeId,
  createdAt: r.createdAt.toISOString(),
});
export const toVehicleModel = (r: ModelRow): TVehicleModel => ({
  _id: r.id,
  name: r.name,
  vehicleBrandId: r.vehicleBrandId,
  picture: r.picture,
  image: toImage(r.picture),
  createdAt: r.createdAt.toISOString(),
});

/** 409 with a sentence when a name is taken (case ignored) among `scope`; the unique index backs it up. */
async function assertNameFree(
  db: DbOrTx,
  table: PgTable,
  nameColumn: PgColumn,
  name: string,
  what: string,
  scope?: SQL,
): Promise<void> {
  const [taken] = await db
    .select({ n: sql<number>`1` })
    .from(table)
    .where(and(sql`lower(${nameColumn}) = lower(${name})`, scope))
    .limit(1);
  if (taken) throw conflict(`${what} “${name}” already exists.`, [{ path: 'name', message: 'This name is taken' }]);
}

// ─── Categories ────────────────────────────────────────────────────────────
export async function findCategories(db: Db): Promise<TCategory[]> {
  return (await db.select().from(categories).orderBy(byName(categories.name))).map(toCategory);
}

export async function createCategory(db: Db, ctx: Ctx, input: TCategoryRequest): Promise<TCategory> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, categories, categories.name, input.name, 'A category named');
    const [row] = await tx.insert(categories).values({ name: input.name, createdAt: ctx.now }).returning();
    await writeAudit(tx, ctx, 'create', 'category', row!.id, null, row);
    return toCategory(row!);
  });
}

export async function updateCategory(db: Db, ctx: Ctx, id: string, input: TCategoryRequest): Promise<TCategory> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!before) throw notFound('That category');
    if (before.name.toLowerCase() !== input.name.toLowerCase())
      await assertNameFree(tx, categories, categories.name, input.name, 'A category named');
    const [row] = await tx.update(categories).set({ name: input.name }).where(eq(categories.id, id)).returning();
    await writeAudit(tx, ctx, 'update', 'category', id, before, row);
    return toCategory(row!);
  });
}

export async function deleteCategories(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<CategoryRow>(db, ctx, {
    table: categories,
    idColumn: categories.id,
    ids,
    entity: 'category',
    noun: 'category',
    label: (r) => r.name,
    usages: [{ table: products, column: products.categoryId, one: 'product', many: 'products' }],
  });
  return rows.length;
}

// ─── Vehicle types ─────────────────────────────────────────────────────────
export async function findVehicleTypes(db: Db): Promise<TVehicleType[]> {
  return (await db.select().from(vehicleTypes).orderBy(byName(vehicleTypes.name))).map(toVehicleType);
}

export async function createVehicleType(db: Db, ctx: Ctx, input: TVehicleTypeRequest): Promise<TVehicleType> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, vehicleTypes, vehicleTypes.name, input.name, 'A vehicle type named');
    const [row] = await tx.insert(vehicleTypes).values({ name: input.name, createdAt: ctx.now }).returning();
    await writeAudit(tx, ctx, 'create', 'vehicleType', row!.id, null, row);
    return toVehicleType(row!);
  });
}

export async function deleteVehicleTypes(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<TypeRow>(db, ctx, {
    table: vehicleTypes,
    idColumn: vehicleTypes.id,
    ids,
    entity: 'vehicleType',
    noun: 'vehicle type',
    label: (r) => r.name,
    usages: [
      { table: vehicleBrands, column: vehicleBrands.vehicleTypeId, one: 'brand', many: 'brands' },
      { table: userVehicles, column: userVehicles.vehicleTypeId, one: 'vehicle', many: 'vehicles' },
    ],
  });
  return rows.length;
}

/** Two queries whatever the number of types. */
export async function findVehicleTypesWithBrands(db: Db): Promise<TVehicleTypeWithBrands[]> {
  const [types, brands] = await Promise.all([
    db.select().from(vehicleTypes).orderBy(byName(vehicleTypes.name)),
    db.select().from(vehicleBrands).orderBy(byName(vehicleBrands.name)),
  ]);
  return types.map((t) => ({
    ...toVehicleType(t),
    vehiclebrand: brands.filter((b) => b.vehicleTypeId === t.id).map((b) => ({ _id: b.id, name: b.name })),
  }));
}

// ─── Vehicle brands ────────────────────────────────────────────────────────
export async function findVehicleBrands(db: Db, q: { vehicleTypeId?: string }): Promise<TVehicleBrand[]> {
  const rows = await db
    .select()
    .from(vehicleBrands)
    .where(q.vehicleTypeId ? eq(vehicleBrands.vehicleTypeId, q.vehicleTypeId) : undefined)
    .orderBy(byName(vehicleBrands.name));
  return rows.map(toVehicleBrand);
}

export async function createVehicleBrand(db: Db, ctx: Ctx, input: TVehicleBrandRequest): Promise<TVehicleBrand> {
  return db.transaction(async (tx) => {
    const [type] = await tx.select().from(vehicleTypes).where(eq(vehicleTypes.id, input.vehicleTypeId));
    if (!type) throw notFound('That vehicle type');
    await assertNameFree(
      tx,
      vehicleBrands,
      vehicleBrands.name,
      input.name,
      `${type.name}: a brand named`,
      eq(vehicleBrands.vehicleTypeId, type.id),
    );
    const [row] = await tx
      .insert(vehicleBrands)
      .values({ name: input.name, vehicleTypeId: type.id, createdAt: ctx.now })
      .returning();
    await writeAudit(tx, ctx, 'create', 'vehicleBrand', row!.id, null, row);
    return toVehicleBrand(row!);
  });
}

export async function deleteVehicleBrands(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<BrandRow>(db, ctx, {
    table: vehicleBrands,
    idColumn: vehicleBrands.id,
    ids,
    entity: 'vehicleBrand',
    noun: 'brand',
    label: (r) => r.name,
    usages: [
      { table: vehicleModels, column: vehicleModels.vehicleBrandId, one: 'model', many: 'models' },
      { table: userVehicles, column: userVehicles.vehicleBrandId, one: 'vehicle', many: 'vehicles' },
    ],
  });
  return rows.length;
}

/** Two queries whatever the number of brands. */
export async function findVehicleBrandsWithModels(db: Db): Promise<TVehicleBrandWithModels[]> {
  const [brands, models] = await Promise.all([
    db.select().from(vehicleBrands).orderBy(byName(vehicleBrands.name)),
    db.select().from(vehicleModels).orderBy(byName(vehicleModels.name)),
  ]);
  return brands.map((b) => ({
    ...toVehicleBrand(b),
    vehiclemodel: models
      .filter((m) => m.vehicleBrandId === b.id)
      .map((m) => ({ _id: m.id, name: m.name, picture: m.picture, image: toImage(m.picture) })),
  }));
}

// ─── Vehicle models ────────────────────────────────────────────────────────
export async function findVehicleModels(db: Db, q: { vehicleBrandId?: string }): Promise<TVehicleModel[]> {
  const rows = await db
    .select()
    .from(vehicleModels)
    .where(q.vehicleBrandId ? eq(vehicleModels.vehicleBrandId, q.vehicleBrandId) : undefined)
    .orderBy(byName(vehicleModels.name));
  return rows.map(toVehicleModel);
}

export async function createVehicleModel(
  db: Db,
  ctx: Ctx,
  input: TVehicleModelRequest,
  picture: string | null,
): Promise<TVehicleModel> {
  return db.transaction(async (tx) => {
    const [brand] = await tx.select().from(vehicleBrands).where(eq(vehicleBrands.id, input.vehicleBrandId));
    if (!brand) throw notFound('That brand');
    await assertNameFree(
      tx,
      vehicleModels,
      vehicleModels.name,
      input.name,
      `${brand.name}: a model named`,
      eq(vehicleModels.vehicleBrandId, brand.id),
    );
    const [row] = await tx
      .insert(vehicleModels)
      .values({ name: input.name, vehicleBrandId: brand.id, picture, createdAt: ctx.now })
      .returning();
    await writeAudit(tx, ctx, 'create', 'vehicleModel', row!.id, null, row);
    return toVehicleModel(row!);
  });
}

/** Deletes the models, then their pictures once the deletion is committed. */
export async function deleteVehicleModels(db: Db, ctx: Ctx, ids: string[], store: UploadStore): Promise<number> {
  const rows = await deleteMany<ModelRow>(db, ctx, {
    table: vehicleModels,
    idColumn: vehicleModels.id,
    ids,
    entity: 'vehicleModel',
    noun: 'model',
    label: (r) => r.name,
    usages: [{ table: userVehicles, column: userVehicles.vehicleModelId, one: 'vehicle', many: 'vehicles' }],
  });
  await store.remove(rows.map((r) => r.picture));
  return rows.length;
}
