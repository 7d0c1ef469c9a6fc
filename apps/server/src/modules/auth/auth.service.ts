import type { TOtpGenerateResponse, TOtpVerifyResponse, TVerifyTokenResponse } from '@safesathi/contract';
import { loadSessionUser, renewIfDue, type TokenService, toSessionUser } from '../../platform/auth.js';
import type { Limits } from '../../platform/config.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashIp, hit } from '../../platform/rate-limit.js';
import type { SmsProvider } from '../../platform/sms/index.js';
import {
  consumeCode,
  consumeWaitingCodes,
  findCodeTimesSince,
  findLiveUserByPhone,
  findNewestWaitingCode,
  findPermissionFlags,
  insertOtpCode,
  insertSession,
  insertUser,
  lockPhoneForCodes,
  revokeSessionRow,
  takeCodeTry,
} from './auth.repo.js';
import { generateOtp, hashOtp, otpMatches } from './otp.js';

export const MAX_WRONG_TRIES = 5;

export interface AuthDeps {
  db: Db;
  sms: SmsProvider;
  tokens: TokenService;
  secret: string;
  appName: string;
  /** Resend wait, codes per phone, per address and to new numbers (config.ts). */
  limits: Pick<Limits, 'otpResendSeconds' | 'otpTtlSeconds' | 'otpMaxPerHour' | 'otpPerIp' | 'otpNewNumbersPerHour'>;
}

export interface GenerateInput {
  countryCode: string;
  phone: string;
  name?: string;
  email?: string;
  bloodGroup?: string;
  smsOffers?: boolean;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A code's life as the text says it: "1 minute", "90 seconds", "5 minutes". */
export function spokenDuration(s: number): string {
  if (s % 60 !== 0) return `${s} seconds`;
  const m = s / 60;
  return m === 1 ? '1 minute' : `${m} minutes`;
}

function rateLimited(message: string, retryAfter: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfter) });
}

/**
 * Sends a code, after four limits: per sender address (OTP_IP_LIMIT an hour), the resend wait and
 * codes per phone (checked and written under a per-phone lock, so a burst of requests for one
 * number sends one code), and an hourly ceiling on codes to numbers with no account, all senders
 * together (OTP_NEW_NUMBERS_PER_HOUR): an SMS-pumping run from many addresses stops there.
 */
export async function generateCode(
  deps: AuthDeps,
  ctx: Ctx,
  input: GenerateInput,
): Promise<Omit<TOtpGenerateResponse, 'status'>> {
  const { db } = deps;
  const { countryCode, phone } = input;
  const signup = input.name !== undefined;
  const now = ctx.now;
  const ipHash = hashIp(deps.secret, ctx.ip);
  if (ipHash)
    await hit(
      db,
      `otp:ip:${ipHash}`,
      { max: deps.limits.otpPerIp, windowSeconds: 3600 },
      now,
      'Too many codes were asked for from this connection. Please try again later.',
    );
  const existing = await findLiveUserByPhone(db, countryCode, phone);
  if (signup && existing)
    throw new AppError('CONFLICT', 'This number already has an account. Please sign in.', [
      { path: 'phone', message: 'This number already has an account' },
    ]);
  if (!signup && !existing)
    throw new AppError('ACCOUNT_NOT_FOUND', 'No account found for this number. Please sign up.', [
      { path: 'phone', message: 'No account found for this number' },
    ]);

  const code = generateOtp();
  await db.transaction(async (tx) => {
    await lockPhoneForCodes(tx, countryCode, phone);
    await checkPhoneLimits(tx, deps.limits, countryCode, phone, now);
    if (signup)
      await hit(
        tx,
        'otp:new-numbers',
        { max: deps.limits.otpNewNumbersPerHour, windowSeconds: 3600 },
        now,
        'We cannot send sign-up codes just now. Please try again later.',
      );
    // A new code replaces any earlier one still waiting.
    await consumeWaitingCodes(tx, countryCode, phone, now);
    await insertOtpCode(tx, {
      countryCode,
      phone,
      codeHash: hashOtp(deps.secret, countryCode, phone, code),
      purpose: signup ? 'signup' : 'signin',
      signup: signup
        ? { name: input.name!, email: input.email, bloodGroup: input.bloodGroup, smsOffers: input.smsOffers === true }
        : null,
      expiresAt: new Date(now.getTime() + deps.limits.otpTtlSeconds * 1000),
      createdAt: now,
    });
  });
  try {
    await deps.sms.send({
      countryCode,
      phone,
      body: `${code} is your ${deps.appName} code. It expires in ${spokenDuration(deps.limits.otpTtlSeconds)}. Never share it with anyone.`,
    });
  } catch {
    throw new AppError('SMS_UNAVAILABLE', 'We could not send the code just now. Please try again in a minute.');
  }
  return {
    message: `We sent a ${code.length}-digit code to +${countryCode} ${phone}.`,
    expiresIn: deps.limits.otpTtlSeconds,
    resendIn: deps.limits.otpResendSeconds,
  };
}

/** The resend wait and the hourly count for one phone, from the codes sent to it. */
async function checkPhoneLimits(
  tx: DbOrTx,
  limits: AuthDeps['limits'],
  countryCode: string,
  phone: string,
  now: Date,
): Promise<void> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const recent = await findCodeTimesSince(tx, countryCode, phone, hourAgo);
  const last = recent[0];
  if (last) {
    const wait = last.createdAt.getTime() + limits.otpResendSeconds * 1000 - now.getTime();
    if (wait > 0) {
      const s = seconds(wait);
      throw rateLimited(`Please wait ${s} seconds before asking for another code.`, s);
    }
  }
  if (recent.length >= limits.otpMaxPerHour) {
    const oldest = recent[recent.length - 1]!;
    const s = seconds(oldest.createdAt.getTime() + 3600_000 - now.getTime());
    throw rateLimited(`Too many codes were sent to this number. Try again in ${Math.ceil(s / 60)} minutes.`, s);
  }
}

export async function verifyCode(
  deps: AuthDeps,
  ctx: Ctx,
  input: { countryCode: string; phone: string; otp: string },
): Promise<Omit<TOtpVerifyResponse, 'status'>> {
  const { db } = deps;
  const { countryCode, phone, otp } = input;
  const now = ctx.now;
  const row = await findNewestWaitingCode(db, countryCode, phone);
  const otpError = (code: 'OTP_INVALID' | 'OTP_EXPIRED', message: string, triesLeft?: number) =>
    new AppError(
      code,
      message,
      [{ path: 'otp', message }],
      undefined,
      triesLeft === undefined ? undefined : { triesLeft },
    );
  const tooMany = () => otpError('OTP_INVALID', 'Too many wrong tries. Tap Send Again for a new code.', 0);
  if (!row) throw otpError('OTP_INVALID', 'No code is waiting for this number. Tap Send Again for a new one.');
  if (row.expiresAt <= now) throw otpError('OTP_EXPIRED', 'This code has expired. Tap Send Again for a new one.');
  if (row.attempts >= MAX_WRONG_TRIES) throw tooMany();

  // Every check takes a try first, in one guarded statement: however many guesses arrive at once,
  // the database lets MAX_WRONG_TRIES of them through and no more. (A right code on the last try
  // still works: it passes the guard, then consumes the code.)
  const taken = await takeCodeTry(db, row.id, MAX_WRONG_TRIES, now);
  if (!taken) throw tooMany();

  if (!otpMatches(deps.secret, countryCode, phone, otp, row.codeHash)) {
    const left = MAX_WRONG_TRIES - taken.attempts;
    throw otpError(
      'OTP_INVALID',
      left > 0
        ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'The code is not correct, and that was the last try. Tap Send Again for a new code.',
      Math.max(0, left),
    );
  }

  return db.transaction(async (tx) => {
    // Consume once: a second verify of the same code (a double tap) finds it gone.
    if (!(await consumeCode(tx, row.id, now)))
      throw otpError('OTP_INVALID', 'This code was already used. Tap Send Again for a new one.');

    let user = await findLiveUserByPhone(tx, countryCode, phone);
    if (!user && row.purpose === 'signup' && row.signup) {
      user = await insertUser(tx, {
        name: row.signup.name,
        email: row.signup.email ?? null,
        bloodGroup: row.signup.bloodGroup ?? null,
        countryCode,
        phone,
        usertype: 'Customer',
        // Consent is the ticked box itself: given when the form was sent, not when the code came back.
        smsOffers: row.signup.smsOffers === true,
        smsOffersConsentAt: row.signup.smsOffers === true ? row.createdAt : null,
      });
    }
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND', 'No account found for this number. Please sign up.');
    const flags = await findPermissionFlags(tx, user.id);
    const sessionId = await insertSession(tx, user.id, deps.tokens.expiresAt(now), now);
    const token = await deps.tokens.sign(user.id, sessionId, now);
    return {
      message: row.purpose === 'signup' ? 'Welcome! Your account is ready.' : 'Signed in.',
      token,
      user: toSessionUser(user, flags),
    };
  });
}

export async function verifyToken(deps: AuthDeps, ctx: Ctx, token: string): Promise<TVerifyTokenResponse> {
  const found = token ? await loadSessionUser(deps.db, deps.tokens, token, ctx.now) : null;
  if (!found) return { success: false, message: 'Your session has ended. Please sign in again.' };
  // The app checks its token at start: an active user's token is renewed here too.
  const renewed = await renewIfDue(deps.db, deps.tokens, found.claims, ctx.now);
  return renewed ? { success: true, user: found.user, token: renewed } : { success: true, user: found.user };
}

export async function revokeSession(deps: AuthDeps, ctx: Ctx, sessionId: string): Promise<void> {
  await revokeSessionRow(deps.db, sessionId, ctx.now);
}
