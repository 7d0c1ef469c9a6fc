/**
 * The queries of accepting an alert (sos.service.ts). The lookups return their query unawaited,
 * and acceptSos the prepared call's promise, so that moving them here adds no work per request
 * on the hot path: the service awaits them exactly as it awaited the inline queries.
 */
import type { Lang } from '@safesathi/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Batcher } from '../../platform/batcher.js';
import { type Db, type DbOrTx, isPostgresPool, runPrepared } from '../../platform/db/client.js';
import { qrTags, reasons, sosCallEvents, sosCalls, users, userVehicles } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/rate-limit.js';

/** An emergency contact as the lookup reads it; language: of the account with their number, if any. */
export interface LookupContact {
  name: string;
  countryCode: string;
  phone: string;
  language: Lang | null;
}

/** A row of sos_lookup, as PostgreSQL names its columns. */
interface LookupRow {
  tag_id: string;
  status: 'unassigned' | 'active' | 'suspended' | 'lost';
  vehicle_id: string | null;
  registration_number: string | null;
  owner_id: string | null;
  owner_name: string | null;
  owner_country_code: string | null;
  owner_phone: string | null;
  show_details: boolean | null;
  owner_language: Lang | null;
  /** node-postgres parses json; PGlite may hand it over as text. */
  contacts: LookupContact[] | string | null;
}

/**
 * The tag behind a code with its vehicle and owner (null where it has none, or the owner's
 * account is closed) and the owner's contacts in order: at most one row, in one round trip. The
 * query is the database function sos_lookup (migration 0014), planned once per connection, and the
 * call itself a named prepared statement on PostgreSQL (parsed once per connection, as sos_accept).
 */
export async function findTagForLookup(db: DbOrTx, code: string) {
  const rows = isPostgresPool(db)
    ? await lookupsOf(db as Db).add(code)
    : rowsOf<LookupRow>(await db.execute(sql`select * from sos_lookup(${code})`));
  return rows.map((row) => ({
    tagId: row.tag_id,
    status: row.status,
    vehicleId: row.vehicle_id,
    registrationNumber: row.registration_number,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    ownerCountryCode: row.owner_country_code,
    ownerPhone: row.owner_phone,
    showDetails: row.show_details,
    ownerLanguage: row.owner_language,
    contacts: (typeof row.contacts === 'string' ? JSON.parse(row.contacts) : (row.contacts ?? [])) as LookupContact[],
  }));
}

/** Each pool's lookups, batched (the Batcher's group commit, for reads: docs/decisions/0084-alerts-accepted-together.md). */
const lookups = new WeakMap<Db, Batcher<string, LookupRow[]>>();

/**
 * Lookups of a pool: one alone when a slot is free (sos_lookup, prepared); those that come while
 * both slots are busy, as a new server's first crowd of scans of codes it has not cached does, in
 * one statement (sos_lookup_many, migration *_accept_batch.sql).
 */
function lookupsOf(db: Db): Batcher<string, LookupRow[]> {
  let batcher = lookups.get(db);
  if (!batcher) {
    batcher = new Batcher<string, LookupRow[]>(
      async (codes) => {
        if (codes.length === 1)
          return [
            {
              ok: true,
              value: await runPrepared<LookupRow>(db, 'sos_lookup', 'select * from sos_lookup($1::text)', codes),
            },
          ];
        const rows = await runPrepared<LookupRow & { code: string }>(
          db,
          'sos_lookup_many',
          'select * from sos_lookup_many($1::text[])',
          [codes],
        );
        return codes.map((code) => ({ ok: true, value: rows.filter((r) => r.code === code) }));
      },
      { maxInFlight: 2, maxBatch: 100 },
    );
    lookups.set(db, batcher);
  }
  return batcher;
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
  $19::text, $20::text, $21::text, $22::integer, $23::boolean)`;

/** An alert as sos_accept takes it (defined last by the migration *_channel_ladder.sql), by name. */
export interface SosAcceptInput {
  now: string;
  /** The per-address limit's counter, or null for no limit. */
  ipLimitKey: string | null;
  perIp: number;
  ipWindowSeconds: number;
  tagId: string;
  vehicleId: string;
  ownerId: string;
  reasonId: string;
  reasonText: string;
  registrationNumber: string;
  creatorName: string;
  creatorNumber: string;
  latitude: number | null;
  longitude: number | null;
  ipHash: string | null;
  notifyWindowSeconds: number;
  retrySeconds: number;
  /** The recipients with their texts, as JSON. */
  recipientsJson: string;
  landmark: string | null;
  lang: string | null;
  severity: string;
  pushWaitSeconds: number | null;
  whatsapp: boolean;
}

/** The parameters of sos_accept, in its order. */
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
  pushWaitSeconds: number | null,
  whatsapp: boolean,
];

/** sos_accept's parameters, in its order: the one place that writes the order. */
export const acceptParams = (a: SosAcceptInput): SosAcceptParams => [
  a.now,
  a.ipLimitKey,
  a.perIp,
  a.ipWindowSeconds,
  a.tagId,
  a.vehicleId,
  a.ownerId,
  a.reasonId,
  a.reasonText,
  a.registrationNumber,
  a.creatorName,
  a.creatorNumber,
  a.latitude,
  a.longitude,
  a.ipHash,
  a.notifyWindowSeconds,
  a.retrySeconds,
  a.recipientsJson,
  a.landmark,
  a.lang,
  a.severity,
  a.pushWaitSeconds,
  a.whatsapp,
];

/**
 * Stores an alert and its texts, or refuses it past the per-address limit: the new call's id, or
 * null with the seconds to wait. Not async: the caller awaits the prepared call's own promise.
 */
export function acceptSos(db: Db, params: SosAcceptParams) {
  return runPrepared<{ call_id: string | null; retry_after: number | null }>(db, 'sos_accept', SOS_ACCEPT, params);
}

/** sos_accept behind an idempotency key (migration 0022): the scope, key, fingerprint and key's life first. */
const SOS_ACCEPT_ONCE = `select call_id, retry_after, replayed, mismatch from sos_accept_once($1::text, $2::text,
  $3::text, $4::integer, $5::timestamptz, $6::text, $7::integer, $8::integer,
  $9::uuid, $10::uuid, $11::uuid, $12::uuid, $13::text, $14::text, $15::text, $16::text,
  $17::double precision, $18::double precision, $19::text, $20::integer, $21::integer, $22::jsonb,
  $23::text, $24::text, $25::text, $26::integer, $27::boolean)`;

/**
 * acceptSos once per key (docs/decisions/0070-idempotency-keys.md), in the same one statement:
 * replayed with the first alert's id when the key was seen within `ttlSeconds`, mismatch when it
 * came then with another alert. Not async, as acceptSos.
 */
export function acceptSosOnce(
  db: Db,
  once: { scope: string; key: string; fingerprint: string; ttlSeconds: number },
  params: SosAcceptParams,
) {
  return runPrepared<{ call_id: string | null; retry_after: number | null; replayed: boolean; mismatch: boolean }>(
    db,
    'sos_accept_once',
    SOS_ACCEPT_ONCE,
    [once.scope, once.key, once.fingerprint, once.ttlSeconds, ...params],
  );
}

/** An alert as the accept takes it: behind an idempotency key or not. */
export interface AcceptItem {
  once?: { scope: string; key: string; fingerprint: string; ttlSeconds: number };
  params: SosAcceptParams;
}

/** What the accept answers of one alert (replayed and mismatch only behind a key). */
export interface AcceptRow {
  call_id: string | null;
  retry_after: number | null;
  replayed?: boolean;
  mismatch?: boolean;
}

/** One alert alone: sos_accept, or sos_accept_once behind its key. */
export function acceptOne(db: Db, item: AcceptItem): Promise<AcceptRow[]> {
  return item.once ? acceptSosOnce(db, item.once, item.params) : acceptSos(db, item.params);
}

const RECIPIENTS = 17;

/**
 * Alerts as sos_accept_batch takes them (migration *_accept_batch.sql): a JSON array of
 * {"o": the key or null, "p": sos_accept's parameters in order, "r": the recipients}. The
 * recipients, already JSON, go in as they are.
 */
export function acceptBatchJson(items: AcceptItem[]): string {
  return `[${items
    .map(({ once, params }) => {
      const o = once
        ? JSON.stringify({ scope: once.scope, key: once.key, fingerprint: once.fingerprint, ttl: once.ttlSeconds })
        : 'null';
      const p: unknown[] = [...params];
      p[RECIPIENTS] = null;
      return `{"o":${o},"p":${JSON.stringify(p)},"r":${params[RECIPIENTS]}}`;
    })
    .join(',')}]`;
}

/**
 * Several alerts in one statement and one transaction (sos_accept_batch), each as acceptOne would
 * take it, in order: one row each (the function answers one row per alert it is given, numbered).
 */
export async function acceptBatch(db: Db, items: AcceptItem[]): Promise<AcceptRow[]> {
  const rows = await runPrepared<AcceptRow & { n: number }>(
    db,
    'sos_accept_batch',
    'select n, call_id, retry_after, replayed, mismatch from sos_accept_batch($1::jsonb)',
    [acceptBatchJson(items)],
  );
  const byN = new Map(rows.map((r) => [Number(r.n), r]));
  return items.map((_, i) => {
    const row = byN.get(i + 1);
    if (!row) throw new Error(`sos_accept_batch answered no row for alert ${i + 1} of ${items.length}`);
    return row;
  });
}

/** An alert with what a masked call needs of its bystander and owner (masked-call.service.ts). */
export async function findCallParties(db: DbOrTx, callId: string) {
  const [row] = await db
    .select({
      status: sosCalls.status,
      createdAt: sosCalls.createdAt,
      tagId: sosCalls.tagId,
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

/** Codes of up to `limit` active tags. */
export async function findActiveTagCodes(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db.select({ code: qrTags.code }).from(qrTags).where(eq(qrTags.status, 'active')).limit(limit);
  return rows.map((r) => r.code);
}
