import { z } from 'zod';
import { emptyToNull } from './lists.js';
import { dataResponse, listResponse, savedResponse } from './responses.js';
import { ZBloodGroup } from './users.js';

/**
 * A vehicle's emergency card (docs/decisions/0029-emergency-card.md): what its owner lets first
 * responders see once a bystander reports an accident, fire or medical emergency with its tag.
 */

/** The longest each text of the card may be: a phone screen's worth, read at a roadside. */
export const EMERGENCY_CARD_LIMITS = {
  allergies: 300,
  conditions: 300,
  medication: 300,
  note: 500,
  preferredHospital: 120,
} as const;
export type EmergencyCardText = keyof typeof EMERGENCY_CARD_LIMITS;
/** The card's texts in the order every screen shows them (after the blood group). */
export const EMERGENCY_CARD_TEXTS = Object.keys(EMERGENCY_CARD_LIMITS) as EmergencyCardText[];

/** What the owner agrees to when they switch the card on (the account page shows it beside the box). */
export const EMERGENCY_CARD_CONSENT =
  "I agree that anyone who reports an accident, fire or medical emergency with my vehicle's tag can see this card, to help first responders.";

/** Messages shared by the API's checks and the account form's, so both say the same thing. */
export const EMERGENCY_CARD_MESSAGES = {
  consent: 'Tick the box to agree before the card can be shown, or switch the card off',
  empty: 'Fill in at least one detail (blood group, allergies…) for the card to show',
  tooLong: (what: string, max: number) => `Keep the ${what} under ${max} characters`,
} as const;

/** Each text's name inside a sentence ("Keep the allergies under 300 characters"). */
export const EMERGENCY_CARD_NAMES: Record<EmergencyCardText, string> = {
  allergies: 'allergies',
  conditions: 'conditions',
  medication: 'medication',
  note: 'note',
  preferredHospital: 'hospital name',
};

/** A text of the card: trimmed, and blank means "not given" (null). */
const cardText = (field: EmergencyCardText) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    z
      .string({ error: `The ${EMERGENCY_CARD_NAMES[field]} must be text` })
      .max(
        EMERGENCY_CARD_LIMITS[field],
        EMERGENCY_CARD_MESSAGES.tooLong(EMERGENCY_CARD_NAMES[field], EMERGENCY_CARD_LIMITS[field]),
      )
      .nullable()
      .optional(),
  );

/**
 * Saving a card (`PUT /api/uservehicle/{id}/emergency-card`). Switching it on needs the consent
 * box ticked and at least one detail; switching it off keeps what was written but shows nothing.
 */
export const ZEmergencyCardRequest = z
  .object({
    enabled: z.boolean({ error: 'Say whether the card is shown (true or false)' }),
    consent: z.boolean({ error: 'The consent box is true or false' }).optional(),
    bloodGroup: z.preprocess(emptyToNull, ZBloodGroup.nullable().optional()),
    allergies: cardText('allergies'),
    conditions: cardText('conditions'),
    medication: cardText('medication'),
    note: cardText('note'),
    preferredHospital: cardText('preferredHospital'),
    /** Also show the vehicle's insurer, policy number and claim helpline, from its insurance paper (opt-in). */
    showInsurance: z.boolean({ error: 'Say whether the insurance is shown (true or false)' }).optional(),
  })
  .superRefine((card, ctx) => {
    if (!card.enabled) return;
    if (card.consent !== true)
      ctx.addIssue({ code: 'custom', path: ['consent'], message: EMERGENCY_CARD_MESSAGES.consent });
    if (!card.bloodGroup && !card.showInsurance && EMERGENCY_CARD_TEXTS.every((f) => !card[f]))
      ctx.addIssue({ code: 'custom', path: ['bloodGroup'], message: EMERGENCY_CARD_MESSAGES.empty });
  });
export type TEmergencyCardRequest = z.input<typeof ZEmergencyCardRequest>;

/** What a first responder reads: only what the owner wrote. */
export const ZEmergencyCardDetails = z.object({
  bloodGroup: ZBloodGroup.nullable(),
  allergies: z.string().nullable(),
  conditions: z.string().nullable(),
  medication: z.string().nullable(),
  note: z.string().nullable(),
  preferredHospital: z.string().nullable(),
  /** Only when the owner chose to show their insurance and the vehicle has an insurance paper. */
  insurer: z.string().nullable().optional(),
  policyNumber: z.string().nullable().optional(),
  insuranceHelpline: z.string().nullable().optional(),
});
export type TEmergencyCardDetails = z.infer<typeof ZEmergencyCardDetails>;

/** The card as its owner edits it. */
export const ZEmergencyCard = ZEmergencyCardDetails.extend({
  vehicleId: z.string(),
  enabled: z.boolean(),
  showInsurance: z.boolean(),
  /** When the owner last agreed to show it (switching it on); null if they never have. */
  consentAt: z.string().nullable(),
  /** null: never saved (the blood group is then the one on the owner's profile, as a suggestion). */
  updatedAt: z.string().nullable(),
});
export type TEmergencyCard = z.infer<typeof ZEmergencyCard>;

/** Where a card was shown: the SOS page (a reason chosen, before sending) or the alert's page (after). */
export const EMERGENCY_CARD_VIEW_PLACES = ['sos-page', 'alert-page'] as const;
export type EmergencyCardViewPlace = (typeof EMERGENCY_CARD_VIEW_PLACES)[number];

/** One showing of a card, as its owner sees it: never who or from where. */
export const ZEmergencyCardView = z.object({
  _id: z.string(),
  at: z.string(),
  via: z.enum(EMERGENCY_CARD_VIEW_PLACES),
  /** The reason the bystander chose ("Accident"). */
  reasonText: z.string(),
  /** The alert it was shown with (null on the SOS page, before an alert was sent). */
  alertId: z.string().nullable(),
});
export type TEmergencyCardView = z.infer<typeof ZEmergencyCardView>;

export const ZEmergencyCardResponse = dataResponse(ZEmergencyCard);
export const ZEmergencyCardSavedResponse = savedResponse(ZEmergencyCard);
export const ZEmergencyCardViewsResponse = listResponse(ZEmergencyCardView);
export const ZEmergencyCardDetailsResponse = dataResponse(ZEmergencyCardDetails);

/** `GET /api/soscall/{code}/emergency-card?reasonId=…`. */
export const ZEmergencyCardQuery = z.object({
  reasonId: z.uuid({ error: 'Choose a reason' }),
});
