import { z } from 'zod';
import { emptyToUndefined, listQuery } from './lists.js';
import { dataResponse, listResponse, savedResponse } from './responses.js';

/**
 * The blood-bank locator (docs/decisions/0046-blood-bank-locator.md): a directory the back office
 * imports from the national blood-bank directory's CSV, and a public page of the nearest banks.
 */
export const BLOOD_BANK_CATEGORIES = ['government', 'private', 'charitable'] as const;
export type BloodBankCategory = (typeof BLOOD_BANK_CATEGORIES)[number];
export const BLOOD_BANK_CATEGORY_LABELS: Record<BloodBankCategory, string> = {
  government: 'Government',
  private: 'Private',
  charitable: 'Charitable',
};

/** India lies between these (with a margin): a coordinate outside is a typo, or another country. */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 38, minLng: 68, maxLng: 98 } as const;

/** The rings the nearest search widens through (km), and how many banks a ring or the fallback shows. */
export const BLOOD_BANK_RINGS_KM = [25, 100] as const;
export const BLOOD_BANKS_PER_RING = 20;
export const BLOOD_BANKS_FALLBACK = 10;

/** A required text, trimmed, inner runs of spaces made one (so "AIIMS  Blood Bank" is "AIIMS Blood Bank"). */
/*#__NO_SIDE_EFFECTS__*/
function text(label: string, max: number) {
  return z
    .string({ error: `Enter the ${label}` })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, `Enter the ${label}`).max(max, `Keep the ${label} under ${max} characters`));
}

/** The same, where empty (or missing) is allowed: it reads as ''. */
/*#__NO_SIDE_EFFECTS__*/
function optionalText(label: string, max: number) {
  return z
    .string()
    .nullish()
    .transform((s) => (s ?? '').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `Keep the ${label} under ${max} characters`));
}

/** A PIN code as typed ("560 001") → "560001"; six digits, never starting with 0. */
export const ZPinCode = z
  .string({ error: 'Enter the PIN code' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, 'A PIN code has 6 digits and does not start with 0'));

/** A latitude or longitude within India; empty is null. */
/*#__NO_SIDE_EFFECTS__*/
function coordinate(label: string, min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: `The ${label} must be a number` })
      .refine(Number.isFinite, `The ${label} must be a number`)
      .min(min, `The ${label} must be between ${min} and ${max} (in India)`)
      .max(max, `The ${label} must be between ${min} and ${max} (in India)`)
      .nullable(),
  );
}

/**
 * A blood bank's fields, as an admin edits them and as each CSV row must read. Latitude and
 * longitude go together; both left empty means "where its PIN code is".
 */
export const ZBloodBankFields = z
  .object({
    name: text('name', 200),
    state: text('state', 80),
    district: text('district', 80),
    city: optionalText('city', 80),
    address: text('address', 500),
    pincode: ZPinCode,
    phone: optionalText('phone', 80).refine(
      (p) => p === '' || /\d(?:\D?\d){5,}/.test(p),
      'A phone number has at least 6 digits',
    ),
    email: optionalText('e-mail', 120).refine(
      (e) => e === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e),
      'Enter an e-mail address such as bank@example.in',
    ),
    category: z.enum(BLOOD_BANK_CATEGORIES, { error: 'The category is government, private or charitable' }),
    open24h: z.boolean({ error: 'Say whether it is open 24 hours' }).default(false),
    latitude: coordinate('latitude', INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat).default(null),
    longitude: coordinate('longitude', INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng).default(null),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude === null ? 'latitude' : 'longitude'],
        message: 'Give both latitude and longitude, or neither (the PIN code then places it)',
      });
  });
export type TBloodBankFields = z.input<typeof ZBloodBankFields>;
export type TBloodBankValues = z.output<typeof ZBloodBankFields>;

/** A blood bank as the back office sees it. `locatedFrom`: its coordinates came from the file (or an admin) or from its PIN code. */
export const ZBloodBank = z.object({
  _id: z.string(),
  name: z.string(),
  state: z.string(),
  district: z.string(),
  city: z.string(),
  address: z.string(),
  pincode: z.string(),
  phone: z.string(),
  email: z.string(),
  category: z.enum(BLOOD_BANK_CATEGORIES),
  open24h: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  locatedFrom: z.enum(['given', 'pin']),
  mapUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBloodBank = z.infer<typeof ZBloodBank>;

export const ZBloodBankListQuery = listQuery(['name', 'state', 'district', 'pincode', 'updatedAt']).extend({
  search: z.string().trim().max(100).optional(),
  category: z.enum(BLOOD_BANK_CATEGORIES, { error: 'The category is government, private or charitable' }).optional(),
});
export type TBloodBankListFilter = z.output<typeof ZBloodBankListQuery>;
export const ZBloodBankListResponse = listResponse(ZBloodBank);
export const ZBloodBankSavedResponse = savedResponse(ZBloodBank);

/** What an import did: rows read, added, changed, already so, placed by PIN code, and each refused row by its line. */
export const ZBloodBankImportReport = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  placedByPin: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type TBloodBankImportReport = z.infer<typeof ZBloodBankImportReport>;
export const ZBloodBankImportResponse = savedResponse(ZBloodBankImportReport);

/** The public search: a PIN code, district or city (`q`), or a place on the map (`lat`, `lng`). */
export const ZNearestBloodBanksQuery = z
  .object({
    q: z.string().trim().max(80, 'Keep the search under 80 characters').optional(),
    lat: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'The latitude must be a number' }).min(-90).max(90).optional(),
    ),
    lng: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'The longitude must be a number' }).min(-180).max(180).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    const located = v.lat !== undefined && v.lng !== undefined;
    if (!located && !v.q)
      ctx.addIssue({ code: 'custom', path: ['q'], message: 'Give a PIN code, district or city, or lat and lng' });
  });
export type TNearestBloodBanksQuery = z.output<typeof ZNearestBloodBanksQuery>;

export const ZNearestBloodBank = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.enum(BLOOD_BANK_CATEGORIES),
  open24h: z.boolean(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  /** The first number of `phone` as a tel: address, for one tap; null when it has none. */
  telUrl: z.string().nullable(),
  /** Rounded (roundKm). */
  distanceKm: z.number(),
  mapUrl: z.string(),
});
export type TNearestBloodBank = z.infer<typeof ZNearestBloodBank>;

export const ZNearestBloodBanks = z.object({
  /** What the distances are measured from: the visitor's place, a PIN code's area, or the middle of a district's banks. */
  from: z.object({ kind: z.enum(['location', 'pin', 'place']), label: z.string() }),
  /** The ring the banks are in (km), or null when none is within the widest and the nearest are shown. */
  withinKm: z.number().nullable(),
  banks: z.array(ZNearestBloodBank),
});
export type TNearestBloodBanks = z.infer<typeof ZNearestBloodBanks>;
export const ZNearestBloodBanksResponse = dataResponse(ZNearestBloodBanks);

/** A distance as people read it: one decimal under 10 km ("2.4"), whole kilometres above ("37"). */
export function roundKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}

/**
 * The first number of a phone field ("080-2222 3333 / 98450 12345") as a tel: address, or null
 * when it holds no callable number (fewer than 6 digits or more than 15, as E.164 allows).
 */
export function telUrl(phone: string): string | null {
  const first = phone.split(/[,;/]|\bor\b/i)[0] ?? '';
  const digits = first.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return `tel:${first.trim().startsWith('+') ? '+' : ''}${digits}`;
}
