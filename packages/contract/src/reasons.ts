import { z } from 'zod';

export const REASON_STATUSES = ['active', 'inactive'] as const;
export type ReasonStatus = (typeof REASON_STATUSES)[number];
/** urgent: the owner and every emergency contact at once; normal: the owner first, contacts if nobody answers. */
export const REASON_SEVERITIES = ['urgent', 'normal'] as const;
export type ReasonSeverity = (typeof REASON_SEVERITIES)[number];

export interface TReason {
  _id: string;
  reasonText: string;
  reasonTextHi: string | null;
  notificationText: string;
  severity: ReasonSeverity;
  status: ReasonStatus;
  createdAt: string;
  updatedAt: string;
}

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

export const ZCreateReasonRequest = z.object({
  reasonText: text('reason', 120),
  notificationText: text('notification text', 300),
  reasonTextHi: z.string().trim().max(120, 'Keep the Hindi text under 120 characters').optional().nullable(),
  severity: z.enum(REASON_SEVERITIES, { error: "Severity is 'urgent' or 'normal'" }).optional(),
});
export type TCreateReasonRequest = z.input<typeof ZCreateReasonRequest>;

export const ZUpdateReasonRequest = ZCreateReasonRequest.partial().extend({
  status: z.enum(REASON_STATUSES, { error: "Status must be 'active' or 'inactive'" }).optional(),
});
export type TUpdateReasonRequest = z.input<typeof ZUpdateReasonRequest>;

/** `{_id}` bodies of the spec's DELETE calls. */
export const ZIdBody = z.object({ _id: z.uuid('Not a valid id') });
export const ZIdParams = z.object({ id: z.uuid('Not a valid id') });
