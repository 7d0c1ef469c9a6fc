import { z } from 'zod';
import { INDIAN_MOBILE_RE, normalisePhone } from './phone.js';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The SOS form (spec §7), sent as a browser form post or JSON. */
export const ZSosCallRequest = z.object({
  creatorName: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(80, 'Keep your name under 80 characters'),
  creatorNumber: z
    .string({ error: 'Enter your mobile number' })
    .transform(normalisePhone)
    .refine((v) => INDIAN_MOBILE_RE.test(v), { message: 'Enter your 10-digit mobile number' }),
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
  lang: z.enum(['en', 'hi']).optional(),
});
export type TSosCallRequest = z.input<typeof ZSosCallRequest>;

export const SOS_STATUSES = ['open', 'resolved'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export interface TSosNotification {
  _id: string;
  recipientRole: 'owner' | 'contact' | 'other';
  recipientName: string | null;
  phone: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** Held by the escalation ladder until nextAttemptAt (cancelled if someone answers first). */
  held: boolean;
  nextAttemptAt: string;
}

/** A step of an alert's life besides its texts: an answer, a masked call, an emergency-card view. */
export interface TSosCallEvent {
  kind: string;
  actor: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

export interface TSosCall {
  _id: string;
  status: SosStatus;
  reason: { _id: string | null; reasonText: string };
  vehicle: { _id: string | null; registrationNumber: string };
  owner: { _id: string; name: string; phone: string } | null;
  creatorName: string;
  creatorNumber: string;
  location: { latitude: number; longitude: number; mapUrl: string } | null;
  landmark: string | null;
  severity: 'urgent' | 'normal';
  /** The latest answer through a text's link, and who gave it. */
  answer: (TAlertAnswer & { byName: string | null }) | null;
  events: TSosCallEvent[];
  note: string | null;
  resolvedAt: string | null;
  createdAt: string;
  notifications: TSosNotification[];
}

export const mapUrl = (lat: number, lng: number) => `https://maps.google.com/?q=${lat.toFixed(6)},${lng.toFixed(6)}`;

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
export type TAnswerRequest = z.input<typeof ZAnswerRequest>;

export interface TAlertAnswer {
  kind: AnswerKind;
  etaMinutes: number | null;
  reply: AnswerReply | null;
  by: 'owner' | 'contact';
  at: string;
}

/**
 * Where one group of recipients stands: `held` (the ladder waits for the owner until `at`),
 * `cancelled` (someone answered first, so they were not needed), `sending`, `retrying` (the
 * gateway failed and it is tried again), `sent` (the gateway took it, at `at`), `failed`.
 */
export type RecipientState = 'none' | 'held' | 'cancelled' | 'sending' | 'retrying' | 'sent' | 'failed';

/** What the bystander who sent an alert may see of its progress: never a phone number. */
export interface TAlertStatus {
  createdAt: string;
  registrationNumber: string;
  reasonText: string;
  severity: 'urgent' | 'normal';
  resolved: boolean;
  owner: { state: RecipientState; at: string | null };
  contacts: { count: number; state: RecipientState; at: string | null };
  answer: TAlertAnswer | null;
  /** The page offers "Call the owner" (a masked call): the owner allows it and the alert is open and recent. */
  canCallOwner?: boolean;
}
