import { z } from 'zod';
import { LANGS } from './languages.js';
import { ZCountryCode, ZPhone } from './phone.js';
import { dataResponse, ZSuccess } from './responses.js';

/** The channel that follows an unseen push notification (or goes alone without one). */
export const FALLBACK_CHANNELS = ['sms', 'whatsapp'] as const;
export type FallbackChannel = (typeof FALLBACK_CHANNELS)[number];

/** GET /api/whatsapp: whether this server sends WhatsApp messages, so an owner can choose it. */
export const ZWhatsAppAvailabilityResponse = dataResponse(z.object({ available: z.boolean() }));

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export const USER_TYPES = ['Customer', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ZBloodGroup = z.enum(BLOOD_GROUPS, { error: 'Choose one of the eight blood groups' });
/** A person's name; `missing` says whose ("Enter the contact’s name"). */
export const ZPersonName = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(255, 'Keep the name under 255 characters');
export const ZName = ZPersonName('Enter a name');
export const ZEmail = z.string({ error: 'Enter an email' }).trim().toLowerCase().email('Enter a valid email');

/** A user as the API answers it. */
export const ZUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  countryCode: z.string(),
  usertype: z.enum(USER_TYPES),
  bloodGroup: z.enum(BLOOD_GROUPS).nullable(),
  showDetails: z.boolean(),
  /** People who alert the owner may call them through SafeSathi, neither seeing the other's number. */
  allowMaskedCalls: z.boolean(),
  /** Offers and reminders by SMS (campaigns); SOS and order texts go regardless. Off unless they ticked it. */
  smsOffers: z.boolean(),
  /** When they last ticked it, at sign-up or in their account: the record of their consent. */
  smsOffersConsentAt: z.string().nullable(),
  /** How an alert reaches them when the app's notification is not seen (docs/decisions/0068-whatsapp.md). */
  fallbackChannel: z.enum(FALLBACK_CHANNELS),
  /** When they chose WhatsApp themselves: the record of their opt-in; null when SMS is their choice. */
  whatsappOptInAt: z.string().nullable(),
  /** The language of the alert texts they receive (docs/decisions/0032-languages.md). */
  language: z.enum(LANGS),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** A signed-in user with their effective permissions (every flag for the super admin). */
export const ZSessionUser = ZUser.extend({ permissions: z.array(z.string()) });
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** What a new customer gives at sign-up, in words addressed to them (the sign-up form shows the same). */
export const ZSignUpDetails = z.object({
  name: z
    .string({ error: 'Enter your full name' })
    .trim()
    .min(1, 'Enter your full name')
    .max(255, 'Keep the name under 255 characters'),
  email: z
    .string({ error: 'Enter your email' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email')
    .email('Enter a valid email, like name@example.com'),
  bloodGroup: z.enum(BLOOD_GROUPS, { error: 'Choose your blood group' }),
  /** Offers and reminders by SMS: only when they tick the box (it starts unticked). */
  smsOffers: z.boolean({ error: 'smsOffers is true or false' }).optional(),
});

/** Asks for a sign-in code; with the sign-up details it signs a new customer up. */
export const ZOtpGenerateRequest = z.object({
  countryCode: ZCountryCode,
  phone: ZPhone,
  ...ZSignUpDetails.partial().shape,
});

export const ZOtpVerifyRequest = z.object({
  countryCode: ZCountryCode,
  phone: ZPhone,
  otp: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{4}$/.test(v), { message: 'Enter the 4-digit code' }),
});

export const ZVerifyTokenRequest = z.object({ token: z.string().optional().default('') });

export const ZOtpGenerateResponse = z.object({
  status: ZSuccess,
  message: z.string(),
  /** Seconds the code stays valid, and before another can be sent. */
  expiresIn: z.number(),
  resendIn: z.number(),
});
export type TOtpGenerateResponse = z.infer<typeof ZOtpGenerateResponse>;

export const ZOtpVerifyResponse = z.object({
  status: ZSuccess,
  message: z.string(),
  token: z.string(),
  user: ZSessionUser,
});
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponse>;

export const ZVerifyTokenResponse = z.union([
  z.object({
    success: z.literal(true),
    user: ZSessionUser,
    /** A renewed token for the same session, when the one checked was past half its life. */
    token: z.string().optional(),
  }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type TVerifyTokenResponse = z.infer<typeof ZVerifyTokenResponse>;

/** GET /api/user/me. */
export const ZMeResponse = dataResponse(ZSessionUser);

/** GET /api/dev/outbox (development and tests only): the texts the console provider "sent", newest first. */
export const ZDevOutboxResponse = z.object({
  data: z.array(z.object({ to: z.string(), body: z.string(), createdAt: z.string() })),
});
