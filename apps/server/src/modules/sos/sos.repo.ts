/**
 * The queries of accepting an alert (sos.service.ts). The lookups return their query unawaited,
 * and acceptSos the prepared call's promise, so that moving them here adds no work per request
 * on the hot path: the service awaits them exactly as it awaited the inline queries.
 */
import type { Lang } from '@safesathi/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, runPrepared } from '../../platform/db/client.js';
import { qrTags, reasons, sosCallEvents, sosCalls, users, userVehicles } from '../../platform/db/schema.js';

/** An emergency contact as the lookup reads it; language: of the account with their number, if any. */
export interface LookupContact {
  name: string;
  countryCode: string;
  phone: string;
  language: Lang | null;
}

/**
 * The tag behind a code with its vehicle and owner (null where it has none, or the owner's
 * account is closed) and the owner's contacts in order: at most one row, in one round trip.
 */
export function findTagForLookup(db: DbOrTx, code: string) {
  return db
    .select({
      tagId: qrTags.id,
      status: qrTags.status,
      vehicleId: userVehicles.id,
      registrationNumber: userVehicles.registrationNumber,
      ownerId: users.id,
      ownerName: users.name,
      ownerCountryCode: users.countryCode,
      ownerPhone: users.phone,
      showDetails: users.showDetails,
      ownerLanguage: users.language,
      // A contact's language is their own account's, when their number has one (users_phone_live_uq).
      contacts: sql<LookupContact[]>`(
        select coalesce(json_agg(json_build_object('name', c.name, 'countryCode', c.country_code, 'phone', c.phone,
          'language', (select a.language from users a
            where a.country_code = c.country_code and a.phone = c.phone and a.deleted_at is null limit 1))
          order by c.position), '[]'::json)
        from emergency_contacts c where c.user_id = ${users.id})`,
    })
    .from(qrTags)
    .leftJoin(userVehicles, eq(userVehicles.id, qrTags.vehicleId))
    .leftJoin(users, and(eq(users.id, userVehicles.userId), isNull(users.deletedAt)))
    .where(eq(qrTags.code, code))
    .limit(1);
}

/** The code of an active tag on the owner's vehicle with this (normalised) registration number: at most one row. */
export function findActiveTagCode(db: DbOrTx, ownerId: string, registrationNumber: string) {
  return db
    .select({ code: qrTags.code })
    .from(qrTags)
    .innerJoin(userVehicles, eq(userVehicles.id, qrTags.vehicleId))
    .where(
      and(
        eq(userVehicles.userId, ownerId),
        eq(userVehicles.registrationNumber, registrationNumber),
        eq(qrTags.status, 'active'),
      ),
    )
    .limit(1);
}

/** The reason with this id if it is active: at most one row. */
export function findActiveReason(db: DbOrTx, id: string) {
  return db
    .select()
    .from(reasons)
    .where(and(eq(reasons.id, id), eq(reasons.status, 'active')));
}

/** Accepting an alert: one call of the database function (migration 0005), prepared once per connection. */
const SOS_ACCEPT = `select call_id, retry_after from sos_accept($1::timestamptz, $2::text, $3::integer, $4::integer,
  $5::uuid, $6::uuid, $7::uuid, $8::uuid, $9::text, $10::text, $11::text, $12::text,
  $13::double precision, $14::double precision, $15::text, $16::integer, $17::integer, $18::jsonb,
  $19::text, $20::text, $21::text)`;

/** The parameters of sos_accept, in its order (apps/server/drizzle/0007_sos_loop.sql defines it). */
export type SosAcceptParams = [
  now: string,
  ipLimitKey: string | null,
  perIp: number,
  ipWindowSeconds: number,
  tagId: string,
  vehicleId: string,
  ownerId: string,
  reasonId: string,
  reasonText: string,
  registrationNumber: string,
  creatorName: string,
  creatorNumber: string,
  latitude: number | null,
  longitude: number | null,
  ipHash: string | null,
  notifyWindowSeconds: number,
  retrySeconds: number,
  recipientsJson: string,
  landmark: string | null,
  lang: string | null,
  severity: string,
];

/**
 * Stores an alert and its texts, or refuses it past the per-address limit: the new call's id, or
 * null with the seconds to wait. Not async: the caller awaits the prepared call's own promise.
 */
export function acceptSos(db: Db, params: SosAcceptParams) {
  return runPrepared<{ call_id: string | null; retry_after: number | null }>(db, 'sos_accept', SOS_ACCEPT, params);
}

/** An alert with what a masked call needs of its bystander and owner (masked-call.service.ts). */
export async function findCallParties(db: DbOrTx, callId: string) {
  const [row] = await db
    .select({
      status: sosCalls.status,
      createdAt: sosCalls.createdAt,
      creatorName: sosCalls.creatorName,
      creatorNumber: sosCalls.creatorNumber,
      allow: users.allowMaskedCalls,
      ownerCountryCode: users.countryCode,
      ownerPhone: users.phone,
    })
    .from(sosCalls)
    // A deleted owner takes no calls: their number is no longer theirs to offer.
    .leftJoin(users, and(eq(users.id, sosCalls.ownerId), isNull(users.deletedAt)))
    .where(eq(sosCalls.id, callId))
    .limit(1);
  return row;
}

/** One line on an alert's timeline. */
export async function insertCallEvent(db: DbOrTx, event: typeof sosCallEvents.$inferInsert): Promise<void> {
  await db.insert(sosCallEvents).values(event);
}
