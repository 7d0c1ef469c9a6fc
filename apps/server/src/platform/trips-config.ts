import { z } from 'zod';

/** OpenStreetMap's own tiles: fine for development and light use under its tile usage policy, with this attribution. */
export const OSM_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Travel together (docs/decisions/0072-trip-groups.md): how long a share's last position outlives
 * the sharing, how many invitations one customer may send a day, and the map's tiles. A production
 * names its own tile provider (OpenStreetMap's servers are not for an app's traffic); `none` shows
 * the list without a map.
 */
export const TRIPS_ENV = {
  SHARE_RETENTION_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours' })
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  GROUP_INVITES_PER_DAY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000).default(20),
  MAP_TILES_URL: z
    .string()
    .regex(/^(none|https?:\/\/.*\{z\}.*\{x\}.*\{y\}.*)$/, 'must be none or an http(s) URL with {z}, {x} and {y}')
    .default(OSM_TILES_URL),
  MAP_TILES_ATTRIBUTION: z.string().min(1).default(OSM_ATTRIBUTION),
  /** A trip's member "has not arrived" this long after the time they expected (docs/decisions/0073-trip-arrival.md). */
  TRIP_LATE_MARGIN_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
};

export interface TripsConfig {
  /** A share's position (and the share) is deleted this long after the sharing ended. */
  retentionSeconds: number;
  invitesPerDay: number;
  /** Leaflet's tile URL template; null: no map. */
  tilesUrl: string | null;
  tilesAttribution: string;
  /** The group is told a member has not arrived this long after the expected time (and no position for a while). */
  lateMarginSeconds: number;
}

export function tripsFromEnv(env: {
  SHARE_RETENTION_HOURS: number;
  GROUP_INVITES_PER_DAY: number;
  MAP_TILES_URL: string;
  MAP_TILES_ATTRIBUTION: string;
  TRIP_LATE_MARGIN_MINUTES: number;
}): TripsConfig {
  return {
    retentionSeconds: env.SHARE_RETENTION_HOURS * 3600,
    invitesPerDay: env.GROUP_INVITES_PER_DAY,
    tilesUrl: env.MAP_TILES_URL === 'none' ? null : env.MAP_TILES_URL,
    tilesAttribution: env.MAP_TILES_ATTRIBUTION,
    lateMarginSeconds: env.TRIP_LATE_MARGIN_MINUTES * 60,
  };
}

export const DEFAULT_TRIPS_CONFIG: TripsConfig = {
  retentionSeconds: 24 * 3600,
  invitesPerDay: 20,
  tilesUrl: OSM_TILES_URL,
  tilesAttribution: OSM_ATTRIBUTION,
  lateMarginSeconds: 30 * 60,
};

/** The origin pictures come from for the content security policy ("{s}." subdomains as a wildcard). */
export function tileSources(trips: Pick<TripsConfig, 'tilesUrl'>): string[] {
  if (!trips.tilesUrl) return [];
  const url = new URL(trips.tilesUrl.replace('{s}.', 'a.').replace(/\{[a-z]+\}/g, '0'));
  const host = trips.tilesUrl.includes('{s}.') ? url.host.replace(/^a\./, '*.') : url.host;
  return [`${url.protocol}//${host}`];
}
