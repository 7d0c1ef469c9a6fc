import { z } from 'zod';
import { INDIAN_MOBILE_RE, normalisePhone } from './phone.js';
import { listResponse, savedResponse, ZSuccess } from './responses.js';

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
  lang: z.enum(['en', 'hi']).optional(),
});

export const SOS_STATUSES = ['open', 'resolved'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const ZSosNotification = z.object({
  _id: z.string(),
  recipientRole: z.enum(['owner', 'contact', 'other']),
  recipientName: z.string().nullable(),
  phone: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type TSosNotification = z.infer<typeof ZSosNotification>;

export const ZSosCall = z.object({
  _id: z.string(),
  status: z.enum(SOS_STATUSES),
  reason: z.object({ _id: z.string().nullable(), reasonText: z.string() }),
  vehicle: z.object({ _id: z.string().nullable(), registrationNumber: z.string() }),
  owner: z.object({ _id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  creatorName: z.string(),
  creatorNumber: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number(), mapUrl: z.string() }).nullable(),
  note: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  notifications: z.array(ZSosNotification),
});
export type TSosCall = z.infer<typeof ZSosCall>;

// ─── Answers ───────────────────────────────────────────────────────────────
/**
 * GET /api/soscall/:code: what a bystander's page shows. The owner's name and number only when
 * they allow it (`showDetails`); their emergency contacts never.
 */
export const ZSosLookupResponse = z.object({
  status: ZSuccess,
  data: z.object({
    /** The spec's spelling. */
    vehical: z.object({ registrationNumber: z.string() }),
    user: z.discriminatedUnion('showDetails', [
      z.object({
        _id: z.string(),
        showDetails: z.literal(true),
        name: z.string(),
        countryCode: z.string(),
        phone: z.string(),
      }),
      z.object({ _id: z.string(), showDetails: z.literal(false) }),
    ]),
  }),
});
export type TSosLookupResponse = z.infer<typeof ZSosLookupResponse>;
/** POST /api/soscall (JSON): the stored alert's id. */
export const ZSosSentResponse = savedResponse(z.object({ _id: z.string() }));
export type TSosSentResponse = z.infer<typeof ZSosSentResponse>;
export const ZSosCallListResponse = listResponse(ZSosCall);
export type TSosCallListResponse = z.infer<typeof ZSosCallListResponse>;
/** A resolved or re-opened call, or one whose undelivered texts were queued again. */
export const ZSosCallSavedResponse = savedResponse(ZSosCall);
export type TSosCallSavedResponse = z.infer<typeof ZSosCallSavedResponse>;

export const mapUrl = (lat: number, lng: number) => `https://maps.google.com/?q=${lat.toFixed(6)},${lng.toFixed(6)}`;
