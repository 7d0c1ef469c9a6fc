import {
  mapUrl,
  roundKm,
  type TNearestBloodBank,
  type TNearestBloodBanks,
  type TNearestBloodBanksQuery,
  telUrl,
} from '@safesathi/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { coordinatesOfPin, normalisePin } from '../../platform/geo/pin-codes.js';
import { type BloodBankNear, findNearestBloodBanks, findPlaceCentre } from './blood-banks.repo.js';
import { NEAREST_CANDIDATES, pickRing } from './nearest-rings.js';

/** A search the visitor can correct: a PIN code that is not one, or one India Post does not use. */
export class BloodBankSearchError extends AppError {
  constructor(
    readonly kind: 'badPin' | 'unknownPin',
    readonly pin: string,
  ) {
    const message =
      kind === 'badPin'
        ? 'A PIN code has 6 digits and does not start with 0, e.g. 560001.'
        : `PIN code ${pin} is not known. Check it, or type the district or city.`;
    super('VALIDATION_FAILED', message, [{ path: 'q', message }]);
  }
}

function toNearest(b: BloodBankNear): TNearestBloodBank {
  return {
    _id: b.id,
    name: b.name,
    category: b.category,
    open24h: b.open24h,
    address: b.address,
    city: b.city,
    district: b.district,
    state: b.state,
    pincode: b.pincode,
    phone: b.phone,
    telUrl: telUrl(b.phone),
    distanceKm: roundKm(Number(b.metres) / 1000),
    mapUrl: mapUrl(b.latitude, b.longitude),
  };
}

async function nearestTo(db: Db, from: TNearestBloodBanks['from'], at: { lat: number; lng: number }) {
  const { withinKm, banks } = pickRing(await findNearestBloodBanks(db, at, NEAREST_CANDIDATES));
  return { from, withinKm, banks: banks.map(toNearest) };
}

/**
 * The banks nearest to a place on the map, a PIN code's area, or a district or city (measured
 * from the middle of its banks). A place with no bank answers no banks (the page's empty state);
 * a bad or unknown PIN code is a BloodBankSearchError.
 */
export async function findNearest(db: Db, query: TNearestBloodBanksQuery): Promise<TNearestBloodBanks> {
  const { lat, lng } = query;
  if (lat !== undefined && lng !== undefined)
    return nearestTo(db, { kind: 'location', label: `${lat.toFixed(4)}, ${lng.toFixed(4)}` }, { lat, lng });
  const q = (query.q ?? '').replace(/\s+/g, ' ').trim();
  if (/^[\d ]+$/.test(q)) {
    const pin = normalisePin(q);
    if (!pin) throw new BloodBankSearchError('badPin', q);
    const at = coordinatesOfPin(pin);
    if (!at) throw new BloodBankSearchError('unknownPin', pin);
    return nearestTo(db, { kind: 'pin', label: pin }, at);
  }
  const place = await findPlaceCentre(db, q);
  if (!place) return { from: { kind: 'place', label: q }, withinKm: null, banks: [] };
  return nearestTo(db, { kind: 'place', label: place.label }, place);
}
