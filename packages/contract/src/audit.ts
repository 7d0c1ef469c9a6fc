import { z } from 'zod';
import { sortField, ZListQuery } from './lists.js';
import { dataResponse, listResponse } from './responses.js';

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

export const ZAuditEntry = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string(),
  /** The record before and after, as the log keeps it (any JSON). */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListResponse = listResponse(ZAuditEntry);
export type TAuditListResponse = z.infer<typeof ZAuditListResponse>;
/** GET /api/audit/entities: the entity names in the log, for the filter. */
export const ZAuditEntitiesResponse = dataResponse(z.array(z.string()));
export type TAuditEntitiesResponse = z.infer<typeof ZAuditEntitiesResponse>;
