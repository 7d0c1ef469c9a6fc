import type {
  TCategory,
  TVehicleBrand,
  TVehicleBrandWithModels,
  TVehicleModel,
  TVehicleType,
  TVehicleTypeWithBrands,
} from '@safesathi/contract';
import { api } from '../../lib/api';

/** Every catalogue query starts with this (the customer forms' type → brand → model lists too). */
export const CATALOGUE_KEY = ['catalogue'] as const;

export const catalogueKeys = {
  categories: [...CATALOGUE_KEY, 'categories'] as const,
  types: [...CATALOGUE_KEY, 'types'] as const,
  typeBrands: [...CATALOGUE_KEY, 'type-brands'] as const,
  brandModels: [...CATALOGUE_KEY, 'brand-models'] as const,
};

const data = <T>(r: { data: T }) => r.data;

export const fetchCategories = (signal?: AbortSignal) =>
  api.get<{ data: TCategory[] }>('/api/category', { signal }).then(data);
export const fetchVehicleTypes = (signal?: AbortSignal) =>
  api.get<{ data: TVehicleType[] }>('/api/vehicletype', { signal }).then(data);
export const fetchTypesWithBrands = (signal?: AbortSignal) =>
  api.get<{ data: TVehicleTypeWithBrands[] }>('/api/vehicletypebrand', { signal }).then(data);
export const fetchBrandsWithModels = (signal?: AbortSignal) =>
  api.get<{ data: TVehicleBrandWithModels[] }>('/api/vehiclebrandmodel', { signal }).then(data);

type Saved<T> = { data: T; message: string };

export const createCategory = (name: string) => api.post<Saved<TCategory>>('/api/category', { name });
export const createVehicleType = (name: string) => api.post<Saved<TVehicleType>>('/api/vehicletype', { name });
export const createVehicleBrand = (name: string, vehicleTypeId: string) =>
  api.post<Saved<TVehicleBrand>>('/api/vehiclebrand', { name, vehicleTypeId });

/** POST /api/vehiclemodel (multipart, the picture optional). */
export function createVehicleModel(name: string, vehicleBrandId: string, picture: File | null) {
  const form = new FormData();
  form.set('name', name);
  form.set('vehicleBrandId', vehicleBrandId);
  if (picture) form.set('picture', picture);
  return api.post<Saved<TVehicleModel>>('/api/vehiclemodel', form);
}

/** "Delete selected": all or nothing (409 IN_USE names what still uses a record). */
export type CatalogueResource = 'category' | 'vehicletype' | 'vehiclebrand' | 'vehiclemodel';
export const deleteMany = (resource: CatalogueResource, ids: string[]) =>
  api.del<{ message: string }>(`/api/${resource}`, { ids });
