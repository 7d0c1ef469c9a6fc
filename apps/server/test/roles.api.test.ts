import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/platform/config.js';
import { type Database, openDatabase } from '../src/platform/db/client.js';
import { notifications, reasons } from '../src/platform/db/schema.js';
import { type Fake, sendJson, startFake } from '../src/platform/sms/gateway-fakes.js';
import { DEMO_TAG_CODE, seed } from '../src/seed.js';
import { openTestDatabase } from './test-app.js';

// Processes by role (ROLE, docs/decisions/0074-process-roles.md): what each answers and sends, the
// log lines that join an alert's request to its texts, and the delivery metrics.

const SID = 'AC0123456789abcdef0123456789abcdef';

/** Twilio's Messages endpoint as documented: 201 with the message's sid. */
function fakeTwilio(): Promise<Fake> {
  let n = 0;
  return startFake((req, res) => {
    if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${SID}/Messages.json`)
      return sendJson(res, 404, { code: 20404, message: 'Not found', status: 404 });
    return sendJson(res, 201, { sid: `SM${String(++n).padStart(32, '0')}`, status: 'queued' });
  });
}

/** Log lines as the processes write them (JSON, one a line). */
class Lines {
  readonly all: Record<string, unknown>[] = [];
  write = (line: string): void => {
    this.all.push(JSON.parse(line));
  };
  find(test: (l: Record<string, unknown>) => boolean): Record<string, unknown>[] {
    return this.all.filter(test);
  }
}

function configFor(role: Config['role'], gateway: Fake): Config {
  return testConfig({
    role,
    seedDemo: true,
    logLevel: 'info',
    sms: {
      provider: 'twilio',
      accountSid: SID,
      authToken: 'twilio-test-token',
      from: '+15005550006',
      url: gateway.url,
    },
    limits: { ...testConfig().limits, sosPerIp: 1000, sosNotifyWindowSeconds: 1 },
  });
}

async function urgentReasonId(database: Database): Promise<string> {
  const [urgent] = await database.db.select().from(reasons).where(eq(reasons.reasonText, 'Accident'));
  return urgent!.id;
}

const postAlert = (app: FastifyInstance, reasonId: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/soscall',
    payload: { creatorName: 'Asha', creatorNumber: '9876543210', reasonId, qrcodename: DEMO_TAG_CODE },
    remoteAddress: ip,
  });

const scrape = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

const sentTo = async (database: Database, alertId: string) =>
  database.db.select().from(notifications).where(eq(notifications.sosCallId, alertId));

describe('ROLE=all (the default, one process): an alert’s lines and metrics', () => {
  let gateway: Fake;
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const lines = new Lines();
  beforeAll(async () => {
    gateway = await fakeTwilio();
    ({ database, drop } = await openTestDatabase());
    const config = configFor('all', gateway);
    await seed(database.db, config);
    app = await buildApp({ config, database, worker: false, logDestination: lines });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await gateway?.close();
  });

  it('the accept and each text’s send name the same alert and request; the gauge and the histogram move', async () => {
    const alert = await postAlert(app, await urgentReasonId(database), '192.0.2.1');
    expect(alert.statusCode).toBe(201);
    const alertId = alert.json().data._id as string;
    const reqId = alert.headers['x-request-id'] as string;
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);

    const accepted = lines.find((l) => l.msg === 'SOS alert accepted');
    expect(accepted).toEqual([expect.objectContaining({ alertId, reqId })]);
    expect(lines.find((l) => l.msg === 'answered' && l.reqId === reqId)).toHaveLength(1);

    // Not sent yet: the oldest undelivered SOS text has waited since it was due.
    await new Promise((r) => setTimeout(r, 1100));
    const before = await scrape(app);
    expect(value(before, 'safesathi_sos_oldest_undelivered_seconds')).toBeGreaterThanOrEqual(1);
    expect(value(before, 'safesathi_delivery_seconds_count{channel="sms"}')).toBeUndefined();

    const texts = await app.services.worker.runOnce();
    expect(texts).toBeGreaterThanOrEqual(2); // the owner and the emergency contacts, at once (urgent)
    expect(gateway.requests).toHaveLength(texts);
    const sent = lines.find((l) => l.msg === 'sms accepted by twilio');
    expect(sent).toHaveLength(texts);
    for (const line of sent) expect(line).toMatchObject({ alertId, reqId });
    const rows = await sentTo(database, alertId);
    expect(new Set(sent.map((l) => l.notification))).toEqual(new Set(rows.map((r) => r.id)));

    const after = await scrape(app);
    expect(value(after, 'safesathi_sos_oldest_undelivered_seconds')).toBe(0);
    expect(value(after, 'safesathi_delivery_seconds_count{channel="sms"}')).toBe(texts);
    // Each waited about the second it sat in the outbox.
    expect(value(after, 'safesathi_delivery_seconds_sum{channel="sms"}')).toBeGreaterThanOrEqual(texts);
    expect(value(after, 'safesathi_delivery_seconds_bucket{le="0.5",channel="sms"}')).toBe(0);
  });
});

// Web and worker processes share one PostgreSQL (PGlite is one process: ROLE=all only there).
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('ROLE=web and ROLE=worker on one PostgreSQL', () => {
  let gateway: Fake;
  let dbWeb: Database;
  let dbWorker: Database;
  let web: FastifyInstance;
  let worker: FastifyInstance | undefined;
  let reasonId: string;
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const webLines = new Lines();
  const workerLines = new Lines();
  beforeAll(async () => {
    gateway = await fakeTwilio();
    const url = process.env.TEST_DATABASE_URL!;
    [dbWeb, dbWorker] = await Promise.all([1, 2].map(() => openDatabase({ url, schemaName })));
    await dbWeb!.migrate();
    await seed(dbWeb!.db, configFor('web', gateway));
    reasonId = await urgentReasonId(dbWeb!);
    web = await buildApp({ config: configFor('web', gateway), database: dbWeb!, logDestination: webLines });
    await web.ready();
  });
  afterAll(async () => {
    await Promise.all([web?.close(), worker?.close()]);
    await dbWeb?.pool?.query(`drop schema if exists "${schemaName}" cascade`);
    await Promise.all([dbWeb?.close(), dbWorker?.close()]);
    await gateway?.close();
  });

  it('a web process accepts an alert and sends nothing; a worker started later sends it', async () => {
    const alert = await postAlert(web, reasonId, '192.0.2.10');
    expect(alert.statusCode).toBe(201);
    const alertId = alert.json().data._id as string;
    // Longer than any sender's poll: nothing goes out from the web process.
    await new Promise((r) => setTimeout(r, 2000));
    expect(gateway.requests).toHaveLength(0);
    const waiting = await sentTo(dbWeb, alertId);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.every((n) => n.status === 'queued')).toBe(true);
    expect(value(await scrape(web), 'safesathi_sos_oldest_undelivered_seconds')).toBeGreaterThanOrEqual(1);
    // The web process says it runs no sender, and is ready.
    const ready = await web.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ sender: 'off' });

    worker = await buildApp({ config: configFor('worker', gateway), database: dbWorker, logDestination: workerLines });
    await worker.ready();
    expect(await until(async () => gateway.requests.length === waiting.length, 5000)).toBe(true);
    // Its outcomes are written just after the gateway's answers.
    const allSent = async () =>
      (await sentTo(dbWeb, alertId)).every((n) => n.status === 'sent' && n.provider === 'twilio');
    expect(await until(allSent, 5000)).toBe(true);
  });

  it('a worker hears of a new alert at once and sends it; the lines of both processes join on the alert and the request', async () => {
    const before = gateway.requests.length;
    const started = Date.now();
    const alert = await postAlert(web, reasonId, '192.0.2.11');
    expect(alert.statusCode).toBe(201);
    const alertId = alert.json().data._id as string;
    const reqId = alert.headers['x-request-id'] as string;
    const texts = (await sentTo(dbWeb, alertId)).length;
    expect(await until(() => gateway.requests.length === before + texts, 5000)).toBe(true);
    // Told by NOTIFY, not found by a later look: well within a few polls even on a busy machine.
    expect(Date.now() - started).toBeLessThan(5000);

    expect(webLines.find((l) => l.msg === 'SOS alert accepted' && l.alertId === alertId)).toEqual([
      expect.objectContaining({ reqId }),
    ]);
    const sent = workerLines.find((l) => l.msg === 'sms accepted by twilio' && l.alertId === alertId);
    expect(sent).toHaveLength(texts);
    for (const line of sent) expect(line.reqId).toBe(reqId);
    // The web process sent none of it.
    expect(webLines.find((l) => typeof l.msg === 'string' && l.msg.includes('accepted by'))).toHaveLength(0);

    const metrics = await scrape(worker!);
    expect(value(metrics, 'safesathi_delivery_seconds_count{channel="sms"}')).toBe(before + texts);
    expect(value(metrics, 'safesathi_sos_oldest_undelivered_seconds')).toBe(0);
  });

  it('a worker answers its health and metrics, and 404s everything else', async () => {
    const w = worker!;
    expect((await w.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await w.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', sender: 'running' });
    expect((await w.inject({ method: 'GET', url: '/metrics' })).body).toContain('safesathi_delivery_seconds');
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', `/api/soscall/${DEMO_TAG_CODE}`],
      ['POST', '/api/soscall'],
      ['POST', '/api/user/otp-generate'],
      ['GET', '/api/docs'],
      ['GET', `/sos-call/${DEMO_TAG_CODE}`],
    ] as const) {
      const res = await w.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
