import type { TTripRequest } from '@safesathi/contract';
import { api } from '../../lib/api';

/**
 * Starts sharing for a trip to a destination (docs/decisions/0073-trip-arrival.md): the share lasts
 * until the member stops or arrives; the group hears "arrived", or "has not arrived" when it is late.
 */
export const startTrip = (id: string, destination: string, trip: TTripRequest) =>
  api.POST('/api/groups/{id}/share', {
    params: { path: { id } },
    body: { duration: 'until-stop', ...(destination ? { destination } : {}), trip },
  });

/** "12.9716, 77.5946" (as a maps app copies a point) → its latitude and longitude; null if it is not one. */
export function parsePoint(text: string): { lat: number; lng: number } | null {
  const m = text.trim().match(/^(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)$/);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
