import type { TTagRow } from '../admin/qr-codes/qr-api';
import { type ApiBody, api } from '../lib/api';

export type { TTagRow };

export const MY_TAGS_KEY = ['my', 'tags'] as const;
export const myVehiclesKey = (userId: string) => ['my', 'vehicles', userId] as const;

export const fetchMyTags = (signal?: AbortSignal) => api.GET('/api/my/tags', { signal });

export const fetchMyVehicles = (userId: string, signal?: AbortSignal) =>
  api.GET('/api/uservehicle/{userId}', { params: { path: { userId } }, signal });

export const activateTag = (code: string, vehicleId: string) =>
  api.POST('/api/qrcode/{code}/activate', {
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
}) => api.POST('/api/uservehicle', { body });

/** GET /api/vehicletypebrand: vehicle types, each with its brands (public). */
export const fetchTypeBrands = (signal?: AbortSignal) => api.GET('/api/vehicletypebrand', { signal, anonymous: true });

/** GET /api/vehiclebrandmodel: brands, each with its models (public). */
export const fetchBrandModels = (signal?: AbortSignal) =>
  api.GET('/api/vehiclebrandmodel', { signal, anonymous: true });
