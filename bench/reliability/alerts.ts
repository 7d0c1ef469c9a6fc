import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/platform/rate-limit.js';
import { type Checks, pct, sleep } from './base.js';
import { dispose, openTarget, type Target } from './data.js';
import type { FakeGateway } from './gateway.js';
import type { ServerProcess } from './server.js';

export interface LoadOptions {
  url: string;
  tags: string[];
  reasonId: string;
  clients: number;
  seconds: number;
  /** Stop after this many requests in all (bounded loops). */
  maxRequests?: number;
  /** Worker threads generating load (each runs clients/threads connections). */
  threads?: number;
  /** Give up on one request after this long. */
  requestTimeoutMs?: number;
  /**
   * Alerts per second offered in all (open loop, each client on a schedule, latency counted from
   * when a request was due); unset: every client sends again as soon as it is answered (closed loop).
   */
  rate?: number;
  /** Numbers requests from here (their addresses and names), so a second run's alerts differ from the first's. */
  first?: number;
}

export interface AlertResult {
  status: number;
  ms: number;
  id?: string;
  code?: string;
  /** Milliseconds since the load started, when the answer came. */
  at: number;
  /** The body was in the failure shape (status 'Error', a code, a message). */
  shaped?: boolean;
}

// Plain JavaScript so the worker thread needs no TypeScript loader.
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { url, tags, reasonId, clients, seconds, maxRequests, requestTimeoutMs, thread, threads, rate, first } = workerData;
// One keep-alive connection per client, as a browser would have: no client waits for another's socket.
const agents = [];
const started = Date.now();
const end = started + seconds * 1000;
let sent = 0;
const results = [];
const post = (i, agent, scheduled) => new Promise((done) => {
  // Open loop: timed from when the request was due, so waiting behind a slow answer counts.
  const t0 = scheduled ?? performance.now();
  const ip = '10.' + ((i >> 16) & 255) + '.' + ((i >> 8) & 255) + '.' + (i & 255);
  const code = tags[i % tags.length];
  const body = JSON.stringify({ creatorName: 'Load ' + i, creatorNumber: '9876543210', reasonId, qrcodename: code });
  const req = request(url + '/api/sos-calls', { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'content-length': Buffer.byteLength(body) } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c) => (text += c));
    res.on('end', () => {
      const r = { status: res.statusCode, ms: performance.now() - t0, at: Date.now() - started };
      try {
        const json = JSON.parse(text);
        if (res.statusCode === 201) r.id = json.data && json.data._id;
        else { r.code = json.code; r.shaped = json.status === 'Error' && typeof json.code === 'string' && typeof json.message === 'string'; }
      } catch { r.shaped = false; }
      results.push(r);
      done();
    });
  });
  req.setTimeout(requestTimeoutMs, () => req.destroy(new Error('timeout')));
  // A refused or cut connection: a real client would not retry at once either.
  req.on('error', () => { results.push({ status: 0, ms: performance.now() - t0, at: Date.now() - started }); setTimeout(done, 100); });
  req.end(body);
});
const t00 = performance.now();
Promise.all(Array.from({ length: clients }, async (_, c) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  // rate (alerts/s from this thread): each client sends on its own schedule, spread evenly.
  const every = rate ? (clients / rate) * 1000 : 0;
  let due = t00 + (every * (c + thread / threads)) / clients;
  // Threads interleave their numbers: every request has its own address, name and (in turn) tag.
  while (Date.now() < end && sent < maxRequests) {
    const i = first + sent++ * threads + thread;
    if (!rate) { await post(i, agent); continue; }
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await post(i, agent, due);
    due += every;
  }
})).then(() => { for (const a of agents) a.destroy(); parentPort.postMessage(results); });
`;

/** Posts alerts from `clients` concurrent connections, each request from a different address. */
export async function loadAlerts(o: LoadOptions): Promise<AlertResult[]> {
  const threads = Math.max(1, Math.min(o.threads ?? 2, o.clients));
  const per = Math.ceil(o.clients / threads);
  const maxPer = Math.ceil((o.maxRequests ?? 1e9) / threads);
  const parts = await Promise.all(
    Array.from(
      { length: threads },
      (_, t) =>
        new Promise<AlertResult[]>((resolve, reject) => {
          const w = new Worker(LOAD_WORKER, {
            eval: true,
            workerData: {
              url: o.url,
              tags: o.tags,
              reasonId: o.reasonId,
              clients: per,
              seconds: o.seconds,
              maxRequests: maxPer,
              requestTimeoutMs: o.requestTimeoutMs ?? 30_000,
              thread: t,
              threads,
              rate: o.rate ? o.rate / threads : 0,
              first: o.first ?? 0,
            },
          });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  );
  return parts.flat();
}

/** Alerts per second, latency percentiles and status counts of a load run. */
export function summarise(results: AlertResult[], seconds: number) {
  const ok = results.filter((r) => r.status === 201);
  const byStatus: Record<string, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const ms = results.map((r) => r.ms);
  return {
    accepted: ok.length,
    perSecond: ok.length / seconds,
    p50: pct(ms, 50),
    p99: pct(ms, 99),
    max: Math.max(...ms),
    byStatus,
  };
}

/** The notifications of the stored alerts, as the database has them. */
export async function deliveryState(target: Target) {
  const database = await openTarget(target);
  try {
    const rows = rowsOf<{
      id: string;
      phone: string;
      country_code: string;
      body: string;
      status: string;
      due_at: string | Date;
      first_attempt: string | Date | null;
    }>(
      await database.db.execute(sql`
        select n.id, n.phone, n.country_code, n.body, n.status, n.due_at,
          (select min(a.created_at) from notification_attempts a where a.notification_id = n.id) as first_attempt
        from notifications n`),
    );
    const calls = rowsOf<{ id: string }>(await database.db.execute(sql`select id from sos_calls`));
    return { rows, callIds: new Set(calls.map((c) => c.id)) };
  } finally {
    await database.close();
  }
}

/**
 * Waits until the gateway has taken nothing new for `quietMs` (or `timeoutMs` passed): the
 * sender is done, or stuck. Works whatever the database (PGlite cannot be opened by two processes).
 */
export async function waitForQuiet(gateway: FakeGateway, quietMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (gateway.requests !== last) {
      last = gateway.requests;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await sleep(200);
  }
}

/** Texts the database says were sent but the gateway never took, and texts it took more than once. */
export function compareDelivery(
  rows: { phone: string; country_code: string; body: string; status: string }[],
  gateway: FakeGateway,
) {
  let missing = 0;
  for (const r of rows) {
    if (r.status !== 'sent') continue;
    if (!gateway.received.has(`+${r.country_code}${r.phone}|${r.body}`)) missing++;
  }
  return { missing, duplicates: gateway.duplicates };
}

// ─── The checks every script ends with ──────────────────────────────────────

export interface OutcomeOptions {
  /** Texts the run may send twice (those in flight at a crash); 0 when none may be. */
  maxDuplicates: number;
  /** Why duplicates may happen, for the check's name. */
  duplicatesBecause?: string;
  /** A flaky gateway leaves texts waiting minutes between tries: they count if none failed. */
  retryingIsFine?: boolean;
}

/**
 * Read once the server is stopped: every alert answered 201 is stored, every text was delivered
 * (or is still being retried, when allowed), the gateway took each text marked sent, and no text
 * went out twice beyond what the run allows.
 */
export async function checkOutcome(
  checks: Checks,
  target: Target,
  gateway: FakeGateway,
  results: AlertResult[],
  o: OutcomeOptions,
) {
  const state = await deliveryState(target);
  const ids = results.filter((r) => r.id).map((r) => r.id!);
  const stored = ids.filter((id) => state.callIds.has(id)).length;
  checks.check('every alert answered 201 is stored', stored === ids.length, `${stored} of ${ids.length}`);
  const failed = state.rows.filter((r) => r.status === 'failed').length;
  const pending = state.rows.filter((r) => r.status === 'queued' || r.status === 'sending').length;
  if (o.retryingIsFine)
    checks.check(
      'no text lost or given up (the rest still being retried)',
      failed === 0,
      `${state.rows.length - pending - failed} of ${state.rows.length} delivered, ${pending} still retrying, ${failed} failed`,
    );
  else
    checks.check(
      'every text delivered',
      pending + failed === 0,
      `${state.rows.length} texts, ${pending} pending, ${failed} failed`,
    );
  const { missing, duplicates } = compareDelivery(state.rows, gateway);
  checks.check('the gateway took every text marked sent', missing === 0, `${missing} missing`);
  checks.check(
    o.maxDuplicates === 0
      ? 'no text sent twice'
      : `texts sent twice are at most ${o.maxDuplicates} (${o.duplicatesBecause})`,
    duplicates <= o.maxDuplicates,
    `${duplicates} duplicates`,
  );
  return state;
}

/** The end of every script: a failure to run is a failed check; everything is stopped and removed. */
export async function finish(
  checks: Checks | null,
  parts: { servers: (ServerProcess | null)[]; gateway: FakeGateway; target: Target; also?: () => Promise<void> },
) {
  for (const s of parts.servers) await s?.kill('SIGTERM');
  await parts.also?.().catch(() => {});
  await parts.gateway.stop();
  await dispose(parts.target);
  checks?.done();
}
