/**
 * PostgreSQL goes away in the middle of load (every connection cut, new ones refused, through a
 * local TCP proxy) and comes back. While it is down, requests get a 503 in the failure shape at
 * once, never a hang; once it is back, the same server process accepts alerts again and delivers
 * every text, with no restart.
 *   npm run reliability:outage               # OUTAGE_SECONDS=20 for the case
 */
import {
  Checks,
  CuttableProxy,
  checkOutcome,
  envNumber,
  FakeGateway,
  finish,
  loadAlerts,
  newTarget,
  prepare,
  ServerProcess,
  sleep,
  summarise,
  waitForQuiet,
} from './lib.js';

const CLIENTS = envNumber('CLIENTS', 30);
const OUTAGE_SECONDS = envNumber('OUTAGE_SECONDS', 8);
const BEFORE = 3;
const AFTER = 5;
const TAGS = envNumber('TAGS', 6000);

const checks = new Checks();
const target = await newTarget('pg');
const gateway = await new FakeGateway().start();
const proxy = await new CuttableProxy('127.0.0.1', 5432).start();
let server: ServerProcess | null = null;
try {
  const prepared = await prepare(target, TAGS);
  server = await new ServerProcess({
    target,
    gateway,
    pgPort: proxy.port,
    env: { SOS_NOTIFY_WINDOW_SECONDS: '2', SMS_CONCURRENCY: '32' },
  }).start();
  const duration = BEFORE + OUTAGE_SECONDS + AFTER;
  console.log(`outage: PostgreSQL cut for ${OUTAGE_SECONDS} s in ${duration} s of load from ${CLIENTS} clients`);
  const load = loadAlerts({
    url: server.url,
    ...prepared,
    clients: CLIENTS,
    seconds: duration,
    requestTimeoutMs: 15_000,
  });
  await sleep(BEFORE * 1000);
  proxy.cut();
  const health: number[] = [];
  const cutAt = Date.now();
  while (Date.now() - cutAt < OUTAGE_SECONDS * 1000) {
    const t0 = Date.now();
    const res = await fetch(`${server.url}/api/health`).catch(() => null);
    health.push(res?.status ?? 0);
    await sleep(Math.max(0, 1000 - (Date.now() - t0)));
  }
  proxy.restore();
  const results = await load;
  const s = summarise(results, duration);
  checks.figure(`answers ${JSON.stringify(s.byStatus)}; p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`);
  const during = results.filter((r) => r.at - r.ms > BEFORE * 1000 + 500 && r.at < (BEFORE + OUTAGE_SECONDS) * 1000);
  checks.check(
    'while the database is down, alerts get 503 in the failure shape',
    during.length > 0 && during.every((r) => r.status === 503 && r.shaped),
    `${during.length} answers: ${JSON.stringify(summarise(during, 1).byStatus)}`,
  );
  checks.check(
    'no request hangs (all answered within 15 s)',
    results.every((r) => r.status !== 0),
    `max ${s.max.toFixed(0)} ms`,
  );
  checks.check(
    'health says 503 while the database is down',
    health.length > 0 && health.every((h) => h === 503),
    JSON.stringify(health),
  );
  const after = results.filter((r) => r.at - r.ms > (BEFORE + OUTAGE_SECONDS + 2) * 1000);
  const acceptedAfter = after.filter((r) => r.status === 201).length;
  checks.check(
    'alerts are accepted again once it is back, without a restart',
    acceptedAfter > 0,
    `${acceptedAfter} of ${after.length}`,
  );
  await waitForQuiet(gateway, 25_000, 120_000);
  const exitMs = await server.kill('SIGTERM');
  checks.figure(`stopped ${exitMs} ms after SIGTERM`);
  await checkOutcome(checks, target, gateway, results, {
    // Twice SMS_CONCURRENCY: the texts a process may hold.
    maxDuplicates: 64,
    duplicatesBecause: 'texts in flight whose outcome could not be written during the outage',
  });
} catch (err) {
  checks.check('the run completed', false, (err as Error).message);
} finally {
  await finish(checks, { servers: [server], gateway, target, also: () => proxy.stop() });
}
