/**
 * Requests per second of a bystander's scan — GET /api/soscall/{code} and the server-rendered SOS
 * page GET /{code} — against a bare Node HTTP server in the same run. The bare server answers the
 * same bytes (status, headers and body, as ours answered them) — the aim, ratio ≥ 0.8 — and, as a
 * second figure, the same body with only a content type (what our headers themselves cost). Three
 * processes: our server (the default log level, as deployed), the bare server, and this one
 * generating load; neither server shares a process with the load, which would make it look slower.
 *   npm run bench:sos-lookup              # PostgreSQL (DB=pglite: the embedded database)
 *   BENCH_SECONDS=10 npm run bench:sos-lookup
 *   CONNECTIONS=16,100 MODES=production,start npm run bench:sos-lookup   # the issue's four figures
 * `start` is the mode `npm start` runs (NODE_ENV=development, logs at info). Each row also gives both
 * servers' CPU per answer and its ratio (bare ÷ ours): what the answer costs, whatever the machine.
 */
import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from './load.js';
import {
  DB_KIND,
  FakeGateway,
  finish,
  freePort,
  newTarget,
  prepare,
  processCpuMs,
  ServerProcess,
  sleep,
} from './reliability/lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.CONNECTIONS ?? '16').split(',').map(Number);
const MODES = (process.env.MODES ?? 'production').split(',') as ('production' | 'start')[];

const target = await newTarget(DB_KIND);
const gateway = await new FakeGateway().start();
const { tags } = await prepare(target, 1);
const code = tags[0]!;
const ANSWERS = { api: `/api/soscall/${code}`, page: `/${code}` };
/** Written by Node itself, or the request's own: the bare server writes its own. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);

/** The server in one mode: production, or `npm start`'s (one at a time: the embedded database has one owner). */
const startServer = (mode: 'production' | 'start') =>
  new ServerProcess({
    target,
    gateway,
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(mode === 'start' ? { NODE_ENV: 'development' } : {}),
    },
  }).start();

/**
 * The baseline: plain node:http in a process of its own, answering from memory what `server` answered
 * (asked as the load generator asks: no Accept-Encoding) at /api and /page, and the bodies alone at
 * /api-body and /page-body.
 */
async function startBare(server: ServerProcess) {
  const answers: Record<string, { headers: [string, string][]; file: string }> = {};
  for (const [name, path] of Object.entries(ANSWERS)) {
    const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const file = join(target.dataDir, `${name}.body`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const headers: [string, string][] = [];
    res.headers.forEach((value, key) => {
      if (!OWN.has(key)) headers.push([key, value]);
    });
    answers[name] = { headers, file };
  }
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    [
      '-e',
      `const { readFileSync } = require('node:fs');
       const answers = JSON.parse(process.argv[1]);
       const routes = {};
       for (const [name, a] of Object.entries(answers)) {
         const body = readFileSync(a.file);
         routes['/' + name] = [a.headers.flat(), body];
         routes['/' + name + '-body'] = [['content-type', a.headers.find(([k]) => k === 'content-type')[1]], body];
       }
       require('node:http').createServer((req, res) => {
         const [headers, body] = routes[req.url];
         res.writeHead(200, headers);
         res.end(body);
       }).listen(${port}, '127.0.0.1', () => console.log('ready'));`,
      JSON.stringify(answers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => proc.stdout!.once('data', () => resolve()));
  return { proc, url: `http://127.0.0.1:${port}`, sizes: Object.values(answers).map((a) => statSync(a.file).size) };
}

/**
 * A run, and the server's CPU per answer over it (all its threads, from /proc), in µs: unlike
 * requests per second, it hardly moves when the load generator is what the machine runs short of.
 */
async function measured(url: string, connections: number, cpuMs: () => number | null) {
  const before = cpuMs();
  const result = await load(url, SECONDS, connections);
  const after = cpuMs();
  const cpuUs = before === null || after === null ? Number.NaN : ((after - before) * 1000) / result.requests;
  return { ...result, cpuUs };
}

const rows: string[] = [];
let sizes: number[] = [];
let server: ServerProcess | null = null;
let bare: Awaited<ReturnType<typeof startBare>> | null = null;
try {
  for (const mode of MODES) {
    server = await startServer(mode);
    bare = await startBare(server);
    sizes = bare.sizes;
    for (const connections of CONNECTIONS)
      for (const [name, answer] of [
        ['GET /api/soscall/{code}', 'api'],
        ['GET /{code} (SOS page)', 'page'],
      ] as const) {
        const ours = `${server.url}${ANSWERS[answer]}`;
        const same = `${bare.url}/${answer}`;
        const bodyOnly = `${bare.url}/${answer}-body`;
        // A short warm-up of each, then the measured runs, baselines first.
        for (const url of [same, bodyOnly, ours]) await load(url, 1, connections);
        await sleep(200);
        const b = await measured(same, connections, () => processCpuMs(bare!.proc.pid!));
        const bb = await load(bodyOnly, SECONDS, connections);
        const o = await measured(ours, connections, () => server!.cpuMs());
        if (o.errors) console.warn(`${name}: ${o.errors} errors`);
        rows.push(
          `${name.padEnd(24)} ${mode.padEnd(10)} ${String(connections).padStart(3)} conns  ours ${o.rps.toFixed(0).padStart(6)} req/s` +
            `  bare, same bytes ${b.rps.toFixed(0).padStart(6)}: ratio ${(o.rps / b.rps).toFixed(2)} (aim ≥ 0.8)` +
            `  bare, body only ${bb.rps.toFixed(0).padStart(6)}: ${(o.rps / bb.rps).toFixed(2)}` +
            `  CPU per answer ours ${o.cpuUs.toFixed(1)} µs, bare ${b.cpuUs.toFixed(1)} µs: ${(b.cpuUs / o.cpuUs).toFixed(2)}`,
        );
      }
    bare.proc.kill();
    bare = null;
    await server.kill('SIGTERM');
    server = null;
  }
  console.log(
    `database: ${DB_KIND}; LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ${SECONDS} s per run; bodies of ${sizes.join(' B and ')} B`,
  );
  for (const row of rows) console.log(row);
} finally {
  bare?.proc.kill();
  await finish(null, { servers: server ? [server] : [], gateway, target });
}
