/**
 * From a bystander's alert to the owner's phone (issue 25, docs/decisions/0067-channel-ladder.md):
 * RATE alerts/s (100) for SECONDS (20) over as many tags, each its own owner with one device, a
 * share of them urgent (URGENT_SHARE, 0.2). The built server runs in its own process (development
 * mode, so it may push to the fake's http: address; SMS through the Twilio adapter), on PGlite, or
 * on a fresh PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is set (DB=pglite|pg
 * chooses). The fake push service (platform/push/push-fakes.ts: checks VAPID, keeps the encrypted
 * pushes) and the fake Twilio gateway run in this process's main thread; the alerts are posted on
 * a schedule (open loop) from a worker thread, which reports how late it sent each one.
 * For each alert it measures the time from sending the POST to
 *   - the push reaching the push service (matched by subscription, checked by decrypting it);
 *   - the owner's SMS reaching the gateway: at once for an urgent alert; for a normal one after
 *     PUSH_FALLBACK_SECONDS (2) without the device's acknowledgement, reported as the excess over it.
 * Baselines measured in the same run: the SMS to the emergency contacts of the urgent alerts (no
 * account, so no push: the SMS path as it is with push off), and the bare round trip of each fake
 * (a push signed and sent from this process, a text posted to the gateway from this process).
 *   npm run build:server && npm run bench:push-latency
 *   RATE=100 SECONDS=20 URGENT_SHARE=0.2 PUSH_FALLBACK_SECONDS=2 WARMUP=2 DB=pglite npm run bench:push-latency
 *   PUSH=off npm run bench:push-latency     # no devices: every text at once, as before push
 */
import { createECDH } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { AlertPushPayload } from '../apps/server/src/platform/push/push.js';
import { type FakeSubscription, startFakePushService } from '../apps/server/src/platform/push/push-fakes.js';
import { WebPushSender } from '../apps/server/src/platform/push/web-push-sender.js';
import { rowsOf } from '../apps/server/src/platform/rate-limit.js';
import {
  dispose,
  envNumber,
  FakeGateway,
  newTarget,
  openTarget,
  pct,
  prepare,
  ServerProcess,
  sleep,
  TWILIO_SID,
} from './reliability/lib.js';

const RATE = envNumber('RATE', 100);
const SECONDS = envNumber('SECONDS', 20);
const WARMUP = envNumber('WARMUP', 2);
const URGENT_SHARE = envNumber('URGENT_SHARE', 0.2);
const FALLBACK = envNumber('PUSH_FALLBACK_SECONDS', 2);
/** PUSH=off: the same run with no device anywhere, so every alert goes by SMS at once (the path before push). */
const PUSH = process.env.PUSH !== 'off';
/** The wait before a normal alert's text to its owner. */
const WAIT_MS = PUSH ? FALLBACK * 1000 : 0;
const kind =
  process.env.DB === 'pg' || process.env.DB === 'pglite'
    ? process.env.DB
    : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
      ? 'pg'
      : 'pglite';
// One alert per tag: a tag's second alert within the window would be spoken for by the first's push.
const TAGS = Math.ceil(RATE * (SECONDS + WARMUP));
/** Owner n has phone 7000000000 + n and tag RT00000n; their contacts 8000000000 + 2n + 0|1 (bench/reliability/data.ts). */
const ownerOf = (code: string) => Number(code.slice(2));

interface Sent {
  code: string;
  urgent: boolean;
  /** Epoch ms (fractional) when the request was handed to the socket, and how late that was against the schedule. */
  sentAt: number;
  lateMs: number;
  status: number;
  answerMs: number;
}

// Plain JavaScript so the worker thread needs no TypeScript loader. Open loop: alert i is due at
// start + i / rate; it is sent then whatever the earlier ones' answers, so a slow server cannot slow the offer.
const LOAD_WORKER = `
const { parentPort, workerData: { url, plan, rate, first } } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 512 });
const now = () => performance.timeOrigin + performance.now();
const results = [];
const post = (p, i, due) => new Promise((done) => {
  const n = first + i;
  const body = JSON.stringify({ creatorName: 'Bystander ' + n, creatorNumber: '9876543210', reasonId: p.reasonId, qrcodename: p.code });
  const ip = '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255);
  const sentAt = now();
  const r = { code: p.code, urgent: p.urgent, sentAt, lateMs: sentAt - due, status: 0, answerMs: 0 };
  const req = request(url + '/api/sos-calls', { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'content-length': Buffer.byteLength(body) } }, (res) => {
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
  for (let i = 0; i < plan.length; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 1));
    while (now() < due) {}
    pending.push(post(plan[i], i, due));
  }
  await Promise.all(pending);
  agent.destroy();
  parentPort.postMessage(results);
})();
`;

function postAlerts(url: string, plan: { code: string; reasonId: string; urgent: boolean }[], first: number) {
  return new Promise<Sent[]>((resolve, reject) => {
    const w = new Worker(LOAD_WORKER, { eval: true, workerData: { url, plan, rate: RATE, first } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const fmt = (values: number[]) =>
  values.length
    ? `p50 ${pct(values, 50).toFixed(0)} ms, p99 ${pct(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (n=${values.length})`
    : 'none';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const vapid = {
  publicKey: ecdh.getPublicKey().toString('base64url'),
  privateKey: ecdh.getPrivateKey().toString('base64url'),
};
const target = await newTarget(kind);
const gateway = await new FakeGateway().start();
const pushService = await startFakePushService();
let server: ServerProcess | null = null;
let failed = false;
try {
  const prepared = await prepare(target, TAGS);
  const urgentReason = prepared.reasonId;
  const phones = new Map<number, FakeSubscription>();
  const database = await openTarget(target);
  let normalReason = '';
  try {
    [{ id: normalReason }] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from reasons where severity <> 'urgent' order by position limit 1`),
    ) as [{ id: string }];
    // Each owner's phone subscribes at the fake push service with the server's VAPID key, as the app does.
    const rows = prepared.tags.map((code) => {
      const sub = pushService.subscribe(vapid.publicKey);
      phones.set(ownerOf(code), sub);
      return { phone: String(7000000000 + ownerOf(code)), endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth };
    });
    await database.db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
      select u.id, x.endpoint, x.p256dh, x.auth, 'Bench phone'
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(phone text, endpoint text, p256dh text, auth text)
      join users u on u.phone = x.phone
      where ${PUSH}`);
  } finally {
    await database.close();
  }

  server = await new ServerProcess({
    target,
    gateway,
    env: {
      // Outside production the push sender may use http: endpoints (the fake's); SMS still goes by Twilio's API.
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@example.com',
      PUSH_FALLBACK_SECONDS: String(FALLBACK),
      SOS_IP_LIMIT: '100000',
    },
  }).start();

  // Bare round trips of the fakes, from this process: the floor under the figures below.
  const bare = pushService.subscribe(vapid.publicKey);
  const sender = new WebPushSender({
    ...vapid,
    subject: 'mailto:bench@example.com',
    timeoutMs: 10_000,
    allowHttp: true,
  });
  const barePush: number[] = [];
  const bareSms: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = Date.now();
    await sender.send(bare, JSON.stringify({ kind: 'sos', i }), { ttlSeconds: 60, urgency: 'high' });
    barePush.push(bare.messages().at(-1)!.receivedAt.getTime() - t0);
    const t1 = Date.now();
    await fetch(`${gateway.url}/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`, {
      method: 'POST',
      body: new URLSearchParams({ To: '+910000000000', From: '+15005550006', Body: `bare ${i}` }),
    });
    bareSms.push(gateway.received.get(`+910000000000|bare ${i}`)!.firstAt - t1);
    await sleep(5);
  }

  // Every URGENT_SHARE-th alert is urgent, spread evenly; each tag gets one alert.
  const plan = prepared.tags.map((code, i) => {
    const urgent = Math.floor((i + 1) * URGENT_SHARE) > Math.floor(i * URGENT_SHARE);
    return { code, urgent, reasonId: urgent ? urgentReason : normalReason };
  });
  const warmPlan = plan.slice(0, RATE * WARMUP);
  const measuredPlan = plan.slice(RATE * WARMUP);
  console.log(
    `push latency: ${kind}, ${RATE} alerts/s for ${SECONDS} s (after ${WARMUP} s of warm-up), ${(URGENT_SHARE * 100).toFixed(0)} % urgent, ${TAGS} owners ${PUSH ? `each with a device, PUSH_FALLBACK_SECONDS=${FALLBACK}` : 'without devices (PUSH=off)'}`,
  );
  if (warmPlan.length) await postAlerts(server.url, warmPlan, 0);
  // The fakes share this thread: its event loop's delay bounds how late they can stamp an arrival.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const cpuBefore = server.cpuMs();
  const sent = await postAlerts(server.url, measuredPlan, 100_000);
  const cpuAfter = server.cpuMs();
  const accepted = sent.filter((s) => s.status === 201);
  const urgentCount = accepted.filter((s) => s.urgent).length;

  // Wait for the pushes, the owners' texts and the urgent alerts' contacts' texts (or 30 s more).
  const ownerText = new Map<number, number>();
  const contactText = new Map<number, number>();
  const textsIn = () => {
    for (const [key, v] of gateway.received) {
      const phone = Number(key.slice(3, key.indexOf('|')));
      if (phone >= 8000000000) contactText.set(phone, v.firstAt);
      else if (phone > 7000000000) ownerText.set(phone - 7000000000, v.firstAt);
    }
  };
  const deadline = Date.now() + 30_000 + FALLBACK * 1000;
  for (;;) {
    textsIn();
    const reached = new Set(pushService.messages.map((m) => m.subscriptionId));
    const pushed = accepted.filter((s) => reached.has(phones.get(ownerOf(s.code))!.id)).length;
    const texted = accepted.filter((s) => ownerText.has(ownerOf(s.code))).length;
    if (((pushed === accepted.length || !PUSH) && texted === accepted.length) || Date.now() > deadline) break;
    await sleep(250);
  }

  loopDelay.disable();
  const pushMs: number[] = [];
  const urgentSmsMs: number[] = [];
  const normalExcessMs: number[] = [];
  const contactSmsMs: number[] = [];
  let missingPush = 0;
  let missingSms = 0;
  let wrongPush = 0;
  for (const s of accepted) {
    const owner = ownerOf(s.code);
    const phone = phones.get(owner)!;
    const first = phone.messages()[0];
    if (!PUSH && first) wrongPush++;
    else if (!first) missingPush += PUSH ? 1 : 0;
    else {
      const payload = JSON.parse(phone.decrypt(first)) as AlertPushPayload;
      if (payload.kind !== 'sos' || payload.urgent !== s.urgent || !payload.token) wrongPush++;
      else pushMs.push(first.receivedAt.getTime() - s.sentAt);
    }
    const text = ownerText.get(owner);
    if (text === undefined) missingSms++;
    else if (s.urgent) urgentSmsMs.push(text - s.sentAt);
    else normalExcessMs.push(text - s.sentAt - WAIT_MS);
    // A normal alert's contacts are texted only after SOS_ESCALATE_SECONDS (5 minutes), beyond the run.
    for (const p of s.urgent ? [0, 1] : []) {
      const contact = contactText.get(8000000000 + owner * 2 + p);
      if (contact !== undefined) contactSmsMs.push(contact - s.sentAt);
    }
  }
  // By second of the run: a latency that grows is a backlog (the server cannot keep up), a flat one a fixed delay.
  const t0 = Math.min(...sent.map((s) => s.sentAt));
  const bySecond = new Map<number, number[]>();
  for (const s of accepted) {
    const at = PUSH ? phones.get(ownerOf(s.code))!.messages()[0]?.receivedAt.getTime() : ownerText.get(ownerOf(s.code));
    if (at === undefined) continue;
    const second = Math.floor((s.sentAt - t0) / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), at - s.sentAt]);
  }
  const timeline = [...bySecond].map(([second, ms]) => `${second}:${pct(ms, 50).toFixed(0)}`).join(' ');
  const span = (Math.max(...sent.map((s) => s.sentAt)) - Math.min(...sent.map((s) => s.sentAt))) / 1000;
  const byStatus: Record<number, number> = {};
  for (const s of sent) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  console.log(
    `sent ${sent.length} at ${((sent.length - 1) / span).toFixed(1)} alerts/s, accepted ${accepted.length} (${accepted.length - urgentCount} normal, ${urgentCount} urgent); answers ${JSON.stringify(byStatus)} (0: no answer)`,
  );
  console.log(`  generator: sent late against its schedule ${fmt(sent.map((s) => s.lateMs))}`);
  console.log(`  answer to the POST ${fmt(sent.map((s) => s.answerMs))}`);
  console.log(
    `  fakes' event loop (this process's main thread) delayed p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
  );
  console.log(
    `  pushed ${pushMs.length}, missing ${missingPush}, wrong payload ${wrongPush}, refused by the push service ${pushService.refusals.length}`,
  );
  console.log(`  owners texted ${accepted.length - missingSms}, missing ${missingSms}`);
  console.log('latency from the POST:');
  console.log(`  push at the push service (all)                 ${fmt(pushMs)}`);
  console.log(`  owner's SMS at the gateway, urgent (at once)   ${fmt(urgentSmsMs)}`);
  console.log(
    `  owner's SMS, normal: ${PUSH ? `excess over ${FALLBACK} s wait  ` : 'no push, so at once   '} ${fmt(normalExcessMs)}`,
  );
  console.log(`  owner's first ${PUSH ? 'push' : 'SMS'}, p50 by second of sending (s:ms) ${timeline}`);
  console.log('baselines, same run:');
  console.log(`  SMS path without push: urgent alerts' contacts ${fmt(contactSmsMs)}`);
  console.log(`  bare fake push service (sign + send from here) ${fmt(barePush)}`);
  console.log(`  bare fake SMS gateway (POST from here)         ${fmt(bareSms)}`);
  if (cpuBefore !== null && cpuAfter !== null && accepted.length)
    console.log(
      `server CPU: ${((cpuAfter - cpuBefore) / accepted.length).toFixed(2)} ms per alert while posting (${((cpuAfter - cpuBefore) / SECONDS / 10).toFixed(0)} % of one core)`,
    );
  failed = accepted.length !== sent.length || missingPush + missingSms + wrongPush > 0;
  if (failed) console.log('exit 1: an alert was refused, or a push or text is missing or wrong');
} catch (err) {
  console.error(`the run did not complete: ${(err as Error).message}`);
  failed = true;
} finally {
  await server?.kill('SIGTERM');
  await pushService.close();
  await gateway.stop();
  await dispose(target);
}
process.exitCode = failed ? 1 : 0;
