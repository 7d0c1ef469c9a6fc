import { z } from 'zod';
import { emptyToNull, sortField, ZListQuery } from './lists.js';
import { ZRegistrationNumber } from './registration.js';

const ZOptionalId = (what: string) => z.preprocess(emptyToNull, z.uuid(`Choose a ${what}`).nullable().optional());

export const ZVehicleRequest = z.object({
  userid: z.uuid('Not a valid user id').optional(),
  registrationNumber: ZRegistrationNumber,
  vehicleTypeId: ZOptionalId('vehicle type'),
  vehicleBrandId: ZOptionalId('brand'),
  vehicleModelId: ZOptionalId('model'),
});
export type TVehicleRequest = z.input<typeof ZVehicleRequest>;

/** Editing a vehicle; its owner does not change. */
export const ZUpdateVehicleRequest = ZVehicleRequest.omit({ userid: true }).partial();
export type TUpdateVehicleRequest = z.input<typeof ZUpdateVehicleRequest>;

export const ZVehicleListQuery = ZListQuery.extend({
  sort: sortField(['registrationNumber', 'createdAt']),
  search: z.string().trim().max(20).optional(),
});

export interface TRef {
  _id: string;
  name: string;
}

export interface TVehicle {
  _id: string;
  userid: string;
  registrationNumber: string;
  vehicleTypeId: TRef | null;
  vehicleBrandId: TRef | null;
  vehicleModelId: TRef | null;
  /** The QR tags on this vehicle (detail views). */
  tags?: { code: string; status: string }[];
  createdAt: string;
}
