import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client.js';
import { AppError } from './errors.js';

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit against `key` in a fixed window kept in the database, so every server
 * process shares the same counters. Throws RATE_LIMITED (429 with Retry-After) past the limit.
 */
export async function hit(db: DbOrTx, key: string, limit: Limit, now: Date, message: string): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0];
  if (!row || row.count <= limit.max) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfter) });
}

/** One limit to count a hit against, with the refusal it answers past its maximum. */
export interface Hit {
  key: string;
  limit: Limit;
  message: string;
}

/**
 * Counts a hit against each limit in turn. When one refuses, the hits already counted are given
 * back, so an attempt refused by one limit uses up none of the others. Under concurrent attempts
 * no limit lets more than its maximum through: each count is taken atomically, and only an
 * attempt that did nothing gives one back.
 */
export async function hitAll(db: DbOrTx, hits: readonly Hit[], now: Date): Promise<void> {
  const taken: string[] = [];
  try {
    for (const h of hits) {
      await hit(db, h.key, h.limit, now, h.message);
      taken.push(h.key);
    }
  } catch (err) {
    for (const key of taken) await giveBack(db, key, now);
    throw err;
  }
}

/**
 * Takes back one hit of `key`'s current window, for an attempt that did nothing (a provider that
 * failed): the limit counts what was done. A window that has ended meanwhile is left alone.
 */
export async function giveBack(db: DbOrTx, key: string, now: Date): Promise<void> {
  await db.execute(sql`
    update rate_limits set count = count - 1
    where key = ${key} and count > 0 and reset_at > ${now.toISOString()}`);
}

/** node-postgres answers {rows}; PGlite answers {rows} too, but typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const keys = new Map<string, KeyObject>();

/**
 * The secret as a key object, made once per secret: HMACs on every alert (the sender's address,
 * the alert's page) then skip importing the key each time. The MACs are the same.
 */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** A sender address as stored and counted: an HMAC, never the address itself. */
export function hashIp(secret: string, ip: string | undefined): string | null {
  return ip ? createHmac('sha256', hmacKey(secret)).update(`ip:${ip}`).digest('hex') : null;
}

/** A phone number as a limit's key holds it: an HMAC, never the number itself. */
export function hashPhone(secret: string, countryCode: string, phone: string): string {
  return createHmac('sha256', secret).update(`phone:${countryCode}:${phone}`).digest('hex');
}
