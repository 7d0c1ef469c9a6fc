import { z } from 'zod';
import { sortField, ZListQuery } from './lists.js';

/** A day (YYYY-MM-DD, read in Asia/Kolkata) or a full ISO timestamp. */
const ZDayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Use a date such as 2026-01-31',
});

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditQuery = ZListQuery.extend({
  sort: sortField(['createdAt']),
  actor: z.uuid('Not a valid admin id').optional(),
  entity: z.string().trim().max(40).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: ZDayOrInstant.optional(),
  to: ZDayOrInstant.optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export interface TAuditEntry {
  _id: string;
  actor: { _id: string; name: string } | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}
