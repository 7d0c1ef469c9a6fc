import { BLOOD_BANK_RINGS_KM, BLOOD_BANKS_FALLBACK, BLOOD_BANKS_PER_RING } from '@safesathi/contract';

/**
 * Which of the nearest banks to show (nearest first, as the index gives them): those within
 * 25 km if any, else those within 100 km, else the nearest 10 wherever they are, so a search
 * never ends on an empty page while a bank exists. `withinKm` is the ring, null for the last case.
 */
export function pickRing<T extends { metres: number }>(nearest: readonly T[]): { withinKm: number | null; banks: T[] } {
  for (const km of BLOOD_BANK_RINGS_KM) {
    const inside = nearest.filter((b) => b.metres <= km * 1000);
    if (inside.length > 0) return { withinKm: km, banks: inside.slice(0, BLOOD_BANKS_PER_RING) };
  }
  return { withinKm: null, banks: nearest.slice(0, BLOOD_BANKS_FALLBACK) };
}

/** How many banks to read, nearest first, so that pickRing has all it may show. */
export const NEAREST_CANDIDATES = Math.max(BLOOD_BANKS_PER_RING, BLOOD_BANKS_FALLBACK);
