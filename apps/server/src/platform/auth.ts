import type { PermissionFlag, TSessionUser, TUser } from '@safesathi/contract';
import { normaliseFlags, PERMISSION_FLAGS, permissionList } from '@safesathi/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from './db/client.js';
import { permissions, sessions, users } from './db/schema.js';
import { AppError } from './errors.js';

/** A refusal an admin can act on: the permission in words (the flag names are the API's, not theirs). */
export function forbiddenMessage(flags: readonly string[]): string {
  return `You do not have permission to do this. It needs the permission ${permissionList(flags)}: ask the super admin to grant it.`;
}

/**
 * A token lives `ttlSeconds` (TOKEN_TTL_HOURS, 7 days by default) and is tied to a session row, so
 * sign-out and deletion revoke it at once. Past half its life, a signed-in request renews it (a
 * new token for the same session, in the `x-session-token` answer header), so an active user stays
 * signed in and an idle one is signed out. Only an answer marked `no-store` carries it (every API
 * answer that sets no caching of its own is): a cache may keep a public or long-cached answer,
 * a picture say, with its headers, and hand the token to whoever asks next.
 */
export const RENEWED_TOKEN_HEADER = 'x-session-token';

/**
 * Who may call a route, declared next to it in `config.access`:
 * - 'public': anyone;
 * - 'signed-in': any signed-in user;
 * - { flags }: an Admin holding any one of the flags (the super admin holds all);
 * - { flags, own: true }: as above, or a signed-in Customer (the service then checks ownership).
 */
export type Access = 'public' | 'signed-in' | { flags: PermissionFlag[]; own?: boolean; superAdmin?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: TSessionUser | null;
    sessionId: string | null;
    /** The token's claims when it is due for renewal: renewed as the answer leaves, if it is no-store. */
    renewalDue: TokenClaims | null;
  }
  interface FastifyInstance {
    /** Every route with a permission, for the permission-matrix test. */
    guardedRoutes: { method: string; url: string; access: Access }[];
  }
}

export interface TokenClaims {
  userId: string;
  sessionId: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }
  async sign(userId: string, sessionId: string, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }
  /** When a session signed now ends. */
  expiresAt(now: Date): Date {
    return new Date(now.getTime() + this.ttlSeconds * 1000);
  }
  /** The claims of a valid token, or null. A token without an expiry is never valid. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
        return null;
      return { userId: payload.sub, sessionId: payload.sid, exp: payload.exp };
    } catch {
      return null;
    }
  }
  /** Past half its life a token is due for renewal. */
  isDue(claims: TokenClaims, now: Date): boolean {
    return claims.exp * 1000 - now.getTime() < (this.ttlSeconds * 1000) / 2;
  }
}

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): TUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    usertype: row.usertype,
    bloodGroup: (row.bloodGroup as TUser['bloodGroup']) ?? null,
    showDetails: row.showDetails,
    allowMaskedCalls: row.allowMaskedCalls,
    smsOffers: row.smsOffers,
    smsOffersConsentAt: row.smsOffersConsentAt?.toISOString() ?? null,
    fallbackChannel: row.fallbackChannel,
    whatsappOptInAt: row.whatsappOptInAt?.toISOString() ?? null,
    language: row.language,
    isSuperAdmin: row.isSuperAdmin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function effectivePermissions(row: UserRow, flags: Record<string, boolean> | null): PermissionFlag[] {
  if (row.usertype !== 'Admin') return [];
  if (row.isSuperAdmin) return [...PERMISSION_FLAGS];
  const normalised = normaliseFlags(flags);
  return PERMISSION_FLAGS.filter((f) => normalised[f]);
}

export function toSessionUser(row: UserRow, flags: Record<string, boolean> | null): TSessionUser {
  return { ...toUser(row), permissions: effectivePermissions(row, flags) };
}

/** One query: the live session, its live user and their flags. */
export async function loadSessionUser(
  db: DbOrTx,
  tokens: TokenService,
  token: string,
  now: Date,
): Promise<{ user: TSessionUser; sessionId: string; claims: TokenClaims } | null> {
  const claims = await tokens.verify(token, now);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users, flags: permissions.flags })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { user: toSessionUser(row.user, row.flags), sessionId: claims.sessionId, claims };
}

/**
 * A new token for the same session when the current one is past half its life, and the session
 * row extended to match; null when no renewal is due. Answers null too when the session ended
 * meanwhile, so a revoked session is never brought back.
 */
export async function renewIfDue(
  db: DbOrTx,
  tokens: TokenService,
  claims: TokenClaims,
  now: Date,
): Promise<string | null> {
  if (!tokens.isDue(claims, now)) return null;
  const extended = await db
    .update(sessions)
    .set({ expiresAt: tokens.expiresAt(now) })
    .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  if (extended.length === 0) return null;
  return tokens.sign(claims.userId, claims.sessionId, now);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

export function hasPermission(user: TSessionUser | null, flag: PermissionFlag): boolean {
  return !!user && user.usertype === 'Admin' && user.permissions.includes(flag);
}

/** Throws the 401/403 the route's declared access calls for. */
export function checkAccess(access: Access, user: TSessionUser | null): void {
  if (access === 'public') return;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (access === 'signed-in') return;
  if (user.usertype === 'Customer') {
    if (access.own) return;
    throw new AppError('FORBIDDEN', 'This area is for administrators only.');
  }
  if (access.superAdmin) {
    if (user.isSuperAdmin) return;
    throw new AppError('FORBIDDEN', 'Only the super admin can do this.');
  }
  if (access.flags.length === 0 || access.flags.some((f) => user.permissions.includes(f))) return;
  throw new AppError('FORBIDDEN', forbiddenMessage(access.flags));
}

export function registerAuth(app: FastifyInstance, db: DbOrTx, tokens: TokenService, clock: () => Date): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('renewalDue', null);
  app.decorate('guardedRoutes', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access && access !== 'public') {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') app.guardedRoutes.push({ method, url: route.url, access });
    }
  });
  const authenticate = async (request: FastifyRequest, token: string) => {
    const now = clock();
    const found = await loadSessionUser(db, tokens, token, now);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
      if (tokens.isDue(found.claims, now)) request.renewalDue = found.claims;
    }
  };
  const authorise = (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (access) checkAccess(access, request.user);
  };
  // Synchronous without a token (a bystander's scan): no promise, no extra turn of the event loop.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      try {
        authorise(request);
      } catch (err) {
        return done(err as Error);
      }
      return done();
    }
    authenticate(request, token)
      .then(() => authorise(request))
      .then(() => done(), done);
  });
  // Decided as the answer leaves, when its caching is known; the session is extended only when
  // the new token is handed over. A failed renewal costs nothing: the old token still works.
  app.addHook('onSend', (request, reply, payload, done) => {
    const claims = request.renewalDue;
    if (!claims || !isNoStore(reply.getHeader('cache-control'))) return done(null, payload);
    renewIfDue(db, tokens, claims, clock()).then(
      (renewed) => {
        if (renewed) reply.header(RENEWED_TOKEN_HEADER, renewed);
        done(null, payload);
      },
      (err: unknown) => {
        request.log.warn({ err }, 'token renewal failed');
        done(null, payload);
      },
    );
  });
}

function isNoStore(cacheControl: ReturnType<FastifyReply['getHeader']>): boolean {
  return typeof cacheControl === 'string' && /(^|[\s,])no-store($|[\s,])/i.test(cacheControl);
}
