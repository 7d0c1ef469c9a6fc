/**
 * `kill -9` in the middle of load: the server dies with texts half-sent and requests in flight,
 * is started again on the same database, and then every alert that was answered 201 must be
 * stored and every text delivered; a text may go out twice only if it was in flight at the kill.
 *   npm run reliability:crash                 # PostgreSQL
 *   DB=pglite npm run reliability:crash       # embedded PGlite
 */
import {
  Checks,
  checkOutcome,
  DB_KIND,
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

const kind = DB_KIND;
const CLIENTS = envNumber('CLIENTS', 50);
const DURATION = envNumber('DURATION', 6);
const KILL_AT_MS = envNumber('KILL_AT_MS', 2500);
const TAGS = envNumber('TAGS', 4000);
/** Gateway requests one process may have open (SMS_CONCURRENCY). */
const SLOTS = 32;
/** Texts it may hold (being sent, or sent with the outcome not yet written): the most a crash can send twice. */
const IN_FLIGHT = 2 * SLOTS;

const checks = new Checks();
const target = await newTarget(kind);
const gateway = await new FakeGateway().start();
let server: ServerProcess | null = null;
try {
  const prepared = await prepare(target, TAGS);
  const env = { SOS_NOTIFY_WINDOW_SECONDS: '2', SMS_CONCURRENCY: String(SLOTS) };
  server = await new ServerProcess({ target, gateway, env }).start();
  console.log(`crash: ${kind}, ${CLIENTS} clients for ${DURATION} s, kill -9 at ${KILL_AT_MS} ms`);
  const load = loadAlerts({
    url: server.url,
    ...prepared,
    clients: CLIENTS,
    seconds: DURATION,
    requestTimeoutMs: 10_000,
  });
  await sleep(KILL_AT_MS);
  const sentBeforeKill = gateway.requests;
  await server.kill('SIGKILL');
  const results = await load;
  const s = summarise(results, DURATION);
  checks.figure(`${s.accepted} alerts answered 201 before and around the kill; answers ${JSON.stringify(s.byStatus)}`);
  checks.figure(`${sentBeforeKill} texts had reached the gateway at the kill`);

  const restarted = Date.now();
  server = await new ServerProcess({ target, gateway, env }).start();
  // Started means healthy; ready is more, and can fail: the database answers, no migration is left
  // half-applied by the kill, and the sender runs again to take over the texts it left.
  const ready = await fetch(`${server.url}/readyz`);
  const readiness = (await ready.json().catch(() => ({}))) as { status?: string };
  checks.check(
    'the server starts again on the same database, ready to serve and send',
    ready.status === 200 && readiness.status === 'ready',
    `${Date.now() - restarted} ms; /readyz ${ready.status} ${JSON.stringify(readiness)}`,
  );
  // Texts half-sent at the kill are taken again when their lease (20 s) runs out.
  await waitForQuiet(gateway, 25_000, 120_000);
  await server.kill('SIGTERM');
  await checkOutcome(checks, target, gateway, results, {
    maxDuplicates: IN_FLIGHT,
    duplicatesBecause: 'those in flight at the kill',
  });
} catch (err) {
  checks.check('the run completed', false, (err as Error).message);
} finally {
  await finish(checks, { servers: [server], gateway, target });
}
