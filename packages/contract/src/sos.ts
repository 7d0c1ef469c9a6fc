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
  lang: z.enum(['en', 'hi']).optional(),
});
export type TSosCallRequest = z.input<typeof ZSosCallRequest>;

export const SOS_STATUSES = ['open', 'resolved'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];

/** Resolving or re-opening an SOS call (PUT /api/soscall/{id}), with an optional note kept on it. */
export const ZUpdateSosCallRequest = z.object({
  status: z.enum(SOS_STATUSES, { error: "Status is 'open' or 'resolved'" }),
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters').optional(),
});
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
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
  note: string | null;
  resolvedAt: string | null;
  createdAt: string;
  notifications: TSosNotification[];
}

export const mapUrl = (lat: number, lng: number) => `https://maps.google.com/?q=${lat.toFixed(6)},${lng.toFixed(6)}`;
