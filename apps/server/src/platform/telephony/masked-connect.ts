import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../errors.js';
import { giveBack, type Hit, hashIp, hashPhone, hit, hitAll, type Limit } from '../rate-limit.js';
import { maskNumber, type PhoneNumber, TelephonyError, type TelephonyProvider } from './telephony.js';

/** Masked calls one address may ask for, whatever they are about (an alert's owner, a blood donor). */
export const MASKED_CALLS_PER_IP: Limit = { max: 5, windowSeconds: 3600 };

const HOUR = 3600;

export interface MaskedConnect {
  db: DbOrTx;
  provider: TelephonyProvider;
  /** Keys the per-address and per-number counters (HMACs, never an address or a number). */
  secret: string;
  ip: string | undefined;
  now: Date;
  /** What the call is about (an alert, a donor's yes), counted against `perKey`. */
  key: string;
  perKey: Limit;
  /** Rung first (the person asking), then `second` once they pick up. */
  first: PhoneNumber;
  second: PhoneNumber;
  /** Calls that may ring one phone number in an hour, whatever they are about (MASKED_CALLS_PER_NUMBER_PER_HOUR). */
  perNumberPerHour: number;
  /** Further caps on what the call is about (an alert's tag), given back like the numbers'. */
  caps?: readonly Hit[];
  /** Handed to the provider, which gives it back in its call details. */
  refId: string;
  /** What the person is told past each limit, and when the provider fails. */
  messages: { perIp: string; perKey: string; perNumber: { first: string; second: string }; failed: string };
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Told of a provider's failure before CALL_UNAVAILABLE is thrown (to log the attempt). */
  onFailed?: (err: TelephonyError) => Promise<void>;
}

/** A phone number's counter, keyed by the number and not by its side: a number that asks and answers is one phone. */
const numberKey = (secret: string, n: PhoneNumber) => `call:number:${hashPhone(secret, n.countryCode, n.phone)}`;

/**
 * The one way a masked call is placed (docs/decisions/0028-masked-calls.md), for the SOS loop and
 * for blood donors alike. Counted in `rate_limits`, shared by every instance: per address, then
 * together per `key` (what the call is about), per number rung (both sides) and per any further
 * cap — RATE_LIMITED past any, an attempt refused by one counting against none of the others.
 * Rotating addresses therefore never rings one phone more than `perNumberPerHour` times an hour.
 * Then the provider is asked. When it fails, the key's count is given back, and the numbers' and
 * caps' too when it refused outright (a timeout may have rung); the address's count stays, so a
 * failing provider cannot be hammered from one place. The answer is CALL_UNAVAILABLE. Numbers
 * reach the server log only masked.
 */
export async function connectMasked(o: MaskedConnect): Promise<{ providerCallId: string }> {
  await hit(o.db, `call:ip:${hashIp(o.secret, o.ip) ?? 'none'}`, MASKED_CALLS_PER_IP, o.now, o.messages.perIp);
  const perNumber = { max: o.perNumberPerHour, windowSeconds: HOUR };
  const rung: Hit[] = [
    { key: numberKey(o.secret, o.first), limit: perNumber, message: o.messages.perNumber.first },
    { key: numberKey(o.secret, o.second), limit: perNumber, message: o.messages.perNumber.second },
    ...(o.caps ?? []),
  ];
  await hitAll(o.db, [{ key: o.key, limit: o.perKey, message: o.messages.perKey }, ...rung], o.now);
  try {
    return await o.provider.connect({ callId: o.refId, first: o.first, second: o.second });
  } catch (err) {
    if (!(err instanceof TelephonyError)) throw err;
    // The provider's text may quote a number: the server log masks it.
    o.log.warn(
      { err: err.message, refId: o.refId, first: maskNumber(o.first), second: maskNumber(o.second) },
      'masked call failed',
    );
    await giveBack(o.db, o.key, o.now);
    if (!err.retryable) for (const { key } of rung) await giveBack(o.db, key, o.now);
    await o.onFailed?.(err);
    throw new AppError('CALL_UNAVAILABLE', o.messages.failed, undefined, { 'retry-after': '60' });
  }
}
