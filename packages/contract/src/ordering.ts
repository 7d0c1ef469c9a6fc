import { z } from 'zod';
import { dataResponse } from './responses.js';

/** Most records one list may be reordered in (banners, FAQs, reasons, products). */
export const MAX_REORDER = 1000;

/** PUT …/order: every id of the list, in the new order (first shown first). */
export const ZReorderRequest = z.object({
  ids: z
    .array(z.uuid('Not a valid id'), { error: 'Send the ids as a list' })
    .min(1, 'Send at least one id')
    .max(MAX_REORDER, `Reorder at most ${MAX_REORDER} records at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once'),
});

export const ZReorderResponse = dataResponse(z.object({ ids: z.array(z.string()) }));

/** The bell's read state, kept per admin on the server (GET and POST /api/notifications/seen). */
export const ZSosSeen = z.object({
  /** The newest call this admin has seen; null before they first opened the bell anywhere. */
  seenAt: z.string().nullable(),
  /** SOS calls newer than `seenAt` (all calls when never seen). */
  unseen: z.number().int(),
});
export type TSosSeen = z.infer<typeof ZSosSeen>;
export const ZSosSeenResponse = dataResponse(ZSosSeen);
/** POST /api/notifications/seen: up to which call the admin has seen (default: the newest). */
export const ZSosSeenRequest = z.object({ seenAt: z.iso.datetime({ offset: true }).optional() }).optional();
