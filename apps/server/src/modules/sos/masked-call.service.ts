/**
 * Masked calls (docs/decisions/0028-masked-calls.md): from the alert's page, the bystander asks to
 * talk to the owner; the telephony provider rings the bystander's number (from the alert), then
 * connects the owner's, each seeing only the provider's virtual number. Only where the owner
 * allows it, while the alert is open and recent, within per-alert and per-address limits; every
 * attempt is on the alert's timeline, without a phone number.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { giveBack, hashIp, hit } from '../../platform/rate-limit.js';
import { maskNumber, TelephonyError, type TelephonyProvider } from '../../platform/telephony/index.js';
import type { AppServices } from '../../services.js';
import { findCallParties, insertCallEvent } from './sos.repo.js';

/** At most this many calls per alert (over its calling window) and per address per hour. */
export const MASKED_CALL_LIMITS = { perAlert: 3, perIp: 5, ipWindowSeconds: 3600 };

/** The bystander's number is Indian by the SOS form's rule (ZSosCallRequest). */
const BYSTANDER_COUNTRY_CODE = '91';

export type CallRefusal = 'not-offered' | 'closed' | 'expired';

/** Why a masked call cannot be made, with the reason a page translates. */
export class MaskedCallRefused extends AppError {
  constructor(readonly reason: CallRefusal) {
    super(
      'FORBIDDEN',
      reason === 'closed'
        ? 'This alert has been closed, so the owner cannot be called through it.'
        : reason === 'expired'
          ? 'Calls through an alert can be made for a day after it was sent. If someone is in danger, call 112.'
          : 'The owner does not take calls through this service. If someone is in danger, call 112.',
    );
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
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The deps as the app configures them: calls for as long as an answer link works (SOS_ANSWER_LINK_HOURS). */
export const maskedCallDeps = (services: AppServices, log: MaskedCallDeps['log']): MaskedCallDeps => ({
  db: services.database.db,
  provider: services.telephony,
  secret: services.config.jwtSecret,
  windowSeconds: services.config.limits.sosAnswerLinkSeconds,
  log,
});

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
  const provider = deps.provider;
  await hit(
    deps.db,
    `call:ip:${hashIp(deps.secret, ctx.ip) ?? 'none'}`,
    { max: MASKED_CALL_LIMITS.perIp, windowSeconds: MASKED_CALL_LIMITS.ipWindowSeconds },
    ctx.now,
    'Too many calls were asked for from here. Please wait; if someone is in danger, call 112.',
  );
  const alertKey = `call:alert:${callId}`;
  await hit(
    deps.db,
    alertKey,
    { max: MASKED_CALL_LIMITS.perAlert, windowSeconds: deps.windowSeconds },
    ctx.now,
    "This alert has made all the calls it may. Wait for the owner's answer here; if someone is in danger, call 112.",
  );
  const bystander = { countryCode: BYSTANDER_COUNTRY_CODE, phone: row.creatorNumber };
  const owner = { countryCode: row.ownerCountryCode ?? '91', phone: row.ownerPhone ?? '' };
  const actor = `${row.creatorName} (bystander)`;
  try {
    const { providerCallId } = await provider.connect({ callId, bystander, owner });
    await logAttempt(deps, callId, actor, ctx.now, { provider: provider.name, status: 'requested', providerCallId });
  } catch (err) {
    if (!(err instanceof TelephonyError)) throw err;
    // The provider's text may quote a number: the server log masks it, the timeline never holds it.
    deps.log.warn(
      { err: err.message, callId, bystander: maskNumber(bystander), owner: maskNumber(owner) },
      'masked call failed',
    );
    await giveBack(deps.db, alertKey, ctx.now);
    await logAttempt(deps, callId, actor, ctx.now, {
      provider: provider.name,
      status: 'failed',
      retryable: err.retryable,
    });
    throw new AppError(
      'CALL_UNAVAILABLE',
      'We could not place the call just now. Please try again in a minute; if someone is in danger, call 112.',
      undefined,
      { 'retry-after': '60' },
    );
  }
}

/** One line on the alert's timeline; a timeline that cannot be written does not undo a call that rings. */
async function logAttempt(
  deps: MaskedCallDeps,
  callId: string,
  actor: string,
  now: Date,
  detail: { provider: string; status: 'requested' | 'failed'; providerCallId?: string; retryable?: boolean },
): Promise<void> {
  try {
    await insertCallEvent(deps.db, { callId, kind: 'masked_call', actor, detail, createdAt: now });
  } catch (err) {
    deps.log.warn({ err, callId }, 'could not log a masked call on the timeline');
  }
}
