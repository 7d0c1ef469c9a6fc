import type { TUpdateMyTagRequest, TVehicle } from '@safesathi/contract';
import type { TTagRow } from '../admin/qr-codes/qr-api';
import { api } from '../lib/api';

export type { TTagRow };

export const MY_TAGS_KEY = ['my', 'tags'] as const;
export const myVehiclesKey = (userId: string) => ['my', 'vehicles', userId] as const;

export const fetchMyTags = (signal?: AbortSignal) =>
  api.get<{ status: 'Success'; data: TTagRow[] }>('/api/my/tags', { signal });

export const fetchMyVehicles = (userId: string, signal?: AbortSignal) =>
  api.get<{ status: 'Success'; data: TVehicle[] }>(`/api/uservehicle/${userId}`, { signal });

export const activateTag = (code: string, vehicleId: string) =>
  api.post<{ status: 'Success'; message: string; data: TTagRow }>(`/api/qrcode/${encodeURIComponent(code)}/activate`, {
    vehicleId,
  });

/** Report my tag lost or found again, or move it to another of my vehicles. */
export const updateMyTag = (code: string, body: TUpdateMyTagRequest) =>
  api.put<{ status: 'Success'; message: string; data: TTagRow }>(`/api/my/tags/${encodeURIComponent(code)}`, body);

export const addVehicle = (body: {
  registrationNumber: string;
  vehicleTypeId: string | null;
  vehicleBrandId: string | null;
  vehicleModelId: string | null;
}) => api.post<{ status: 'Success'; message: string; data: TVehicle }>('/api/uservehicle', body);

/** GET /api/vehicletypebrand: vehicle types, each with its brands (public). */
export const fetchTypeBrands = (signal?: AbortSignal) =>
  api.get<{ status: boolean; data: { _id: string; name: string; vehiclebrand: { _id: string; name: string }[] }[] }>(
    '/api/vehicletypebrand',
    { signal, anonymous: true },
  );

/** GET /api/vehiclebrandmodel: brands, each with its models (public). */
export const fetchBrandModels = (signal?: AbortSignal) =>
  api.get<{ status: boolean; data: { _id: string; name: string; vehiclemodel: { _id: string; name: string }[] }[] }>(
    '/api/vehiclebrandmodel',
    { signal, anonymous: true },
  );
