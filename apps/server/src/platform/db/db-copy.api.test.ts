import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../ops.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { openDatabase } from './client.js';
import { tableChecksum } from './copy.js';
import { guardDataDir } from './data-dir-guard.js';
import { alertsSeenByOwner, openEmbedded, postAlert, startApp, tempDataDir } from './embedded-test-kit.js';

// The source is always the embedded database in a data directory; the target is PostgreSQL, so
// the copy itself runs in the api-pg project (a fresh schema per test, as its other tests have).
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

const dataDir = tempDataDir('copy');
/**
 * Values whose text differs between servers or settings unless the copy takes care: a timestamptz
 * with microseconds in another zone, floats at their last digit, NaN, big numerics and bigints,
 * jsonb (normalised) and json (kept as typed), bytea, arrays with quotes and NULLs, an interval.
 */
const TYPES_TABLE = `create table zz_types (id int primary key, ts timestamptz, ts0 timestamp, d date, iv interval,
  f8 float8, f4 real, n numeric, bi bigint, j jsonb, js json, b bytea, arr text[], t text, u uuid, bo boolean)`;
const TYPES_ROWS = `insert into zz_types values
  (1, '2026-11-26 20:15:01.123456+05:30', '2026-02-28 23:59:59.999999', '2026-11-26', '1 year 2 mons 3 days 04:05:06.789',
   0.1::float8 + 0.2::float8, 3.14159, 12345678901234567890.0123456789, 9223372036854775807,
   '{"b": 1, "a": [1, 2, {"c": "é"}]}', '{ "spaced" : true }', '\\x00ff10', '{a,"b c",NULL,"\\"q\\""}',
   E'tab\there\nnew line \\ back', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', true),
  (2, null, null, null, null, 'NaN', '-Infinity', 'NaN', -1, 'null', null, '\\x', '{}', '', null, false),
  (3, '1999-12-31 23:59:59+00', null, '0044-03-15 BC', '-1 days', 1e-300, 1.17549435e-38, 0.000, 0, '[]', '[]', null, null, null, null, null)`;
const readTypes = 'select row(t.*)::text as r from zz_types t order by id';

const landmarks = ['Gate 3', 'Near the “Big” Banyan, pillar #12', "Ravi's shop\nsecond line", 'गेट ४'];

beforeAll(async () => {
  const source = await openEmbedded(dataDir);
  const app = await startApp(source);
  for (const l of landmarks) await postAlert(app, source, l);
  await source.db.execute(sql.raw(TYPES_TABLE));
  await source.db.execute(sql.raw(TYPES_ROWS));
  await app.close();
  await source.close();
}, 180_000);

async function copy(schemaName: string, to = url!) {
  const lines: string[] = [];
  const code = await runOps(['db-copy', '--to', to], {
    env: { DATA_DIR: dataDir },
    targetSchema: schemaName,
    print: (l) => lines.push(l),
  });
  return { code, out: lines.join('\n') };
}

describe('npm run db:copy', () => {
  it('refuses while a server holds the embedded database, and copies nothing', async () => {
    const guard = await guardDataDir(dataDir);
    try {
      const { code, out } = await copy('unused', 'postgres://nobody@127.0.0.1:1/none');
      expect(code).toBe(2);
      expect(out).toContain('stop it before copying');
    } finally {
      await guard.release();
    }
  });

  it('asks for a PostgreSQL address', async () => {
    const { code, out } = await copy('unused', 'mysql://x');
    expect(code).toBe(2);
    expect(out).toContain('--to postgres://');
  });
});

describe.runIf(onPostgres)('npm run db:copy to PostgreSQL', () => {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    const admin = await openDatabase({ url: url!, schemaName });
    await admin.pool!.query(`drop schema if exists "${schemaName}" cascade`);
    await admin.close();
  });

  it('copies every table, verifies rows and checksums, and the app runs on the copy', async () => {
    // The test's own table, made on the target as the migrations make the app's.
    const prepare = await openDatabase({ url: url!, schemaName });
    await prepare.pool!.query(`create schema "${schemaName}"`);
    await prepare.pool!.query(TYPES_TABLE);
    await prepare.close();
    const { code, out } = await copy(schemaName);
    expect(out).not.toContain('DIFFERS');
    expect(code).toBe(0);
    expect(out).toMatch(/^users +\d+ +\d+ +ok$/m);
    expect(out).toMatch(/^sos_calls +4 +4 +ok$/m);
    expect(out).toMatch(/^zz_types +3 +3 +ok$/m);
    expect(out).toMatch(/\d+ tables, \d+ rows copied and verified/);

    const target = await openDatabase({ url: url!, schemaName });
    try {
      const app = await startApp(target);
      // The tag's public page and the owner's account read the copied data.
      const tag = await app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` });
      expect(tag.statusCode).toBe(200);
      expect(await alertsSeenByOwner(app)).toEqual([...landmarks].sort());
      // Ids and counters go on from where the embedded database left them: new rows are accepted.
      await postAlert(app, target, 'after the move');
      expect(await alertsSeenByOwner(app)).toContain('after the move');
      const { rows } = await target.pool!.query<{ live: number }>(
        "select live::int from user_counts where usertype = 'Customer'",
      );
      const { rows: customers } = await target.pool!.query<{ n: number }>(
        "select count(*)::int as n from users where usertype = 'Customer' and deleted_at is null",
      );
      expect(rows[0]?.live).toBe(customers[0]?.n);
      await app.close();

      // Every value reads back as it was written, printed in the same settings on both sides.
      const source = await openDatabase({ dir: `${dataDir}/db` });
      const pglite = (source.db as unknown as { $client: PGlite }).$client;
      await pglite.exec("set timezone = 'UTC'");
      const client = await target.pool!.connect();
      try {
        await client.query("set timezone = 'UTC'");
        const copied = (await client.query<{ r: string }>(readTypes)).rows.map((r) => r.r);
        expect(copied).toEqual((await pglite.query<{ r: string }>(readTypes)).rows.map((r) => r.r));
        expect(copied[0]).toContain('0.30000000000000004');
        expect(copied[0]).toContain('14:45:01.123456+00');
        // The checksum tells a float's last digit apart.
        const cols = [{ name: 'id' }, { name: 'f8' }].map((c) => ({ ...c, type: '', generated: false }));
        const query = async <T>(text: string) => (await client.query(text)).rows as T[];
        const before = await tableChecksum(query, 'zz_types', cols);
        await client.query('update zz_types set f8 = 0.3 where id = 1');
        expect((await tableChecksum(query, 'zz_types', cols)).sum).not.toBe(before.sum);
      } finally {
        client.release();
        await source.close();
      }
    } finally {
      await target.close();
    }
  }, 180_000);

  it('refuses a target that holds rows, and leaves it as it was', async () => {
    const target = await openDatabase({ url: url!, schemaName });
    const before = await target.pool!.query('select count(*)::int as n from sos_calls');
    const { code, out } = await copy(schemaName);
    expect(code).toBe(2);
    expect(out).toMatch(/the target is not empty: .*users/);
    const after = await target.pool!.query('select count(*)::int as n from sos_calls');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    await target.close();
  }, 120_000);
});
