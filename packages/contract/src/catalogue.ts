import { z } from 'zod';
import { ZImage } from './media.js';
import { dataResponse, savedResponse, ZTrue } from './responses.js';

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

export const ZCategory = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });
export type TCategory = z.infer<typeof ZCategory>;

export const ZVehicleType = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });
export type TVehicleType = z.infer<typeof ZVehicleType>;

export const ZVehicleBrand = z.object({
  _id: z.string(),
  name: z.string(),
  vehicleTypeId: z.string(),
  createdAt: z.string(),
});
export type TVehicleBrand = z.infer<typeof ZVehicleBrand>;

const modelPicture = {
  /** The stored file name (docs/product.md §3); `image` says where to load it. */
  picture: z.string().nullable(),
  image: ZImage.nullable(),
};

export const ZVehicleModel = z.object({
  _id: z.string(),
  name: z.string(),
  vehicleBrandId: z.string(),
  ...modelPicture,
  createdAt: z.string(),
});
export type TVehicleModel = z.infer<typeof ZVehicleModel>;

/** GET /api/vehicle-type-brands: each type with its brands. */
export const ZVehicleTypeWithBrands = ZVehicleType.extend({
  vehiclebrand: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type TVehicleTypeWithBrands = z.infer<typeof ZVehicleTypeWithBrands>;

/** GET /api/vehicle-brand-models: each brand with its models. */
export const ZVehicleBrandWithModels = ZVehicleBrand.extend({
  vehiclemodel: z.array(z.object({ _id: z.string(), name: z.string(), ...modelPicture })),
});
export type TVehicleBrandWithModels = z.infer<typeof ZVehicleBrandWithModels>;

// ─── Answers ───────────────────────────────────────────────────────────────
export const ZCategoryListResponse = dataResponse(z.array(ZCategory));
export const ZCategorySavedResponse = savedResponse(ZCategory);
export const ZVehicleTypeListResponse = dataResponse(z.array(ZVehicleType));
export const ZVehicleTypeSavedResponse = savedResponse(ZVehicleType);
export const ZVehicleTypeBrandsResponse = dataResponse(z.array(ZVehicleTypeWithBrands), ZTrue);
export const ZVehicleBrandListResponse = dataResponse(z.array(ZVehicleBrand));
export const ZVehicleBrandSavedResponse = savedResponse(ZVehicleBrand);
export const ZVehicleBrandModelsResponse = dataResponse(z.array(ZVehicleBrandWithModels), ZTrue);
/** The trees' clean answers; the deprecated /api/vehicletypebrand and /api/vehiclebrandmodel say `status: true`. */
export const ZVehicleTypeTreeResponse = dataResponse(z.array(ZVehicleTypeWithBrands));
export const ZVehicleBrandTreeResponse = dataResponse(z.array(ZVehicleBrandWithModels));
export const ZVehicleModelListResponse = dataResponse(z.array(ZVehicleModel));
export const ZVehicleModelSavedResponse = savedResponse(ZVehicleModel);
