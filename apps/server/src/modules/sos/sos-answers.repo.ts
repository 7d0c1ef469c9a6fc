import { and, arrayContains, eq, exists, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  emergencyContacts,
  notifications,
  qrTags,
  reasons,
  sosCallEvents,
  sosCalls,
  users,
  userVehicles,
} from '../../platform/db/schema.js';

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

/**
 * Whether the people an alert was about still hold it: its owner's account is live, the vehicle
 * is still theirs (not removed), its tag (if it had one) is still on that vehicle, and the
 * recipient, when given, is still that owner's number or one of their emergency contacts. A tag
 * moved, a vehicle removed or handed over, an account deleted or a contact removed each make
 * this false (docs/decisions/0040-answer-links-belong-to-a-recipient.md).
 */
export async function stillHoldsAlert(
  db: DbOrTx,
  a: {
    tagId: string | null;
    vehicleId: string | null;
    ownerId: string | null;
    recipient?: { role: 'owner' | 'contact'; countryCode: string; phone: string };
  },
): Promise<boolean> {
  if (!a.vehicleId || !a.ownerId) return false;
  const r = a.recipient;
  const conditions: SQL[] = [eq(users.id, a.ownerId), isNull(users.deletedAt)];
  if (a.tagId)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(qrTags)
          .where(and(eq(qrTags.id, a.tagId), eq(qrTags.vehicleId, userVehicles.id))),
      ),
    );
  if (r?.role === 'owner') conditions.push(eq(users.countryCode, r.countryCode), eq(users.phone, r.phone));
  if (r?.role === 'contact')
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(emergencyContacts)
          .where(
            and(
              eq(emergencyContacts.userId, users.id),
              eq(emergencyContacts.countryCode, r.countryCode),
              eq(emergencyContacts.phone, r.phone),
            ),
          ),
      ),
    );
  const [row] = await db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(
      userVehicles,
      and(eq(userVehicles.id, a.vehicleId), eq(userVehicles.userId, users.id), isNull(userVehicles.deletedAt)),
    )
    .where(and(...conditions))
    .limit(1);
  return !!row;
}

/**
 * Which alerts an answer covers: `callId` itself, and the open alerts about the same tag, vehicle
 * and owner that the recipient's text speaks for (`textId` among their texts) or that were texted
 * to the same recipient about that tag (`coalesceKey`) in (since, until]. Never another owner's.
 */
export interface AnswerScope {
  callId: string;
  tagId: string | null;
  vehicleId: string | null;
  ownerId: string | null;
  textId: string | null;
  coalesceKey: string | null;
  since: Date;
  until: Date;
}

function scopeWhere(s: AnswerScope): SQL {
  const same = [s.tagId, s.vehicleId, s.ownerId].every(Boolean)
    ? and(eq(sosCalls.tagId, s.tagId!), eq(sosCalls.vehicleId, s.vehicleId!), eq(sosCalls.ownerId, s.ownerId!))
    : undefined;
  const spokenFor: SQL[] = [];
  if (s.textId) spokenFor.push(arrayContains(sosCalls.notificationIds, [s.textId]));
  if (s.coalesceKey)
    spokenFor.push(
      and(
        gt(sosCalls.createdAt, s.since),
        lte(sosCalls.createdAt, s.until),
        sql`exists (select 1 from ${notifications} n where n.id = any(${sosCalls.notificationIds}) and n.coalesce_key = ${s.coalesceKey})`,
      )!,
    );
  if (!same || spokenFor.length === 0) return eq(sosCalls.id, s.callId);
  return or(eq(sosCalls.id, s.callId), and(same, eq(sosCalls.status, 'open'), or(...spokenFor)))!;
}

/** Writes the answer on the alerts of the scope; answers their ids and texts. */
export async function recordAnswer(
  db: DbOrTx,
  scope: AnswerScope,
  answer: Pick<CallRow, 'ackKind' | 'ackEtaMinutes' | 'ackReply' | 'ackedAt' | 'ackedByRole' | 'ackedByName'>,
) {
  return db
    .update(sosCalls)
    .set(answer)
    .where(scopeWhere(scope))
    .returning({ id: sosCalls.id, notificationIds: sosCalls.notificationIds });
}

/** An owner's alert by id, with the owner's own text about it (for the scope of an answer from their account). */
export async function findOwnAlert(db: DbOrTx, callId: string, ownerId: string) {
  const [call] = await db
    .select()
    .from(sosCalls)
    .where(and(eq(sosCalls.id, callId), eq(sosCalls.ownerId, ownerId)))
    .limit(1);
  if (!call) return undefined;
  const [text] = call.notificationIds.length
    ? await db
        .select({ id: notifications.id, coalesceKey: notifications.coalesceKey, name: notifications.recipientName })
        .from(notifications)
        .where(and(inArray(notifications.id, call.notificationIds), eq(notifications.recipientRole, 'owner')))
        .limit(1)
    : [];
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId)).limit(1);
  return { call, text: text ?? null, ownerName: owner?.name ?? null };
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
      channel: notifications.channel,
      recipientRole: notifications.recipientRole,
      status: notifications.status,
      held: notifications.held,
      attempts: notifications.attempts,
      sentAt: notifications.sentAt,
      nextAttemptAt: notifications.nextAttemptAt,
      delivery: notifications.delivery,
      deliveredAt: notifications.deliveredAt,
    })
    .from(notifications)
    .where(inArray(notifications.id, ids));
}
