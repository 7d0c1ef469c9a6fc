import { type Lang, normaliseRegistration, normaliseTagCode, ZSosLookupResponse } from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import {
  fingerprintOf,
  IDEMPOTENCY_TTL_SECONDS,
  type IdempotencyOutcome,
  keyInFlight,
  keyReused,
  storedKey,
} from '../../platform/idempotency.js';
import { hashIp } from '../../platform/rate-limit.js';
import { serializeWith } from '../../platform/responses.js';
import type { TtlCache } from '../../platform/ttl-cache.js';
import { reasonIn } from '../reasons/reasons.service.js';
import type { AcceptAlert } from './accept-alerts.js';
import { alertViewToken, newAnswerToken } from './answer-links.js';
import {
  acceptParams,
  findActiveReason,
  findActiveTagCode,
  findTagForLookup,
  type SosAcceptParams,
} from './sos.repo.js';
import { COUNT_PLACEHOLDER, composeSosMessage } from './sos-message.js';

export interface TagLookup {
  tagId: string;
  code: string;
  vehicleId: string;
  registrationNumber: string;
  /** language: of the owner's texts (their profile's setting). */
  owner: { id: string; name: string; countryCode: string; phone: string; showDetails: boolean; language: Lang };
  /**
   * Who is texted besides the owner, in order. Never shown to the public. language: of the account
   * with the contact's number if there is one, else the owner's.
   */
  contacts: { name: string; countryCode: string; phone: string; language: Lang }[];
}

/**
 * A tag that cannot alert anyone, and why, so that a bystander is told the truth: a tag never
 * linked to a vehicle, or one switched off (suspended, or its owner's account closed).
 */
export class TagNotActiveError extends AppError {
  constructor(
    readonly state: 'not-linked' | 'switched-off' | 'lost',
    message: string,
  ) {
    super('TAG_NOT_ACTIVE', message);
  }
}

/** The active tag behind a code, or TAG_NOT_FOUND / TAG_NOT_ACTIVE (a TagNotActiveError saying why). */
export async function lookupTag(db: DbOrTx, rawCode: string): Promise<TagLookup> {
  const code = normaliseTagCode(rawCode);
  // Made only when thrown: an error's stack trace costs more than the rest of a lookup's own work.
  const notRegistered = () => new AppError('TAG_NOT_FOUND', 'This tag is not registered.');
  if (!code) throw notRegistered();
  // One round trip: the tag, its vehicle and owner, and the owner's contacts in order.
  const [row] = await findTagForLookup(db, code);
  if (!row) throw notRegistered();
  if (row.status === 'lost')
    throw new TagNotActiveError('lost', 'Its owner reported this tag lost: it cannot alert anyone.');
  if (row.status === 'suspended' || (row.vehicleId && !row.ownerId))
    throw new TagNotActiveError('switched-off', 'This tag is switched off: its owner cannot be alerted through it.');
  if (row.status !== 'active' || !row.vehicleId || !row.ownerId)
    throw new TagNotActiveError('not-linked', 'This tag is not linked to a vehicle yet.');
  const ownerLanguage = row.ownerLanguage ?? 'en';
  const contacts = row.contacts;
  return {
    tagId: row.tagId,
    code,
    vehicleId: row.vehicleId,
    registrationNumber: row.registrationNumber!,
    owner: {
      id: row.ownerId,
      name: row.ownerName!,
      countryCode: row.ownerCountryCode!,
      phone: row.ownerPhone!,
      showDetails: row.showDetails!,
      language: ownerLanguage,
    },
    contacts: contacts.map((c) => ({ ...c, language: c.language ?? ownerLanguage })),
  };
}

/** lookupTag through the public cache: an answer or the AppError to throw, kept alike. */
export async function lookupTagCached(db: DbOrTx, cache: TtlCache, rawCode: string): Promise<TagLookup> {
  const found = await cache.getOrLoad<TagLookup | AppError>(`tag:${rawCode.toUpperCase()}`, () =>
    lookupTag(db, rawCode).catch((err) => {
      if (err instanceof AppError) return err;
      throw err;
    }),
  );
  if (found instanceof AppError) throw found;
  return found;
}

/**
 * The public lookup’s answer (GET /api/sos-pages/:code) as JSON, serialized through its schema once
 * and kept in the public cache beside the tag: a bystander's scan sends it as it is.
 */
export async function lookupAnswerCached(db: DbOrTx, cache: TtlCache, rawCode: string): Promise<string> {
  return cache.getOrLoad(`lookup:${rawCode.toUpperCase()}`, async () =>
    serializeWith(ZSosLookupResponse, {
      status: 'Success',
      data: publicTagView(await lookupTagCached(db, cache, rawCode)),
    }),
  );
}

/** What the public may see: the owner's name and phone only when they allow it. */
export function publicTagView(t: TagLookup) {
  return {
    vehicle: { registrationNumber: t.registrationNumber },
    user: t.owner.showDetails
      ? {
          _id: t.owner.id,
          showDetails: true,
          name: t.owner.name,
          countryCode: t.owner.countryCode,
          phone: t.owner.phone,
        }
      : { _id: t.owner.id, showDetails: false },
  };
}

export interface SubmitInput {
  creatorName: string;
  creatorNumber: string;
  reasonId: string;
  vehicleNumber?: string;
  user?: string;
  qrcodename?: string;
  latitude?: number;
  longitude?: number;
  landmark?: string;
  lang?: string;
}

/**
 * Finds the tag the sender means: by code, or (the spec's client) by owner + registration number.
 * Through the public cache: a change made through the API clears it at once, another process is
 * at most its TTL behind, and an alert for a tag suspended seconds ago is stored rather than lost.
 */
async function resolveTag(db: Db, cache: TtlCache, input: SubmitInput): Promise<TagLookup> {
  if (input.qrcodename) {
    const t = await lookupTagCached(db, cache, input.qrcodename);
    if (
      (input.user && input.user !== t.owner.id) ||
      (input.vehicleNumber && normaliseRegistration(input.vehicleNumber) !== t.registrationNumber)
    )
      throw new AppError('VALIDATION_FAILED', 'This tag does not belong to that vehicle.', [
        { path: 'vehicleNumber', message: 'Does not match the tag' },
      ]);
    return t;
  }
  if (!input.user || !input.vehicleNumber)
    throw new AppError('VALIDATION_FAILED', 'Say which vehicle this is about.', [
      { path: 'vehicleNumber', message: 'Send qrcodename, or user and vehicleNumber' },
    ]);
  const [row] = await findActiveTagCode(db, input.user, normaliseRegistration(input.vehicleNumber));
  if (!row) throw new AppError('TAG_NOT_ACTIVE', 'No active tag matches this owner and vehicle.');
  return lookupTagCached(db, cache, row.code);
}

/** An active reason by id, through the public cache (reasons change rarely; writes clear it). */
async function activeReason(db: Db, cache: TtlCache, id: string) {
  const found = await cache.getOrLoad(`reason:${id}`, async () => {
    const [row] = await findActiveReason(db, id);
    return row ?? null;
  });
  if (!found)
    throw new AppError('VALIDATION_FAILED', 'Please select a reason', [
      { path: 'reasonId', message: 'Please select a reason' },
    ]);
  return found;
}

export interface SosDeps {
  db: Db;
  /** Stores alerts (acceptAlerts): together when they come faster than the database answers. */
  accept: AcceptAlert;
  /** The public cache of tag lookups and reasons. */
  cache: TtlCache;
  appName: string;
  /** Where answer links point (PUBLIC_URL). */
  publicUrl: string;
  secret: string;
  limits: {
    /** Alerts one address may send per ipWindowSeconds (SOS_IP_LIMIT, SOS_IP_WINDOW_MINUTES). */
    perIp: number;
    ipWindowSeconds: number;
    /** At most one text per recipient per tag in this window (SOS_NOTIFY_WINDOW_SECONDS). */
    notifyWindowSeconds: number;
    /** A normal alert's contacts are texted after this unless someone answers first (SOS_ESCALATE_SECONDS). */
    escalateSeconds: number;
  };
  /** How long after it is due a text keeps being retried (SMS_RETRY_HOURS). */
  retrySeconds: number;
  /**
   * The channel ladder (docs/decisions/0067-channel-ladder.md): how long a text waits for a push's
   * acknowledgement (null: push is off), and whether texts may go by WhatsApp to those who chose it.
   */
  channels: { pushWaitSeconds: number | null; whatsapp: boolean };
}

/**
 * Accepting an alert and notifying about it are apart (docs/decisions/0018): every alert that
 * passes the per-address limit is stored, whatever else was sent about the tag, so a flood can
 * never silence a genuine bystander; the texts are coalesced per recipient and tag, so it cannot
 * SMS-bomb the owner either, while an alert more severe than any texted in the window is never
 * held. The tag and reason come from the public cache and the texts are composed here; the limit,
 * the call and its texts are then written by one statement, the `sos_accept` function (defined
 * last by the migration *_channel_ladder.sql): one round trip, both or neither.
 */
/**
 * An alert's idempotency key (docs/decisions/0070-idempotency-keys.md): from the Idempotency-Key
 * header, or a page's form (form: true, whose key is joined with what it asks). onHit counts a key
 * seen before.
 */
export interface SosKey {
  key: string;
  form: boolean;
  onHit?: (outcome: IdempotencyOutcome) => void;
}

/** An accepted alert; replayed: a retry with a key seen before, answered with that key's alert. */
export interface Accepted {
  _id: string;
  viewToken: string;
  replayed: boolean;
}

export async function submitSos(deps: SosDeps, ctx: Ctx, input: SubmitInput, once?: SosKey): Promise<Accepted> {
  const { db } = deps;
  const tag = await resolveTag(db, deps.cache, input);
  const reason = await activeReason(db, deps.cache, input.reasonId);
  const ipHash = hashIp(deps.secret, ctx.ip);
  const urgent = reason.severity === 'urgent';
  const landmark = input.landmark?.trim() || null;
  // The escalation ladder: an urgent alert reaches everyone at once; any other reaches the owner
  // first, and their contacts only if nobody has answered within escalateSeconds.
  // Each in the recipient's language, from templates compiled at start (sos-message.ts).
  const recipients = [
    { role: 'owner' as const, ...tag.owner },
    ...tag.contacts.map((c) => ({ role: 'contact' as const, ...c })),
  ].map(({ role, name, countryCode, phone, language }) => {
    const r = { role, name, countryCode, phone };
    const delay = r.role === 'contact' && !urgent ? deps.limits.escalateSeconds : 0;
    const ackToken = newAnswerToken();
    const texts = reasonIn(language, reason);
    const compose = (alertCount: number | typeof COUNT_PLACEHOLDER) =>
      composeSosMessage({
        appName: deps.appName,
        lang: language,
        notificationText: texts.notificationText,
        reasonText: texts.reasonText,
        registrationNumber: tag.registrationNumber,
        ownerName: tag.owner.name,
        creatorName: input.creatorName,
        creatorNumber: input.creatorNumber,
        latitude: input.latitude,
        longitude: input.longitude,
        landmark,
        forOwner: r.role === 'owner',
        escalated: delay > 0,
        answerUrl: `${deps.publicUrl}/r/${ackToken}`,
        alertCount,
      });
    // {count} is filled in by the database, which alone knows how many alerts a text stands for.
    // A push has an answer link of its own (the database words it from the text's): its text may
    // be cancelled once the push is seen, and a cancelled text's link answers nothing.
    const pushToken = deps.channels.pushWaitSeconds === null ? undefined : newAnswerToken();
    return { ...r, body: compose(1), template: compose(COUNT_PLACEHOLDER), ackToken, pushToken, delay };
  });
  const params = acceptParams({
    now: ctx.now.toISOString(),
    ipLimitKey: ipHash ? `sos:ip:${ipHash}` : null,
    perIp: deps.limits.perIp,
    ipWindowSeconds: deps.limits.ipWindowSeconds,
    tagId: tag.tagId,
    vehicleId: tag.vehicleId,
    ownerId: tag.owner.id,
    reasonId: reason.id,
    reasonText: reason.reasonText,
    registrationNumber: tag.registrationNumber,
    creatorName: input.creatorName,
    creatorNumber: input.creatorNumber,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    ipHash,
    notifyWindowSeconds: deps.limits.notifyWindowSeconds,
    retrySeconds: deps.retrySeconds,
    recipientsJson: JSON.stringify(recipients),
    landmark,
    lang: input.lang ?? null,
    severity: reason.severity,
    pushWaitSeconds: deps.channels.pushWaitSeconds,
    whatsapp: deps.channels.whatsapp,
  });
  if (once) return acceptOnce(deps, tag.tagId, input, landmark, once, params);
  const row = await deps.accept({ params });
  if (!row?.call_id) throw tooMany(row?.retry_after);
  return { _id: row.call_id, viewToken: alertViewToken(deps.secret, row.call_id), replayed: false };
}

const tooMany = (retryAfter: number | null | undefined) =>
  new AppError(
    'RATE_LIMITED',
    'Too many alerts were sent from here. If this is an emergency, call 112 now.',
    undefined,
    {
      'retry-after': String(retryAfter ?? 60),
    },
  );

/**
 * The alert once per key, in the accept's one statement (sos_accept_once): a key belongs to the
 * tag, and to what the alert says (its fingerprint: the same key with another alert is refused).
 */
async function acceptOnce(
  deps: SosDeps,
  tagId: string,
  input: SubmitInput,
  landmark: string | null,
  once: SosKey,
  params: SosAcceptParams,
): Promise<Accepted> {
  const fingerprint = fingerprintOf([
    tagId,
    input.reasonId,
    input.creatorName,
    input.creatorNumber,
    input.latitude ?? null,
    input.longitude ?? null,
    landmark,
  ]);
  const key = storedKey(once.key, fingerprint, once.form);
  const scope = `sos:${tagId}`;
  const row = await deps.accept({ once: { scope, key, fingerprint, ttlSeconds: IDEMPOTENCY_TTL_SECONDS }, params });
  if (row?.mismatch) {
    once.onHit?.('reused');
    throw keyReused();
  }
  if (row?.replayed && !row.call_id) {
    once.onHit?.('in_flight');
    throw keyInFlight();
  }
  if (row?.replayed) once.onHit?.('replayed');
  if (!row?.call_id) throw tooMany(row?.retry_after);
  return { _id: row.call_id, viewToken: alertViewToken(deps.secret, row.call_id), replayed: row.replayed === true };
}
