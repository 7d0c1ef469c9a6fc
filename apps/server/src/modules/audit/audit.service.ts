import {
  type AuditAction,
  addDays,
  auditRecordLabel,
  type HistoryKind,
  type PermissionFlag,
  pageWindow,
  startOfDay,
  type TAuditEntry,
  type TListPage,
} from '@safesathi/contract';
import type { Db } from '../../platform/db/client.js';
import { type AuditFilter, countAuditRows, findAuditEntityNames, findAuditPage } from './audit.repo.js';

export interface AuditQuery {
  page?: number;
  limit?: number;
  order?: 'asc' | 'desc';
  actor?: string;
  entity?: string;
  /** Several entities at once: an admin's history is their user record and their permissions. */
  entities?: string[];
  entityId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A day filter means that whole day in India: `from` its first instant, `to` up to the next day's. */
function instant(value: string, edge: 'from' | 'to'): Date {
  if (!DAY_RE.test(value)) return new Date(value);
  return startOfDay(edge === 'from' ? value : addDays(value, 1));
}

export async function listAudit(db: Db, q: AuditQuery): Promise<TListPage<TAuditEntry>> {
  const filter: AuditFilter = {
    actor: q.actor,
    entity: q.entity,
    entities: q.entities,
    entityId: q.entityId,
    action: q.action,
    from: q.from ? instant(q.from, 'from') : undefined,
    to: q.to ? instant(q.to, 'to') : undefined,
  };
  const { page, limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    findAuditPage(db, filter, q.order ?? 'desc', limit, offset),
    countAuditRows(db, filter),
  ]);
  return {
    data: rows.map(({ a, actorName }) => ({
      _id: String(a.id),
      actor: a.actorId ? { _id: a.actorId, name: actorName ?? '' } : null,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      label: auditRecordLabel(a.before, a.after),
      before: a.before,
      after: a.after,
      createdAt: a.createdAt.toISOString(),
    })),
    total,
    page,
    limit,
  };
}

/** The entity names present in the log, for the screen's filter. */
export async function listAuditEntities(db: Db): Promise<string[]> {
  return findAuditEntityNames(db);
}

/** What each History tab reads from the log, and the flag that lets an admin see that record. */
export const HISTORY_OF: Record<HistoryKind, { entities: string[]; flag: PermissionFlag }> = {
  customer: { entities: ['user', 'emergencyContacts'], flag: 'viewCustomer' },
  admin: { entities: ['user', 'permission'], flag: 'viewAdmin' },
  order: { entities: ['order'], flag: 'viewOrder' },
  product: { entities: ['product'], flag: 'viewProduct' },
  tag: { entities: ['qrTag'], flag: 'viewTemplete' },
};
