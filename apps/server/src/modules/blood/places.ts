import { AppError } from '../../platform/errors.js';
import { coordinatesOfPin, type LatLng, normalisePin } from '../../platform/geo/pin-codes.js';

/** A place as a form sends it: coordinates (the browser's, or typed), or a PIN code. */
export interface PlaceInput {
  latitude?: number;
  longitude?: number;
  pinCode?: string;
}

/**
 * The coordinates of a place: a PIN code is turned into its area's from the table shipped with
 * the server (no web service is asked); an unknown code is refused on its field. Coordinates win
 * over a PIN code sent beside them (they are the more exact).
 */
export function resolvePlace(p: PlaceInput): LatLng & { pinCode: string | null } {
  if (p.latitude !== undefined && p.longitude !== undefined)
    return { lat: p.latitude, lng: p.longitude, pinCode: p.pinCode ? normalisePin(p.pinCode) : null };
  const at = p.pinCode ? coordinatesOfPin(p.pinCode) : null;
  if (!at || !p.pinCode)
    throw new AppError('VALIDATION_FAILED', 'We do not know this PIN code.', [
      { path: 'pinCode', message: 'We do not know this PIN code: check it, or use your location' },
    ]);
  return { ...at, pinCode: normalisePin(p.pinCode) };
}
