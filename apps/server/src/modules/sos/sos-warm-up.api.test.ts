import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, rateLimits, sosCalls } from '../../platform/db/schema.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { rehearseAlerts } from './sos.repo.js';
import { countCalls, post, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';
import { warmUpSos } from './sos-warm-up.js';

withSosApp();

const stored = async () => {
  const db = t.database.db;
  const [[calls], [texts], [limits]] = await Promise.all([
    db.select({ n: count() }).from(sosCalls),
    db.select({ n: count() }).from(notifications),
    db.select({ n: count() }).from(rateLimits),
  ]);
  return { calls: calls!.n, texts: texts!.n, limits: limits!.n };
};

describe('warming the SOS path before listening', () => {
  it('goes through the tags and stores nothing: no alert, no text, no limit counted', async () => {
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

  it('rehearses real alerts in a transaction that is rolled back, on either database', async () => {
    const before = await stored();
    expect(await rehearseAlerts(t.database.db, 10, 2000)).toBeGreaterThan(0);
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
});
