import { type ApiBody, api } from '../lib/api';

/** Query keys of a vehicle's emergency card and its views. */
export const cardKeys = {
  card: (vehicleId: string) => ['my', 'emergency-card', vehicleId] as const,
  views: (vehicleId: string) => ['my', 'emergency-card', vehicleId, 'views'] as const,
};

export const fetchCard = (vehicleId: string, signal?: AbortSignal) =>
  api.GET('/api/vehicles/{id}/emergency-card', { params: { path: { id: vehicleId } }, signal }).then((a) => a.data);

export const saveCard = (vehicleId: string, body: ApiBody<'put', '/api/vehicles/{id}/emergency-card'>) =>
  api.PUT('/api/vehicles/{id}/emergency-card', { params: { path: { id: vehicleId } }, body });

/** The latest showings of the card: a list for the owner, not an archive. */
export const VIEWS_SHOWN = 20;
export const fetchCardViews = (vehicleId: string, signal?: AbortSignal) =>
  api.GET('/api/vehicles/{id}/emergency-card/views', {
    params: { path: { id: vehicleId }, query: { page: 1, limit: VIEWS_SHOWN } },
    signal,
  });
