import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { qrTags, sosCalls, userVehicles } from '../../platform/db/schema.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { generateTagCode } from '../tags/tag-code.js';
import { acceptAlerts } from './accept-alerts.js';
import { type AcceptItem, acceptParams } from './sos.repo.js';
import { countCalls, nextIp, OWNER, reasonId, sms, sosBody, t, withSosApp } from './sos-test-kit.js';

withSosApp();

/** Alerts stored per statement so far, from the app's metrics: [statements, alerts]. */
async function batches(): Promise<[number, number]> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const value = (name: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))
        ?.split(' ')[1] ?? 0,
    );
  return [value('safesathi_sos_accept_batch_size_count'), value('safesathi_sos_accept_batch_size_sum')];
}

const send = (headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sos-calls',
    headers,
    payload: sosBody({ qrcodename: DEMO_TAG_CODE }),
    remoteAddress: ip,
  });

describe('alerts that come faster than the database answers', () => {
  it('are stored together, each as it would be alone: every one kept, the owner texted once', async () => {
    const before = await countCalls();
    const [statementsBefore, alertsBefore] = await batches();
    const answers = await Promise.all(Array.from({ length: 30 }, () => send()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const ids = new Set(answers.map((a) => a.json().data._id));
    expect(ids.size).toBe(30);
    const stored = await t.database.db.select({ id: sosCalls.id }).from(sosCalls);
    for (const id of ids) expect(stored.map((s) => s.id)).toContain(id);
    expect(await countCalls()).toBe(before + 30);
    const [statements, alerts] = await batches();
    expect(alerts - alertsBefore).toBe(30);
    // Fewer statements than alerts: they went together. (The tests' embedded database answers each
    // statement before the next request reaches it, in this thread; the server's runs in its own.)
    if (t.database.kind === 'postgres') expect(statements - statementsBefore).toBeLessThan(30);
    // One text to the owner for all 30, which says how many there were.
    await t.app.services.worker.runOnce();
    const texts = sms.to(OWNER);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/\b30\b/);
  });

  it('keep the per-address limit: of 12 sent at once from one address, 5 are stored', async () => {
    const ip = nextIp();
    const before = await countCalls();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send({}, ip)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await countCalls()).toBe(before + 5);
  });

  it('keep one alert per idempotency key: 10 retries at once, and others beside them', async () => {
    const key = randomUUID();
    const before = await countCalls();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => send({ 'idempotency-key': key })),
      ...Array.from({ length: 5 }, () => send()),
    ]);
    const keyed = answers.slice(0, 10);
    const ok = keyed.filter((a) => a.statusCode === 201);
    // Each retry is answered with the first's alert, or told it is still in flight (409): never a second alert.
    expect(ok.length + keyed.filter((a) => a.statusCode === 409).length).toBe(10);
    expect(new Set(ok.map((a) => a.json().data._id)).size).toBe(1);
    expect(answers.slice(10).map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(await countCalls()).toBe(before + 6);
  });
});

/** An alert about the demo tag as the service hands it to the accept (sos.service.ts), to its owner only. */
async function alertMaker() {
  const [tag] = await t.database.db
    .select({
      id: qrTags.id,
      vehicleId: qrTags.vehicleId,
      ownerId: userVehicles.userId,
      reg: userVehicles.registrationNumber,
    })
    .from(qrTags)
    .innerJoin(userVehicles, eq(userVehicles.id, qrTags.vehicleId))
    .where(eq(qrTags.code, DEMO_TAG_CODE));
  const alert = (name: string, tagId = tag!.id): AcceptItem => {
    const recipients = [
      {
        role: 'owner',
        name: 'Owner',
        countryCode: '91',
        phone: OWNER,
        body: `b ${name}`,
        template: `t ${name}`,
        ackToken: randomUUID(),
        delay: 0,
      },
    ];
    const params = acceptParams({
      now: new Date(t.clock.now()).toISOString(),
      ipLimitKey: null,
      perIp: 5,
      ipWindowSeconds: 60,
      tagId,
      vehicleId: tag!.vehicleId!,
      ownerId: tag!.ownerId,
      reasonId,
      reasonText: 'Car blocking the way',
      registrationNumber: tag!.reg,
      creatorName: name,
      creatorNumber: '9876543210',
      latitude: null,
      longitude: null,
      ipHash: null,
      notifyWindowSeconds: 2,
      retrySeconds: 3600,
      recipientsJson: JSON.stringify(recipients),
      landmark: null,
      lang: 'en',
      severity: 'normal',
      pushWaitSeconds: null,
      whatsapp: false,
    });
    return { params };
  };
  return alert;
}

describe('alerts in one statement', () => {
  it('are each taken as alone: a retry with a key seen before is replayed, an address past its limit refused', async () => {
    const alert = await alertMaker();
    const accept = acceptAlerts(t.database.db, { maxInFlight: 1 });
    const keyed = (name: string, key: string): AcceptItem => ({
      ...alert(name),
      once: { scope: 'sos:batch-test', key, fingerprint: 'same', ttlSeconds: 60 },
    });
    const limited = (name: string): AcceptItem => {
      const a = alert(name);
      a.params[1] = 'sos:ip:batch-test';
      a.params[2] = 2;
      return a;
    };
    const key = randomUUID();
    const [first, ...together] = await Promise.all([
      accept(alert('alone')),
      accept(keyed('keyed', key)),
      accept(keyed('keyed again', key)),
      accept(limited('limited 1')),
      accept(limited('limited 2')),
      accept(limited('limited 3')),
    ]);
    expect(first!.call_id).toBeTruthy();
    const [k1, k2, l1, l2, l3] = together;
    expect(k1).toMatchObject({ replayed: false, mismatch: false });
    expect(k2).toMatchObject({ call_id: k1!.call_id, replayed: true, mismatch: false });
    expect([l1!.call_id, l2!.call_id, l3!.call_id].map(Boolean)).toEqual([true, true, false]);
    expect(l3!.retry_after).toBeGreaterThan(0);
  });
});

describe('a batch that fails as a whole', () => {
  it('is undone and each alert tried alone: the others are stored, the bad one alone fails', async () => {
    const alert = await alertMaker();
    const failures: number[] = [];
    const accept = acceptAlerts(t.database.db, { maxInFlight: 1, onBatchError: (_err, n) => failures.push(n) });
    const before = await countCalls();
    // The first goes alone; the three that come while it is stored go together, one about a tag that does not exist.
    const outcomes = await Promise.allSettled([
      accept(alert('first')),
      accept(alert('second')),
      accept(alert('ghost', randomUUID())),
      accept(alert('third')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(failures).toEqual([3]);
    expect(await countCalls()).toBe(before + 3);
    const names = (await t.database.db.select({ name: sosCalls.creatorName }).from(sosCalls)).map((r) => r.name);
    expect(names.filter((n) => ['first', 'second', 'third', 'ghost'].includes(n)).sort()).toEqual([
      'first',
      'second',
      'third',
    ]);
  });
});

describe('scans of codes not yet looked up, all at once', () => {
  it('answer each with its own vehicle (looked up together), and an unknown code with 404', async () => {
    const tags: { code: string; registration: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const owner = await insertUser(t.database.db, { usertype: 'Customer', name: `Scan Owner ${i}` });
      const registration = `KA01SC${String(1000 + i)}`;
      const [vehicle] = await t.database.db
        .insert(userVehicles)
        .values({ userId: owner.id, registrationNumber: registration })
        .returning();
      const code = generateTagCode();
      await t.database.db.insert(qrTags).values({ code, status: 'active', vehicleId: vehicle!.id });
      tags.push({ code, registration });
    }
    t.app.services.publicCache.clear();
    const scan = (code: string) =>
      t.app.inject({ method: 'GET', url: `/api/sos-pages/${code}`, remoteAddress: nextIp() });
    const answers = await Promise.all([...tags.map((tag) => scan(tag.code)), scan('ZZZZ99999999')]);
    expect(answers.slice(0, 12).map((a) => a.json().data.vehicle.registrationNumber)).toEqual(
      tags.map((tag) => tag.registration),
    );
    expect(answers[12]!.statusCode).toBe(404);
  });
});
