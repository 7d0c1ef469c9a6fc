import type { BloodGroup, UserType } from '@safesathi/contract';
import { type ApiBody, type ApiQuery, api } from '../../lib/api';
import { downloadWithToken } from '../../lib/download';

export const USERS_KEY = ['users'] as const;

export interface UserListFilters {
  usertype: UserType;
  page: number;
  limit: number;
  sort?: ApiQuery<'/api/users'>['sort'];
  order?: 'asc' | 'desc';
  search?: string;
  vehicleNumber?: string;
}

export const userKey = (id: string) => [...USERS_KEY, 'detail', id] as const;
export const usersByVehicleKey = (term: string) => [...USERS_KEY, 'by-vehicle', term] as const;

/** The Admin, Customers and Permissions lists for useListQuery (the CSV export takes the same filters). */
export const userList = { key: [...USERS_KEY, 'list'] as const, path: '/api/users' } as const;

export const fetchUser = (id: string, signal?: AbortSignal) =>
  api.GET('/api/users/{id}', { params: { path: { id } }, signal }).then((r) => r.data);

export interface UserFields {
  name: string;
  email: string;
  phone: string;
  bloodGroup: BloodGroup | null;
  showDetails: boolean;
  emergencyContacts: { name: string; phone: string }[];
}

/** An admin's new user (201, with the user). */
export const createUser = (usertype: UserType, fields: UserFields) =>
  api.POST('/api/users', { body: { ...fields, usertype, countryCode: '91' } });

export const updateUser = (id: string, fields: UserFields) =>
  api.PUT('/api/users/{id}', { params: { path: { id } }, body: fields });

export const deleteUser = (id: string) => api.DELETE('/api/users/{id}', { params: { path: { id } } });

/** The Deleted view's list for useListQuery. */
export const deletedUserList = { key: [...USERS_KEY, 'deleted'] as const, path: '/api/users/deleted' } as const;

export const restoreUser = (id: string) => api.POST('/api/users/{id}/restore', { params: { path: { id } }, body: {} });

/** A vehicle as the form sends it, on adding and on editing. */
export type VehicleFields = Omit<ApiBody<'post', '/api/vehicles'>, 'userid'>;

export const createVehicle = (userid: string, v: VehicleFields) =>
  api.POST('/api/vehicles', { body: { ...v, userid } });
export const updateVehicle = (id: string, v: VehicleFields) =>
  api.PUT('/api/vehicles/{id}', { params: { path: { id } }, body: v });
export const deleteVehicle = (id: string) => api.DELETE('/api/vehicles/{id}', { params: { path: { id } } });

export type AddressFields = ApiBody<'put', '/api/addresses/{id}'>;
export const createAddress = (userid: string, a: AddressFields) =>
  api.POST('/api/addresses', { body: { ...a, userid } });
export const updateAddress = (id: string, a: AddressFields) =>
  api.PUT('/api/addresses/{id}', { params: { path: { id } }, body: a });
export const deleteAddress = (id: string) => api.DELETE('/api/addresses/{id}', { params: { path: { id } } });

/** The vehicle catalogue for the type → brand → model cascade: two public calls, cached for the session. */
export async function fetchCatalogue(signal?: AbortSignal) {
  const [types, brands] = await Promise.all([
    api.GET('/api/vehicle-type-brands', { signal, anonymous: true }),
    api.GET('/api/vehicle-brand-models', { signal, anonymous: true }),
  ]);
  return { types: types.data, brands: brands.data };
}

export const searchKey = (q: string) => ['search', q] as const;

export const searchEverything = (q: string, signal?: AbortSignal) =>
  api.GET('/api/admin/search', { params: { query: { q } }, signal }).then((r) => r.data);

/** Downloads the filtered list as CSV. */
export function downloadUsersCsv(f: Omit<UserListFilters, 'page' | 'limit'>): Promise<string> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, String(v));
  return downloadWithToken(`/api/users.csv?${params}`, 'export.csv', 'The export could not be made.');
}
