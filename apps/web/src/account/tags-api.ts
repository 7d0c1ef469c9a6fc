import { type ApiBody, api } from '../lib/api';

export const MY_TAGS_KEY = ['my', 'tags'] as const;
/** Every query of the customer's vehicles (each user's list under it). */
export const MY_VEHICLES_KEY = ['my', 'vehicles'] as const;
export const myVehiclesKey = (userId: string) => [...MY_VEHICLES_KEY, userId] as const;

export const fetchMyTags = (signal?: AbortSignal) => api.GET('/api/my/tags', { signal });

export const fetchMyVehicles = (userId: string, signal?: AbortSignal) =>
  api.GET('/api/users/{userId}/vehicles', { params: { path: { userId } }, signal });

export const activateTag = (code: string, vehicleId: string) =>
  api.POST('/api/tags/{code}/activate', {
    params: { path: { code } },
    body: {
      vehicleId,
    },
  });

/** Report my tag lost or found again, or move it to another of my vehicles. */
export const updateMyTag = (code: string, body: ApiBody<'put', '/api/my/tags/{code}'>) =>
  api.PUT('/api/my/tags/{code}', { params: { path: { code } }, body });

export const addVehicle = (body: {
  registrationNumber: string;
  vehicleTypeId: string | null;
  vehicleBrandId: string | null;
  vehicleModelId: string | null;
}) => api.POST('/api/vehicles', { body });

/** GET /api/vehicle-type-brands: vehicle types, each with its brands (public). */
export const fetchTypeBrands = (signal?: AbortSignal) =>
  api.GET('/api/vehicle-type-brands', { signal, anonymous: true });

/** GET /api/vehicle-brand-models: brands, each with its models (public). */
export const fetchBrandModels = (signal?: AbortSignal) =>
  api.GET('/api/vehicle-brand-models', { signal, anonymous: true });
