import type { TVehicle } from '@safesathi/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { qrTags, users, userVehicles, vehicleBrands, vehicleModels, vehicleTypes } from '../../platform/db/schema.js';

const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);

/** Vehicles with their type, brand and model names, owners not deleted. */
function selectVehicles(db: DbOrTx) {
  return db
    .select({
      v: userVehicles,
      typeName: vehicleTypes.name,
      brandName: vehicleBrands.name,
      modelName: vehicleModels.name,
    })
    .from(userVehicles)
    .innerJoin(users, and(eq(users.id, userVehicles.userId), isNull(users.deletedAt)))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, userVehicles.vehicleTypeId))
    .leftJoin(vehicleBrands, eq(vehicleBrands.id, userVehicles.vehicleBrandId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, userVehicles.vehicleModelId));
}

type SelectedVehicle = Awaited<ReturnType<ReturnType<typeof selectVehicles>['execute']>>[number];

function toVehicle(r: SelectedVehicle): TVehicle {
  return {
    _id: r.v.id,
    userid: r.v.userId,
    registrationNumber: r.v.registrationNumber,
    vehicleTypeId: ref(r.v.vehicleTypeId, r.typeName),
    vehicleBrandId: ref(r.v.vehicleBrandId, r.brandName),
    vehicleModelId: ref(r.v.vehicleModelId, r.modelName),
    createdAt: r.v.createdAt.toISOString(),
  };
}

/** The vehicles of many users in one query (a list page), optionally with their tags (one more). */
export async function findVehiclesOfUsers(
  db: DbOrTx,
  userIds: string[],
  opts: { withTags?: boolean } = {},
): Promise<Map<string, TVehicle[]>> {
  const byUser = new Map<string, TVehicle[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await selectVehicles(db)
    .where(inArray(userVehicles.userId, userIds))
    .orderBy(asc(userVehicles.createdAt), asc(userVehicles.id));
  const vehicles = rows.map(toVehicle);
  if (opts.withTags && vehicles.length) {
    const tags = await db
      .select({ vehicleId: qrTags.vehicleId, code: qrTags.code, status: qrTags.status })
      .from(qrTags)
      .where(
        inArray(
          qrTags.vehicleId,
          vehicles.map((v) => v._id),
        ),
      )
      .orderBy(asc(qrTags.code));
    for (const v of vehicles)
      v.tags = tags.filter((t) => t.vehicleId === v._id).map((t) => ({ code: t.code, status: t.status }));
  }
  for (const v of vehicles) byUser.get(v.userid)?.push(v);
  return byUser;
}

export async function findVehicle(db: DbOrTx, id: string): Promise<TVehicle | undefined> {
  const [row] = await selectVehicles(db).where(eq(userVehicles.id, id));
  return row && toVehicle(row);
}

export interface VehicleFilters {
  search?: string;
  sort?: 'registrationNumber' | 'createdAt';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function findVehiclePage(db: DbOrTx, f: VehicleFilters): Promise<{ rows: TVehicle[]; total: number }> {
  const where: SQL[] = [];
  if (f.search) where.push(sql`${userVehicles.registrationNumber} like ${containsPattern(f.search)}`);
  const cond = where.length ? and(...where) : undefined;
  const col = f.sort === 'registrationNumber' ? userVehicles.registrationNumber : userVehicles.createdAt;
  const dir = f.order === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    selectVehicles(db).where(cond).orderBy(dir(col), dir(userVehicles.id)).limit(f.limit).offset(f.offset),
    db
      .select({ n: count() })
      .from(userVehicles)
      .innerJoin(users, and(eq(users.id, userVehicles.userId), isNull(users.deletedAt)))
      .where(cond),
  ]);
  return { rows: rows.map(toVehicle), total: totalRow?.n ?? 0 };
}

/** The id of another vehicle already carrying this registration number, if any. */
export async function findRegistrationHolder(
  db: DbOrTx,
  registrationNumber: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: userVehicles.id })
    .from(userVehicles)
    .where(
      and(
        eq(userVehicles.registrationNumber, registrationNumber),
        isNull(userVehicles.deletedAt),
        exceptId ? ne(userVehicles.id, exceptId) : undefined,
      ),
    );
  return row?.id;
}

export interface CatalogueIds {
  vehicleTypeId?: string | null;
  vehicleBrandId?: string | null;
  vehicleModelId?: string | null;
}

/** The catalogue rows behind the ids, to check that the model belongs to the brand and the brand to the type. */
export async function findCatalogue(db: DbOrTx, ids: CatalogueIds) {
  const [type] = ids.vehicleTypeId
    ? await db.select().from(vehicleTypes).where(eq(vehicleTypes.id, ids.vehicleTypeId))
    : [];
  const [brand] = ids.vehicleBrandId
    ? await db.select().from(vehicleBrands).where(eq(vehicleBrands.id, ids.vehicleBrandId))
    : [];
  const [model] = ids.vehicleModelId
    ? await db.select().from(vehicleModels).where(eq(vehicleModels.id, ids.vehicleModelId))
    : [];
  return { type, brand, model };
}

/** A new vehicle row; answers its id. */
export async function insertVehicle(
  db: DbOrTx,
  values: { userId: string; registrationNumber: string; now: Date } & CatalogueIds,
): Promise<string> {
  const [row] = await db
    .insert(userVehicles)
    .values({
      userId: values.userId,
      registrationNumber: values.registrationNumber,
      vehicleTypeId: values.vehicleTypeId ?? null,
      vehicleBrandId: values.vehicleBrandId ?? null,
      vehicleModelId: values.vehicleModelId ?? null,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: userVehicles.id });
  return row!.id;
}

/** A vehicle's registration number (unchanged when undefined) and catalogue ids (cleared when unset). */
export async function updateVehicleRow(
  db: DbOrTx,
  id: string,
  values: { registrationNumber?: string; now: Date } & CatalogueIds,
): Promise<void> {
  await db
    .update(userVehicles)
    .set({
      registrationNumber: values.registrationNumber,
      vehicleTypeId: values.vehicleTypeId ?? null,
      vehicleBrandId: values.vehicleBrandId ?? null,
      vehicleModelId: values.vehicleModelId ?? null,
      updatedAt: values.now,
    })
    .where(eq(userVehicles.id, id));
}

export async function deleteVehicleRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(userVehicles).where(eq(userVehicles.id, id));
}

/** Tags on these vehicles (or on every vehicle of `userId`) go to `suspended`; answers their codes. */
export async function suspendTags(
  db: DbOrTx,
  of: { vehicleId: string } | { userId: string },
  now: Date,
): Promise<string[]> {
  const vehicles =
    'vehicleId' in of
      ? eq(qrTags.vehicleId, of.vehicleId)
      : inArray(
          qrTags.vehicleId,
          db.select({ id: userVehicles.id }).from(userVehicles).where(eq(userVehicles.userId, of.userId)),
        );
  const rows = await db
    .update(qrTags)
    .set({ status: 'suspended', updatedAt: now })
    .where(and(vehicles, ne(qrTags.status, 'suspended')))
    .returning({ code: qrTags.code });
  return rows.map((r) => r.code);
}

const vehiclesOf = (db: DbOrTx, userId: string, deleted: boolean) =>
  db
    .select({ id: userVehicles.id })
    .from(userVehicles)
    .where(
      and(
        eq(userVehicles.userId, userId),
        deleted ? isNotNull(userVehicles.deletedAt) : isNull(userVehicles.deletedAt),
      ),
    );

/**
 * With their owner's deletion, vehicles leave the register (their numbers are free for others)
 * and the tags on them are free again (unassigned), each remembering its vehicle for a restore.
 * Answers the freed tags' codes.
 */
export async function releaseVehiclesOf(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const tags = await db
    .update(qrTags)
    .set({
      releasedFromVehicleId: sql`${qrTags.vehicleId}`,
      vehicleId: null,
      status: 'unassigned',
      activatedAt: null,
      updatedAt: now,
    })
    .where(inArray(qrTags.vehicleId, vehiclesOf(db, userId, false)))
    .returning({ code: qrTags.code });
  await db
    .update(userVehicles)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(userVehicles.userId, userId), isNull(userVehicles.deletedAt)));
  return tags.map((t) => t.code);
}

/** The registration numbers of a deleted owner's vehicles that another vehicle now carries. */
export async function takenRegistrations(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ number: userVehicles.registrationNumber })
    .from(userVehicles)
    .where(
      and(
        eq(userVehicles.userId, userId),
        isNotNull(userVehicles.deletedAt),
        sql`exists (select 1 from user_vehicles o where o.registration_number = ${userVehicles.registrationNumber}
          and o.deleted_at is null)`,
      ),
    );
  return rows.map((r) => r.number);
}

/**
 * Undoes releaseVehiclesOf: the vehicles come back, and each tag goes back on its vehicle if
 * nobody has taken it meanwhile. Answers the tags put back and those now someone else's.
 */
export async function restoreVehiclesOf(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ restoredTags: string[]; takenTags: string[] }> {
  const released = inArray(qrTags.releasedFromVehicleId, vehiclesOf(db, userId, true));
  const restored = await db
    .update(qrTags)
    .set({
      vehicleId: sql`${qrTags.releasedFromVehicleId}`,
      releasedFromVehicleId: null,
      status: 'active',
      activatedAt: now,
      updatedAt: now,
    })
    .where(and(released, isNull(qrTags.vehicleId), eq(qrTags.status, 'unassigned')))
    .returning({ code: qrTags.code });
  const taken = await db
    .update(qrTags)
    .set({ releasedFromVehicleId: null })
    .where(released)
    .returning({ code: qrTags.code });
  await db
    .update(userVehicles)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(userVehicles.userId, userId), isNotNull(userVehicles.deletedAt)));
  return { restoredTags: restored.map((t) => t.code), takenTags: taken.map((t) => t.code) };
}
