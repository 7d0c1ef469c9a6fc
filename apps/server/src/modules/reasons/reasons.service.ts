import type { TCreateReasonRequest, TReason, TUpdateReasonRequest } from '@safesathi/contract';
import { asc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { reasons } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';

type Row = typeof reasons.$inferSelect;

export function toReason(r: Row): TReason {
  return {
    _id: r.id,
    reasonText: r.reasonText,
    reasonTextHi: r.reasonTextHi,
    notificationText: r.notificationText,
    severity: r.severity,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findReasons(db: Db, opts: { activeOnly: boolean }): Promise<Row[]> {
  const q = db.select().from(reasons);
  return (opts.activeOnly ? q.where(eq(reasons.status, 'active')) : q).orderBy(
    asc(reasons.position),
    asc(reasons.createdAt),
  );
}

export async function createReason(db: Db, ctx: Ctx, input: TCreateReasonRequest): Promise<TReason> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reasons)
      .values({ ...input, reasonTextHi: input.reasonTextHi || null, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await writeAudit(tx, ctx, 'create', 'reason', row!.id, null, row);
    return toReason(row!);
  });
}

export async function updateReason(db: Db, ctx: Ctx, id: string, input: TUpdateReasonRequest): Promise<TReason> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reasons).where(eq(reasons.id, id));
    if (!before) throw notFound('That reason');
    const [row] = await tx
      .update(reasons)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(reasons.id, id))
      .returning();
    await writeAudit(tx, ctx, 'update', 'reason', id, before, row);
    return toReason(row!);
  });
}

export async function deleteReason(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(reasons).where(eq(reasons.id, id)).returning();
    if (!before) throw notFound('That reason');
    await writeAudit(tx, ctx, 'delete', 'reason', id, before, null);
  });
}
