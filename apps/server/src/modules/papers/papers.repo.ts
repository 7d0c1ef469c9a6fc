import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  notifications,
  paperReminders,
  paperShares,
  paperShareViews,
  papers,
  users,
  userVehicles,
} from '../../platform/db/schema.js';

export type PaperRow = typeof papers.$inferSelect & { registrationNumber: string | null };
export type NewPaper = typeof papers.$inferInsert;

const paperColumns = {
  id: papers.id,
  userId: papers.userId,
  vehicleId: papers.vehicleId,
  kind: papers.kind,
  number: papers.number,
  issuer: papers.issuer,
  validFrom: papers.validFrom,
  validUntil: papers.validUntil,
  insurer: papers.insurer,
  helpline: papers.helpline,
  fileName: papers.fileName,
  fileType: papers.fileType,
  fileSize: papers.fileSize,
  fileKeyId: papers.fileKeyId,
  renewedBy: papers.renewedBy,
  createdAt: papers.createdAt,
  updatedAt: papers.updatedAt,
  registrationNumber: userVehicles.registrationNumber,
};

const selectPapers = (db: DbOrTx) =>
  db.select(paperColumns).from(papers).leftJoin(userVehicles, eq(userVehicles.id, papers.vehicleId));

export async function findPaper(db: DbOrTx, id: string): Promise<PaperRow | null> {
  const [row] = await selectPapers(db).where(eq(papers.id, id));
  return row ?? null;
}

/** A user's papers: the soonest to expire first, those with no end date last. */
export async function findPapersOf(db: DbOrTx, userId: string): Promise<PaperRow[]> {
  return selectPapers(db).where(eq(papers.userId, userId)).orderBy(asc(papers.validUntil), desc(papers.createdAt));
}

export async function insertPaper(tx: DbOrTx, values: NewPaper): Promise<string> {
  const [row] = await tx.insert(papers).values(values).returning({ id: papers.id });
  return row!.id;
}

export async function updatePaperRow(tx: DbOrTx, id: string, values: Partial<NewPaper>): Promise<void> {
  await tx.update(papers).set(values).where(eq(papers.id, id));
}

export async function deletePaperRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(papers).where(eq(papers.id, id));
}

/**
 * Deletes up to `limit` papers of accounts deleted before `before` (past the time they could be
 * restored in), with their shares and reminders; answers the stored files' names to remove.
 */
export async function deletePapersOfAccountsGone(db: DbOrTx, before: Date, limit: number): Promise<(string | null)[]> {
  const gone = await db
    .select({ id: papers.id })
    .from(papers)
    .innerJoin(users, eq(users.id, papers.userId))
    .where(and(isNotNull(users.deletedAt), lte(users.deletedAt, before)))
    .limit(limit);
  if (gone.length === 0) return [];
  const rows = await db
    .delete(papers)
    .where(
      inArray(
        papers.id,
        gone.map((g) => g.id),
      ),
    )
    .returning({ fileName: papers.fileName });
  return rows.map((r) => r.fileName);
}

// ─── Share links ─────────────────────────────────────────────────────────────

export type ShareRow = typeof paperShares.$inferSelect;

export async function insertShare(tx: DbOrTx, values: typeof paperShares.$inferInsert): Promise<ShareRow> {
  const [row] = await tx.insert(paperShares).values(values).returning();
  return row!;
}

export async function findShareByHash(db: DbOrTx, tokenHash: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(paperShares).where(eq(paperShares.tokenHash, tokenHash));
  return row ?? null;
}

export async function findShare(db: DbOrTx, paperId: string, shareId: string): Promise<ShareRow | null> {
  const [row] = await db
    .select()
    .from(paperShares)
    .where(and(eq(paperShares.id, shareId), eq(paperShares.paperId, paperId)));
  return row ?? null;
}

export async function findSharesOf(db: DbOrTx, paperId: string): Promise<ShareRow[]> {
  return db.select().from(paperShares).where(eq(paperShares.paperId, paperId)).orderBy(desc(paperShares.createdAt));
}

export async function findShareViews(db: DbOrTx, shareIds: string[]): Promise<{ shareId: string; createdAt: Date }[]> {
  if (shareIds.length === 0) return [];
  return db
    .select({ shareId: paperShareViews.shareId, createdAt: paperShareViews.createdAt })
    .from(paperShareViews)
    .where(inArray(paperShareViews.shareId, shareIds))
    .orderBy(desc(paperShareViews.createdAt));
}

export async function revokeShareRow(tx: DbOrTx, shareId: string, now: Date): Promise<void> {
  await tx
    .update(paperShares)
    .set({ revokedAt: now })
    .where(and(eq(paperShares.id, shareId), isNull(paperShares.revokedAt)));
}

export async function insertShareView(tx: DbOrTx, shareId: string, ipHash: string | null, now: Date): Promise<void> {
  await tx.insert(paperShareViews).values({ shareId, ipHash, createdAt: now });
}

/**
 * Deletes up to `limit` views of shares that ended (were revoked, or expired) before `before`;
 * answers how many. The share itself stays: its owner still sees the link was made.
 */
export async function deleteViewsOfSharesEnded(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const ended = db
    .select({ id: paperShareViews.id })
    .from(paperShareViews)
    .innerJoin(paperShares, eq(paperShares.id, paperShareViews.shareId))
    // least() skips a null: a share never revoked ended when it expired.
    .where(sql`least(${paperShares.revokedAt}, ${paperShares.expiresAt}) <= ${before.toISOString()}`)
    .limit(limit);
  const rows = await db
    .delete(paperShareViews)
    .where(inArray(paperShareViews.id, ended))
    .returning({ id: paperShareViews.id });
  return rows.length;
}

// ─── Reminders ───────────────────────────────────────────────────────────────

export interface ReminderCandidate {
  paperId: string;
  kind: PaperRow['kind'];
  validUntil: string;
  registrationNumber: string | null;
  name: string;
  phone: string;
  countryCode: string;
  language: string;
  userId: string;
  /** The owner has a device that takes pushes (the reminder is pushed to it as well as texted). */
  pushable: boolean;
}

/** Papers in use (not renewed, owner live) whose validity ends between the two days. */
export async function findExpiringPapers(db: DbOrTx, from: string, to: string): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({
      paperId: papers.id,
      kind: papers.kind,
      validUntil: papers.validUntil,
      registrationNumber: userVehicles.registrationNumber,
      name: users.name,
      phone: users.phone,
      countryCode: users.countryCode,
      language: users.language,
      userId: users.id,
      pushable: sql<boolean>`exists (select 1 from push_subscriptions s where s.user_id = ${users.id})`,
    })
    .from(papers)
    .innerJoin(users, eq(users.id, papers.userId))
    .leftJoin(userVehicles, eq(userVehicles.id, papers.vehicleId))
    .where(
      and(
        isNull(papers.renewedBy),
        isNull(users.deletedAt),
        isNull(userVehicles.deletedAt),
        isNotNull(papers.validUntil),
        gte(papers.validUntil, from),
        lte(papers.validUntil, to),
      ),
    )
    .orderBy(asc(papers.validUntil));
  return rows as ReminderCandidate[];
}

/** Claims one step of one paper's series; false when it was claimed before (by this process or another). */
export async function claimReminder(
  tx: DbOrTx,
  values: { paperId: string; validUntil: string; step: number; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .insert(paperReminders)
    .values({ paperId: values.paperId, validUntil: values.validUntil, step: values.step, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: paperReminders.id });
  return row?.id ?? null;
}

export async function insertReminderText(
  tx: DbOrTx,
  reminderId: string,
  text: typeof notifications.$inferInsert,
  push?: { userId: string },
): Promise<void> {
  const [row] = await tx.insert(notifications).values(text).returning({ id: notifications.id });
  await tx.update(paperReminders).set({ notificationId: row!.id }).where(eq(paperReminders.id, reminderId));
  // The same words to the owner's devices: a reminder is not an alert, so the text goes regardless.
  if (push) await tx.insert(notifications).values({ ...text, channel: 'push', recipientUserId: push.userId });
}
