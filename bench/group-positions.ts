/**
 * Travel groups at scale (issue 28 item 7, docs/decisions/0072-trip-groups.md): MEMBERS (10,000)
 * in groups of GROUP_SIZE (10), every one sharing and posting a position every EVERY seconds (15):
 * about 670 positions a second, spread evenly (open loop, from a worker thread). VIEWERS groups
 * (200) each have one member watching the group's live stream. For every position posted to a
 * watched group it measures the time from sending the POST to the viewer's stream event that
 * carries it (each position is unique: its longitude encodes its number), and the server's CPU per
 * position (its own process, /proc). The built server runs in production mode on a fresh
 * PostgreSQL database (DATABASE_URL's server; DB=pglite: the embedded one).
 *   npm run build:server && npm run bench:group-positions
 *   MEMBERS=10000 GROUP_SIZE=10 EVERY=15 VIEWERS=200 SECONDS=45 WARMUP=10 npm run bench:group-positions
 *   PROFILE_DIR=/tmp/prof npm run bench:group-positions     # the server writes a CPU profile there
 */
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { TokenService } from '../apps/server/src/platform/auth.js';
import { rowsOf } from '../apps/server/src/platform/rate-limit.js';
import {
  DB_KIND,
  dispose,
  envNumber,
  FakeGateway,
  newTarget,
  openTarget,
  pct,
  prepare,
  ServerProcess,
  sleep,
} from './reliability/lib.js';

const MEMBERS = envNumber('MEMBERS', 10_000);
const GROUP_SIZE = envNumber('GROUP_SIZE', 10);
const EVERY = envNumber('EVERY', 15);
const VIEWERS = envNumber('VIEWERS', 200);
const SECONDS = envNumber('SECONDS', 45);
const WARMUP = envNumber('WARMUP', 10);
const RATE = MEMBERS / EVERY;
/** The server's signing secret in bench/reliability/server.ts: tokens are minted here for sessions inserted here. */
const JWT_SECRET = 'reliability-secret-that-is-long-enough-for-hs256';
/** Position n is at longitude BASE_LNG + n · 1e-6: the viewer's event says which position it carries. */
const BASE_LNG = 70;

interface Member {
  token: string;
  groupId: string;
}
interface Sent {
  n: number;
  groupId: string;
  sentAt: number;
  lateMs: number;
  status: number;
  answerMs: number;
}

// Plain JavaScript so the worker needs no TypeScript loader. Open loop: position n is due at start + n / rate,
// from member n mod MEMBERS, whatever the earlier answers.
const LOAD_WORKER = `
const { parentPort, workerData: { url, members, rate, first, count, baseLng } } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const now = () => performance.timeOrigin + performance.now();
const results = [];
const post = (n, due) => new Promise((done) => {
  const m = members[n % members.length];
  const body = JSON.stringify({ lat: 12.9 + (n % members.length) * 1e-5, lng: baseLng + n * 1e-6, accuracy: 15 });
  const sentAt = now();
  const r = { n, groupId: m.groupId, sentAt, lateMs: sentAt - due, status: 0, answerMs: 0 };
  const req = request(url + '/api/groups/' + m.groupId + '/position', { method: 'POST', agent, headers: {
    'content-type': 'application/json', authorization: 'Bearer ' + m.token, 'content-length': Buffer.byteLength(body) } }, (res) => {
    res.resume();
    res.on('end', () => { r.status = res.statusCode; r.answerMs = now() - sentAt; results.push(r); done(); });
  });
  req.setTimeout(30000, () => req.destroy(new Error('timeout')));
  req.on('error', () => { r.answerMs = now() - sentAt; results.push(r); done(); });
  req.end(body);
});
(async () => {
  const start = now() + 50;
  const pending = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 1));
    while (now() < due) {}
    pending.push(post(first + i, due));
  }
  await Promise.all(pending);
  agent.destroy();
  parentPort.postMessage(results);
})();
`;

function postPositions(url: string, members: Member[], first: number, count: number) {
  return new Promise<Sent[]>((resolve, reject) => {
    const w = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { url, members, rate: RATE, first, count, baseLng: BASE_LNG },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/** A viewer's group stream: when each position (by number) first reached it. */
async function watch(url: string, token: string, groupId: string, seen: Map<number, number>, abort: AbortSignal) {
  const res = await fetch(`${url}/api/groups/${groupId}/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = performance.timeOrigin + performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.match(/^event: group\ndata: (.*)$/m)?.[1];
          if (data)
            for (const m of (JSON.parse(data) as { members: { share: { position: { lng: number } | null } | null }[] })
              .members) {
              const lng = m.share?.position?.lng;
              if (lng === undefined) continue;
              const n = Math.round((lng - BASE_LNG) * 1e6);
              if (!seen.has(n)) seen.set(n, at);
            }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
}

const fmt = (values: number[]) =>
  values.length
    ? `${pct(values, 50).toFixed(0).padStart(6)} ${pct(values, 99).toFixed(0).padStart(6)} ${Math.max(...values)
        .toFixed(0)
        .padStart(6)} ${String(values.length).padStart(7)}`
    : '  none';

const target = await newTarget(DB_KIND);
const gateway = await new FakeGateway().start();
let server: ServerProcess | null = null;
let failed = false;
const abort = new AbortController();
try {
  await prepare(target, 0);
  const database = await openTarget(target);
  let members: Member[] = [];
  const setupStarted = performance.now();
  try {
    const db = database.db;
    const groups = Math.ceil(MEMBERS / GROUP_SIZE);
    // Members 6000000001…, each with a session; group g holds members g·GROUP_SIZE … (g+1)·GROUP_SIZE − 1.
    await db.execute(sql`
      insert into users (name, phone, usertype)
      select 'Traveller ' || g, (6000000000 + g)::text, 'Customer' from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`
      insert into travel_groups (name) select 'Trip ' || g from generate_series(1, ${groups}) g`);
    await db.execute(sql`
      with u as (select id, row_number() over (order by phone) - 1 as i from users where phone like '6%'),
           g as (select id, row_number() over (order by name, id) - 1 as i from travel_groups)
      insert into group_members (group_id, user_id, role)
      select g.id, u.id, case when u.i % ${GROUP_SIZE} = 0 then 'owner' else 'member' end
      from u join g on g.i = u.i / ${GROUP_SIZE}`);
    await db.execute(sql`
      insert into location_shares (group_id, user_id, started_at)
      select group_id, user_id, now() from group_members`);
    await db.execute(sql`
      insert into sessions (user_id, expires_at)
      select id, now() + interval '7 days' from users where phone like '6%'`);
    const rows = rowsOf<{ user_id: string; session_id: string; group_id: string }>(
      await db.execute(sql`
        select s.user_id, s.id as session_id, m.group_id
        from sessions s join users u on u.id = s.user_id join group_members m on m.user_id = u.id
        where u.phone like '6%' order by u.phone`),
    );
    // The server's default TOKEN_TTL_HOURS (7 days): a token past half its life would be renewed on every request.
    const tokens = new TokenService(JWT_SECRET, 7 * 24 * 3600);
    const now = new Date();
    members = await Promise.all(
      rows.map(async (r) => ({ token: await tokens.sign(r.user_id, r.session_id, now), groupId: r.group_id })),
    );
  } finally {
    await database.close();
  }
  const setupMs = performance.now() - setupStarted;

  server = await new ServerProcess({ target, gateway, env: { SEED_DEMO: 'false' } }).start();

  // The first member of every (MEMBERS / GROUP_SIZE / VIEWERS)-th group watches it.
  const seen = new Map<number, number>();
  const watched = new Set<string>();
  const groupIds = [...new Set(members.map((m) => m.groupId))];
  const stride = Math.max(1, Math.floor(groupIds.length / VIEWERS));
  for (let g = 0; g < groupIds.length && watched.size < VIEWERS; g += stride) {
    const viewer = members.find((m) => m.groupId === groupIds[g])!;
    await watch(server.url, viewer.token, groupIds[g]!, seen, abort.signal);
    watched.add(groupIds[g]!);
  }
  await sleep(500);

  console.log(
    `group positions: ${DB_KIND}, ${MEMBERS} members in groups of ${GROUP_SIZE}, each posting every ${EVERY} s ` +
      `(${RATE.toFixed(0)} positions/s) for ${SECONDS} s after ${WARMUP} s of warm-up; ${watched.size} groups watched ` +
      `(set-up ${(setupMs / 1000).toFixed(1)} s)`,
  );
  const warm = Math.round(RATE * WARMUP);
  if (warm) await postPositions(server.url, members, 0, warm);
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const sent = await postPositions(server.url, members, warm, Math.round(RATE * SECONDS));
  const postingMs = performance.now() - started;
  const cpuAfter = server.cpuMs();
  // Wait for the viewers' events (or 10 s more).
  const toWatched = sent.filter((s) => s.status === 200 && watched.has(s.groupId));
  const deadline = Date.now() + 10_000;
  while (toWatched.some((s) => !seen.has(s.n)) && Date.now() < deadline) await sleep(200);
  abort.abort();

  const accepted = sent.filter((s) => s.status === 200);
  const byStatus: Record<number, number> = {};
  for (const s of sent) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  const toViewer: number[] = [];
  let missing = 0;
  for (const s of toWatched) {
    const at = seen.get(s.n);
    if (at === undefined) missing++;
    else toViewer.push(at - s.sentAt);
  }
  const span = (Math.max(...sent.map((s) => s.sentAt)) - Math.min(...sent.map((s) => s.sentAt))) / 1000;
  const t0 = Math.min(...sent.map((s) => s.sentAt));
  const bySecond = new Map<number, number[]>();
  for (const s of toWatched) {
    const at = seen.get(s.n);
    if (at === undefined) continue;
    const second = Math.floor((s.sentAt - t0) / 5000) * 5;
    bySecond.set(second, [...(bySecond.get(second) ?? []), at - s.sentAt]);
  }
  console.log(
    `sent ${sent.length} at ${((sent.length - 1) / span).toFixed(0)} positions/s, accepted ${accepted.length}; answers ${JSON.stringify(byStatus)} (0: no answer)`,
  );
  console.log('                                              p50 ms p99 ms max ms       n');
  console.log(`  generator: sent late against its schedule  ${fmt(sent.map((s) => s.lateMs))}`);
  console.log(`  answer to the POST                          ${fmt(accepted.map((s) => s.answerMs))}`);
  console.log(`  POST → the viewer's stream event            ${fmt(toViewer)}`);
  console.log(`  positions to watched groups never seen: ${missing} (a newer one of the same member may replace it)`);
  console.log(
    `  POST → viewer p50 by 5 s of sending (s:ms) ${[...bySecond].map(([s, ms]) => `${s}:${pct(ms, 50).toFixed(0)}`).join(' ')}`,
  );
  if (cpuBefore !== null && cpuAfter !== null && accepted.length)
    console.log(
      `server CPU: ${((cpuAfter - cpuBefore) / accepted.length).toFixed(2)} ms per position (${(((cpuAfter - cpuBefore) / postingMs) * 100).toFixed(0)} % of one core while posting)`,
    );
  failed = accepted.length !== sent.length || missing > toWatched.length * 0.01;
  if (failed)
    console.log('exit 1: a position was refused, or more than 1 % of the watched ones never reached a viewer');
} catch (err) {
  console.error(`the run did not complete: ${(err as Error).stack}`);
  failed = true;
} finally {
  abort.abort();
  await server?.kill('SIGTERM');
  await gateway.stop();
  await dispose(target);
}
process.exitCode = failed ? 1 : 0;
