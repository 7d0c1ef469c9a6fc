import type { TContact, TRef, TSessionUser, TUpdateMeRequest, TVehicle } from '@safesathi/contract';
import { api } from '../lib/api';
import { downloadWithToken } from '../lib/download';

/** Query keys of the customer's own records. */
export const accountKeys = {
  me: ['my', 'profile'] as const,
  contacts: (userId: string) => ['my', 'contacts', userId] as const,
  /** Under the tags section's key (`['my', 'vehicles', userId]`, which caches the whole answer): invalidating that covers both. */
  vehicles: (userId: string) => ['my', 'vehicles', userId, 'list'] as const,
  vehiclesAll: (userId: string) => ['my', 'vehicles', userId] as const,
  orders: ['my', 'orders'] as const,
  types: ['catalogue', 'vehicletype'] as const,
  brands: (typeId: string) => ['catalogue', 'vehiclebrand', typeId] as const,
  models: (brandId: string) => ['catalogue', 'vehiclemodel', brandId] as const,
};

export const fetchMe = (signal?: AbortSignal) =>
  api.get<{ data: TSessionUser }>('/api/user/me', { signal }).then((a) => a.data);
export const saveMe = (body: TUpdateMeRequest) =>
  api.put<{ message: string; data: TSessionUser }>('/api/user/me', body);

export interface ContactInput {
  name: string;
  phone: string;
}
export const fetchContacts = (userId: string, signal?: AbortSignal) =>
  api
    .get<{ result: { contacts: TContact[] } }>(`/api/sosContacts/${userId}`, { signal })
    .then((a) => a.result.contacts);
export const saveContacts = (userId: string, contacts: ContactInput[]) =>
  api.put<{ message: string; result: { contacts: TContact[] } }>(`/api/sosContacts/${userId}`, {
    contacts: contacts.map((c) => ({ ...c, countryCode: '91' })),
  });

export const fetchVehicles = (userId: string, signal?: AbortSignal) =>
  api.get<{ data: TVehicle[] }>(`/api/uservehicle/${userId}`, { signal }).then((a) => a.data);

export interface VehicleInput {
  registrationNumber: string;
  vehicleTypeId: string | null;
  vehicleBrandId: string | null;
  vehicleModelId: string | null;
}
export const createVehicle = (body: VehicleInput) =>
  api.post<{ message: string; data: TVehicle }>('/api/uservehicle', body);
export const updateVehicle = (id: string, body: VehicleInput) =>
  api.put<{ message: string; data: TVehicle }>(`/api/uservehicle/${id}`, body);
export const deleteVehicle = (id: string) => api.del<{ message: string }>(`/api/uservehicle/${id}`);

export const fetchTypes = (signal?: AbortSignal) =>
  api.get<{ data: TRef[] }>('/api/vehicletype', { signal, anonymous: true }).then((a) => a.data);
export const fetchBrands = (vehicleTypeId: string, signal?: AbortSignal) =>
  api
    .get<{ data: TRef[] }>('/api/vehiclebrand', { signal, anonymous: true, query: { vehicleTypeId } })
    .then((a) => a.data);
export const fetchModels = (vehicleBrandId: string, signal?: AbortSignal) =>
  api
    .get<{ data: TRef[] }>('/api/vehiclemodel', { signal, anonymous: true, query: { vehicleBrandId } })
    .then((a) => a.data);

/** An order as the customer's list shows it (GET /api/my/orders answers more). */
export interface MyOrder {
  _id: string;
  orderNumber: string;
  status: string;
  productList: { _id: string | null; name: string; quantity: number }[];
  orderAmount: number;
  totals?: { totalPaise: number };
  deliveryDate: string | null;
  actualDeliveryDate: string | null;
  createdAt: string;
}
export const fetchMyOrders = (signal?: AbortSignal) =>
  api
    .get<{ data: MyOrder[]; total: number }>('/api/my/orders', { signal, query: { page: 1, limit: 30 } })
    .then((a) => a.data);

/** The invoice PDF of one of my orders. */
export const downloadInvoice = (order: Pick<MyOrder, '_id' | 'orderNumber'>): Promise<string> =>
  downloadWithToken(
    `/api/orders/${order._id}/invoice.pdf`,
    `invoice-${order.orderNumber}.pdf`,
    'The invoice could not be downloaded. Please try again.',
  );
