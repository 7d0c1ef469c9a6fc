/**
 * SIGTERM while admins watch the live stream and bystanders post alerts: the server stops taking
 * connections, finishes the requests it is running, closes the streams, lets the sender finish
 * what it holds, and exits 0 within 10 s. Started again, it delivers whatever was left queued.
 *   npm run reliability:sigterm              # DB=pglite for the embedded database
 */
import {
  adminToken,
  Checks,
  checkOutcome,
  DB_KIND,
  envNumber,
  FakeGateway,
  finish,
  LiveStream,
  loadAlerts,
  newTarget,
  prepare,
  ServerProcess,
  sleep,
  summarise,
  waitForQuiet,
} from './lib.js';

const kind = DB_KIND;
const CLIENTS = envNumber('CLIENTS', 30);
const TAGS = envNumber('TAGS', 3000);

const checks = new Checks();
const target = await newTarget(kind);
// A slow gateway: texts are in flight when the signal comes.
const gateway = await new FakeGateway().start();
let server: ServerProcess | null = null;
try {
  const prepared = await prepare(target, TAGS);
  server = await new ServerProcess({ target, gateway }).start();
  const token = await adminToken(server, gateway);
  const streams = await Promise.all([1, 2].map(() => LiveStream.open(server!.url, token)));
  console.log(`sigterm: ${kind}, ${CLIENTS} clients, two live streams open`);
  const load = loadAlerts({ url: server.url, ...prepared, clients: CLIENTS, seconds: 5, requestTimeoutMs: 15_000 });
  await sleep(2000);
  const exitMs = await server.kill('SIGTERM', 20_000);
  checks.check('exits within 10 s of SIGTERM', exitMs !== null && exitMs <= 10_000, `${exitMs} ms`);
  checks.check('exit code 0', server.exitCode === 0, `code ${server.exitCode}, signal ${server.signal}`);
  const closed = await Promise.race([
    Promise.all(streams.map((s) => s.ended)).then(() => true),
    sleep(1000).then(() => false),
  ]);
  checks.check('the live streams were closed by the server', closed);
  checks.figure(`streams saw ${streams.map((s) => s.events).join(' and ')} alerts before the stop`);
  const results = await load;
  const s = summarise(results, 5);
  checks.figure(`answers ${JSON.stringify(s.byStatus)} (0 = connection refused after the stop)`);
  checks.check(
    'every answer was a 201 or a 503 in the failure shape',
    results.every((r) => r.status === 0 || r.status === 201 || (r.status === 503 && r.shaped)),
  );

  server = await new ServerProcess({ target, gateway }).start();
  // The sender finished what it held before exiting: nothing waits for a lease to run out.
  await waitForQuiet(gateway, 6000, 120_000);
  await server.kill('SIGTERM');
  await checkOutcome(checks, target, gateway, results, { maxDuplicates: 0 });
} catch (err) {
  checks.check('the run completed', false, (err as Error).message);
} finally {
  await finish(checks, { servers: [server], gateway, target });
}
