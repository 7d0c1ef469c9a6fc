import { api } from '../../lib/api';

/** Every catalogue query starts with this (the customer forms' type → brand → model lists too). */
export const CATALOGUE_KEY = ['catalogue'] as const;

export const catalogueKeys = {
  categories: [...CATALOGUE_KEY, 'categories'] as const,
  types: [...CATALOGUE_KEY, 'types'] as const,
  typeBrands: [...CATALOGUE_KEY, 'type-brands'] as const,
  brandModels: [...CATALOGUE_KEY, 'brand-models'] as const,
  vehicles: [...CATALOGUE_KEY, 'vehicles'] as const,
};

const data = <T>(r: { data: T }) => r.data;

export const fetchCategories = (signal?: AbortSignal) => api.GET('/api/categories', { signal }).then(data);
export const fetchVehicleTypes = (signal?: AbortSignal) => api.GET('/api/vehicle-types', { signal }).then(data);
export const fetchTypesWithBrands = (signal?: AbortSignal) =>
  api.GET('/api/vehicle-type-brands', { signal }).then(data);
export const fetchBrandsWithModels = (signal?: AbortSignal) =>
  api.GET('/api/vehicle-brand-models', { signal }).then(data);

export const createCategory = (name: string) => api.POST('/api/categories', { body: { name } });
export const createVehicleType = (name: string) => api.POST('/api/vehicle-types', { body: { name } });
export const createVehicleBrand = (name: string, vehicleTypeId: string) =>
  api.POST('/api/vehicle-brands', { body: { name, vehicleTypeId } });

/** POST /api/vehicle-models (multipart, the picture optional). */
export function createVehicleModel(name: string, vehicleBrandId: string, picture: File | null) {
  const form = new FormData();
  form.set('name', name);
  form.set('vehicleBrandId', vehicleBrandId);
  if (picture) form.set('picture', picture);
  return api.POST('/api/vehicle-models', { body: form });
}

/** "Delete selected": all or nothing (409 IN_USE names what still uses a record). */
export type CatalogueResource = 'categories' | 'vehicle-types' | 'vehicle-brands' | 'vehicle-models';
export const deleteMany = (resource: CatalogueResource, ids: string[]) =>
  api.POST(`/api/${resource}/bulk-delete`, { body: { ids } });
