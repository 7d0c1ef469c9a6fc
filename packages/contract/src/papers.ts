import { z } from 'zod';
import { ZDay } from './dates.js';
import { emptyToNull, emptyToUndefined } from './lists.js';
import { dataResponse, savedResponse } from './responses.js';

/**
 * Vehicle papers (docs/decisions/0058-vehicle-papers.md): a vehicle's registration, insurance,
 * PUC, fitness and permit, and a person's driving licence, each with a photo or PDF kept
 * encrypted, reminders before it expires, and short-lived share links.
 */

/** Papers of a vehicle; a driving licence belongs to a person. */
export const VEHICLE_PAPER_KINDS = ['registration', 'insurance', 'puc', 'fitness', 'permit'] as const;
export const PAPER_KINDS = [...VEHICLE_PAPER_KINDS, 'licence'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
export const ZPaperKind = z.enum(PAPER_KINDS, { error: 'Choose the kind of paper' });

/** How each kind is named on screens and in texts. */
export const PAPER_KIND_NAMES: Record<PaperKind, string> = {
  registration: 'Registration certificate',
  insurance: 'Insurance policy',
  puc: 'PUC certificate',
  fitness: 'Fitness certificate',
  permit: 'Permit',
  licence: 'Driving licence',
};

/** Days before expiry a reminder is texted (0: on the day). */
export const PAPER_REMINDER_DAYS = [30, 7, 1, 0] as const;

/** A share link lives at least 15 minutes and at most a day. */
export const PAPER_SHARE_MINUTES = { min: 15, max: 24 * 60 } as const;

/** What the share page says about the legal standing of a copy (Motor Vehicles Act / IT Act, 2000). */
export const PAPER_SHARE_NOTICE =
  'This is a copy kept by the owner. Where the law asks for a paper, the copies in DigiLocker or mParivahan are the legally recognised ones.';

/** The files a paper may carry: a photo (stored re-encoded as WebP) or a PDF. */
export const PAPER_FILE_TYPES = ['image/webp', 'application/pdf'] as const;

const text = (what: string, max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(max, `Keep the ${what} under ${max} characters`)
      .nullable()
      .optional()
      .transform((v) => v || null),
  );

/** A paper's fields, sent as multipart form fields beside the `file` part (or as JSON without one). */
export const ZPaperRequest = z.object({
  kind: ZPaperKind,
  vehicleId: z.preprocess(emptyToNull, z.uuid('Choose one of your vehicles').nullable().optional()),
  number: text('number', 40),
  issuer: text('issuer', 120),
  validFrom: z.preprocess(emptyToNull, ZDay('valid-from date').nullable().optional()),
  validUntil: z.preprocess(emptyToNull, ZDay('valid-until date').nullable().optional()),
  insurer: text("insurer's name", 120),
  helpline: text('claim helpline', 20),
  /** "Renewed": the paper this one replaces; its reminders stop. */
  renews: z.preprocess(emptyToUndefined, z.uuid('Not a valid id').optional()),
});
export type TPaperRequest = z.infer<typeof ZPaperRequest>;

/** A paper, as its owner sees it. */
export const ZPaper = z.object({
  _id: z.string(),
  kind: ZPaperKind,
  vehicleId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  insurer: z.string().nullable(),
  helpline: z.string().nullable(),
  /** The file's type, or null when no file was attached. */
  fileType: z.enum(PAPER_FILE_TYPES).nullable(),
  /** Set when a newer paper replaced this one ("Renewed"). */
  renewedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPaper = z.infer<typeof ZPaper>;
export const ZPaperResponse = dataResponse(ZPaper);
export const ZPaperSavedResponse = savedResponse(ZPaper);
export const ZPaperListResponse = dataResponse(z.array(ZPaper));

/** What the back office may see of a customer's paper: that it exists and its validity, never its number or file. */
export const ZAdminPaper = z.object({
  _id: z.string(),
  kind: ZPaperKind,
  vehicleId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  validUntil: z.string().nullable(),
  hasFile: z.boolean(),
  renewed: z.boolean(),
});
export type TAdminPaper = z.infer<typeof ZAdminPaper>;
export const ZAdminPaperListResponse = dataResponse(z.array(ZAdminPaper));

export const ZPaperShareRequest = z.object({
  minutes: z.coerce
    .number({ error: 'Choose how long the link works' })
    .int()
    .min(PAPER_SHARE_MINUTES.min, 'A link works for at least 15 minutes')
    .max(PAPER_SHARE_MINUTES.max, 'A link works for at most 24 hours'),
});

export const ZPaperShare = z.object({
  _id: z.string(),
  paperId: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Each time the link was opened. */
  views: z.array(z.object({ at: z.string() })),
});
export type TPaperShare = z.infer<typeof ZPaperShare>;
/** A new link: its address is shown once (only its hash is kept). */
export const ZPaperShareSavedResponse = savedResponse(ZPaperShare.extend({ url: z.string(), token: z.string() }));
export const ZPaperShareListResponse = dataResponse(z.array(ZPaperShare));

/** What whoever holds a share link sees: the paper's own details (no vehicle id, file or history), and the link's end. */
export const ZSharedPaper = ZPaper.pick({
  kind: true,
  registrationNumber: true,
  number: true,
  issuer: true,
  validFrom: true,
  validUntil: true,
  insurer: true,
  helpline: true,
  fileType: true,
}).extend({ expiresAt: z.string(), notice: z.string() });
export type TSharedPaper = z.infer<typeof ZSharedPaper>;
export const ZSharedPaperResponse = dataResponse(ZSharedPaper);

export const ZPaperShareParams = z.object({ token: z.string().min(10).max(100) });
export const ZPaperShareIdParams = z.object({ id: z.uuid('Not a valid id'), shareId: z.uuid('Not a valid id') });

/** Whole days from `today` to `until` (both YYYY-MM-DD): negative once expired. */
export function daysUntil(today: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
