/**
 * The pieces the reliability scripts share: a real server in a child process (production mode,
 * the Twilio adapter pointed at a local fake gateway), data prepared straight in the database,
 * a load generator in worker threads, and a checklist that ends with `N passed, N failed`.
 * Every address used is on the loopback interface; every loop is bounded in count and time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../apps/server/src/platform/config.js';
import { type Database, defaultPgliteDir, openDatabase } from '../../apps/server/src/platform/db/client.js';
import { seed } from '../../apps/server/src/seed.js';
import { rowsOf } from '../../apps/server/src/platform/rate-limit.js';
import { buildServer, SERVER_MAIN } from '../../scripts/build-server.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const PG_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TWILIO_SID = 'AC00000000000000000000000000000000';
export const ADMIN_PHONE = '9000000001';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database a script runs on: `DB=pglite`, else PostgreSQL. */
export const DB_KIND: 'pg' | 'pglite' = process.env.DB === 'pglite' ? 'pglite' : 'pg';

/** A number from the script's environment (CLIENTS=50 …), or its default. */
export const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export function pct(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createTcpServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// ─── Checklist ──────────────────────────────────────────────────────────────

export class Checks {
  private passed = 0;
  private failed = 0;
  readonly figures: string[] = [];
  check(name: string, ok: boolean, detail = ''): boolean {
    if (ok) this.passed++;
    else this.failed++;
    console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  }
  figure(line: string): void {
    this.figures.push(line);
    console.log(`  ${line}`);
  }
  /** Prints the closing line and sets the exit code. */
  done(): void {
    console.log(`${this.passed} passed, ${this.failed} failed`);
    process.exitCode = this.failed > 0 ? 1 : 0;
  }
}

// ─── Fake SMS gateway (Twilio's Messages API) ──────────────────────────────

export interface GatewayOptions {
  /** Share of requests answered 503 (the message is not taken). */
  failRate?: number;
  /** Share of requests never answered (the client times out; the message is not taken). */
  timeoutRate?: number;
}

/**
 * Speaks Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json` (form To/From/Body, basic auth),
 * answering 201 {sid}. Counts each message it took by To + Body, with the time it first came.
 */
export class FakeGateway {
  readonly received = new Map<string, { count: number; firstAt: number }>();
  requests = 0;
  private server: Server | null = null;
  private readonly held = new Set<ServerResponse>();
  url = '';
  constructor(public options: GatewayOptions = {}) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += chunk;
    this.requests++;
    if (!req.url?.endsWith('/Messages.json') || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":20404,"message":"Not found"}');
      return;
    }
    const roll = Math.random();
    const { failRate = 0, timeoutRate = 0 } = this.options;
    if (roll < timeoutRate) {
      this.held.add(res);
      res.on('close', () => this.held.delete(res));
      return;
    }
    if (roll < timeoutRate + failRate) {
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"code":20503,"message":"Service unavailable","status":503}');
      return;
    }
    const form = new URLSearchParams(body);
    const key = `${form.get('To')}|${form.get('Body')}`;
    const seen = this.received.get(key);
    if (seen) seen.count++;
    else this.received.set(key, { count: 1, firstAt: Date.now() });
    res
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
  }

  get duplicates(): number {
    let n = 0;
    for (const v of this.received.values()) n += v.count - 1;
    return n;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }
}

// ─── A TCP proxy that can cut the database off ─────────────────────────────

/** Sits between the server and PostgreSQL; `cut()` drops every connection and refuses new ones. */
export class CuttableProxy {
  private server = createTcpServer((client) => this.pipe(client));
  private readonly sockets = new Set<Socket>();
  private open = true;
  port = 0;
  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  private pipe(client: Socket): void {
    if (!this.open) {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  cut(): void {
    this.open = false;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.open = true;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

// ─── Data ───────────────────────────────────────────────────────────────────

export interface Target {
  kind: 'pg' | 'pglite';
  /** PostgreSQL: a database of its own on the local server, for this run only. */
  databaseUrl?: string;
  databaseName?: string;
  /** The server's DATA_DIR (PGlite database, uploads, secret). */
  dataDir: string;
}

export interface Prepared {
  tags: string[];
  reasonId: string;
}

/** A fresh database: a new PostgreSQL database, or PGlite in a temporary DATA_DIR. */
export async function newTarget(kind: 'pg' | 'pglite'): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safesathi-rel-'));
  if (kind === 'pglite') return { kind, dataDir };
  const databaseName = `rel_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url: PG_URL });
  try {
    await admin.pool!.query(`create database "${databaseName}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${databaseName}`;
  return { kind, dataDir, databaseName, databaseUrl: url.toString() };
}

export async function openTarget(target: Target): Promise<Database> {
  return target.kind === 'pg'
    ? openDatabase({ url: target.databaseUrl })
    : openDatabase({ dir: defaultPgliteDir(target.dataDir) });
}

/**
 * Migrates, seeds, and adds `tags` active tags, each on its own customer's vehicle with two
 * emergency contacts (three texts an alert), all in a few set-based statements.
 */
export async function prepare(target: Target, tags: number): Promise<Prepared> {
  const database = await openTarget(target);
  try {
    await database.exclusive(async () => {
      await database.migrate();
      await seed(database.db, testConfig({ seedDemo: false, adminPhone: ADMIN_PHONE }));
    });
    const db = database.db;
    await db.execute(sql`
      insert into users (name, phone, usertype)
      select 'Owner ' || g, (7000000000 + g)::text, 'Customer' from generate_series(1, ${tags}) g`);
    await db.execute(sql`
      insert into user_vehicles (userid, registration_number)
      select id, 'RT' || lpad((phone::bigint - 7000000000)::text, 6, '0') from users where phone like '7%'`);
    await db.execute(sql`
      insert into emergency_contacts (user_id, name, phone, position)
      select u.id, 'Contact ' || p, (8000000000 + (u.phone::bigint - 7000000000) * 2 + p)::text, p
      from users u cross join generate_series(0, 1) p where u.phone like '7%'`);
    await db.execute(sql`
      insert into qr_tags (code, status, vehicle_id, activated_at)
      select 'RT' || lpad((u.phone::bigint - 7000000000)::text, 6, '0'), 'active', v.id, now()
      from users u join user_vehicles v on v.userid = u.id where u.phone like '7%'`);
    const codes = rowsOf<{ code: string }>(await db.execute(sql`select code from qr_tags where code like 'RT%'`));
    const [reason] = rowsOf<{ id: string }>(await db.execute(sql`select id from reasons order by position limit 1`));
    return { tags: codes.map((c) => c.code), reasonId: reason!.id };
  } finally {
    await database.close();
  }
}

/** Drops the database or the data directory. */
export async function dispose(target: Target): Promise<void> {
  if (target.kind === 'pg') {
    const admin = await openDatabase({ url: PG_URL });
    try {
      await admin.pool!.query(`drop database if exists "${target.databaseName}" with (force)`);
    } finally {
      await admin.close();
    }
  }
  rmSync(target.dataDir, { recursive: true, force: true });
}

// ─── The server under test ─────────────────────────────────────────────────

export interface ServerOptions {
  target: Target;
  gateway: FakeGateway;
  env?: Record<string, string>;
  /** PostgreSQL through this port instead of 5432 (a CuttableProxy). */
  pgPort?: number;
  /** `dist` (default): the compiled server, as production runs it; `source`: TypeScript through tsx. */
  entry?: 'dist' | 'source';
}

export class ServerProcess {
  proc!: ChildProcess;
  url = '';
  exitCode: number | null = null;
  signal: NodeJS.Signals | null = null;
  private exited!: Promise<void>;
  output = '';
  /** From spawning the process to its first healthy answer, ms. */
  readyMs = 0;

  constructor(private readonly o: ServerOptions) {}

  async start(timeoutMs = 60_000): Promise<this> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    let dbUrl = this.o.target.databaseUrl ?? '';
    if (dbUrl && this.o.pgPort) {
      const u = new URL(dbUrl);
      u.port = String(this.o.pgPort);
      dbUrl = u.toString();
    }
    // PROFILE_DIR=/tmp/prof: the server writes a CPU profile there when it exits.
    const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
    const entry = this.o.entry === 'source' ? ['--import', 'tsx', 'apps/server/src/main.ts'] : [SERVER_MAIN];
    if (this.o.entry !== 'source') await buildServer({ quiet: true });
    const spawned = performance.now();
    this.proc = spawn(process.execPath, [...profile, ...entry], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.o.target.dataDir,
        DATABASE_URL: dbUrl,
        PUBLIC_URL: this.url,
        JWT_SECRET: 'reliability-secret-that-is-long-enough-for-hs256',
        ADMIN_PHONE,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
        TWILIO_URL: this.o.gateway.url,
        SMS_TIMEOUT_SECONDS: '2',
        // The load generator stands for many bystanders behind one load balancer on this machine.
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(this.o.target.dataDir, 'no-web'),
        // Extra settings for the server from the script's own environment (SERVER_SMS_CONCURRENCY=4 → SMS_CONCURRENCY=4).
        ...Object.fromEntries(
          Object.entries(process.env)
            .filter(([k]) => k.startsWith('SERVER_'))
            .map(([k, v]) => [k.slice('SERVER_'.length), v ?? '']),
        ),
        ...this.o.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.proc.stdout!, this.proc.stderr!])
      stream.on('data', (d: Buffer) => {
        this.output = (this.output + d.toString()).slice(-20_000);
      });
    this.exited = new Promise((resolve) => {
      this.proc.once('exit', (code, signal) => {
        this.exitCode = code;
        this.signal = signal;
        resolve();
      });
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.proc.exitCode !== null || this.signal)
        throw new Error(`server exited with ${this.proc.exitCode ?? this.signal}:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) {
          this.readyMs = performance.now() - spawned;
          return this;
        }
      } catch {}
      if (Date.now() > deadline) throw new Error(`server not healthy in ${timeoutMs} ms:\n${this.output}`);
      await sleep(10);
    }
  }

  /** Sends a signal and answers how long the process took to exit (ms), or null past `timeoutMs`. */
  async kill(signal: NodeJS.Signals, timeoutMs = 15_000): Promise<number | null> {
    const started = Date.now();
    if (this.exitCode !== null || this.signal) return 0;
    this.proc.kill(signal);
    const done = await Promise.race([this.exited.then(() => true), sleep(timeoutMs).then(() => false)]);
    if (!done) {
      this.proc.kill('SIGKILL');
      await this.exited;
      return null;
    }
    return Date.now() - started;
  }
}

// ─── Signing in and the live stream ────────────────────────────────────────

/** The super admin's token, through the real OTP flow: the code is read from the fake gateway. */
export async function adminToken(server: ServerProcess, gateway: FakeGateway): Promise<string> {
  const before = new Set(gateway.received.keys());
  const gen = await fetch(`${server.url}/api/user/otp-generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: ADMIN_PHONE }),
  });
  if (!gen.ok) throw new Error(`otp-generate ${gen.status}: ${await gen.text()}`);
  const key = [...gateway.received.keys()].find((k) => !before.has(k) && k.startsWith(`+91${ADMIN_PHONE}|`));
  const otp = key?.match(/\b(\d{4})\b/)?.[1];
  if (!otp) throw new Error('no sign-in code reached the gateway');
  const res = await fetch(`${server.url}/api/user/otp-verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: ADMIN_PHONE, otp }),
  });
  if (!res.ok) throw new Error(`otp-verify ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** An admin's live SOS stream: counts the soscall events and says when the server ended it. */
export class LiveStream {
  events = 0;
  ids: string[] = [];
  ended: Promise<void>;
  private readonly abort = new AbortController();
  private constructor(res: Response) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    this.ended = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.includes('event: soscall')) {
              this.events++;
              const id = block.match(/^id: (.+)$/m)?.[1];
              if (id) this.ids.push(id);
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by us or cut by the server: either way, ended.
      }
    })();
  }
  static async open(url: string, token: string): Promise<LiveStream> {
    const abort = new AbortController();
    const res = await fetch(`${url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
    const stream = new LiveStream(res);
    stream.abort.signal.addEventListener('abort', () => abort.abort());
    return stream;
  }
  close(): void {
    this.abort.abort();
  }
}

// ─── Load ───────────────────────────────────────────────────────────────────

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
  const req = request(url + '/api/soscall', { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'content-length': Buffer.byteLength(body) } }, (res) => {
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
