import { type ApiAnswer, type ApiBody, api } from '../lib/api';
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

export const fetchMe = (signal?: AbortSignal) => api.GET('/api/user/me', { signal }).then((a) => a.data);
export const saveMe = (body: ApiBody<'put', '/api/user/me'>) => api.PUT('/api/user/me', { body });

/** A contact as the form sends it (the country code is added here). */
export type ContactInput = Omit<ApiBody<'put', '/api/users/{userId}/contacts'>['contacts'][number], 'countryCode'>;
export const fetchContacts = (userId: string, signal?: AbortSignal) =>
  api.GET('/api/users/{userId}/contacts', { params: { path: { userId } }, signal }).then((a) => a.data);
export const saveContacts = (userId: string, contacts: ContactInput[]) =>
  api.PUT('/api/users/{userId}/contacts', {
    params: { path: { userId } },
    body: {
      contacts: contacts.map((c) => ({ ...c, countryCode: '91' })),
    },
  });

/** The signed-in owner answers one of their alerts, as the link in their text does. */
export type AlertAnswerInput = ApiBody<'post', '/api/my/sos-calls/{id}/answer'>;
/** `key`: one per answer, sent again when the same answer is retried, so it is recorded once (ADR 0070). */
export const answerMyAlert = (id: string, body: AlertAnswerInput, key: string) =>
  api.POST('/api/my/sos-calls/{id}/answer', { params: { path: { id } }, body, headers: { 'Idempotency-Key': key } });

export const fetchVehicles = (userId: string, signal?: AbortSignal) =>
  api.GET('/api/users/{userId}/vehicles', { params: { path: { userId } }, signal }).then((a) => a.data);

/** A vehicle as the form sends it, on adding and on editing. */
export type VehicleInput = Omit<ApiBody<'post', '/api/vehicles'>, 'userid'>;
export const createVehicle = (body: VehicleInput) => api.POST('/api/vehicles', { body });
export const updateVehicle = (id: string, body: VehicleInput) =>
  api.PUT('/api/vehicles/{id}', { params: { path: { id } }, body });
export const deleteVehicle = (id: string) => api.DELETE('/api/vehicles/{id}', { params: { path: { id } } });

export const fetchTypes = (signal?: AbortSignal) =>
  api.GET('/api/vehicle-types', { signal, anonymous: true }).then((a) => a.data);
export const fetchBrands = (vehicleTypeId: string, signal?: AbortSignal) =>
  api.GET('/api/vehicle-brands', { params: { query: { vehicleTypeId } }, signal, anonymous: true }).then((a) => a.data);
export const fetchModels = (vehicleBrandId: string, signal?: AbortSignal) =>
  api
    .GET('/api/vehicle-models', { params: { query: { vehicleBrandId } }, signal, anonymous: true })
    .then((a) => a.data);

/** An order as GET /api/user/me/orders answers it. */
export type MyOrder = ApiAnswer<'get', '/api/user/me/orders'>['data'][number];
export const fetchMyOrders = (signal?: AbortSignal) =>
  api.GET('/api/user/me/orders', { params: { query: { page: 1, limit: 30 } }, signal }).then((a) => a.data);

/** The invoice PDF of one of my orders. */
export const downloadInvoice = (order: Pick<MyOrder, '_id' | 'orderNumber'>): Promise<string> =>
  downloadWithToken(
    `/api/user/me/orders/${order._id}/invoice.pdf`,
    `invoice-${order.orderNumber}.pdf`,
    'The invoice could not be downloaded. Please try again.',
  );

/** The alerts about my vehicles, newest first (the section shows the latest 20). */
export const MY_ALERTS_KEY = ['my', 'soscalls'] as const;

export const fetchMyAlerts = (signal?: AbortSignal) =>
  api.GET('/api/my/sos-calls', { params: { query: { page: 1, limit: 20 } }, signal });

/** The owner's devices that get alerts by push (issue 25), and whether this server sends pushes at all. */
export const deviceKeys = { pushKey: ['push', 'public-key'] as const, list: ['my', 'devices'] as const };
export const fetchPushKey = (signal?: AbortSignal) => api.GET('/api/push/public-key', { signal });
export type MyDevice = ApiAnswer<'get', '/api/my/devices'>['data'][number];
export const fetchMyDevices = (signal?: AbortSignal) => api.GET('/api/my/devices', { signal }).then((a) => a.data);
export const saveMyDevice = (body: ApiBody<'post', '/api/my/devices'>) => api.POST('/api/my/devices', { body });
export const removeMyDevice = (id: string) => api.DELETE('/api/my/devices/{id}', { params: { path: { id } } });

/** Whether the server sends alerts on WhatsApp (so the owner may choose it). */
export const fetchWhatsAppOffered = (signal?: AbortSignal) =>
  api.GET('/api/whatsapp', { signal, anonymous: true }).then((a) => a.data.available);
