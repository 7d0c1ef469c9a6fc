/** The queries of the trip alarm (alarm.service.ts, docs/decisions/0075-trip-alarm.md). */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  emergencyContacts,
  locationShares,
  sharePositions,
  sosCallEvents,
  sosCalls,
} from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/rate-limit.js';

export type AlarmRow = typeof sosCalls.$inferSelect;

/** Someone an alarm texts: a group member (with their account) or an emergency contact. */
export interface AlarmRecipientRow {
  userId: string | null;
  name: string;
  countryCode: string;
  phone: string;
  language: string | null;
}

/** The member's emergency contacts in their order, each in the language of the account with their number, if any. */
export function findContactsOf(db: DbOrTx, userId: string): Promise<AlarmRecipientRow[]> {
  return db
    .select({
      userId: sql<string | null>`null`,
      name: emergencyContacts.name,
      countryCode: emergencyContacts.countryCode,
      phone: emergencyContacts.phone,
      language: sql<
        string | null
      >`(select u.language from users u where u.country_code = ${emergencyContacts.countryCode}
        and u.phone = ${emergencyContacts.phone} and u.deleted_at is null limit 1)`,
    })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.position), asc(emergencyContacts.createdAt));
}

/** The member's alarm in the group that is open now, or the latest one. */
export async function findAlarmOf(db: DbOrTx, groupId: string, userId: string, openOnly: boolean) {
  const [row] = await db
    .select()
    .from(sosCalls)
    .where(
      and(
        eq(sosCalls.origin, 'trip'),
        eq(sosCalls.groupId, groupId),
        eq(sosCalls.ownerId, userId),
        openOnly ? eq(sosCalls.status, 'open') : undefined,
      ),
    )
    .orderBy(sql`${sosCalls.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export async function findAlarmById(db: DbOrTx, callId: string) {
  const [row] = await db
    .select()
    .from(sosCalls)
    .where(and(eq(sosCalls.id, callId), eq(sosCalls.origin, 'trip')));
  return row ?? null;
}

/** sos_accept once per key (migration 0022) with no tag, vehicle or reason: the call's id, or none. */
export async function acceptAlarm(
  tx: DbOrTx,
  once: { scope: string; key: string; fingerprint: string; ttlSeconds: number },
  a: {
    now: Date;
    ownerId: string;
    reasonText: string;
    name: string;
    phone: string;
    window: number;
    retry: number;
    recipients: string;
    lang: string;
    pushWait: number | null;
    whatsapp: boolean;
  },
) {
  const rows = rowsOf<{ call_id: string | null; replayed: boolean; mismatch: boolean }>(
    await tx.execute(sql`select call_id, replayed, mismatch from sos_accept_once(${once.scope}, ${once.key},
      ${once.fingerprint}, ${once.ttlSeconds}::integer, ${a.now.toISOString()}::timestamptz, null::text, 0, 0,
      null::uuid, null::uuid, ${a.ownerId}::uuid, null::uuid, ${a.reasonText}, '', ${a.name}, ${a.phone},
      null::double precision, null::double precision, null::text, ${a.window}::integer, ${a.retry}::integer,
      ${a.recipients}::jsonb, null::text, ${a.lang}, 'urgent', ${a.pushWait}::integer, ${a.whatsapp}::boolean)`),
  );
  return rows[0];
}

/** Marks a call just accepted as a trip alarm to this group (refused by the unique index while one is open). */
export async function markTripAlarm(tx: DbOrTx, callId: string, groupId: string): Promise<void> {
  await tx.update(sosCalls).set({ origin: 'trip', groupId }).where(eq(sosCalls.id, callId));
}

/** Closes the member's open alarm in the group ("I'm safe"); the closed row, if there was one. */
export async function closeOpenAlarm(tx: DbOrTx, groupId: string, userId: string, now: Date) {
  const [row] = await tx
    .update(sosCalls)
    .set({ status: 'resolved', resolvedBy: userId, resolvedAt: now, note: 'Closed by the member: safe' })
    .where(
      and(
        eq(sosCalls.origin, 'trip'),
        eq(sosCalls.groupId, groupId),
        eq(sosCalls.ownerId, userId),
        eq(sosCalls.status, 'open'),
      ),
    )
    .returning();
  if (row) await tx.insert(sosCallEvents).values({ callId: row.id, kind: 'closed', actor: 'member', createdAt: now });
  return row ?? null;
}

/** The latest position of the member's live share with the group, or null (not sharing, or nothing sent yet). */
export async function findSharedPosition(db: DbOrTx, groupId: string, userId: string, now: Date) {
  const [row] = await db
    .select({
      lat: sharePositions.lat,
      lng: sharePositions.lng,
      accuracy: sharePositions.accuracy,
      at: sharePositions.at,
    })
    .from(locationShares)
    .innerJoin(sharePositions, eq(sharePositions.shareId, locationShares.id))
    .where(
      and(
        eq(locationShares.groupId, groupId),
        eq(locationShares.userId, userId),
        isNull(locationShares.endedAt),
        or(isNull(locationShares.until), gt(locationShares.until, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether a trip alarm's recipient still holds it: the member's account is live and the number
 * is still one of the group's live members' or one of the member's emergency contacts.
 */
export async function stillHoldsTripAlarm(
  db: DbOrTx,
  a: { groupId: string | null; ownerId: string | null; recipient: { countryCode: string; phone: string } },
): Promise<boolean> {
  if (!a.groupId || !a.ownerId) return false;
  const { countryCode, phone } = a.recipient;
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from users o where o.id = ${a.ownerId} and o.deleted_at is null
      and exists (select 1 from group_members gm where gm.group_id = ${a.groupId} and gm.user_id = o.id)
      and (exists (select 1 from group_members m join users u on u.id = m.user_id
                   where m.group_id = ${a.groupId} and u.deleted_at is null
                     and u.country_code = ${countryCode} and u.phone = ${phone})
        or exists (select 1 from emergency_contacts c where c.user_id = o.id
                   and c.country_code = ${countryCode} and c.phone = ${phone}))`),
  );
  return rows.length > 0;
}
