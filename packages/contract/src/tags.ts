import { z } from 'zod';
import { dataResponse, listResponse, savedResponse } from './responses.js';

/** Crockford base32: no I, L, O or U, so a printed code cannot be misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAG_CODE_LENGTH = 8;
export const TAG_CODE_RE = /^[0-9A-HJKMNP-TV-Z]{8}$/;
export const TAG_STATUSES = ['unassigned', 'active', 'suspended', 'lost'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

/**
 * Reads a code as a person may type it: any case, spaces or dashes, and the letters
 * Crockford maps to digits (I, L → 1; O → 0). Answers null for anything that cannot be a code.
 */
export function normaliseTagCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return TAG_CODE_RE.test(code) ? code : null;
}

/** A tag as the back office and its owner see it. */
export const ZTag = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(TAG_STATUSES),
  batchId: z.string().nullable(),
  /** What its QR code opens: PUBLIC_URL/{code}. */
  url: z.string(),
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
  vehicle: z.object({ _id: z.string(), registrationNumber: z.string() }).nullable(),
  owner: z.object({ _id: z.string(), name: z.string(), phone: z.string() }).nullable(),
});
export type TTag = z.infer<typeof ZTag>;

export const ZTagBatch = z.object({ _id: z.string(), count: z.number().int(), createdAt: z.string() });
export type TTagBatch = z.infer<typeof ZTagBatch>;

// ─── Answers ───────────────────────────────────────────────────────────────
export const ZTagListResponse = listResponse(ZTag);
/** GET /api/my/tags: the tags on my vehicles. */
export const ZMyTagsResponse = dataResponse(z.array(ZTag));
export const ZTagBatchListResponse = dataResponse(z.array(ZTagBatch));
export const ZTagBatchCreatedResponse = savedResponse(z.object({ batch: ZTagBatch, tags: z.array(ZTag) }));
/** An assigned, suspended, re-activated or activated tag. */
export const ZTagSavedResponse = savedResponse(ZTag);

/** Most tags one generated batch may hold. */
export const MAX_TAG_BATCH = 1000;

/** A tag's code as a person types it from the sticker; each message says what to fix. */
export const ZTagCode = z.string({ error: 'Enter the code printed under the QR on your tag' }).transform((v, ctx) => {
  const compact = v.replace(/[\s-]/g, '');
  const code = normaliseTagCode(compact);
  if (code) return code;
  ctx.addIssue({
    code: 'custom',
    message: !compact
      ? 'Enter the code printed under the QR on your tag'
      : compact.length !== TAG_CODE_LENGTH
        ? `A tag code has ${TAG_CODE_LENGTH} characters; this has ${compact.length}`
        : 'Use only the letters and digits printed on the tag',
  });
  return z.NEVER;
});

/** A customer activating a tag on one of their vehicles (POST /api/qrcode/{code}/activate, code in the path). */
export const ZActivateTagRequest = z.object({
  code: ZTagCode,
  vehicleId: z.uuid('Choose the vehicle this tag is stuck on'),
});

/** A customer moving their tag to another of their vehicles (the account's form; PUT /api/my/tags/{code}). */
export const ZMoveTagRequest = z.object({ vehicleId: z.uuid('Choose the vehicle the tag is on now') });

/**
 * PUT /api/my/tags/{code}: a customer reports their tag lost (`lost: true`) or found again
 * (`lost: false`), or moves it to another of their vehicles.
 */
export const ZUpdateMyTagRequest = z
  .object({ lost: z.boolean().optional(), vehicleId: ZMoveTagRequest.shape.vehicleId.optional() })
  .refine((b) => b.lost !== undefined || b.vehicleId !== undefined, { message: 'Send lost or a vehicleId' });

/** An admin assigning a tag to a customer's vehicle (PUT /api/qrcode/{code}). */
export const ZAssignTagRequest = z.object({ vehicleId: z.uuid('Choose a vehicle from the list') });

/** POST /api/qrcode/batch: how many new tags to make. */
export const ZTagBatchRequest = z.object({
  count: z.coerce
    .number({ error: 'Enter how many tags to make' })
    .int('Enter a whole number')
    .min(1, 'Make at least one tag')
    .max(MAX_TAG_BATCH, `At most ${MAX_TAG_BATCH} tags a batch`),
});
