/**
 * Requests for blood (docs/decisions/0047-emergency-blood.md): a signed-in customer (or an admin
 * for a caller) asks; the request is reached only by its unguessable page address, where the
 * requester follows the donors who can come, marks who gave, and closes it.
 */
import {
  addDays,
  endOfDay,
  kolkataDay,
  type TBloodRequestView,
  type TMyBloodRequest,
  type ZBloodRequestCreate,
} from '@safesathi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { hasPermission } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { hashIp, hit } from '../../platform/rate-limit.js';
import type { TelephonyProvider } from '../../platform/telephony/index.js';
import { readSignedIdToken, signedIdToken } from '../sos/answer-links.js';
import { roundKm } from './blood-message.js';
import { resolvePlace } from './places.js';
import { endRequest } from './request-end.service.js';
import {
  countDonated,
  findLapsedFor,
  findNextSteps,
  findRequest,
  findRequestsByIds,
  findRequestsOf,
  findYesAsks,
  insertRequest,
  insertStep,
  isBlocked,
  lockRequest,
  markAskDonated,
  type RequestRow,
} from './requests.repo.js';
import { RINGS_KM, type RingDeps } from './rings.service.js';

export interface BloodDeps extends RingDeps {
  /** Signs the requests' page addresses and keys the per-address counters. */
  secret: string;
  /** Masked calls to donors; null when they are off. */
  telephony: TelephonyProvider | null;
  /** Masked calls that may ring one number in an hour, donor's or requester's (MASKED_CALLS_PER_NUMBER_PER_HOUR). */
  callsPerNumberPerHour: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const PURPOSE = 'blood-request';
/** A request may be made for a day up to this far ahead. */
const MAX_DAYS_AHEAD = 30;
/** However soon it was needed, a request stays open at least this long (donors need time to answer). */
const MIN_OPEN_MS = 3600_000;

/** The requester's page of a request: `PUBLIC_URL/blood/{token}`, the request's id signed. */
export const requestPath = (secret: string, id: string) => `/blood/${signedIdToken(secret, PURPOSE, id)}`;

/** The request behind a page's token, or NOT_FOUND (malformed, forged, or deleted). */
export async function requestOfToken(deps: BloodDeps, token: string): Promise<RequestRow> {
  const id = readSignedIdToken(deps.secret, PURPOSE, token);
  const row = id ? await findRequest(deps.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No blood request was found at this address.');
  return row;
}

function neededByOf(input: z.output<typeof ZBloodRequestCreate>, now: Date): Date {
  const today = kolkataDay(now);
  if (input.neededBy === 'now') return now;
  if (input.neededBy === 'today' || !input.neededOn) return endOfDay(today);
  if (input.neededOn < today || input.neededOn > addDays(today, MAX_DAYS_AHEAD)) {
    const message = `Choose a day from today to ${MAX_DAYS_AHEAD} days ahead`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'neededOn', message }]);
  }
  return endOfDay(input.neededOn);
}

const DAY = 86_400;

/**
 * Stores a request and its first ring, due now; the ringer is kicked by the caller. Refused for a
 * blocked requester (FORBIDDEN), past a day's limits (RATE_LIMITED), and while the same patient
 * has an open request from the same requester or contact (CONFLICT).
 */
export async function createBloodRequest(
  deps: BloodDeps,
  ctx: Ctx,
  input: z.output<typeof ZBloodRequestCreate>,
): Promise<{ _id: string; viewUrl: string }> {
  const user = ctx.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const forCaller = user.usertype === 'Admin';
  if (forCaller && !hasPermission(user, 'editBloodRequests'))
    throw new AppError('FORBIDDEN', 'Only admins who handle blood requests can make one for a caller.');
  if (!forCaller && (await isBlocked(deps.db, user._id)))
    throw new AppError('FORBIDDEN', 'This account cannot ask for blood here. If this is a mistake, please contact us.');
  const place = resolvePlace(input);
  const neededBy = neededByOf(input, ctx.now);
  const expiresAt = new Date(
    Math.max(neededBy.getTime() + deps.blood.graceSeconds * 1000, ctx.now.getTime() + MIN_OPEN_MS),
  );
  if (!forCaller) {
    const message =
      'You have made as many blood requests as one account may today. If a patient still needs blood, call your nearest blood bank.';
    await hit(
      deps.db,
      `blood:req:user:${user._id}`,
      { max: deps.blood.requestsPerDay, windowSeconds: DAY },
      ctx.now,
      message,
    );
    await hit(
      deps.db,
      `blood:req:ip:${hashIp(deps.secret, ctx.ip) ?? 'none'}`,
      { max: deps.blood.requestsPerIpPerDay, windowSeconds: DAY },
      ctx.now,
      'Too many blood requests were made from here today. Please call your nearest blood bank.',
    );
  }
  const requesterId = forCaller ? null : user._id;
  try {
    const row = await deps.db.transaction(async (tx) => {
      // A request past its time no longer stands in the way of a new one for the same patient.
      for (const id of await findLapsedFor(tx, ctx.now, { requesterId, contactPhone: input.contactPhone })) {
        const lapsed = await lockRequest(tx, id);
        if (lapsed?.status === 'open')
          await endRequest(tx, deps, lapsed, { status: 'expired', reason: 'expired' }, null, ctx.now);
      }
      const saved = await insertRequest(tx, {
        requesterId,
        createdBy: forCaller ? user._id : null,
        patientName: input.patientName,
        bloodGroup: input.bloodGroup,
        component: input.component,
        units: input.units,
        hospitalName: input.hospitalName,
        hospitalLatitude: place.lat,
        hospitalLongitude: place.lng,
        hospitalPin: place.pinCode,
        neededKind: input.neededBy,
        neededBy,
        expiresAt,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        note: input.note ?? null,
        ipHash: hashIp(deps.secret, ctx.ip),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await insertStep(tx, saved.id, 0, ctx.now);
      return saved;
    });
    return { _id: row.id, viewUrl: `${deps.publicUrl}${requestPath(deps.secret, row.id)}` };
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505')
      throw new AppError('CONFLICT', 'This patient already has an open request. Follow that one, or close it first.', [
        { path: 'patientName', message: 'This patient already has an open request' },
      ]);
    throw err;
  }
}

/** The first word of a name: what a requester sees of a donor. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Requests as their page shows them, by id (one query each for requests' rings and donors). */
export async function findRequestViews(deps: BloodDeps, rows: RequestRow[]): Promise<Map<string, TBloodRequestView>> {
  const ids = rows.map((r) => r.id);
  const [steps, yes] = await Promise.all([findNextSteps(deps.db, ids), findYesAsks(deps.db, ids)]);
  const out = new Map<string, TBloodRequestView>();
  for (const r of rows) {
    const next = r.status === 'open' && r.yesCount < r.units ? steps.find((s) => s.requestId === r.id) : undefined;
    out.set(r.id, {
      ...summaryOf(r),
      patientName: r.patientName,
      contactName: r.contactName,
      note: r.note,
      nextRingAt: next ? next.dueAt.toISOString() : null,
      nextRadiusKm: next ? (RINGS_KM[next.ring] ?? null) : null,
      donors: yes
        .filter((a) => a.requestId === r.id)
        .map((a) => ({
          _id: a.id,
          firstName: firstName(a.name),
          distanceKm: roundKm(a.distanceM),
          answeredAt: (a.answeredAt ?? r.createdAt).toISOString(),
          donated: !!a.donatedAt,
        })),
      canCall: !!deps.telephony && r.status === 'open',
    });
  }
  return out;
}

export async function findRequestViewsById(deps: BloodDeps, ids: string[]): Promise<Map<string, TBloodRequestView>> {
  return findRequestViews(deps, await findRequestsByIds(deps.db, ids));
}

export async function findRequestView(deps: BloodDeps, token: string): Promise<TBloodRequestView> {
  const row = await requestOfToken(deps, token);
  return (await findRequestViews(deps, [row])).get(row.id)!;
}

function summaryOf(r: RequestRow) {
  return {
    _id: r.id,
    bloodGroup: r.bloodGroup,
    component: r.component,
    units: r.units,
    hospitalName: r.hospitalName,
    status: r.status,
    neededKind: r.neededKind,
    neededBy: r.neededBy.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    notified: r.asked,
    yesCount: r.yesCount,
    donatedCount: r.donatedCount,
    radiusKm: r.radiusKm,
  };
}

/** The signed-in customer's own requests, newest first, each with its page's address. */
export async function findMyRequests(deps: BloodDeps, ctx: Ctx): Promise<TMyBloodRequest[]> {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const rows = await findRequestsOf(deps.db, ctx.user._id);
  return rows.map((r) => ({
    ...summaryOf(r),
    patientName: r.patientName,
    viewUrl: `${deps.publicUrl}${requestPath(deps.secret, r.id)}`,
  }));
}

const closedAlready = () => new AppError('CONFLICT', 'This request is already closed.');

/** The requester closes the request: the blood was given, or it is not needed any more. */
export async function closeByRequester(
  deps: BloodDeps,
  ctx: Ctx,
  token: string,
  outcome: 'fulfilled' | 'not-needed',
): Promise<string> {
  const { id } = await requestOfToken(deps, token);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row?.status !== 'open') throw closedAlready();
    const end =
      outcome === 'fulfilled'
        ? ({ status: 'fulfilled', reason: 'fulfilled' } as const)
        : ({ status: 'closed', reason: 'not-needed' } as const);
    await endRequest(tx, deps, row, end, ctx.user?._id ?? null, ctx.now);
  });
  return id;
}

/**
 * The requester marks that a donor who said yes gave: once as many have given as units were
 * needed, the request is fulfilled and the donors still pending are told.
 */
export async function markDonorGave(deps: BloodDeps, ctx: Ctx, token: string, askId: string): Promise<string> {
  const { id } = await requestOfToken(deps, token);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row?.status !== 'open') throw closedAlready();
    if (!(await markAskDonated(tx, id, askId, ctx.now))) return;
    const given = await countDonated(tx, id, ctx.now);
    if (given >= row.units)
      await endRequest(tx, deps, row, { status: 'fulfilled', reason: 'fulfilled' }, ctx.user?._id ?? null, ctx.now);
  });
  return id;
}
