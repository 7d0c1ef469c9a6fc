import type { BloodGroup, TContact, UserType } from '@safesathi/contract';
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from '../../lib/api';
import { downloadWithToken } from '../../lib/download';

export const USERS_KEY = ['users'] as const;

export interface UserListFilters {
  usertype: UserType;
  page: number;
  limit: number;
  sort?: ApiQuery<'/api/user/getUser'>['sort'];
  order?: 'asc' | 'desc';
  search?: string;
  vehicleNumber?: string;
}

export const userListKey = (f: UserListFilters) => [...USERS_KEY, 'list', f] as const;
export const userKey = (id: string) => [...USERS_KEY, 'detail', id] as const;

export const fetchUsers = (f: UserListFilters, signal?: AbortSignal) =>
  api.GET('/api/user/getUser', { params: { query: { ...f } }, signal });

export const fetchUser = (id: string, signal?: AbortSignal) =>
  api.GET('/api/user/{id}', { params: { path: { id } }, signal }).then((r) => r.data);

export interface UserFields {
  name: string;
  email: string;
  phone: string;
  bloodGroup: BloodGroup | null;
  showDetails: boolean;
  emergencyContacts: { name: string; phone: string }[];
}

/** An admin's new user: the route answers it (201); only the contact form's lead gets the bare 200 message. */
export const createUser = (usertype: UserType, fields: UserFields) =>
  api
    .POST('/api/user/create', { body: { ...fields, usertype, countryCode: '91' } })
    .then((answer) => answer as Extract<typeof answer, { data: unknown }>);

export const updateUser = (id: string, fields: UserFields) =>
  api.PUT('/api/user/updateCustomer/{id}', { params: { path: { id } }, body: fields });

export const deleteUser = (id: string) => api.DELETE('/api/user/{id}', { params: { path: { id } } });

export const deletedUsersKey = (q: { usertype: UserType; page: number; limit: number; search?: string }) =>
  [...USERS_KEY, 'deleted', q] as const;

export const fetchDeletedUsers = (
  q: { usertype: UserType; page: number; limit: number; search?: string },
  signal?: AbortSignal,
) => api.GET('/api/user/deleted', { params: { query: { ...q } }, signal });

export const restoreUser = (id: string) => api.POST('/api/user/{id}/restore', { params: { path: { id } }, body: {} });

/** A vehicle as the form sends it, on adding and on editing. */
export type VehicleFields = Omit<ApiBody<'post', '/api/uservehicle'>, 'userid'>;

export const createVehicle = (userid: string, v: VehicleFields) =>
  api.POST('/api/uservehicle', { body: { ...v, userid } });
export const updateVehicle = (id: string, v: VehicleFields) =>
  api.PUT('/api/uservehicle/{id}', { params: { path: { id } }, body: v });
export const deleteVehicle = (id: string) => api.DELETE('/api/uservehicle/{id}', { params: { path: { id } } });

export type AddressFields = ApiBody<'put', '/api/address/{id}'>;
export const createAddress = (userid: string, a: AddressFields) => api.POST('/api/address', { body: { ...a, userid } });
export const updateAddress = (id: string, a: AddressFields) =>
  api.PUT('/api/address/{id}', { params: { path: { id } }, body: a });
export const deleteAddress = (id: string) => api.DELETE('/api/address/{id}', { params: { path: { id } } });

export type { TContact };

export type CatalogueType = ApiAnswer<'get', '/api/vehicletypebrand'>['data'][number];
export type CatalogueBrand = ApiAnswer<'get', '/api/vehiclebrandmodel'>['data'][number];

/** The vehicle catalogue for the type → brand → model cascade: two public calls, cached for the session. */
export async function fetchCatalogue(signal?: AbortSignal) {
  const [types, brands] = await Promise.all([
    api.GET('/api/vehicletypebrand', { signal, anonymous: true }),
    api.GET('/api/vehiclebrandmodel', { signal, anonymous: true }),
  ]);
  return { types: types.data, brands: brands.data };
}

export const searchEverything = (q: string, signal?: AbortSignal) =>
  api.GET('/api/search', { params: { query: { q } }, signal }).then((r) => r.data);

/** Downloads the filtered list as CSV. */
export function downloadUsersCsv(f: Omit<UserListFilters, 'page' | 'limit'>): Promise<string> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, String(v));
  return downloadWithToken(`/api/user/getUser.csv?${params}`, 'export.csv', 'The export could not be made.');
}
