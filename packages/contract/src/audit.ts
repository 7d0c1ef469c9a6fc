import { z } from 'zod';
import { sortField, ZListQuery } from './lists.js';

/** A day (YYYY-MM-DD, read in Asia/Kolkata) or a full ISO timestamp. */
const ZDayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date such as 2026-01-31',
});

export const ZAuditQuery = ZListQuery.extend({
  sort: sortField(['createdAt']),
  actor: z.uuid('Not a valid admin id').optional(),
  entity: z.string().trim().max(40).optional(),
  action: z.enum(['create', 'update', 'delete']).optional(),
  from: ZDayOrInstant.optional(),
  to: ZDayOrInstant.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export interface TAuditEntry {
  _id: string;
  actor: { _id: string; name: string } | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}
