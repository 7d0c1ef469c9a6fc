import { z } from 'zod';
import type { TImage } from './media.js';

/** A short required name (category, vehicle type, brand, model). */
export const ZLabel = (what: string, max = 60) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

export const ZCategoryRequest = z.object({ name: ZLabel('category name') });
export type TCategoryRequest = z.input<typeof ZCategoryRequest>;

export const ZVehicleTypeRequest = z.object({ name: ZLabel('vehicle type') });
export type TVehicleTypeRequest = z.input<typeof ZVehicleTypeRequest>;

export const ZVehicleBrandRequest = z.object({
  name: ZLabel('brand name'),
  vehicleTypeId: z.uuid('Choose a vehicle type'),
});
export type TVehicleBrandRequest = z.input<typeof ZVehicleBrandRequest>;

/** Sent as multipart with an optional `picture` file. */
export const ZVehicleModelRequest = z.object({
  name: ZLabel('model name'),
  vehicleBrandId: z.uuid('Choose a brand'),
});
export type TVehicleModelRequest = z.input<typeof ZVehicleModelRequest>;

export const ZVehicleBrandQuery = z.object({ vehicleTypeId: z.uuid('Not a valid vehicle type id').optional() });
export const ZVehicleModelQuery = z.object({ vehicleBrandId: z.uuid('Not a valid brand id').optional() });

export interface TCategory {
  _id: string;
  name: string;
  createdAt: string;
}

export interface TVehicleType {
  _id: string;
  name: string;
  createdAt: string;
}

export interface TVehicleBrand {
  _id: string;
  name: string;
  vehicleTypeId: string;
  createdAt: string;
}

export interface TVehicleModel {
  _id: string;
  name: string;
  vehicleBrandId: string;
  /** The stored file name (spec §3); `image` says where to load it. */
  picture: string | null;
  image: TImage | null;
  createdAt: string;
}

/** GET /api/vehicletypebrand: each type with its brands. */
export interface TVehicleTypeWithBrands extends TVehicleType {
  vehiclebrand: { _id: string; name: string }[];
}

/** GET /api/vehiclebrandmodel: each brand with its models. */
export interface TVehicleBrandWithModels extends TVehicleBrand {
  vehiclemodel: { _id: string; name: string; picture: string | null; image: TImage | null }[];
}
