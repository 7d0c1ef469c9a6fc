import { z } from 'zod';
import { ZDay } from './dates.js';
import { emptyToUndefined, listQuery } from './lists.js';
import { indianMobile } from './phone.js';
import { dataResponse, listResponse, savedResponse } from './responses.js';
import { ZBloodGroup, ZPersonName } from './users.js';

/**
 * Emergency blood (docs/decisions/0047-emergency-blood.md): donors register from their account,
 * a request reaches the matching donors nearby in widening rings, they answer through their
 * text's link, and the requester follows it on the request's own page.
 */

export const BLOOD_COMPONENTS = ['whole-blood', 'red-cells', 'platelets', 'plasma'] as const;
export type BloodComponent = (typeof BLOOD_COMPONENTS)[number];
export const BLOOD_COMPONENT_LABELS: Record<BloodComponent, string> = {
  'whole-blood': 'Whole blood',
  'red-cells': 'Red cells',
  platelets: 'Platelets',
  plasma: 'Plasma',
};

/** How far a donor will travel, and the rings a request searches in turn. */
export const DONOR_RADII_KM = [5, 10, 25, 50] as const;
export type DonorRadiusKm = (typeof DONOR_RADII_KM)[number];

export const DONOR_SEXES = ['male', 'female'] as const;
export type DonorSex = (typeof DONOR_SEXES)[number];

/** A donor's answer through their text's link. */
export const BLOOD_ANSWERS = ['yes', 'not-now', 'donated-recently'] as const;
export type BloodAnswer = (typeof BLOOD_ANSWERS)[number];

export const BLOOD_REQUEST_STATES = ['open', 'fulfilled', 'closed', 'expired'] as const;
export type BloodRequestState = (typeof BLOOD_REQUEST_STATES)[number];
/** Why a request is no longer open. */
export const BLOOD_CLOSE_REASONS = ['fulfilled', 'not-needed', 'admin', 'expired'] as const;
export const BLOOD_NEEDED_KINDS = ['now', 'today', 'date'] as const;

/** Why a registered donor is not asked today. */
export const DONOR_HOLDS = ['too-young', 'too-old', 'interval', 'paused', 'unavailable'] as const;
export type DonorHold = (typeof DONOR_HOLDS)[number];

const yes = (message: string) => z.literal(true, { error: message });
const ZLatitude = z.coerce.number({ error: 'Latitude is a number' }).min(6, 'Not in India').max(38, 'Not in India');
const ZLongitude = z.coerce.number({ error: 'Longitude is a number' }).min(68, 'Not in India').max(98, 'Not in India');

/**
 * A place as a form gives it: the browser's position (or coordinates typed), or a six-digit PIN
 * code the server turns into its area's coordinates (an unknown code is refused on its field).
 */
const place = {
  latitude: z.preprocess(emptyToUndefined, ZLatitude.optional()),
  longitude: z.preprocess(emptyToUndefined, ZLongitude.optional()),
  pinCode: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{2}\s?\d{3}$/, 'Enter a 6-digit PIN code')
      .optional(),
  ),
};
function needsPlace(v: { latitude?: number; longitude?: number; pinCode?: string }, ctx: z.RefinementCtx) {
  if (v.pinCode || (v.latitude !== undefined && v.longitude !== undefined)) return;
  ctx.addIssue({ code: 'custom', path: ['pinCode'], message: 'Use your location or enter a PIN code' });
}

export const ZBloodDonorRequest = z
  .object({
    bloodGroup: ZBloodGroup,
    confirmBloodGroup: yes('Confirm your blood group (from a test report or a donor card)'),
    birthDate: ZDay('date of birth'),
    sex: z.enum(DONOR_SEXES, { error: 'Choose male or female (it sets the days between donations)' }),
    weightOk: yes('Donors must weigh at least 45 kg'),
    healthOk: yes('Donors must be in good health'),
    lastDonatedOn: z.preprocess(emptyToUndefined, ZDay('date of your last donation').optional()),
    ...place,
    radiusKm: z.coerce
      .number()
      .refine((n) => (DONOR_RADII_KM as readonly number[]).includes(n), 'Choose 5, 10, 25 or 50 km'),
    available: z.boolean().default(true),
    consent: yes('Agree to be texted about requests for your blood group'),
  })
  .superRefine(needsPlace);
export type TBloodDonorRequest = z.input<typeof ZBloodDonorRequest>;

/** Where a donor gives from, as the account shows it back: never the coordinates. */
const ZDonorPlace = z.union([
  z.object({ source: z.literal('pin'), pinCode: z.string() }),
  z.object({ source: z.literal('browser') }),
]);

export const ZBloodDonor = z.object({
  bloodGroup: ZBloodGroup,
  birthDate: z.string(),
  sex: z.enum(DONOR_SEXES),
  lastDonatedOn: z.string().nullable(),
  place: ZDonorPlace,
  radiusKm: z.number().int(),
  available: z.boolean(),
  pausedUntil: z.string().nullable(),
  /** The first day they may give again (null: any day). */
  nextEligibleOn: z.string().nullable(),
  /** Asked about requests today; otherwise `holds` says why not. */
  eligible: z.boolean(),
  holds: z.array(z.enum(DONOR_HOLDS)),
  consentedAt: z.string(),
});
export type TBloodDonor = z.infer<typeof ZBloodDonor>;
export const ZBloodDonorResponse = dataResponse(ZBloodDonor.nullable());
export const ZBloodDonorSavedResponse = savedResponse(ZBloodDonor);

export const ZDonorAvailabilityRequest = z.object({
  available: z.boolean().optional(),
  /** 0 ends a pause; 14 pauses for two weeks. */
  pauseDays: z.union([z.literal(0), z.literal(14)], { error: 'Pause for 14 days, or 0 to end the pause' }).optional(),
});
export const ZDonatedRequest = z.object({
  on: z.preprocess(emptyToUndefined, ZDay('day you donated').optional()),
});

export const ZBloodRequestCreate = z
  .object({
    patientName: ZPersonName("Enter the patient's name").max(80, 'Keep the name under 80 characters'),
    bloodGroup: ZBloodGroup,
    component: z.enum(BLOOD_COMPONENTS, { error: 'Choose whole blood, red cells, platelets or plasma' }),
    units: z.coerce
      .number({ error: 'Enter how many units' })
      .int('Units are whole numbers')
      .min(1, 'At least 1 unit')
      .max(10, 'At most 10 units per request'),
    hospitalName: ZPersonName('Enter the hospital').max(120, 'Keep the hospital under 120 characters'),
    ...place,
    neededBy: z.enum(BLOOD_NEEDED_KINDS, { error: 'Say when the blood is needed' }),
    neededOn: z.preprocess(emptyToUndefined, ZDay('day it is needed').optional()),
    contactName: ZPersonName('Enter a contact person').max(80, 'Keep the name under 80 characters'),
    contactPhone: indianMobile(),
    note: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'Keep the note under 200 characters').optional()),
  })
  .superRefine((v, ctx) => {
    needsPlace(v, ctx);
    if (v.neededBy === 'date' && !v.neededOn)
      ctx.addIssue({ code: 'custom', path: ['neededOn'], message: 'Enter the day it is needed' });
  });
export type TBloodRequestCreate = z.input<typeof ZBloodRequestCreate>;

/** A donor who said "I can donate", as the requester sees them: first name, rounded distance, time. */
export const ZBloodYesDonor = z.object({
  _id: z.string(),
  firstName: z.string(),
  /** Rounded to the kilometre (at least 1). */
  distanceKm: z.number().int(),
  answeredAt: z.string(),
  donated: z.boolean(),
});

const ZRequestSummary = z.object({
  _id: z.string(),
  bloodGroup: ZBloodGroup,
  component: z.enum(BLOOD_COMPONENTS),
  units: z.number().int(),
  hospitalName: z.string(),
  status: z.enum(BLOOD_REQUEST_STATES),
  neededKind: z.enum(BLOOD_NEEDED_KINDS),
  neededBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Donors texted so far. */
  notified: z.number().int(),
  yesCount: z.number().int(),
  donatedCount: z.number().int(),
  /** The radius searched so far, in km (null before the first ring). */
  radiusKm: z.number().int().nullable(),
});

/** The requester's live page as JSON (GET /api/blood/view/{token}). */
export const ZBloodRequestView = ZRequestSummary.extend({
  patientName: z.string(),
  contactName: z.string(),
  note: z.string().nullable(),
  /** When the next, wider ring is searched (null: none left, or enough donors said yes). */
  nextRingAt: z.string().nullable(),
  nextRadiusKm: z.number().int().nullable(),
  donors: z.array(ZBloodYesDonor),
  /** Masked calls are on: each donor who said yes can be called, numbers hidden both ways. */
  canCall: z.boolean(),
});
export type TBloodRequestView = z.infer<typeof ZBloodRequestView>;
export const ZBloodRequestViewResponse = dataResponse(ZBloodRequestView);

export const ZBloodRequestCreated = z.object({ _id: z.string(), viewUrl: z.string() });
export const ZBloodRequestCreatedResponse = savedResponse(ZBloodRequestCreated);

export const ZMyBloodRequest = ZRequestSummary.extend({ patientName: z.string(), viewUrl: z.string() });
export type TMyBloodRequest = z.infer<typeof ZMyBloodRequest>;
export const ZMyBloodRequestsResponse = dataResponse(z.array(ZMyBloodRequest));

export const ZBloodCloseRequest = z.object({
  outcome: z.enum(['fulfilled', 'not-needed'], { error: 'Say whether the blood was given or is not needed' }),
});
export const ZBloodViewParams = z.object({ token: z.string().max(80) });
export const ZBloodAskParams = ZBloodViewParams.extend({ askId: z.uuid('Not a valid donor') });

export const ZBloodAnswerRequest = z.object({
  answer: z.enum(BLOOD_ANSWERS, { error: 'Answer yes, not-now or donated-recently' }),
});
export const ZBloodAnswerSaved = z.object({
  answer: z.enum(BLOOD_ANSWERS),
  /** "I can donate" came after enough donors had said yes: thanked, not counted. */
  full: z.boolean(),
});
export const ZBloodAnswerSavedResponse = savedResponse(ZBloodAnswerSaved);

/** The back office's list (viewBloodRequests). */
export const ZAdminBloodRequestQuery = listQuery(['createdAt']).extend({
  status: z.enum(BLOOD_REQUEST_STATES, { error: `Status is one of ${BLOOD_REQUEST_STATES.join(', ')}` }).optional(),
});
export const ZAdminBloodRequest = ZRequestSummary.extend({
  patientName: z.string(),
  closedReason: z.enum(BLOOD_CLOSE_REASONS).nullable(),
  requester: z.object({ _id: z.string(), name: z.string(), blocked: z.boolean() }).nullable(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  notNow: z.number().int(),
  donatedRecently: z.number().int(),
});
export type TAdminBloodRequest = z.infer<typeof ZAdminBloodRequest>;
export const ZAdminBloodRequestListResponse = listResponse(ZAdminBloodRequest);
export const ZBlockRequesterRequest = z.object({
  reason: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'Keep the reason under 200 characters').optional()),
});
