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
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { deleteMany } from '../../platform/delete-many.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { UploadStore } from '../../platform/uploads.js';
import {
  type BrandRow,
  type CategoryRow,
  deletion,
  findAllCategories,
  findAllVehicleBrands,
  findAllVehicleModels,
  findAllVehicleTypes,
  findCategory,
  findVehicleBrand,
  findVehicleType,
  insertCategory,
  insertVehicleBrand,
  insertVehicleModel,
  insertVehicleType,
  isBrandNameTaken,
  isCategoryNameTaken,
  isModelNameTaken,
  isVehicleTypeNameTaken,
  type ModelRow,
  type TypeRow,
  updateCategoryName,
} from './catalogue.repo.js';

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

/** 409 with a sentence when a name is taken (case ignored); the unique index backs it up. */
function assertNameFree(taken: boolean, name: string, what: string): void {
  if (taken) throw conflict(`${what} “${name}” already exists.`, [{ path: 'name', message: 'This name is taken' }]);
}

// ─── Categories ────────────────────────────────────────────────────────────
export async function findCategories(db: Db): Promise<TCategory[]> {
  return (await findAllCategories(db)).map(toCategory);
}

export async function createCategory(db: Db, ctx: Ctx, input: TCategoryRequest): Promise<TCategory> {
  return db.transaction(async (tx) => {
    assertNameFree(await isCategoryNameTaken(tx, input.name), input.name, 'A category named');
    const row = await insertCategory(tx, input.name, ctx.now);
    await writeAudit(tx, ctx, 'create', 'category', row.id, null, row);
    return toCategory(row);
  });
}

export async function updateCategory(db: Db, ctx: Ctx, id: string, input: TCategoryRequest): Promise<TCategory> {
  return db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) throw notFound('That category');
    if (before.name.toLowerCase() !== input.name.toLowerCase())
      assertNameFree(await isCategoryNameTaken(tx, input.name), input.name, 'A category named');
    const row = await updateCategoryName(tx, id, input.name);
    await writeAudit(tx, ctx, 'update', 'category', id, before, row);
    return toCategory(row);
  });
}

export async function deleteCategories(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<CategoryRow>(db, ctx, {
    table: deletion.category.table,
    idColumn: deletion.category.idColumn,
    ids,
    entity: 'category',
    noun: 'category',
    label: (r) => r.name,
    usages: [{ ...deletion.category.usedBy.products, one: 'product', many: 'products' }],
  });
  return rows.length;
}

// ─── Vehicle types ─────────────────────────────────────────────────────────
export async function findVehicleTypes(db: Db): Promise<TVehicleType[]> {
  return (await findAllVehicleTypes(db)).map(toVehicleType);
}

export async function createVehicleType(db: Db, ctx: Ctx, input: TVehicleTypeRequest): Promise<TVehicleType> {
  return db.transaction(async (tx) => {
    assertNameFree(await isVehicleTypeNameTaken(tx, input.name), input.name, 'A vehicle type named');
    const row = await insertVehicleType(tx, input.name, ctx.now);
    await writeAudit(tx, ctx, 'create', 'vehicleType', row.id, null, row);
    return toVehicleType(row);
  });
}

export async function deleteVehicleTypes(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<TypeRow>(db, ctx, {
    table: deletion.vehicleType.table,
    idColumn: deletion.vehicleType.idColumn,
    ids,
    entity: 'vehicleType',
    noun: 'vehicle type',
    label: (r) => r.name,
    usages: [
      { ...deletion.vehicleType.usedBy.brands, one: 'brand', many: 'brands' },
      { ...deletion.vehicleType.usedBy.vehicles, one: 'vehicle', many: 'vehicles' },
    ],
  });
  return rows.length;
}

/** Two queries whatever the number of types. */
export async function findVehicleTypesWithBrands(db: Db): Promise<TVehicleTypeWithBrands[]> {
  const [types, brands] = await Promise.all([findAllVehicleTypes(db), findAllVehicleBrands(db)]);
  return types.map((t) => ({
    ...toVehicleType(t),
    vehiclebrand: brands.filter((b) => b.vehicleTypeId === t.id).map((b) => ({ _id: b.id, name: b.name })),
  }));
}

// ─── Vehicle brands ────────────────────────────────────────────────────────
export async function findVehicleBrands(db: Db, q: { vehicleTypeId?: string }): Promise<TVehicleBrand[]> {
  const rows = await findAllVehicleBrands(db, q.vehicleTypeId);
  return rows.map(toVehicleBrand);
}

export async function createVehicleBrand(db: Db, ctx: Ctx, input: TVehicleBrandRequest): Promise<TVehicleBrand> {
  return db.transaction(async (tx) => {
    const type = await findVehicleType(tx, input.vehicleTypeId);
    if (!type) throw notFound('That vehicle type');
    assertNameFree(await isBrandNameTaken(tx, type.id, input.name), input.name, `${type.name}: a brand named`);
    const row = await insertVehicleBrand(tx, { name: input.name, vehicleTypeId: type.id, createdAt: ctx.now });
    await writeAudit(tx, ctx, 'create', 'vehicleBrand', row.id, null, row);
    return toVehicleBrand(row);
  });
}

export async function deleteVehicleBrands(db: Db, ctx: Ctx, ids: string[]): Promise<number> {
  const rows = await deleteMany<BrandRow>(db, ctx, {
    table: deletion.vehicleBrand.table,
    idColumn: deletion.vehicleBrand.idColumn,
    ids,
    entity: 'vehicleBrand',
    noun: 'brand',
    label: (r) => r.name,
    usages: [
      { ...deletion.vehicleBrand.usedBy.models, one: 'model', many: 'models' },
      { ...deletion.vehicleBrand.usedBy.vehicles, one: 'vehicle', many: 'vehicles' },
    ],
  });
  return rows.length;
}

/** Two queries whatever the number of brands. */
export async function findVehicleBrandsWithModels(db: Db): Promise<TVehicleBrandWithModels[]> {
  const [brands, models] = await Promise.all([findAllVehicleBrands(db), findAllVehicleModels(db)]);
  return brands.map((b) => ({
    ...toVehicleBrand(b),
    vehiclemodel: models
      .filter((m) => m.vehicleBrandId === b.id)
      .map((m) => ({ _id: m.id, name: m.name, picture: m.picture, image: toImage(m.picture) })),
  }));
}

// ─── Vehicle models ────────────────────────────────────────────────────────
export async function findVehicleModels(db: Db, q: { vehicleBrandId?: string }): Promise<TVehicleModel[]> {
  const rows = await findAllVehicleModels(db, q.vehicleBrandId);
  return rows.map(toVehicleModel);
}

export async function createVehicleModel(
  db: Db,
  ctx: Ctx,
  input: TVehicleModelRequest,
  picture: string | null,
): Promise<TVehicleModel> {
  return db.transaction(async (tx) => {
    const brand = await findVehicleBrand(tx, input.vehicleBrandId);
    if (!brand) throw notFound('That brand');
    assertNameFree(await isModelNameTaken(tx, brand.id, input.name), input.name, `${brand.name}: a model named`);
    const row = await insertVehicleModel(tx, {
      name: input.name,
      vehicleBrandId: brand.id,
      picture,
      createdAt: ctx.now,
    });
    await writeAudit(tx, ctx, 'create', 'vehicleModel', row.id, null, row);
    return toVehicleModel(row);
  });
}

/** Deletes the models, then their pictures once the deletion is committed. */
export async function deleteVehicleModels(db: Db, ctx: Ctx, ids: string[], store: UploadStore): Promise<number> {
  const rows = await deleteMany<ModelRow>(db, ctx, {
    table: deletion.vehicleModel.table,
    idColumn: deletion.vehicleModel.idColumn,
    ids,
    entity: 'vehicleModel',
    noun: 'model',
    label: (r) => r.name,
    usages: [{ ...deletion.vehicleModel.usedBy.vehicles, one: 'vehicle', many: 'vehicles' }],
  });
  await store.remove(rows.map((r) => r.picture));
  return rows.length;
}
