import {
  type AuditAction,
  addDays,
  auditRecordLabel,
  type HistoryKind,
  type PermissionFlag,
  pageWindow,
  startOfDay,
  type TAuditEntry,
  type TListResponse,
} from '@safesathi/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { auditLog, users } from '../../platform/db/schema.js';

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

export async function listAudit(db: Db, q: AuditQuery): Promise<TListResponse<TAuditEntry>> {
  const cond: SQL[] = [];
  if (q.actor) cond.push(eq(auditLog.actorId, q.actor));
  if (q.entity) cond.push(eq(auditLog.entity, q.entity));
  if (q.entities) cond.push(inArray(auditLog.entity, q.entities));
  if (q.entityId) cond.push(eq(auditLog.entityId, q.entityId));
  if (q.action) cond.push(eq(auditLog.action, q.action));
  if (q.from) cond.push(gte(auditLog.createdAt, instant(q.from, 'from')));
  if (q.to) cond.push(lt(auditLog.createdAt, instant(q.to, 'to')));
  const where = cond.length ? and(...cond) : undefined;
  const { page, limit, offset } = pageWindow(q);
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ a: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(dir(auditLog.createdAt), dir(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    status: 'Success',
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
    total: totalRow?.n ?? 0,
    page,
    limit,
  };
}

/** The entity names present in the log, for the screen's filter. */
export async function listAuditEntities(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity));
  return rows.map((r) => r.entity);
}

/** What each History tab reads from the log, and the flag that lets an admin see that record. */
export const HISTORY_OF: Record<HistoryKind, { entities: string[]; flag: PermissionFlag }> = {
  customer: { entities: ['user', 'emergencyContacts'], flag: 'viewCustomer' },
  admin: { entities: ['user', 'permission'], flag: 'viewAdmin' },
  order: { entities: ['order'], flag: 'viewOrder' },
  product: { entities: ['product'], flag: 'viewProduct' },
  tag: { entities: ['qrTag'], flag: 'viewTemplete' },
};
