import { POSITION_STALE_SECONDS } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { formatAgo } from '../../i18n/format';

/** A position as the browser gives it (degrees, metres) and when. */
export interface Fix {
  lat: number;
  lng: number;
  accuracy: number;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * When a new position is worth sending (battery-friendly: the radio wakes only for news): it moved
 * at least `minMeters` from the last one sent, or `maxSeconds` passed since (so the group sees the
 * member is still there), or it is much more accurate than the last one.
 */
export const SEND_THRESHOLDS = { minMeters: 50, maxSeconds: 60 } as const;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `next` should be sent, given the last one sent (none: always). */
export function shouldSend(last: Fix | null, next: Fix, thresholds = SEND_THRESHOLDS): boolean {
  if (!last) return true;
  if (next.at - last.at >= thresholds.maxSeconds * 1000) return true;
  if (distanceMeters(last, next) >= thresholds.minMeters) return true;
  // A first rough fix (a cell tower's) followed by a GPS one: the group should have the better one.
  return next.accuracy < last.accuracy / 2 && last.accuracy - next.accuracy >= thresholds.minMeters;
}

/** The words a position is described with: i18next's `t` (the `groups` namespace) and the page's language. */
export interface Words {
  t: TFunction;
  lang: string;
}

/** "2.3 km away", "350 m away". */
export function formatDistance(meters: number, { t }: Words): string {
  if (meters < 1000) return t('groups:position.metres', { distance: Math.max(10, Math.round(meters / 10) * 10) });
  return t('groups:position.km', {
    distance: meters < 10_000 ? (meters / 1000).toFixed(1) : String(Math.round(meters / 1000)),
  });
}

/** "just now", "3 min ago", "2 hr ago" in the page's language. */
export function formatSince(at: string, now: number, { t, lang }: Words): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 45) return t('groups:position.justNow');
  if (seconds < 3600) return formatAgo(Math.max(1, Math.round(seconds / 60)), 'minute', lang);
  if (seconds < 86_400) return formatAgo(Math.floor(seconds / 3600), 'hour', lang);
  return formatAgo(Math.floor(seconds / 86_400), 'day', lang);
}

/** Whether a position is too old to trust as "where they are": the member's browser stopped sending. */
export const isStale = (at: string, now: number) => now - Date.parse(at) > POSITION_STALE_SECONDS * 1000;

/**
 * What the list says of a sharing member: "2 km away, 3 min ago" from the viewer's own position
 * when known, else "near 12.972, 77.595, 3 min ago"; a stale one "last seen 20 min ago · sharing
 * paused"; none yet "waiting for a position".
 */
export function describePosition(
  position: { lat: number; lng: number; at: string } | null,
  viewer: { lat: number; lng: number } | null,
  now: number,
  words: Words,
): { text: string; stale: boolean } {
  const { t } = words;
  if (!position) return { text: t('groups:position.waiting'), stale: false };
  const since = formatSince(position.at, now, words);
  if (isStale(position.at, now)) return { text: t('groups:position.stale', { since }), stale: true };
  const where = viewer
    ? formatDistance(distanceMeters(viewer, position), words)
    : t('groups:position.near', { lat: position.lat.toFixed(3), lng: position.lng.toFixed(3) });
  return { text: t('groups:position.live', { where, since }), stale: false };
}
