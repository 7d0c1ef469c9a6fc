/**
 * Idempotency keys (docs/decisions/0070-idempotency-keys.md, after the IETF draft "The
 * Idempotency-Key HTTP Header Field"): a client that may retry a request sends a key with it; a
 * retry with the same key within a day gets the first answer, and the thing (an alert, an answer,
 * a call) is done once. Requests without a key behave as before.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/client.js';
import { AppError } from './errors.js';
import type { Metrics } from './metrics.js';
import { rowsOf } from './rate-limit.js';

/** How long a key answers with its first answer; an older key is a new key (housekeeping deletes it). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** The header (the draft's name) and the form field the public pages carry instead. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** 8–128 characters of letters, digits and - _ . : (a UUID, a ULID, a random base64url string). */
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,128}$/;

/** What a key made: a replay, the same key with another request, or a key still being served. */
export type IdempotencyOutcome = 'replayed' | 'reused' | 'in_flight';

/**
 * The key a request carries, if any. The draft writes it as a quoted string; a bare token is
 * taken too. A malformed key is the client's mistake: VALIDATION_FAILED, never ignored, since
 * the client counts on it.
 */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  const key = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!KEY_FORMAT.test(key))
    throw new AppError('VALIDATION_FAILED', 'The Idempotency-Key header is not a valid key.', [
      {
        path: 'Idempotency-Key',
        message: '8 to 128 characters: letters, digits, - _ . or : (a random UUID will do)',
      },
    ]);
  return key;
}

/** A form's hidden key, or undefined when it is missing or malformed (a form is never refused for it). */
export function formKeyOf(body: Record<string, unknown> | undefined): string | undefined {
  const raw = body?.[IDEMPOTENCY_FIELD];
  return typeof raw === 'string' && KEY_FORMAT.test(raw) ? raw : undefined;
}

/** A short hash of what a request asks for (its meaningful fields in a fixed order). */
export function fingerprintOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * The key as stored. A form's key is joined with what it asks for: a cached page (or a page whose
 * several buttons post one form) gives one key to different requests, which are then different
 * requests rather than a reused key; a browser's resubmission of the same form is a replay.
 */
export const storedKey = (key: string, fingerprint: string, form: boolean) =>
  form ? `form:${key}:${fingerprint}` : key;

export const keyReused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was sent before with a different request. Use a new key for a new request.',
  );

export const keyInFlight = () =>
  new AppError(
    'IDEMPOTENCY_IN_FLIGHT',
    'A request with this Idempotency-Key is still being answered. Try again in a moment.',
    undefined,
    { 'retry-after': '1' },
  );

export interface OnceOptions {
  db: Db;
  now: Date;
  /** The endpoint and what it acts on (a link's token, an alert's id): a key never crosses scopes. */
  scope: string;
  key: string;
  fingerprint: string;
  /** Told of each replay, reuse and request in flight (the Prometheus counter). */
  onHit?: (outcome: IdempotencyOutcome) => void;
}

/** Claims the key: true when this request is its first (or the key had expired). */
async function claim(o: OnceOptions): Promise<boolean> {
  const cutoff = new Date(o.now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000).toISOString();
  const rows = rowsOf(
    await o.db.execute(sql`insert into idempotency_keys as k (scope, key, fingerprint, created_at)
      values (${o.scope}, ${o.key}, ${o.fingerprint}, ${o.now.toISOString()})
      on conflict (scope, key) do update
        set fingerprint = excluded.fingerprint, status = null, result = null, created_at = excluded.created_at
        where k.created_at <= ${cutoff}
      returning 1`),
  );
  return rows.length > 0;
}

/**
 * Runs `run` once per key and scope: the first request runs it and its result is kept; a retry
 * gets that result (replayed: true) without running it. The same key with another request is
 * IDEMPOTENCY_KEY_REUSED (422); while the first is still running, IDEMPOTENCY_IN_FLIGHT (409,
 * Retry-After). A failure keeps no key, so a retry tries again. `T` must be JSON.
 */
export async function runOnce<T>(o: OnceOptions, run: () => Promise<T>): Promise<{ value: T; replayed: boolean }> {
  const where = sql`scope = ${o.scope} and key = ${o.key}`;
  if (!(await claim(o))) {
    const [row] = rowsOf<{ fingerprint: string; status: number | null; result: unknown }>(
      await o.db.execute(sql`select fingerprint, status, result from idempotency_keys where ${where}`),
    );
    // Gone meanwhile: its first request failed and let it go. This one may try.
    if (!row && (await claim(o))) return { value: await runClaimed(o, where, run), replayed: false };
    const outcome: IdempotencyOutcome = !row
      ? 'in_flight'
      : row.fingerprint !== o.fingerprint
        ? 'reused'
        : row.status == null
          ? 'in_flight'
          : 'replayed';
    o.onHit?.(outcome);
    if (outcome === 'reused') throw keyReused();
    if (outcome === 'in_flight' || !row) throw keyInFlight();
    const result = typeof row.result === 'string' ? JSON.parse(row.result) : row.result;
    return { value: result as T, replayed: true };
  }
  return { value: await runClaimed(o, where, run), replayed: false };
}

async function runClaimed<T>(o: OnceOptions, where: ReturnType<typeof sql>, run: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await run();
  } catch (err) {
    await o.db.execute(sql`delete from idempotency_keys where ${where}`);
    throw err;
  }
  await o.db.execute(
    sql`update idempotency_keys set status = 200, result = ${JSON.stringify(value ?? null)}::jsonb where ${where}`,
  );
  return value;
}

/** Deletes keys older than a day, a chunk at a time; the number deleted. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_SECONDS * 1000).toISOString();
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`with gone as (
        delete from idempotency_keys where (scope, key) in (
          select scope, key from idempotency_keys where created_at <= ${cutoff} limit 5000)
        returning 1)
      select count(*)::int as n from gone`);
    const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    total += n;
    if (n < 5000) return total;
  }
}

/** A request's key as its route reads it: a page's form (never refused for a bad key) or the API's header. */
export interface RequestKey {
  key: string;
  form: boolean;
}

/**
 * The key of a request: for a page's form post, its hidden field (or a well-formed header); for
 * the API, the Idempotency-Key header (VALIDATION_FAILED when malformed); undefined without one.
 */
export function requestKeyOf(request: Pick<FastifyRequest, 'headers' | 'body'>, form: boolean): RequestKey | undefined {
  if (!form) {
    const key = idempotencyKeyOf(request);
    return key ? { key, form: false } : undefined;
  }
  const field = formKeyOf(request.body as Record<string, unknown> | undefined);
  if (field) return { key: field, form: true };
  try {
    const key = idempotencyKeyOf(request);
    return key ? { key, form: false } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `run` once per key for an endpoint (runOnce), or simply run when the request carries no key;
 * `parts`: what the request asks for (its fingerprint). Counts each key seen before by endpoint.
 */
export function once<T>(
  o: {
    db: Db;
    metrics: Metrics;
    now: Date;
    endpoint: 'answer' | 'call';
    scope: string;
    parts: unknown[];
    key: RequestKey | undefined;
  },
  run: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (!o.key) return run().then((value) => ({ value, replayed: false }));
  const fingerprint = fingerprintOf(o.parts);
  return runOnce(
    {
      db: o.db,
      now: o.now,
      scope: `${o.endpoint}:${o.scope}`,
      key: storedKey(o.key.key, fingerprint, o.key.form),
      fingerprint,
      onHit: (outcome) => o.metrics.idempotencyHits.inc({ endpoint: o.endpoint, outcome }),
    },
    run,
  );
}
