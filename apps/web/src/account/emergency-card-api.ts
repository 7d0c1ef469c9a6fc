import type { TEmergencyCard, TEmergencyCardRequest, TEmergencyCardView, TListResponse } from '@safesathi/contract';
import { api } from '../lib/api';

/** Query keys of a vehicle's emergency card and its views. */
export const cardKeys = {
  card: (vehicleId: string) => ['my', 'emergency-card', vehicleId] as const,
  views: (vehicleId: string) => ['my', 'emergency-card', vehicleId, 'views'] as const,
};

const base = (vehicleId: string) => `/api/uservehicle/${vehicleId}/emergency-card`;

export const fetchCard = (vehicleId: string, signal?: AbortSignal) =>
  api.get<{ data: TEmergencyCard }>(base(vehicleId), { signal }).then((a) => a.data);

export const saveCard = (vehicleId: string, body: TEmergencyCardRequest) =>
  api.put<{ message: string; data: TEmergencyCard }>(base(vehicleId), body);

/** The latest showings of the card: a list for the owner, not an archive. */
export const VIEWS_SHOWN = 20;
export const fetchCardViews = (vehicleId: string, signal?: AbortSignal) =>
  api.get<TListResponse<TEmergencyCardView>>(`${base(vehicleId)}/views`, {
    signal,
    query: { page: 1, limit: VIEWS_SHOWN },
  });
