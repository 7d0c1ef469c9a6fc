import { type ApiAnswer, type ApiBody, api } from '../../lib/api';

/** Query keys of the customer's place on the donor register and their requests. */
export const bloodKeys = {
  donor: ['my', 'blood', 'donor'] as const,
  requests: ['my', 'blood', 'requests'] as const,
};

export type MyDonor = NonNullable<ApiAnswer<'get', '/api/blood/donor'>['data']>;
export type DonorBody = ApiBody<'put', '/api/blood/donor'>;
export type RequestBody = ApiBody<'post', '/api/blood/requests'>;
export type MyBloodRequest = ApiAnswer<'get', '/api/my/blood-requests'>['data'][number];

export const fetchMyDonor = (signal?: AbortSignal) => api.GET('/api/blood/donor', { signal }).then((a) => a.data);
export const saveDonor = (body: DonorBody) => api.PUT('/api/blood/donor', { body });
export const setAvailability = (body: ApiBody<'put', '/api/blood/donor/availability'>) =>
  api.PUT('/api/blood/donor/availability', { body });
export const markDonatedToday = () => api.POST('/api/blood/donor/donated', { body: {} });
export const leaveRegister = () => api.DELETE('/api/blood/donor');

export const fetchMyRequests = (signal?: AbortSignal) =>
  api.GET('/api/my/blood-requests', { signal }).then((a) => a.data);
export const createRequest = (body: RequestBody) => api.POST('/api/blood/requests', { body });

/** Why the browser gave no position: it cannot share one, or it did not (refused, timed out). */
export class NoPosition extends Error {
  constructor(readonly reason: 'unsupported' | 'failed') {
    super(`No position: ${reason}`);
  }
}

/** The browser's position, or why not (NoPosition): asked only when the person presses the button. */
export function browserPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new NoPosition('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({ latitude: Number(p.coords.latitude.toFixed(6)), longitude: Number(p.coords.longitude.toFixed(6)) }),
      () => reject(new NoPosition('failed')),
      { enableHighAccuracy: false, timeout: 10_000 },
    );
  });
}
