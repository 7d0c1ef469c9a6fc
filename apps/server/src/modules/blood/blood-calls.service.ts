/**
 * The requester calls a donor who said "I can donate" through a masked call
 * (docs/decisions/0028-masked-calls.md): the request's contact number is rung first, then the
 * donor's; each sees only the provider's virtual number.
 */
import type { Ctx } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { connectMasked } from '../../platform/telephony/masked-connect.js';
import { findAskWithDonor } from './requests.repo.js';
import { type BloodDeps, requestOfToken } from './requests.service.js';

/** Calls to one donor about one request, over a day. */
export const CALLS_PER_DONOR = { max: 3, windowSeconds: 24 * 3600 };

export type BloodCallRefusal = 'closed' | 'unavailable';

/** Why no phone rings: the request is closed, or calls are off. */
export class BloodCallRefused extends AppError {
  constructor(readonly reason: BloodCallRefusal) {
    super(
      'FORBIDDEN',
      reason === 'closed'
        ? 'This request is closed, so donors cannot be called through it.'
        : 'Calls through this service are not available.',
    );
  }
}

export async function callDonor(deps: BloodDeps, ctx: Ctx, token: string, askId: string): Promise<void> {
  const request = await requestOfToken(deps, token);
  if (request.status !== 'open') throw new BloodCallRefused('closed');
  if (!deps.telephony) throw new BloodCallRefused('unavailable');
  const row = await findAskWithDonor(deps.db, request.id, askId);
  if (row?.ask.answer !== 'yes' || row.deletedAt)
    throw new AppError('NOT_FOUND', 'No donor who said yes was found for this request.');
  await connectMasked({
    db: deps.db,
    provider: deps.telephony,
    secret: deps.secret,
    ip: ctx.ip,
    now: ctx.now,
    key: `call:blood-ask:${askId}`,
    perKey: CALLS_PER_DONOR,
    first: { countryCode: request.contactCountryCode, phone: request.contactPhone },
    second: { countryCode: row.countryCode, phone: row.phone },
    perNumberPerHour: deps.callsPerNumberPerHour,
    refId: askId,
    messages: {
      perIp: 'Too many calls were asked for from here. Please wait a while.',
      perKey: 'No more calls can be made to this donor for now.',
      perNumber: {
        first: "This request's contact number has been called as often as we allow in an hour. Please wait a while.",
        second: 'This donor has been called as often as we allow in an hour. Please wait a while.',
      },
      failed: 'We could not place the call just now. Please try again in a minute.',
    },
    log: deps.log,
  });
}
