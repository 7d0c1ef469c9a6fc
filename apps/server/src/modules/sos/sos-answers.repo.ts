import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { notifications, reasons, sosCallEvents, sosCalls } from '../../platform/db/schema.js';

export type CallRow = typeof sosCalls.$inferSelect;
export type TextRecord = typeof notifications.$inferSelect;

/** The text with this answer token, its alert and the alert's reason's translations: at most one row. */
export async function findTextByAnswerToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ n: notifications, c: sosCalls, tr: reasons.translations })
    .from(notifications)
    .innerJoin(sosCalls, eq(sosCalls.id, notifications.sosCallId))
    .leftJoin(reasons, eq(reasons.id, sosCalls.reasonId))
    .where(eq(notifications.ackToken, token))
    .limit(1);
  return row;
}

/** Locks the tag's row until the transaction ends (the lock sos_accept takes too). */
export async function lockTag(db: DbOrTx, tagId: string): Promise<void> {
  await db.execute(sql`select 1 from qr_tags where id = ${tagId} for update`);
}

/** Which alerts an answer covers: the open ones of a tag sent in (since, until], or one alert. */
export type AnswerScope = { tagId: string; since: Date; until: Date } | { callId: string };

/** Writes the answer on the alerts of the scope and on `callId` itself; answers their ids and texts. */
export async function recordAnswer(
  db: DbOrTx,
  scope: AnswerScope,
  callId: string,
  answer: Pick<CallRow, 'ackKind' | 'ackEtaMinutes' | 'ackReply' | 'ackedAt' | 'ackedByRole' | 'ackedByName'>,
) {
  const where =
    'tagId' in scope
      ? and(
          eq(sosCalls.tagId, scope.tagId),
          eq(sosCalls.status, 'open'),
          gt(sosCalls.createdAt, scope.since),
          lte(sosCalls.createdAt, scope.until),
        )
      : eq(sosCalls.id, scope.callId);
  return db
    .update(sosCalls)
    .set(answer)
    .where(sql`${where} or ${sosCalls.id} = ${callId}`)
    .returning({ id: sosCalls.id, notificationIds: sosCalls.notificationIds });
}

/** Of these texts, cancels those the ladder still holds (queued, never tried). */
export async function cancelHeldTexts(db: DbOrTx, ids: string[], now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        inArray(notifications.id, ids),
        eq(notifications.held, true),
        eq(notifications.status, 'queued'),
        eq(notifications.attempts, 0),
      ),
    );
}

export async function insertCallEvents(db: DbOrTx, events: (typeof sosCallEvents.$inferInsert)[]): Promise<void> {
  await db.insert(sosCallEvents).values(events);
}

/** Alerts by id, each with its reason's translations. */
export async function findCallsWithTranslations(db: DbOrTx, callIds: string[]) {
  return db
    .select({ c: sosCalls, tr: reasons.translations })
    .from(sosCalls)
    .leftJoin(reasons, eq(reasons.id, sosCalls.reasonId))
    .where(inArray(sosCalls.id, callIds));
}

/** The delivery state of texts by id. */
export async function findTextStates(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: notifications.id,
      recipientRole: notifications.recipientRole,
      status: notifications.status,
      held: notifications.held,
      attempts: notifications.attempts,
      sentAt: notifications.sentAt,
      nextAttemptAt: notifications.nextAttemptAt,
    })
    .from(notifications)
    .where(inArray(notifications.id, ids));
}
