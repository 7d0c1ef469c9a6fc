import type { AuditAction } from '@safesathi/contract';
import type { Ctx } from './context.js';
import type { DbOrTx } from './db/client.js';
import { auditLog } from './db/schema.js';

/** Records an admin's change; call it inside the transaction that makes the change. */
export async function writeAudit(
  tx: DbOrTx,
  ctx: Ctx,
  action: AuditAction,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: ctx.user?._id ?? null,
    action,
    entity,
    entityId,
    before: before ?? null,
    after: after ?? null,
    createdAt: ctx.now,
  });
}

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Records many changes of one request (an import) in one statement; inside the transaction that makes them. */
export async function writeAudits(tx: DbOrTx, ctx: Ctx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      actorId: ctx.user?._id ?? null,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
      createdAt: ctx.now,
    })),
  );
}
