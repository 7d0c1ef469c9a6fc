import { z } from 'zod';
import { ZLang } from './languages.js';
import { indianMobile } from './phone.js';
import { ZReasonTranslations } from './reasons.js';
import { dataResponse, listResponse, savedResponse, ZSuccess } from './responses.js';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * What the SOS form says of a wrong mobile number. The server shows each in the page's language
 * (apps/server/src/platform/i18n/i18n.ts maps these English sentences to catalogue keys).
 */
export const SOS_MOBILE_MESSAGES = {
  missing: 'Enter your mobile number',
  'not-a-number': 'Enter your 10-digit mobile number',
  'too-short': 'Enter your 10-digit mobile number',
  'too-long': 'Enter your 10-digit mobile number',
  'not-mobile': 'Mobile numbers start with 6, 7, 8 or 9',
  'other-country': 'Enter an Indian mobile number (+91)',
} as const;

/** The SOS form (docs/product.md §7), sent as a browser form post or JSON. */
export const ZSosCallRequest = z.object({
  creatorName: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(80, 'Keep your name under 80 characters'),
  creatorNumber: indianMobile(SOS_MOBILE_MESSAGES),
  reasonId: z.uuid({ error: 'Please select a reason' }),
  vehicleNumber: z.string().trim().max(20).optional(),
  user: z.preprocess(emptyToUndefined, z.uuid().optional()),
  qrcodename: z.string().trim().max(20).optional(),
  latitude: z.preprocess(emptyToUndefined, z.coerce.number().min(-90).max(90).optional()),
  longitude: z.preprocess(emptyToUndefined, z.coerce.number().min(-180).max(180).optional()),
  landmark: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(120, 'Keep the landmark under 120 characters').optional(),
  ),
  /** The page's language: the alert's page answers in it. */
  lang: ZLang.optional(),
});

export const SOS_STATUSES = ['open', 'resolved'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];

/** Resolving or re-opening an SOS call (PUT /api/soscall/{id}), with an optional note kept on it. */
export const ZUpdateSosCallRequest = z.object({
  status: z.enum(SOS_STATUSES, { error: "Status is 'open' or 'resolved'" }),
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters').optional(),
});
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
/** What a gateway's delivery receipt said of a sent text, from least to most (null: nothing heard yet). */
export const DELIVERY_STATES = ['undelivered', 'failed', 'delivered', 'read'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

// ─── The owner's answer and the bystander's view (docs/decisions/0027-sos-loop.md) ────────────

/** coming: on the way (with an ETA); seen: has seen it; call112: asks the bystander to call 112. */
export const ANSWER_KINDS = ['coming', 'seen', 'call112'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
/** Minutes an owner on the way may give. */
export const ANSWER_ETAS = [5, 15, 30] as const;
/** Preset replies: no free text reaches a stranger's screen, and each reads in the bystander's language. */
export const ANSWER_REPLIES = ['on-my-way', 'moving-it', 'thank-you', 'will-call-you', 'help-coming'] as const;
export type AnswerReply = (typeof ANSWER_REPLIES)[number];

export const ZAnswerRequest = z.object({
  kind: z.enum(ANSWER_KINDS, { error: 'Choose an answer' }),
  eta: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .refine((n) => (ANSWER_ETAS as readonly number[]).includes(n), { message: 'Choose 5, 15 or 30 minutes' })
      .optional(),
  ),
  reply: z.preprocess(emptyToUndefined, z.enum(ANSWER_REPLIES, { error: 'Choose one of the replies' }).optional()),
});

export const ZAlertAnswer = z.object({
  kind: z.enum(ANSWER_KINDS),
  etaMinutes: z.number().int().nullable(),
  reply: z.enum(ANSWER_REPLIES).nullable(),
  by: z.enum(['owner', 'contact']),
  at: z.string(),
});
export type TAlertAnswer = z.infer<typeof ZAlertAnswer>;

/**
 * Where one group of recipients stands: `held` (the ladder waits for the owner until `at`),
 * `cancelled` (someone answered first, so they were not needed), `sending`, `retrying` (the
 * gateway failed and it is tried again), `sent` (the gateway took it, at `at`), `failed`.
 */
export const RECIPIENT_STATES = [
  'none',
  'held',
  'cancelled',
  'sending',
  'retrying',
  'sent',
  'delivered',
  'failed',
] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
const ZRecipientGroup = z.object({ state: z.enum(RECIPIENT_STATES), at: z.string().nullable() });

/** What the bystander who sent an alert may see of its progress: never a phone number. */
export const ZAlertStatus = z.object({
  createdAt: z.string(),
  registrationNumber: z.string(),
  reasonText: z.string(),
  severity: z.enum(['urgent', 'normal']),
  resolved: z.boolean(),
  owner: ZRecipientGroup,
  contacts: ZRecipientGroup.extend({ count: z.number().int() }),
  answer: ZAlertAnswer.nullable(),
  /** The page offers "Call the owner" (a masked call): the owner allows it and the alert is open and recent. */
  canCallOwner: z.boolean().optional(),
});
export type TAlertStatus = z.infer<typeof ZAlertStatus>;
export const ZAlertStatusResponse = dataResponse(ZAlertStatus);
export const ZAnswerSavedResponse = savedResponse(ZAlertAnswer);

export const ZSosNotification = z.object({
  _id: z.string(),
  /** How it reaches the recipient: a push to their devices, an SMS, or WhatsApp (the channel ladder). */
  channel: z.enum(['sms', 'push', 'whatsapp']),
  recipientRole: z.enum(['owner', 'contact', 'other']),
  recipientName: z.string().nullable(),
  phone: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** What the gateway's delivery receipt said (null: none yet), and when the handset got it. */
  delivery: z.enum(DELIVERY_STATES).nullable(),
  deliveredAt: z.string().nullable(),
  /** Held by the escalation ladder until nextAttemptAt (cancelled if someone answers first). */
  held: z.boolean(),
  nextAttemptAt: z.string(),
});
export type TSosNotification = z.infer<typeof ZSosNotification>;

/** A step of an alert's life besides its texts: an answer, a masked call, an emergency-card view. */
export const ZSosCallEvent = z.object({
  kind: z.string(),
  actor: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type TSosCallEvent = z.infer<typeof ZSosCallEvent>;

export const ZSosCall = z.object({
  _id: z.string(),
  status: z.enum(SOS_STATUSES),
  /** The reason in English, and its name in the languages it has (an owner's list shows it in theirs). */
  reason: z.object({
    _id: z.string().nullable(),
    reasonText: z.string(),
    translations: ZReasonTranslations.optional(),
  }),
  vehicle: z.object({ _id: z.string().nullable(), registrationNumber: z.string() }),
  owner: z.object({ _id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  creatorName: z.string(),
  creatorNumber: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number(), mapUrl: z.string() }).nullable(),
  landmark: z.string().nullable(),
  severity: z.enum(['urgent', 'normal']),
  /** The latest answer through a text's link, and who gave it. */
  answer: ZAlertAnswer.extend({ byName: z.string().nullable() }).nullable(),
  events: z.array(ZSosCallEvent),
  note: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  notifications: z.array(ZSosNotification),
  /**
   * In the owner's own list (GET /api/my/soscalls): until when they may answer it there (an open
   * alert, as long as the answer link in their text works), else null. Absent in the back office.
   */
  answerableUntil: z.string().nullable().optional(),
});
export type TSosCall = z.infer<typeof ZSosCall>;

// ─── Answers ───────────────────────────────────────────────────────────────
/**
 * GET /api/sos-pages/:code: what a bystander's page shows. The owner's name and number only when
 * they allow it (`showDetails`); their emergency contacts never.
 */
const ZSosLookupUser = z.discriminatedUnion('showDetails', [
  z.object({
    _id: z.string(),
    showDetails: z.literal(true),
    name: z.string(),
    countryCode: z.string(),
    phone: z.string(),
  }),
  z.object({ _id: z.string(), showDetails: z.literal(false) }),
]);
export const ZSosLookupResponse = z.object({
  status: ZSuccess,
  data: z.object({ vehicle: z.object({ registrationNumber: z.string() }), user: ZSosLookupUser }),
});
/** The same on the spec's GET /api/soscall/:qrcodename, with its spelling `vehical`. */
export const ZSosLookupSpecResponse = z.object({
  status: ZSuccess,
  data: z.object({ vehical: z.object({ registrationNumber: z.string() }), user: ZSosLookupUser }),
});
/** POST /api/soscall (JSON): the stored alert's id, and the page where its sender follows it. */
export const ZSosSentResponse = savedResponse(z.object({ _id: z.string(), statusUrl: z.string() }));
export const ZSosCallListResponse = listResponse(ZSosCall);

/**
 * GET /api/sos-calls/figures: what the channel ladder did over the last `days` days (ADR 0067).
 * A text saved is an SMS or WhatsApp message cancelled because its recipient's device showed the
 * push; the money saved is those texts at the SMS price setting.
 */
export const ZSosFigures = z.object({
  days: z.number().int(),
  since: z.string(),
  calls: z.number().int(),
  pushesSent: z.number().int(),
  pushesShown: z.number().int(),
  textsSaved: z.number().int(),
  costPerSmsPaise: z.number().int(),
  moneySavedPaise: z.number().int(),
});
export type TSosFigures = z.infer<typeof ZSosFigures>;
export const ZSosFiguresQuery = z.object({
  days: z.coerce
    .number({ error: 'days is a whole number from 1 to 365' })
    .int({ error: 'days is a whole number from 1 to 365' })
    .min(1, { error: 'days is a whole number from 1 to 365' })
    .max(365, { error: 'days is a whole number from 1 to 365' })
    .default(30),
});
export const ZSosFiguresResponse = dataResponse(ZSosFigures);
/** A resolved or re-opened call, or one whose undelivered texts were queued again. */
export const ZSosCallSavedResponse = savedResponse(ZSosCall);

export const mapUrl = (lat: number, lng: number) => `https://maps.google.com/?q=${lat.toFixed(6)},${lng.toFixed(6)}`;

/** GET /api/dev/calls (development only): the masked calls the console provider "connected", newest first. */
export const ZDevCallsResponse = z.object({
  data: z.array(
    z.object({
      callId: z.string(),
      from: z.string(),
      to: z.string(),
      providerCallId: z.string(),
      createdAt: z.string(),
    }),
  ),
});
