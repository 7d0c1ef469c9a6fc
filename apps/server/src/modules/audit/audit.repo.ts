import type { AuditAction } from '@safesathi/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { auditLog, users } from '../../platform/db/schema.js';

/** The audit list's filters, days already turned into instants by the service. */
export interface AuditFilter {
  actor?: string;
  entity?: string;
  entities?: string[];
  entityId?: string;
  action?: AuditAction;
  from?: Date;
  to?: Date;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const cond: SQL[] = [];
  if (f.actor) cond.push(eq(auditLog.actorId, f.actor));
  if (f.entity) cond.push(eq(auditLog.entity, f.entity));
  if (f.entities) cond.push(inArray(auditLog.entity, f.entities));
  if (f.entityId) cond.push(eq(auditLog.entityId, f.entityId));
  if (f.action) cond.push(eq(auditLog.action, f.action));
  if (f.from) cond.push(gte(auditLog.createdAt, f.from));
  if (f.to) cond.push(lt(auditLog.createdAt, f.to));
  return cond.length ? and(...cond) : undefined;
}

/** One page of audit rows with the acting user's name. */
export function findAuditPage(db: DbOrTx, f: AuditFilter, order: 'asc' | 'desc', limit: number, offset: number) {
  const dir = order === 'asc' ? asc : desc;
  return db
    .select({ a: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditWhere(f))
    .orderBy(dir(auditLog.createdAt), dir(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditRows(db: DbOrTx, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(f));
  return row?.n ?? 0;
}

/** The entity names present in the log, for the screen's filter. */
export async function findAuditEntityNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity));
  return rows.map((r) => r.entity);
}
