import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AppError } from './errors.js';
import { IDEMPOTENCY_TTL_SECONDS, type OnceOptions, pruneIdempotencyKeys, runOnce } from './idempotency.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe('runOnce (an idempotency key)', () => {
  const opts = (key: string, now: Date, fingerprint = 'same'): OnceOptions => ({
    db: t.database.db,
    now,
    scope: 'test:scope',
    key,
    fingerprint,
  });

  it('runs once within a day, gives the first result to a retry, and runs again once the key expired', async () => {
    const key = randomUUID();
    const now = t.clock.now();
    let runs = 0;
    const work = async () => ({ run: ++runs });
    expect(await runOnce(opts(key, now), work)).toEqual({ value: { run: 1 }, replayed: false });
    expect(await runOnce(opts(key, at(now, IDEMPOTENCY_TTL_SECONDS - 1)), work)).toEqual({
      value: { run: 1 },
      replayed: true,
    });
    // A day on, the key is a new key; the old row is housekeeping's to delete.
    const later = at(now, IDEMPOTENCY_TTL_SECONDS);
    expect(await runOnce(opts(key, later), work)).toEqual({ value: { run: 2 }, replayed: false });
    expect(runs).toBe(2);
    expect(await pruneIdempotencyKeys(t.database.db, at(later, 1))).toBe(0);
    expect(await pruneIdempotencyKeys(t.database.db, at(later, IDEMPOTENCY_TTL_SECONDS))).toBeGreaterThanOrEqual(1);
    expect((await runOnce(opts(key, at(later, IDEMPOTENCY_TTL_SECONDS)), work)).replayed).toBe(false);
  });

  it('keeps no key for a failure, so a retry is tried afresh; a void result replays too', async () => {
    const key = randomUUID();
    const now = t.clock.now();
    await expect(
      runOnce(opts(key, now), async () => {
        throw new AppError('CALL_UNAVAILABLE', 'down');
      }),
    ).rejects.toMatchObject({ code: 'CALL_UNAVAILABLE' });
    let runs = 0;
    const work = async () => {
      runs++;
    };
    expect((await runOnce(opts(key, now), work)).replayed).toBe(false);
    expect((await runOnce(opts(key, now), work)).replayed).toBe(true);
    expect(runs).toBe(1);
  });

  it('refuses the key with another request (422), and says a request still running is in flight (409)', async () => {
    const key = randomUUID();
    const now = t.clock.now();
    const outcomes: string[] = [];
    let release!: () => void;
    const slow = runOnce(opts(key, now), () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    await new Promise((r) => setTimeout(r, 50));
    const inFlight = await runOnce({ ...opts(key, now), onHit: (o) => outcomes.push(o) }, async () => 'twice').catch(
      (err: AppError) => err,
    );
    expect(inFlight).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT', status: 409, headers: { 'retry-after': '1' } });
    release();
    expect((await slow).value).toBe('done');
    const reused = await runOnce(
      { ...opts(key, now, 'another'), onHit: (o) => outcomes.push(o) },
      async () => 'other',
    ).catch((err: AppError) => err);
    expect(reused).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
    expect(outcomes).toEqual(['in_flight', 'reused']);
  });
});
