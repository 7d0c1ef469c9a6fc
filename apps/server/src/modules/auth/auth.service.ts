import {
  OTP_TTL_SECONDS,
  type TOtpGenerateResponse,
  type TOtpVerifyResponse,
  type TVerifyTokenResponse,
} from '@safesathi/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { loadSessionUser, TOKEN_TTL_SECONDS, type TokenService, toSessionUser } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { otpCodes, permissions, sessions, users } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { SmsProvider } from '../../platform/sms/index.js';
import { generateOtp, hashOtp, otpMatches } from './otp.js';

export const MAX_WRONG_TRIES = 5;

export interface AuthDeps {
  db: Db;
  sms: SmsProvider;
  tokens: TokenService;
  secret: string;
  appName: string;
  /** Seconds before another code may be sent, and codes per phone per hour. */
  limits: { otpResendSeconds: number; otpMaxPerHour: number };
}

export interface GenerateInput {
  countryCode: string;
  phone: string;
  name?: string;
  email?: string;
  bloodGroup?: string;
}

const liveUserByPhone = (db: Db, countryCode: string, phone: string) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1)
    .then((r) => r[0]);

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function rateLimited(message: string, retryAfter: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfter) });
}

export async function generateCode(deps: AuthDeps, ctx: Ctx, input: GenerateInput): Promise<TOtpGenerateResponse> {
  const { db } = deps;
  const { countryCode, phone } = input;
  const signup = input.name !== undefined;
  const existing = await liveUserByPhone(db, countryCode, phone);
  if (signup && existing)
    throw new AppError('CONFLICT', 'This number already has an account. Please sign in.', [
      { path: 'phone', message: 'This number already has an account' },
    ]);
  if (!signup && !existing)
    throw new AppError('ACCOUNT_NOT_FOUND', 'No account found for this number. Please sign up.', [
      { path: 'phone', message: 'No account found for this number' },
    ]);

  const now = ctx.now;
  const hourAgo = new Date(now.getTime() - 3600_000);
  const recent = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.countryCode, countryCode), eq(otpCodes.phone, phone), gt(otpCodes.createdAt, hourAgo)))
    .orderBy(desc(otpCodes.createdAt));
  const last = recent[0];
  if (last) {
    const wait = last.createdAt.getTime() + deps.limits.otpResendSeconds * 1000 - now.getTime();
    if (wait > 0) {
      const s = seconds(wait);
      throw rateLimited(`Please wait ${s} seconds before asking for another code.`, s);
    }
  }
  if (recent.length >= deps.limits.otpMaxPerHour) {
    const oldest = recent[recent.length - 1]!;
    const s = seconds(oldest.createdAt.getTime() + 3600_000 - now.getTime());
    throw rateLimited(`Too many codes were sent to this number. Try again in ${Math.ceil(s / 60)} minutes.`, s);
  }

  const code = generateOtp();
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one still waiting.
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.countryCode, countryCode), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      countryCode,
      phone,
      codeHash: hashOtp(deps.secret, countryCode, phone, code),
      purpose: signup ? 'signup' : 'signin',
      signup: signup ? { name: input.name!, email: input.email, bloodGroup: input.bloodGroup } : null,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    });
  });
  try {
    await deps.sms.send({
      countryCode,
      phone,
      body: `${code} is your ${deps.appName} code. It expires in 1 minute. Never share it with anyone.`,
    });
  } catch {
    throw new AppError('SMS_UNAVAILABLE', 'We could not send the code just now. Please try again in a minute.');
  }
  return {
    status: 'Success',
    message: `We sent a ${code.length}-digit code to +${countryCode} ${phone}.`,
    expiresIn: OTP_TTL_SECONDS,
    resendIn: deps.limits.otpResendSeconds,
  };
}

export async function verifyCode(
  deps: AuthDeps,
  ctx: Ctx,
  input: { countryCode: string; phone: string; otp: string },
): Promise<TOtpVerifyResponse> {
  const { db } = deps;
  const { countryCode, phone, otp } = input;
  const now = ctx.now;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.countryCode, countryCode), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const otpError = (code: 'OTP_INVALID' | 'OTP_EXPIRED', message: string) =>
    new AppError(code, message, [{ path: 'otp', message }]);
  if (!row) throw otpError('OTP_INVALID', 'No code is waiting for this number. Tap Send Again for a new one.');
  if (row.expiresAt <= now) throw otpError('OTP_EXPIRED', 'This code has expired. Tap Send Again for a new one.');
  if (row.attempts >= MAX_WRONG_TRIES)
    throw otpError('OTP_INVALID', 'Too many wrong tries. Tap Send Again for a new code.');

  if (!otpMatches(deps.secret, countryCode, phone, otp, row.codeHash)) {
    const [updated] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    const left = MAX_WRONG_TRIES - (updated?.attempts ?? MAX_WRONG_TRIES);
    throw otpError(
      'OTP_INVALID',
      left > 0
        ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'The code is not correct, and that was the last try. Tap Send Again for a new code.',
    );
  }

  return db.transaction(async (tx) => {
    // Consume once: a second verify of the same code (a double tap) finds it gone.
    const consumed = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0)
      throw otpError('OTP_INVALID', 'This code was already used. Tap Send Again for a new one.');

    let user = await tx
      .select()
      .from(users)
      .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone), isNull(users.deletedAt)))
      .limit(1)
      .then((r) => r[0]);
    if (!user && row.purpose === 'signup' && row.signup) {
      [user] = await tx
        .insert(users)
        .values({
          name: row.signup.name,
          email: row.signup.email ?? null,
          bloodGroup: row.signup.bloodGroup ?? null,
          countryCode,
          phone,
          usertype: 'Customer',
        })
        .returning();
    }
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND', 'No account found for this number. Please sign up.');
    const [flags] = await tx.select().from(permissions).where(eq(permissions.userId, user.id));
    const [session] = await tx
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000), createdAt: now })
      .returning({ id: sessions.id });
    const token = await deps.tokens.sign(user.id, session!.id, now);
    return {
      status: 'Success' as const,
      message: row.purpose === 'signup' ? 'Welcome! Your account is ready.' : 'Signed in.',
      token,
      user: toSessionUser(user, flags?.flags ?? null),
    };
  });
}

export async function verifyToken(deps: AuthDeps, ctx: Ctx, token: string): Promise<TVerifyTokenResponse> {
  const found = token ? await loadSessionUser(deps.db, deps.tokens, token, ctx.now) : null;
  if (!found) return { success: false, message: 'Your session has ended. Please sign in again.' };
  return { success: true, user: found.user };
}

export async function revokeSession(deps: AuthDeps, ctx: Ctx, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: ctx.now }).where(eq(sessions.id, sessionId));
}
