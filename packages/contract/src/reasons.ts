import { z } from 'zod';
import { type Lang, type TranslatedLang, ZTranslatedLang } from './languages.js';
import { dataResponse, savedResponse, ZTrue } from './responses.js';

export const REASON_STATUSES = ['active', 'inactive'] as const;
export type ReasonStatus = (typeof REASON_STATUSES)[number];
/** urgent: the owner and every emergency contact at once; normal: the owner first, contacts if nobody answers. */
export const REASON_SEVERITIES = ['urgent', 'normal'] as const;
export type ReasonSeverity = (typeof REASON_SEVERITIES)[number];

/** A reason in one more language; either text missing falls back to the English one. */
export const ZReasonTranslation = z.object({
  reasonText: z.string().optional(),
  notificationText: z.string().optional(),
});
export type TReasonTranslation = z.infer<typeof ZReasonTranslation>;
export type TReasonTranslations = Partial<Record<TranslatedLang, TReasonTranslation>>;
/** Only the languages filled in: {hi: {reasonText, notificationText}, ta: {reasonText}, …}. */
export const ZReasonTranslations = z.partialRecord(ZTranslatedLang, ZReasonTranslation);

/** A reason's name as a page in `lang` shows it: its translation, else the English name. */
export function reasonNameIn(lang: Lang, reasonText: string, translations?: TReasonTranslations): string {
  return (lang !== 'en' && translations?.[lang]?.reasonText) || reasonText;
}

export const ZReason = z.object({
  _id: z.string(),
  reasonText: z.string(),
  /** The Hindi name, for clients from before `translations` (the same as translations.hi.reasonText). */
  reasonTextHi: z.string().nullable(),
  notificationText: z.string(),
  translations: ZReasonTranslations,
  severity: z.enum(REASON_SEVERITIES),
  status: z.enum(REASON_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReason = z.infer<typeof ZReason>;

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

const optionalText = (what: string, max: number) =>
  z
    .string({ error: `The ${what} is text` })
    .trim()
    .max(max, `Keep the ${what} under ${max} characters`)
    .optional();

/** A translation as sent: empty texts are dropped, so only what was filled in is stored. */
const ZReasonTranslationInput = z.object({
  reasonText: optionalText('reason', 120),
  notificationText: optionalText('notification text', 300),
});

export const ZCreateReasonRequest = z.object({
  reasonText: text('reason', 120),
  notificationText: text('notification text', 300),
  /** Every language the reason has besides English; replaces the ones stored before. */
  translations: z.partialRecord(ZTranslatedLang, ZReasonTranslationInput).optional(),
  /** Older clients' Hindi name: kept as translations.hi.reasonText. */
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

// ─── Answers ───────────────────────────────────────────────────────────────
/** GET /api/reasons: the active reasons, as the public SOS page needs them. */
export const ZPublicReasonListResponse = dataResponse(
  z.array(
    z.object({
      _id: z.string(),
      reasonText: z.string(),
      reasonTextHi: z.string().nullable(),
      /** The reason's name in other languages (the texts sent to owners stay private). */
      translations: z.partialRecord(ZTranslatedLang, z.object({ reasonText: z.string().optional() })),
    }),
  ),
);
export const ZReasonListResponse = dataResponse(z.array(ZReason));
export const ZReasonSavedResponse = savedResponse(ZReason);
/** PUT /api/reason/update/:id also says `success: true`, as the spec answers it. */
export const ZReasonUpdatedResponse = ZReasonSavedResponse.extend({ success: ZTrue });
