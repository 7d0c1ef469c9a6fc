import { z } from 'zod';
import { dataResponse, listResponse, savedResponse } from './responses.js';

/** Who a campaign texts (opted-out customers never). */
export const CAMPAIGN_SEGMENTS = ['all', 'noActiveTag', 'state', 'vehicleType'] as const;
export type CampaignSegmentKind = (typeof CAMPAIGN_SEGMENTS)[number];
export const CAMPAIGN_SEGMENT_LABELS: Record<CampaignSegmentKind, string> = {
  all: 'All customers',
  noActiveTag: 'Customers with no active tag',
  state: 'Customers in a state',
  vehicleType: 'Customers with a vehicle type',
};
export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent'] as const;
/** A campaign text's longest body: the STOP link is added after it, within three SMS parts. */
export const CAMPAIGN_BODY_MAX = 400;

export const ZCampaignSegment = z
  .object({
    kind: z.enum(CAMPAIGN_SEGMENTS, { error: `Segment is one of ${CAMPAIGN_SEGMENTS.join(', ')}` }),
    value: z.string().trim().max(100).nullish(),
  })
  .refine((s) => s.kind === 'all' || s.kind === 'noActiveTag' || !!s.value, {
    message: 'Choose the state or vehicle type',
    path: ['value'],
  });
export type TCampaignSegment = z.infer<typeof ZCampaignSegment>;

export const ZCreateCampaignRequest = z.object({
  name: z.string().trim().min(1, 'Name the campaign').max(100, 'Keep the name under 100 characters'),
  body: z
    .string()
    .trim()
    .min(1, 'Write the text')
    .max(CAMPAIGN_BODY_MAX, `Keep the text under ${CAMPAIGN_BODY_MAX} characters`),
  /** DLT content template id: 19 digits for Indian operators. */
  dltTemplateId: z
    .string()
    .trim()
    .regex(/^\d{19}$/, 'The DLT template id is the 19-digit number from your DLT portal'),
  segment: ZCampaignSegment,
  /** ISO date-time; absent: now. */
  scheduledAt: z.iso.datetime({ offset: true, error: 'Give the date and time as ISO 8601' }).nullish(),
});
export type TCreateCampaignRequest = z.infer<typeof ZCreateCampaignRequest>;

/** POST /api/campaigns/estimate: how many the segment reaches now and what it would cost. */
export const ZCampaignEstimate = z.object({
  recipients: z.number().int(),
  costPerSmsPaise: z.number().int(),
  costPaise: z.number().int(),
  /** SMS parts per text (the STOP link included): cost counts each part. */
  parts: z.number().int(),
});
export const ZCampaignEstimateRequest = z.object({ segment: ZCampaignSegment, body: z.string().max(1000).optional() });
export const ZCampaignEstimateResponse = dataResponse(ZCampaignEstimate);
export type TCampaignEstimate = z.infer<typeof ZCampaignEstimate>;

export const ZCampaignFigures = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});

export const ZCampaign = z.object({
  _id: z.string(),
  name: z.string(),
  body: z.string(),
  dltTemplateId: z.string(),
  segment: z.object({ kind: z.enum(CAMPAIGN_SEGMENTS), value: z.string().nullish() }),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  costPerSmsPaise: z.number().int(),
  figures: ZCampaignFigures,
  createdAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;
export const ZCampaignListResponse = listResponse(ZCampaign);
export const ZCampaignSavedResponse = savedResponse(ZCampaign);
export const ZCampaignOptionsResponse = dataResponse(
  z.object({ states: z.array(z.string()), vehicleTypes: z.array(z.object({ _id: z.string(), name: z.string() })) }),
);
