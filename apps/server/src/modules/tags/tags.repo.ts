import type { TagStatus } from '@safesathi/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { qrTagBatches, qrTags, users, userVehicles } from '../../platform/db/schema.js';

export type TagRecord = typeof qrTags.$inferSelect;
/** The columns a service may set on a tag (undefined leaves a column as it is). */
export type TagPatch = Partial<typeof qrTags.$inferInsert>;
export type BatchRecord = typeof qrTagBatches.$inferSelect;

const tagSelect = {
  tag: qrTags,
  vehicleId: userVehicles.id,
  registrationNumber: userVehicles.registrationNumber,
  ownerId: users.id,
  ownerName: users.name,
  ownerPhone: users.phone,
};

/** A tag with its vehicle and owner, when it has them. */
export type TagRow = {
  tag: TagRecord;
  vehicleId: string | null;
  registrationNumber: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerPhone: string | null;
};

const withOwner = (db: DbOrTx) =>
  db
    .select(tagSelect)
    .from(qrTags)
    .leftJoin(userVehicles, eq(userVehicles.id, qrTags.vehicleId))
    .leftJoin(users, eq(users.id, userVehicles.userId));

export async function insertBatch(db: DbOrTx, values: typeof qrTagBatches.$inferInsert): Promise<BatchRecord> {
  const [batch] = await db.insert(qrTagBatches).values(values).returning();
  return batch!;
}

/** Inserts tags with these codes in a batch; a code that already exists is skipped. Answers the codes inserted. */
export async function insertTagCodes(db: DbOrTx, batchId: string, codes: string[], now: Date): Promise<string[]> {
  const inserted = await db
    .insert(qrTags)
    .values(codes.map((code) => ({ code, batchId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: qrTags.code })
    .returning({ code: qrTags.code });
  return inserted.map((r) => r.code);
}

export async function findBatchTagRows(db: DbOrTx, batchId: string): Promise<TagRow[]> {
  return withOwner(db).where(eq(qrTags.batchId, batchId)).orderBy(asc(qrTags.code));
}

/** The newest batches (200). */
export async function findRecentBatches(db: DbOrTx): Promise<BatchRecord[]> {
  return db.select().from(qrTagBatches).orderBy(desc(qrTagBatches.createdAt)).limit(200);
}

export interface TagPageFilters {
  status?: TagStatus;
  /** A fragment of the code or of the registration number (no spaces or dashes). */
  search?: string;
  batchId?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A page of tags with their vehicles and owners, and the number of tags the filters match. */
export async function findTagPage(db: DbOrTx, f: TagPageFilters): Promise<{ rows: TagRow[]; total: number }> {
  const where: SQL[] = [];
  if (f.status) where.push(eq(qrTags.status, f.status));
  if (f.batchId) where.push(eq(qrTags.batchId, f.batchId));
  if (f.search !== undefined) {
    const term = containsPattern(f.search);
    where.push(or(ilike(qrTags.code, term), ilike(userVehicles.registrationNumber, term))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const sortCol = f.sort === 'code' ? qrTags.code : f.sort === 'status' ? qrTags.status : qrTags.createdAt;
  const dir = f.order === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    withOwner(db).where(cond).orderBy(dir(sortCol), asc(qrTags.code)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(qrTags).leftJoin(userVehicles, eq(userVehicles.id, qrTags.vehicleId)).where(cond),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findTagByCode(db: DbOrTx, code: string): Promise<TagRecord | undefined> {
  const [tag] = await db.select().from(qrTags).where(eq(qrTags.code, code));
  return tag;
}

/** A vehicle whose owner's account is live. */
export async function findLiveVehicle(db: DbOrTx, vehicleId: string) {
  const [v] = await db
    .select({ id: userVehicles.id, userId: userVehicles.userId })
    .from(userVehicles)
    .innerJoin(users, eq(users.id, userVehicles.userId))
    .where(and(eq(userVehicles.id, vehicleId), isNull(users.deletedAt)));
  return v;
}

export async function updateTagRow(db: DbOrTx, id: string, patch: TagPatch): Promise<void> {
  await db.update(qrTags).set(patch).where(eq(qrTags.id, id));
}

/**
 * Links an unassigned tag to a vehicle and activates it. Guards against two activations racing:
 * only an unassigned row flips. Answers false when it did not.
 */
export async function activateUnassignedTag(db: DbOrTx, id: string, vehicleId: string, now: Date): Promise<boolean> {
  const done = await db
    .update(qrTags)
    .set({ status: 'active', vehicleId, activatedAt: now, updatedAt: now })
    .where(and(eq(qrTags.id, id), eq(qrTags.status, 'unassigned')))
    .returning({ id: qrTags.id });
  return done.length > 0;
}

export async function findTagRow(db: DbOrTx, id: string): Promise<TagRow | undefined> {
  const [row] = await withOwner(db).where(eq(qrTags.id, id));
  return row;
}

/** The tag with its vehicle and owner, its row locked for update until the transaction ends. */
export async function findTagRowByCodeForUpdate(db: DbOrTx, code: string): Promise<TagRow | undefined> {
  const [row] = await withOwner(db).where(eq(qrTags.code, code)).for('update', { of: qrTags });
  return row;
}

/** The tags on a user's vehicles, the latest activated first. */
export async function findTagRowsOfUser(db: DbOrTx, userId: string): Promise<TagRow[]> {
  return withOwner(db).where(eq(userVehicles.userId, userId)).orderBy(desc(qrTags.activatedAt));
}

export async function findBatch(db: DbOrTx, batchId: string): Promise<BatchRecord | undefined> {
  const [batch] = await db.select().from(qrTagBatches).where(eq(qrTagBatches.id, batchId));
  return batch;
}

/** The codes of a batch's tags, in order. */
export async function findBatchCodes(db: DbOrTx, batchId: string): Promise<string[]> {
  const tags = await db
    .select({ code: qrTags.code })
    .from(qrTags)
    .where(eq(qrTags.batchId, batchId))
    .orderBy(asc(qrTags.code));
  return tags.map((t) => t.code);
}
