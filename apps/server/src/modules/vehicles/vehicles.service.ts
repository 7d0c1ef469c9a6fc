import { pageWindow, type TListPage, type TVehicle } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { assertOwnsRecord, loadOwnedUser } from '../users/user-access.js';
import {
  type CatalogueIds,
  deleteVehicleRow,
  findCatalogue,
  findRegistrationHolder,
  findVehicle,
  findVehiclePage,
  findVehiclesOfUsers,
  insertVehicle,
  suspendTags,
  updateVehicleRow,
  type VehicleFilters,
} from './vehicles.repo.js';

export interface VehicleInput extends CatalogueIds {
  userid?: string;
  registrationNumber: string;
}

const duplicate = () =>
  conflict('This registration number is already registered.', [
    { path: 'registrationNumber', message: 'This registration number is already registered' },
  ]);

/** Type, brand and model must exist and fit together (a Swift is a Maruti Suzuki car). */
async function checkCatalogue(db: DbOrTx, ids: CatalogueIds): Promise<void> {
  const { type, brand, model } = await findCatalogue(db, ids);
  const errors: { path: string; message: string }[] = [];
  if (ids.vehicleTypeId && !type) errors.push({ path: 'vehicleTypeId', message: 'No such vehicle type' });
  if (ids.vehicleBrandId && !brand) errors.push({ path: 'vehicleBrandId', message: 'No such brand' });
  if (ids.vehicleModelId && !model) errors.push({ path: 'vehicleModelId', message: 'No such model' });
  if (brand && ids.vehicleTypeId && brand.vehicleTypeId !== ids.vehicleTypeId)
    errors.push({ path: 'vehicleBrandId', message: 'This brand is not of the chosen vehicle type' });
  if (model && ids.vehicleBrandId && model.vehicleBrandId !== ids.vehicleBrandId)
    errors.push({ path: 'vehicleModelId', message: 'This model is not of the chosen brand' });
  if (model && !ids.vehicleBrandId) errors.push({ path: 'vehicleBrandId', message: 'Choose the brand of this model' });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'The vehicle details do not fit together.', errors);
}

/** Every vehicle (admin: viewCustomer), paginated, with a partial any-case registration filter. */
export async function listVehicles(
  db: Db,
  q: { page?: number; limit?: number; sort?: VehicleFilters['sort']; order?: 'asc' | 'desc'; search?: string },
): Promise<TListPage<TVehicle>> {
  const { page, limit, offset } = pageWindow(q);
  const search = q.search?.toUpperCase().replace(/[\s.-]/g, '');
  const { rows, total } = await findVehiclePage(db, { search, sort: q.sort, order: q.order, limit, offset });
  return { data: rows, total, page, limit };
}

export async function listUserVehicles(db: Db, ctx: Ctx, userId: string): Promise<TVehicle[]> {
  const owner = await loadOwnedUser(db, ctx, userId);
  return (await findVehiclesOfUsers(db, [owner.id], { withTags: true })).get(owner.id) ?? [];
}

/** The vehicle, if the signed-in customer owns it (an admin's flag was checked by the route); else 404. */
export async function findOwnedVehicle(db: DbOrTx, ctx: Ctx, id: string): Promise<TVehicle> {
  const vehicle = await findVehicle(db, id);
  if (!vehicle) throw notFound('That vehicle');
  assertOwnsRecord(ctx, vehicle.userid, 'That vehicle');
  return vehicle;
}

const audited = (v: TVehicle) => {
  const { tags: _t, ...rest } = v;
  return rest;
};

export async function createVehicle(db: Db, ctx: Ctx, input: VehicleInput): Promise<TVehicle> {
  const owner = await loadOwnedUser(db, ctx, input.userid ?? ctx.user!._id);
  await checkCatalogue(db, input);
  return db.transaction(async (tx) => {
    if (await findRegistrationHolder(tx, input.registrationNumber)) throw duplicate();
    const id = await insertVehicle(tx, {
      userId: owner.id,
      registrationNumber: input.registrationNumber,
      vehicleTypeId: input.vehicleTypeId,
      vehicleBrandId: input.vehicleBrandId,
      vehicleModelId: input.vehicleModelId,
      now: ctx.now,
    });
    const created = (await findVehicle(tx, id))!;
    await writeAudit(tx, ctx, 'create', 'vehicle', created._id, null, created);
    return created;
  });
}

export async function updateVehicle(db: Db, ctx: Ctx, id: string, input: Partial<VehicleInput>): Promise<TVehicle> {
  const before = await findOwnedVehicle(db, ctx, id);
  const ids: CatalogueIds = {
    vehicleTypeId: input.vehicleTypeId !== undefined ? input.vehicleTypeId : before.vehicleTypeId?._id,
    vehicleBrandId: input.vehicleBrandId !== undefined ? input.vehicleBrandId : before.vehicleBrandId?._id,
    vehicleModelId: input.vehicleModelId !== undefined ? input.vehicleModelId : before.vehicleModelId?._id,
  };
  await checkCatalogue(db, ids);
  return db.transaction(async (tx) => {
    if (input.registrationNumber && (await findRegistrationHolder(tx, input.registrationNumber, id))) throw duplicate();
    await updateVehicleRow(tx, id, { ...ids, registrationNumber: input.registrationNumber, now: ctx.now });
    const updated = (await findVehicle(tx, id))!;
    await writeAudit(tx, ctx, 'update', 'vehicle', id, audited(before), updated);
    return updated;
  });
}

/** A removed vehicle's tags are suspended (not freed): a sticker still on a windscreen must not be claimable. */
export async function deleteVehicle(db: Db, ctx: Ctx, id: string): Promise<{ suspendedTags: string[] }> {
  const before = await findOwnedVehicle(db, ctx, id);
  return db.transaction(async (tx) => {
    const suspendedTags = await suspendTags(tx, { vehicleId: id }, ctx.now);
    await deleteVehicleRow(tx, id);
    await writeAudit(tx, ctx, 'delete', 'vehicle', id, audited(before), { suspendedTags });
    return { suspendedTags };
  });
}
