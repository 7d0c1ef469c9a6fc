import { z } from 'zod';

/** Most records one "Delete selected" may remove at once. */
export const MAX_BULK_DELETE = 100;

const ZDeleteIds = z
  .array(z.uuid('Not a valid id'), { error: 'Send the ids as a list' })
  .min(1, 'Select at least one record')
  .max(MAX_BULK_DELETE, `Delete at most ${MAX_BULK_DELETE} records at a time`);

/**
 * The body of the spec's DELETE: `{_id}` for one record, or `{ids}` for the "Delete selected" of a list.
 * Either way all or nothing. Only the old routes take it (compat-table.ts maps it to POST …/bulk-delete).
 */
export const ZDeleteRequest = z
  .object({
    _id: z.uuid('Not a valid id').optional(),
    ids: ZDeleteIds.optional(),
  })
  .refine((b) => b._id !== undefined || b.ids !== undefined, { message: 'Send _id or ids', path: ['_id'] });

/** POST …/bulk-delete: the records a list's "Delete selected" removes, all or nothing (one is DELETE …/{id}). */
export const ZBulkDeleteRequest = z.object({
  ids: ZDeleteIds,
});

/** The distinct ids a delete body names. */
export function idsToDelete(body: { _id?: string; ids?: string[] }): string[] {
  return [...new Set([...(body._id ? [body._id] : []), ...(body.ids ?? [])])];
}
