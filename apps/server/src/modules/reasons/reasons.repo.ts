import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { reasons } from '../../platform/db/schema.js';
import { nextPosition, type ReorderOptions } from '../../platform/reorder.js';

export type ReasonRow = typeof reasons.$inferSelect;
type ReasonValues = typeof reasons.$inferInsert;

export const REASON_ORDER: ReorderOptions = {
  table: reasons,
  idColumn: reasons.id,
  positionColumn: reasons.position,
  entity: 'reason',
  many: 'reasons',
};

export async function findReasons(db: DbOrTx, opts: { activeOnly: boolean }): Promise<ReasonRow[]> {
  const q = db.select().from(reasons);
  return (opts.activeOnly ? q.where(eq(reasons.status, 'active')) : q).orderBy(
    asc(reasons.position),
    asc(reasons.createdAt),
  );
}

export async function findReasonById(db: DbOrTx, id: string): Promise<ReasonRow | undefined> {
  const [row] = await db.select().from(reasons).where(eq(reasons.id, id));
  return row;
}

/** The position a new reason takes: after the last. */
export const nextReasonPosition = (db: DbOrTx) => nextPosition(db, reasons, reasons.position);

export async function insertReason(db: DbOrTx, values: ReasonValues): Promise<ReasonRow> {
  const [row] = await db.insert(reasons).values(values).returning();
  return row!;
}

export async function updateReasonRow(
  db: DbOrTx,
  id: string,
  set: Partial<ReasonValues>,
): Promise<ReasonRow | undefined> {
  const [row] = await db.update(reasons).set(set).where(eq(reasons.id, id)).returning();
  return row;
}

/** Deletes a reason; answers the row it was, or undefined when there was none. */
export async function deleteReasonRow(db: DbOrTx, id: string): Promise<ReasonRow | undefined> {
  const [row] = await db.delete(reasons).where(eq(reasons.id, id)).returning();
  return row;
}
