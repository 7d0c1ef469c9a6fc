/**
 * Behind a real load balancer (issue 29, point 3; docs/decisions/0076-behind-nginx.md): nginx, configured
 * from docs/ops/nginx.conf, in front of two ROLE=web processes, one ROLE=worker beside them, one fresh
 * PostgreSQL database, the fake SMS gateway. Bystanders in a process of their own send alerts through
 * nginx, each with an Idempotency-Key, retrying with the same key on an error or a timeout:
 *   (a) kill -9 of one web process under load: 0 alerts lost, 0 duplicated, no text sent twice;
 *   (b) a rolling restart (SIGTERM one web process, start it again, wait until healthy, the next):
 *       no client sees an error;
 *   (c) the worker killed (-9) and started again: every text delivered, within the lease, and sent
 *       twice only if the dead worker held it.
 * Before them: the servers take the client's address from X-Forwarded-For only from nginx (TRUST_PROXY).
 *   npm run reliability:balancer              # 3 minutes on this busy 2-core machine
 *   npm run reliability:balancer -- --quick   # smaller: (a), (b) and the address, no (c); 2 minutes here
 */
import { sql } from 'drizzle-orm';
import { hashIp, rowsOf } from '../../apps/server/src/platform/rate-limit.js';
import { Bystanders, checkAlerts, outboxState, textsBeingSent, waitForDrained } from './balancer-lib.js';
import { type BystanderRun, postAlert } from './bystanders.js';
import {
  Checks,
  checkOutcome,
  envNumber,
  FakeGateway,
  finish,
  freePort,
  newTarget,
  openTarget,
  prepare,
  ServerProcess,
  sleep,
} from './lib.js';
import { ensureNginx, Nginx } from './nginx.js';

const QUICK = process.argv.includes('--quick');
const CLIENTS = envNumber('CLIENTS', QUICK ? 6 : 12);
const TAGS = envNumber('TAGS', QUICK ? 300 : 2000);
const SECRET = 'balancer-secret-that-is-long-enough-for-hs256';
/** The sender's lease on a text it is sending (platform/notification-worker.ts). */
const LEASE_MS = 20_000;
/** `fail_timeout` in docs/ops/nginx.conf. */
const FAIL_TIMEOUT_MS = 2000;
/** nginx connects to the web processes from here: the one address they trust with X-Forwarded-For. */
const NGINX_ADDRESS = '127.0.0.1';

const started = Date.now();
const checks = new Checks();
const nginxBinary = ensureNginx();
const target = await newTarget('pg');
// A provider that answers 100 ms after it took a text: the worker has texts in flight when it is killed.
const gateway = await new FakeGateway({ delayMs: envNumber('GATEWAY_DELAY_MS', 100) }).start();
const web: (ServerProcess | null)[] = [null, null];
let worker: ServerProcess | null = null;
let nginx: Nginx | null = null;
let load: Bystanders | null = null;
const database = await openTarget(target);
try {
  const prepared = await prepare(target, TAGS);
  const ports = [await freePort(), await freePort()];
  const webEnv = { ROLE: 'web', TRUST_PROXY: NGINX_ADDRESS, JWT_SECRET: SECRET, SOS_NOTIFY_WINDOW_SECONDS: '2' };
  const startWeb = (n: number) => new ServerProcess({ target, gateway, port: ports[n], env: webEnv }).start();
  const startWorker = () =>
    new ServerProcess({
      target,
      gateway,
      // 64 texts at a time, 100 ms each: 640 texts/s, above what the bystanders cause.
      env: { ...webEnv, ROLE: 'worker', TRUST_PROXY: 'false', SMS_CONCURRENCY: '64' },
    }).start();
  [web[0], web[1], worker] = await Promise.all([startWeb(0), startWeb(1), startWorker()]);
  nginx = await new Nginx(nginxBinary).start(ports.map((p) => `127.0.0.1:${p}`));
  console.log(
    `balancer: nginx ${nginx.url} → web ${ports.join(', ')}, a worker, PostgreSQL ${target.databaseName}; ` +
      `${CLIENTS} bystanders${QUICK ? ' (quick)' : ''}`,
  );
  const run = (first: number, seconds: number): BystanderRun => ({
    url: nginx!.url,
    ...prepared,
    clients: CLIENTS,
    first,
    seconds,
    pauseMs: envNumber('PAUSE_MS', 100),
    attemptTimeoutMs: 5000,
    retryForMs: 30_000,
  });

  // ─── The client's address ────────────────────────────────────────────────
  const body = (name: string) => ({
    creatorName: name,
    creatorNumber: '9876543210',
    reasonId: prepared.reasonId,
    qrcodename: prepared.tags[0]!,
  });
  const through: number[] = [];
  for (let k = 0; k < 6; k++)
    through.push(
      (
        await postAlert({
          url: nginx.url,
          key: `address-nginx-${k}`,
          localAddress: '127.9.9.9',
          // Written by the client, replaced by nginx: not what the server counts.
          headers: { 'x-forwarded-for': `10.77.0.${k}` },
          body: body(`Address nginx ${k}`),
        })
      ).status,
    );
  const direct = await postAlert({
    url: web[0]!.url,
    key: 'address-direct-0',
    localAddress: '127.9.9.10',
    headers: { 'x-forwarded-for': '10.88.0.1' },
    body: body('Address direct'),
  });
  const hashes = new Map(
    rowsOf<{ creator_name: string; ip_hash: string }>(
      await database.db.execute(
        sql`select creator_name, ip_hash from sos_calls where creator_name in ('Address nginx 0', 'Address direct')`,
      ),
    ).map((r) => [r.creator_name, r.ip_hash]),
  );
  checks.check(
    'through nginx, the server counts the client nginx saw (X-Forwarded-For from nginx, TRUST_PROXY names it)',
    hashes.get('Address nginx 0') === hashIp(SECRET, '127.9.9.9') &&
      through.slice(0, 5).every((s) => s === 201) &&
      through[5] === 429,
    `six alerts from 127.9.9.9, each claiming another address: ${through.join(',')} (limit 5 per address); recorded address ${hashes.get('Address nginx 0') === hashIp(SECRET, '127.9.9.9') ? '127.9.9.9' : 'another'}`,
  );
  checks.check(
    "straight to a web process, a client's own X-Forwarded-For is ignored (its peer is not nginx)",
    direct.status === 201 && hashes.get('Address direct') === hashIp(SECRET, '127.9.9.10'),
    `answer ${direct.status}; recorded address ${hashes.get('Address direct') === hashIp(SECRET, '127.9.9.10') ? 'the peer, 127.9.9.10' : hashes.get('Address direct') === hashIp(SECRET, '10.88.0.1') ? 'the claimed 10.88.0.1' : 'another'}`,
  );

  // ─── (a) kill -9 of one web process under load ──────────────────────────
  load = await new Bystanders().start(run(0, 120));
  await sleep(QUICK ? 1500 : 3000);
  await web[0]!.kill('SIGKILL');
  const killedAt = Date.now();
  // Its supervisor starts it again; nginx leaves it out until it answers.
  web[0] = await startWeb(0);
  const back = Date.now() - killedAt;
  await sleep(QUICK ? 1500 : 3000);
  const outcomes = await load.stop();
  const a = await checkAlerts(checks, database, '(a) kill -9 of web 1', outcomes);
  checks.figure(
    `(a) web 1 started again ${back} ms after the kill; nginx logged ${JSON.stringify(nginx.errorsSince())}`,
  );

  // ─── (b) rolling restart ────────────────────────────────────────────────
  load = await new Bystanders().start(run(100_000, 120));
  await sleep(1000);
  const exits: string[] = [];
  for (const n of [0, 1]) {
    const ms = await web[n]!.kill('SIGTERM');
    exits.push(`web ${n + 1}: exit ${web[n]!.exitCode} after ${ms} ms`);
    web[n] = await startWeb(n);
    exits.push(`healthy again after ${Math.round(web[n]!.readyMs)} ms`);
    // nginx leaves a process out for fail_timeout (2 s) after it failed: only then is it back in the
    // rotation, and only then may the next one go (open-source nginx has no active health checks).
    await sleep(FAIL_TIMEOUT_MS + 1000);
  }
  const bOut = await load.stop();
  outcomes.push(...bOut);
  const b = await checkAlerts(checks, database, '(b) rolling restart', bOut);
  checks.figure(`(b) ${exits.join('; ')}; nginx logged ${JSON.stringify(nginx.errorsSince())}`);
  checks.check(
    '(b) no client saw an error during the rolling restart',
    b.errorsSeen === 0,
    `${b.errorsSeen} non-2xx answers`,
  );
  const drained = await waitForDrained(database, 30_000);
  checks.check(
    '(a, b) every text delivered, none twice (count per recipient and body)',
    drained !== null && gateway.duplicates === 0 && (await outboxState(database)).failed === 0,
    `${(await outboxState(database)).sent} texts sent, ${gateway.duplicates} twice`,
  );
  const duplicatesBefore = gateway.duplicates;
  let held = new Set<string>();

  // ─── (c) the worker killed and started again ────────────────────────────
  let c = a;
  if (!QUICK) {
    load = await new Bystanders().start(run(200_000, 120));
    await sleep(3000);
    await worker!.kill('SIGKILL');
    const workerKilledAt = Date.now();
    held = await textsBeingSent(database);
    const receivedAtKill = new Map([...gateway.received].map(([k, v]) => [k, v.count]));
    await sleep(1000);
    worker = await startWorker();
    const workerBack = Date.now() - workerKilledAt;
    await sleep(3000);
    const cOut = await load.stop();
    outcomes.push(...cOut);
    c = await checkAlerts(checks, database, '(c) worker killed', cOut);
    const deliveredAt = await waitForDrained(database, LEASE_MS + 30_000);
    const twice = [...gateway.received].filter(([, v]) => v.count > 1).map(([k]) => k);
    const twiceNotHeld = twice.filter((k) => !held.has(k));
    const heldAndSentBefore = [...held].filter((k) => receivedAtKill.has(k)).length;
    checks.figure(
      `(c) the worker held ${held.size} texts at the kill (${heldAndSentBefore} already taken by the gateway); ` +
        `started again after ${workerBack} ms`,
    );
    checks.check(
      '(c) every text delivered within the lease after the kill',
      deliveredAt !== null && deliveredAt - workerKilledAt <= LEASE_MS + workerBack + 5000,
      deliveredAt === null ? 'not all delivered' : `all delivered ${deliveredAt - workerKilledAt} ms after the kill`,
    );
    checks.check(
      '(c) a text went twice only if the dead worker held it',
      twiceNotHeld.length === 0,
      `${gateway.duplicates - duplicatesBefore} sent twice, all of them among the ${held.size} held (${twiceNotHeld.length} not held)`,
    );
  }
  checks.figure(
    `load: ${a.alerts + b.alerts + (QUICK ? 0 : c.alerts)} alerts through nginx from ${CLIENTS} bystanders`,
  );
  for (const s of [...web, worker]) await s?.kill('SIGTERM');
  const results = outcomes.map((o) => ({ status: o.status, id: o.id, ms: o.ms, at: 0 }));
  await checkOutcome(checks, target, gateway, results, {
    maxDuplicates: held.size,
    duplicatesBecause: 'the texts the killed worker held',
  });
} catch (err) {
  checks.check('the run completed', false, (err as Error).stack ?? String(err));
} finally {
  load?.kill();
  await database.close();
  await finish(null, { servers: [...web, worker], gateway, target, also: async () => nginx?.stop() });
  checks.figure(`whole run ${Math.round((Date.now() - started) / 1000)} s`);
  checks.done();
}
