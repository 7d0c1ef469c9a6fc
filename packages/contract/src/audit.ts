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
  entityId: z.string().trim().max(60).optional(),
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
  /** The record in words (its name, title, question, order number, tag code); null when it has none. */
  label: z.string().nullable(),
  /** The record before and after, as the log keeps it (any JSON). */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListResponse = listResponse(ZAuditEntry);
/** GET /api/audit/entities: the entity names in the log, for the filter. */
export const ZAuditEntitiesResponse = dataResponse(z.array(z.string()));

/** Record pages with a History tab, and what each shows. */
export const HISTORY_KINDS = ['customer', 'admin', 'order', 'product', 'tag'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export const ZHistoryParams = z.object({
  kind: z.enum(HISTORY_KINDS, { error: `kind is one of ${HISTORY_KINDS.join(', ')}` }),
  id: z.string().trim().min(1).max(60),
});

const LABEL_FIELDS = [
  'name',
  'title',
  'question',
  'reasonText',
  'orderNumber',
  'ordernumber',
  'code',
  'registrationNumber',
  'discountName',
  'addressName',
] as const;

/** How an audited record is named: the first of its naming fields, after the change (or before a delete). */
export function auditRecordLabel(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (!side || typeof side !== 'object' || Array.isArray(side)) continue;
    const row = side as Record<string, unknown>;
    for (const f of LABEL_FIELDS) {
      const v = row[f];
      if (typeof v === 'string' && v.trim()) return v;
      if (typeof v === 'number') return String(v);
    }
  }
  return null;
}
