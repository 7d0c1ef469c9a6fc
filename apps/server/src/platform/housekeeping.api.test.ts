import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.js';
import { otpCodes, rateLimits, sessions, users } from './db/schema.js';
import { Housekeeper, pruneExpired } from './housekeeping.js';
import { rowsOf } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

async function countOf(table: 'otp_codes' | 'rate_limits' | 'sessions'): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return rowsOf<{ n: number }>(result)[0]!.n;
}

async function plant(now: Date, tag: string) {
  const db = t.database.db;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Old Sessions',
      countryCode: '91',
      phone: `97${String(Date.now()).slice(-8)}`,
      usertype: 'Customer',
    })
    .returning();
  const code = (createdAt: Date) => ({
    countryCode: '91',
    phone: '9700000000',
    codeHash: 'x'.repeat(64),
    purpose: 'signin' as const,
    expiresAt: later(createdAt, 60),
    createdAt,
  });
  await db.insert(otpCodes).values([code(ago(now, 2 * 86400)), code(ago(now, 25 * 3600)), code(ago(now, 600))]);
  await db.insert(rateLimits).values([
    { key: `test:${tag}:ended`, count: 9, resetAt: ago(now, 1) },
    { key: `test:${tag}:running`, count: 9, resetAt: later(now, 600) },
  ]);
  await db.insert(sessions).values([
    { userId: user!.id, expiresAt: ago(now, 1), createdAt: ago(now, 86400) },
    { userId: user!.id, expiresAt: later(now, 3600), revokedAt: ago(now, 60), createdAt: ago(now, 600) },
    { userId: user!.id, expiresAt: later(now, 3600), createdAt: ago(now, 600) },
  ]);
}

describe('housekeeping', () => {
  it('deletes old codes, ended rate-limit windows and dead sessions, and keeps what is still in use', async () => {
    const token = await t.signIn('9000000001');
    const now = t.clock.now();
    await plant(now, 'a');
    const before = {
      otp: await countOf('otp_codes'),
      limits: await countOf('rate_limits'),
      sessions: await countOf('sessions'),
    };
    const pruned = await pruneExpired(t.database.db, now);
    expect(pruned).toEqual({ otpCodes: 2, rateLimits: 1, sessions: 2 });
    expect(await countOf('otp_codes')).toBe(before.otp - 2);
    expect(await countOf('rate_limits')).toBe(before.limits - 1);
    expect(await countOf('sessions')).toBe(before.sessions - 2);
    // The signed-in admin's session and the running window are untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(200);
    expect(await pruneExpired(t.database.db, now)).toEqual({ otpCodes: 0, rateLimits: 0, sessions: 0 });
  });

  it('runs on its own schedule', async () => {
    const now = t.clock.now();
    await plant(now, 'b');
    const keys = async () =>
      rowsOf<{ key: string }>(await t.database.db.execute(sql`select key from rate_limits where key like 'test:b:%'`))
        .map((r) => r.key)
        .sort();
    const keeper = new Housekeeper(t.database.db, t.clock.now, undefined, 50);
    keeper.start(0);
    try {
      const deadline = Date.now() + 5000;
      while ((await keys()).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await keys()).toEqual(['test:b:running']);
    } finally {
      keeper.stop();
    }
  });
});

describe('indexes', () => {
  it('finds a batch of QR tags by index (qr_tags.batch_id)', async () => {
    const result = await t.database.db.execute(
      // This test's own table (its schema first on the search path): on PostgreSQL other test files'
      // schemas come and go meanwhile, and pg_indexes would describe their indexes too, one dropped
      // under it ("could not open relation").
      sql`select pg_get_indexdef(i.indexrelid) as indexdef from pg_index i where i.indrelid = 'qr_tags'::regclass`,
    );
    expect(rowsOf<{ indexdef: string }>(result).filter((r) => r.indexdef.includes('(batch_id)'))).toHaveLength(1);
  });
});
