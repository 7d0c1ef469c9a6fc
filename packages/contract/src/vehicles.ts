import { z } from 'zod';
import { emptyToNull, sortField, ZListQuery } from './lists.js';
import { ZRegistrationNumber } from './registration.js';
import { dataResponse, listResponse, savedResponse } from './responses.js';

const ZOptionalId = (what: string) => z.preprocess(emptyToNull, z.uuid(`Choose a ${what}`).nullable().optional());

export const ZVehicleRequest = z.object({
  userid: z.uuid('Not a valid user id').optional(),
  registrationNumber: ZRegistrationNumber,
  vehicleTypeId: ZOptionalId('vehicle type'),
  vehicleBrandId: ZOptionalId('brand'),
  vehicleModelId: ZOptionalId('model'),
});

/** Editing a vehicle; its owner does not change. */
export const ZUpdateVehicleRequest = ZVehicleRequest.omit({ userid: true }).partial();

export const ZVehicleListQuery = ZListQuery.extend({
  sort: sortField(['registrationNumber', 'createdAt']),
  search: z.string().trim().max(20).optional(),
});

/** A catalogue entry a vehicle points at, by id and name. */
export const ZRef = z.object({ _id: z.string(), name: z.string() });
export type TRef = z.infer<typeof ZRef>;

export const ZVehicle = z.object({
  _id: z.string(),
  userid: z.string(),
  registrationNumber: z.string(),
  vehicleTypeId: ZRef.nullable(),
  vehicleBrandId: ZRef.nullable(),
  vehicleModelId: ZRef.nullable(),
  /** The QR tags on this vehicle (detail views). */
  tags: z.array(z.object({ code: z.string(), status: z.string() })).optional(),
  createdAt: z.string(),
});
export type TVehicle = z.infer<typeof ZVehicle>;

// ─── Answers ───────────────────────────────────────────────────────────────
export const ZVehicleListResponse = listResponse(ZVehicle);
/** GET /api/uservehicle/:userId: one user's vehicles with their tags. */
export const ZUserVehiclesResponse = dataResponse(z.array(ZVehicle));
export const ZVehicleSavedResponse = savedResponse(ZVehicle);
/** DELETE /api/uservehicle/:id: the tags that were on it are suspended. */
export const ZVehicleRemovedResponse = savedResponse(z.object({ suspendedTags: z.array(z.string()) }));
