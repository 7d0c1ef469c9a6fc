import { normaliseRegistration, phoneSearchDigits, type SosStatus, type TListQuery } from '@safesathi/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { notifications, reasons, sosCallEvents, sosCalls, users } from '../../platform/db/schema.js';

export type SosCallRow = typeof sosCalls.$inferSelect;
/** The columns a service may set on a call (undefined leaves a column as it is). */
export type SosCallPatch = Partial<typeof sosCalls.$inferInsert>;

export interface SosFilters extends TListQuery {
  status?: SosStatus;
  /** 'failed': only calls with a text that could not be delivered. */
  delivery?: 'failed';
  search?: string;
  ownerId?: string;
  ids?: string[];
}

function sosWhere(f: SosFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.ids) where.push(inArray(sosCalls.id, f.ids));
  if (f.status) where.push(eq(sosCalls.status, f.status));
  if (f.ownerId) where.push(eq(sosCalls.ownerId, f.ownerId));
  if (f.delivery === 'failed')
    where.push(
      sql`exists (select 1 from notifications n where n.id = any(${sosCalls.notificationIds}) and n.status = 'failed')`,
    );
  if (f.search?.trim()) {
    const term = containsPattern(f.search.trim());
    const digits = phoneSearchDigits(f.search);
    where.push(
      or(
        ilike(sosCalls.vehicleNumber, `%${normaliseRegistration(f.search)}%`),
        ilike(sosCalls.creatorName, term),
        digits ? ilike(sosCalls.creatorNumber, containsPattern(digits)) : undefined,
        ilike(users.name, term),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** A page of SOS calls, newest first, with their owners' names and phones. */
export async function findSosCallPage(db: DbOrTx, f: SosFilters, limit: number, offset: number) {
  return db
    .select({ call: sosCalls, ownerName: users.name, ownerPhone: users.phone, tr: reasons.translations })
    .from(sosCalls)
    .leftJoin(users, eq(users.id, sosCalls.ownerId))
    .leftJoin(reasons, eq(reasons.id, sosCalls.reasonId))
    .where(sosWhere(f))
    .orderBy(desc(sosCalls.createdAt))
    .limit(limit)
    .offset(offset);
}

/** Texts by id, oldest first. */
export async function findNotificationsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(asc(notifications.createdAt));
}

/** The timeline lines of these calls, oldest first. */
export async function findEventsOfCalls(db: DbOrTx, callIds: string[]) {
  return db
    .select()
    .from(sosCallEvents)
    .where(inArray(sosCallEvents.callId, callIds))
    .orderBy(asc(sosCallEvents.createdAt));
}

export async function countMatchingSosCalls(db: DbOrTx, f: SosFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sosCalls)
    .leftJoin(users, eq(users.id, sosCalls.ownerId))
    .where(sosWhere(f));
  return row?.n ?? 0;
}

export async function findSosCall(db: DbOrTx, id: string): Promise<SosCallRow | undefined> {
  const [call] = await db.select().from(sosCalls).where(eq(sosCalls.id, id));
  return call;
}

export async function sosCallExists(db: DbOrTx, id: string): Promise<boolean> {
  const [call] = await db.select({ id: sosCalls.id }).from(sosCalls).where(eq(sosCalls.id, id));
  return !!call;
}

/**
 * Queues a call's failed texts (SMS and WhatsApp) again, due now and retried until `giveUpAt`;
 * answers which. A failed push is not sent again: its device is gone or would not take it, and the
 * recipient's text already followed it (docs/decisions/0067-channel-ladder.md).
 */
export async function requeueFailedTexts(db: DbOrTx, callId: string, now: Date, giveUpAt: Date) {
  return db
    .update(notifications)
    .set({ status: 'queued', nextAttemptAt: now, giveUpAt, lockedUntil: null, updatedAt: now })
    .where(
      and(
        sql`${notifications.id} = any(select unnest(notification_ids) from sos_calls where id = ${callId})`,
        eq(notifications.status, 'failed'),
        inArray(notifications.channel, ['sms', 'whatsapp']),
      ),
    )
    .returning({ id: notifications.id, recipientName: notifications.recipientName });
}

/** Sets the patch's columns on a call; answers the row as it now is. */
export async function updateSosCallRow(db: DbOrTx, id: string, patch: SosCallPatch): Promise<SosCallRow> {
  const [after] = await db.update(sosCalls).set(patch).where(eq(sosCalls.id, id)).returning();
  return after!;
}
