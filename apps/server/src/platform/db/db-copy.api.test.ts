import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../ops.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { openDatabase } from './client.js';
import { guardDataDir } from './data-dir-guard.js';
import { alertsSeenByOwner, openEmbedded, postAlert, startApp, tempDataDir } from './embedded-test-kit.js';

// The source is always the embedded database in a data directory; the target is PostgreSQL, so
// the copy itself runs in the api-pg project (a fresh schema per test, as its other tests have).
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

const dataDir = tempDataDir('copy');
const landmarks = ['Gate 3', 'Near the “Big” Banyan, pillar #12', "Ravi's shop\nsecond line", 'गेट ४'];

beforeAll(async () => {
  const source = await openEmbedded(dataDir);
  const app = await startApp(source);
  for (const l of landmarks) await postAlert(app, source, l);
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
    const { code, out } = await copy(schemaName);
    expect(out).not.toContain('DIFFERS');
    expect(code).toBe(0);
    expect(out).toMatch(/^users +\d+ +\d+ +ok$/m);
    expect(out).toMatch(/^sos_calls +4 +4 +ok$/m);
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
    } finally {
      await target.close();
    }
  });

  it('refuses a target that holds rows, and leaves it as it was', async () => {
    const target = await openDatabase({ url: url!, schemaName });
    const before = await target.pool!.query('select count(*)::int as n from sos_calls');
    const { code, out } = await copy(schemaName);
    expect(code).toBe(2);
    expect(out).toMatch(/the target is not empty: .*users/);
    const after = await target.pool!.query('select count(*)::int as n from sos_calls');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    await target.close();
  });
});
