/**
 * Masked calls (docs/decisions/0028-masked-calls.md): from the alert's page, the bystander asks to
 * talk to the owner; the telephony provider rings the bystander's number (from the alert), then
 * connects the owner's, each seeing only the provider's virtual number. Only where the owner
 * allows it, while the alert is open and recent, within limits per alert, address, number and tag;
 * every attempt is on the alert's timeline, without a phone number. The other way round, the owner
 * (or a contact) calls the bystander back from their answer link, rung first themselves.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Hit } from '../../platform/rate-limit.js';
import type { PhoneNumber, TelephonyProvider } from '../../platform/telephony/index.js';
import { connectMasked } from '../../platform/telephony/masked-connect.js';
import type { MaskedCallCaps } from '../../platform/telephony/telephony-config.js';
import type { AppServices } from '../../services.js';
import { findCallParties, insertCallEvent } from './sos.repo.js';

/**
 * At most this many calls per alert (over its calling window); per address, number and tag the
 * platform's caps apply (MASKED_CALLS_PER_IP, MASKED_CALLS_PER_NUMBER_PER_HOUR, …_PER_TAG_PER_HOUR).
 */
export const MASKED_CALL_LIMITS = { perAlert: 3 };

/** The bystander's number is Indian by the SOS form's rule (ZSosCallRequest). */
const BYSTANDER_COUNTRY_CODE = '91';

export type CallRefusal = 'not-offered' | 'closed' | 'expired';

const REFUSALS = {
  toOwner: {
    closed: 'This alert has been closed, so the owner cannot be called through it.',
    expired: 'Calls through an alert can be made for a day after it was sent. If someone is in danger, call 112.',
    'not-offered': 'The owner does not take calls through this service. If someone is in danger, call 112.',
  },
  toBystander: {
    closed: 'This alert has been closed, so its sender cannot be called back through it.',
    expired: 'This alert is too old to call its sender back through it.',
    'not-offered': 'Calls back through this service are not available. Use the number in your text.',
  },
} as const satisfies Record<string, Record<CallRefusal, string>>;

/** Why a masked call cannot be made, with the reason a page translates. */
export class MaskedCallRefused extends AppError {
  constructor(
    readonly reason: CallRefusal,
    direction: keyof typeof REFUSALS = 'toOwner',
  ) {
    super('FORBIDDEN', REFUSALS[direction][reason]);
  }
}

export interface MaskedCallDeps {
  db: Db;
  /** null when masked calls are off (TELEPHONY_PROVIDER=none). */
  provider: TelephonyProvider | null;
  /** Keys the per-address counter (an HMAC of the address, never the address). */
  secret: string;
  /** How long after an alert its page may call the owner; also the per-alert limit's window. */
  windowSeconds: number;
  caps: MaskedCallCaps;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The deps as the app configures them: calls for as long as an answer link works (SOS_ANSWER_LINK_HOURS). */
export const maskedCallDeps = (services: AppServices, log: MaskedCallDeps['log']): MaskedCallDeps => ({
  db: services.database.db,
  provider: services.telephony,
  secret: services.config.jwtSecret,
  windowSeconds: services.config.limits.sosAnswerLinkSeconds,
  caps: services.config.maskedCallCaps,
  log,
});

/** What a person is told when a number the call would ring is past its cap (MASKED_CALLS_PER_NUMBER_PER_HOUR). */
const NUMBER_CAPPED = {
  bystander:
    "The phone number on this alert has been called as often as we allow in an hour. Wait for the owner's answer here; if someone is in danger, call 112.",
  recipient:
    'The owner has been called as often as we allow in an hour. Wait for their answer here; if someone is in danger, call 112.',
};

/**
 * The cap on the tag a call is about, whichever alert and address ask: without it, alerts sent
 * from rotating addresses, each with another number typed in, ring the owner without end. An
 * alert whose tag was deleted since is still capped by the owner's number.
 */
const tagCaps = (deps: MaskedCallDeps, tagId: string | null): Hit[] =>
  tagId
    ? [
        {
          key: `call:tag:${tagId}`,
          limit: { max: deps.caps.perTagPerHour, windowSeconds: 3600 },
          message:
            "This vehicle's owner has been called as often as we allow in an hour. Wait for their answer here; if someone is in danger, call 112.",
        },
      ]
    : [];

type Parties = NonNullable<Awaited<ReturnType<typeof findCallParties>>>;

function refusalOf(deps: MaskedCallDeps, row: Parties | undefined, now: Date): CallRefusal | null {
  if (!deps.provider || !row?.allow || !row.ownerPhone) return 'not-offered';
  if (row.status !== 'open') return 'closed';
  if (now.getTime() > row.createdAt.getTime() + deps.windowSeconds * 1000) return 'expired';
  return null;
}

/** Whether the alert's page offers "Call the owner". */
export async function isCallOffered(deps: MaskedCallDeps, callId: string, now: Date): Promise<boolean> {
  if (!deps.provider) return false;
  return refusalOf(deps, await findCallParties(deps.db, callId), now) === null;
}

/**
 * Asks the provider to connect the alert's bystander and owner. Refused (MaskedCallRefused) where
 * it is not offered, RATE_LIMITED past a limit, CALL_UNAVAILABLE when the provider fails: then
 * the attempt is logged as failed and does not count against the alert's calls.
 */
export async function requestMaskedCall(deps: MaskedCallDeps, ctx: Ctx, callId: string): Promise<void> {
  const row = await findCallParties(deps.db, callId);
  const refusal = refusalOf(deps, row, ctx.now);
  if (refusal || !row || !deps.provider) throw new MaskedCallRefused(refusal ?? 'not-offered');
  await placeCall(deps, ctx, {
    callId,
    first: { countryCode: BYSTANDER_COUNTRY_CODE, phone: row.creatorNumber },
    second: { countryCode: row.ownerCountryCode ?? '91', phone: row.ownerPhone ?? '' },
    tagId: row.tagId,
    actor: `${row.creatorName} (bystander)`,
    alertKey: `call:alert:${callId}`,
    limitMessage:
      "This alert has made all the calls it may. Wait for the owner's answer here; if someone is in danger, call 112.",
  });
}

/** The alert as an answer link sees it, for calling its bystander back. */
export interface CallBackAlert {
  callId: string;
  createdAt: Date;
  resolved: boolean;
  creatorNumber: string;
  role: 'owner' | 'contact';
  recipientName: string | null;
  /** The number the link's text went to: rung first. */
  recipient: PhoneNumber;
  tagId: string | null;
}

function callBackRefusal(deps: MaskedCallDeps, a: CallBackAlert, now: Date): CallRefusal | null {
  if (!deps.provider || !a.creatorNumber) return 'not-offered';
  if (a.resolved) return 'closed';
  if (now.getTime() > a.createdAt.getTime() + deps.windowSeconds * 1000) return 'expired';
  return null;
}

/** Whether the answer page offers to call the bystander back through the provider (numbers hidden). */
export const isCallBackOffered = (deps: MaskedCallDeps, a: CallBackAlert, now: Date) =>
  callBackRefusal(deps, a, now) === null;

/**
 * The owner (or a contact) calls the bystander back from their answer link: the provider rings
 * the number the link's text went to first (the person pressing the button, never a number typed
 * now), then the bystander's number from the alert, who asked to be called back by leaving it.
 * The bystander's consent is that number; the recipient's is pressing. Limits as for the
 * bystander's calls, with a count per alert of its own, so one side cannot use up the other's.
 */
export async function requestCallBack(deps: MaskedCallDeps, ctx: Ctx, a: CallBackAlert): Promise<void> {
  const refusal = callBackRefusal(deps, a, ctx.now);
  if (refusal) throw new MaskedCallRefused(refusal, 'toBystander');
  await placeCall(deps, ctx, {
    callId: a.callId,
    first: a.recipient,
    second: { countryCode: BYSTANDER_COUNTRY_CODE, phone: a.creatorNumber },
    tagId: a.tagId,
    actor: `${a.recipientName ?? ''} (${a.role === 'owner' ? 'owner' : 'emergency contact'})`.trim(),
    alertKey: `callback:alert:${a.callId}`,
    limitMessage: 'This alert has made all the calls back it may. If someone is in danger, call 112.',
    direction: 'to-bystander',
  });
}

/**
 * One masked call within the limits (per address, per alert, per number rung and per tag), logged
 * on the alert's timeline without a number; a provider's failure gives the alert's count back,
 * and the numbers' and tag's only when the provider refused outright (a timeout may have rung).
 */
async function placeCall(
  deps: MaskedCallDeps,
  ctx: Ctx,
  c: {
    callId: string;
    first: PhoneNumber;
    second: PhoneNumber;
    tagId: string | null;
    actor: string;
    alertKey: string;
    limitMessage: string;
    direction?: 'to-bystander';
  },
): Promise<void> {
  const provider = deps.provider;
  if (!provider) throw new MaskedCallRefused('not-offered');
  const { callId, actor, direction } = c;
  const perNumber =
    direction === 'to-bystander'
      ? { first: NUMBER_CAPPED.recipient, second: NUMBER_CAPPED.bystander }
      : { first: NUMBER_CAPPED.bystander, second: NUMBER_CAPPED.recipient };
  const { providerCallId } = await connectMasked({
    db: deps.db,
    provider,
    secret: deps.secret,
    ip: ctx.ip,
    now: ctx.now,
    key: c.alertKey,
    perKey: { max: MASKED_CALL_LIMITS.perAlert, windowSeconds: deps.windowSeconds },
    first: c.first,
    second: c.second,
    perNumberPerHour: deps.caps.perNumberPerHour,
    caps: tagCaps(deps, c.tagId),
    refId: callId,
    messages: {
      perIp: 'Too many calls were asked for from here. Please wait; if someone is in danger, call 112.',
      perKey: c.limitMessage,
      perNumber,
      failed: 'We could not place the call just now. Please try again in a minute; if someone is in danger, call 112.',
    },
    log: deps.log,
    // The timeline never holds a number.
    onFailed: (err) =>
      logAttempt(deps, callId, actor, ctx.now, {
        provider: provider.name,
        status: 'failed',
        retryable: err.retryable,
        direction,
      }),
  });
  await logAttempt(deps, callId, actor, ctx.now, {
    provider: provider.name,
    status: 'requested',
    providerCallId,
    direction,
  });
}

/** One line on the alert's timeline; a timeline that cannot be written does not undo a call that rings. */
async function logAttempt(
  deps: MaskedCallDeps,
  callId: string,
  actor: string,
  now: Date,
  detail: {
    provider: string;
    status: 'requested' | 'failed';
    providerCallId?: string;
    retryable?: boolean;
    /** Set when the owner (or a contact) called the bystander back; absent for the bystander's calls. */
    direction?: 'to-bystander';
  },
): Promise<void> {
  try {
    await insertCallEvent(deps.db, { callId, kind: 'masked_call', actor, detail, createdAt: now });
  } catch (err) {
    deps.log.warn({ err, callId }, 'could not log a masked call on the timeline');
  }
}
