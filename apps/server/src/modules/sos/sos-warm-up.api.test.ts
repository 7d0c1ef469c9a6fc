import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../platform/config.js';
import { idempotencyKeys, notifications, rateLimits, sosCalls } from '../../platform/db/schema.js';
import { DEMO_TAG_CODE, seed } from '../../seed.js';
import { rehearseAlerts } from './sos-rehearsal.repo.js';
import { countCalls, post, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';
import { warmUpSos } from './sos-warm-up.js';

withSosApp();

const stored = async () => {
  const db = t.database.db;
  const [[calls], [texts], [limits], [keys]] = await Promise.all([
    db.select({ n: count() }).from(sosCalls),
    db.select({ n: count() }).from(notifications),
    db.select({ n: count() }).from(rateLimits),
    db.select({ n: count() }).from(idempotencyKeys),
  ]);
  return { calls: calls!.n, texts: texts!.n, limits: limits!.n, keys: keys!.n };
};

describe('warming the SOS path before listening', () => {
  it('goes through the tags and stores nothing: no alert, no text, no limit counted, no key kept', async () => {
    const before = await stored();
    const warmed = await warmUpSos(t.app, t.database, 2000);
    expect(warmed.scans).toBeGreaterThan(0);
    // Real alerts are rehearsed on the embedded database only: on PostgreSQL other instances' bystanders could wait on the rows.
    if (t.database.kind === 'pglite') expect(warmed.rehearsed).toBeGreaterThan(0);
    else expect(warmed.rehearsed).toBe(0);
    expect(await stored()).toEqual(before);
    await t.app.services.worker.runOnce();
    expect(sms.sent).toEqual([]);
  });

  it('rehearses real alerts, with and without a key, in a transaction that is rolled back, on either database', async () => {
    const before = await stored();
    // At least two: one plain, one behind a key.
    expect(await rehearseAlerts(t.database.db, 10, 2000)).toBeGreaterThan(1);
    expect(await stored()).toEqual(before);
  });

  it('leaves the tags ready to alert: the next bystander is accepted and texted at once', async () => {
    await warmUpSos(t.app, t.database, 2000);
    const calls = await countCalls();
    const res = await post(sosBody({ reasonId: urgentReasonId, qrcodename: DEMO_TAG_CODE }));
    expect(res.statusCode).toBe(201);
    expect(await countCalls()).toBe(calls + 1);
    await t.app.services.worker.runOnce();
    expect(sms.sent.length).toBeGreaterThan(0);
  });

  it('keeps its thousands of requests out of the log, and logs real requests after it', async () => {
    const lines: string[] = [];
    const { database, drop } = await openTestDatabase();
    const config = testConfig({ logLevel: 'info', seedDemo: true });
    await seed(database.db, config);
    const app = await buildApp({ config, database, worker: false, logDestination: { write: (l) => lines.push(l) } });
    try {
      await app.ready();
      const warmed = await warmUpSos(app, database, 1000);
      expect(warmed.scans).toBeGreaterThan(0);
      expect(lines.filter((l) => l.includes('"answered"'))).toEqual([]);
      await app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` });
      expect(lines.filter((l) => l.includes('"answered"'))).toHaveLength(1);
    } finally {
      await app.close();
      await drop();
    }
  });
});
