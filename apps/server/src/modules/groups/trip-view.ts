/** A trip's columns from its request, and what members see of it (docs/decisions/0073-trip-arrival.md). */
import { TRIP_MAX_MINUTES, TRIP_RADIUS_DEFAULT, type TTrip, type TTripRequest } from '@safesathi/contract';
import { fieldError } from '../../platform/errors.js';
import type { ShareRow } from './groups.repo.js';

/** The share's columns for a trip request, or none for a plain share; a time not in the next day is refused. */
export function tripColumns(trip: TTripRequest | undefined, now: Date) {
  if (!trip) return {};
  const expectedAt = trip.expectedAt
    ? new Date(trip.expectedAt)
    : new Date(now.getTime() + (trip.inMinutes ?? 0) * 60_000);
  const ahead = expectedAt.getTime() - now.getTime();
  if (ahead <= 0 || ahead > TRIP_MAX_MINUTES * 60_000)
    throw fieldError('trip.expectedAt', 'Give a time of arrival within the next day');
  return {
    destinationLat: trip.lat,
    destinationLng: trip.lng,
    arrivalRadius: trip.radius ?? TRIP_RADIUS_DEFAULT,
    expectedAt,
  };
}

/** The trip as members see it; null for a share that is not a trip. */
export function tripOf(
  s: Pick<
    ShareRow,
    | 'destination'
    | 'destinationLat'
    | 'destinationLng'
    | 'arrivalRadius'
    | 'expectedAt'
    | 'arrivedAt'
    | 'lateNotifiedAt'
  >,
): TTrip | null {
  if (s.destinationLat === null || s.destinationLng === null || !s.expectedAt) return null;
  return {
    destination: s.destination,
    lat: s.destinationLat,
    lng: s.destinationLng,
    radius: s.arrivalRadius ?? TRIP_RADIUS_DEFAULT,
    expectedAt: s.expectedAt.toISOString(),
    arrivedAt: s.arrivedAt?.toISOString() ?? null,
    lateAt: s.lateNotifiedAt?.toISOString() ?? null,
  };
}
