import type {
  TAddress,
  TContact,
  TDeletedUser,
  TListResponse,
  TRestoreResult,
  TSearchResult,
  TUserDetail,
  TUserListItem,
  TVehicle,
  UserType,
} from '@safesathi/contract';
import { api } from '../../lib/api';
import { downloadWithToken } from '../../lib/download';

export const USERS_KEY = ['users'] as const;

export interface UserListFilters {
  usertype: UserType;
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  vehicleNumber?: string;
}

export const userListKey = (f: UserListFilters) => [...USERS_KEY, 'list', f] as const;
export const userKey = (id: string) => [...USERS_KEY, 'detail', id] as const;

export const fetchUsers = (f: UserListFilters, signal?: AbortSignal) =>
  api.get<TListResponse<TUserListItem>>('/api/user/getUser', { query: { ...f }, signal });

export const fetchUser = (id: string, signal?: AbortSignal) =>
  api.get<{ data: TUserDetail }>(`/api/user/${id}`, { signal }).then((r) => r.data);

export interface UserFields {
  name: string;
  email: string;
  phone: string;
  bloodGroup: string | null;
  showDetails: boolean;
  emergencyContacts: { name: string; phone: string }[];
}

export const createUser = (usertype: UserType, fields: UserFields) =>
  api.post<{ data: TUserListItem; message: string }>('/api/user/create', { ...fields, usertype, countryCode: '91' });

export const updateUser = (id: string, fields: UserFields) =>
  api.put<{ data: TUserListItem; message: string }>(`/api/user/updateCustomer/${id}`, fields);

export const deleteUser = (id: string) => api.del<{ message: string }>(`/api/user/${id}`);

export const deletedUsersKey = (q: { usertype: UserType; page: number; limit: number; search?: string }) =>
  [...USERS_KEY, 'deleted', q] as const;

export const fetchDeletedUsers = (
  q: { usertype: UserType; page: number; limit: number; search?: string },
  signal?: AbortSignal,
) => api.get<TListResponse<TDeletedUser>>('/api/user/deleted', { query: { ...q }, signal });

export const restoreUser = (id: string) =>
  api.post<{ data: TRestoreResult; message: string }>(`/api/user/${id}/restore`, {});

export interface VehicleFields {
  registrationNumber: string;
  vehicleTypeId: string | null;
  vehicleBrandId: string | null;
  vehicleModelId: string | null;
}

export const createVehicle = (userid: string, v: VehicleFields) =>
  api.post<{ data: TVehicle }>('/api/uservehicle', { ...v, userid });
export const updateVehicle = (id: string, v: VehicleFields) => api.put<{ data: TVehicle }>(`/api/uservehicle/${id}`, v);
export const deleteVehicle = (id: string) => api.del<{ data: { suspendedTags: string[] } }>(`/api/uservehicle/${id}`);

export type AddressFields = Omit<TAddress, '_id' | 'userid' | 'createdAt'>;
export const createAddress = (userid: string, a: AddressFields) =>
  api.post<{ data: TAddress }>('/api/address', { ...a, userid });
export const updateAddress = (id: string, a: AddressFields) => api.put<{ data: TAddress }>(`/api/address/${id}`, a);
export const deleteAddress = (id: string) => api.del(`/api/address/${id}`);

export type { TContact };

export interface CatalogueType {
  _id: string;
  name: string;
  vehiclebrand: { _id: string; name: string }[];
}
export interface CatalogueBrand {
  _id: string;
  name: string;
  vehiclemodel: { _id: string; name: string }[];
}

/** The vehicle catalogue for the type → brand → model cascade: two public calls, cached for the session. */
export async function fetchCatalogue(signal?: AbortSignal) {
  const [types, brands] = await Promise.all([
    api.get<{ data: CatalogueType[] }>('/api/vehicletypebrand', { signal, anonymous: true }),
    api.get<{ data: CatalogueBrand[] }>('/api/vehiclebrandmodel', { signal, anonymous: true }),
  ]);
  return { types: types.data, brands: brands.data };
}

export const searchEverything = (q: string, signal?: AbortSignal) =>
  api.get<{ data: TSearchResult }>('/api/search', { query: { q }, signal }).then((r) => r.data);

/** Downloads the filtered list as CSV. */
export function downloadUsersCsv(f: Omit<UserListFilters, 'page' | 'limit'>): Promise<string> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, String(v));
  return downloadWithToken(`/api/user/getUser.csv?${params}`, 'export.csv', 'The export could not be made.');
}
