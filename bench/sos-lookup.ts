/**
 * Requests per second of a bystander's scan — GET /api/soscall/{code} and the server-rendered SOS
 * page GET /{code} — against a bare Node HTTP server answering bodies of the same size, in the
 * same run. Three processes: our server (production mode, the default log level, as deployed),
 * the bare server, and this one generating load from a worker thread; neither server shares a
 * process with the load, which would make it look slower than it is.
 *   npm run bench:sos-lookup              # PostgreSQL (DB=pglite: the embedded database)
 *   BENCH_SECONDS=10 npm run bench:sos-lookup
 *   CONNECTIONS=16,100 MODES=production,start npm run bench:sos-lookup   # the four figures
 * `start` is the mode `npm start` runs (NODE_ENV=development, logs at info).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from './load.js';
import { DB_KIND, FakeGateway, finish, freePort, newTarget, prepare, ServerProcess, sleep } from './reliability/lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.CONNECTIONS ?? '16').split(',').map(Number);
const MODES = (process.env.MODES ?? 'production').split(',') as ('production' | 'start')[];

const target = await newTarget(DB_KIND);
const gateway = await new FakeGateway().start();
const { tags } = await prepare(target, 1);
const code = tags[0]!;
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
let server = await startServer(MODES[0]!);

const apiBody = await (await fetch(`${server.url}/api/soscall/${code}`)).text();
const pageBody = await (await fetch(`${server.url}/${code}`)).text();
writeFileSync(join(target.dataDir, 'api.json'), apiBody);
writeFileSync(join(target.dataDir, 'page.html'), pageBody);

// The baseline: plain node:http, the same bodies from memory, in a process of its own.
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    '-e',
    `const { readFileSync } = require('node:fs');
     const api = readFileSync(process.argv[1]); const page = readFileSync(process.argv[2]);
     require('node:http').createServer((req, res) => {
       const html = req.url !== '/api';
       res.writeHead(200, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json' });
       res.end(html ? page : api);
     }).listen(${barePort}, '127.0.0.1', () => console.log('ready'));`,
    join(target.dataDir, 'api.json'),
    join(target.dataDir, 'page.html'),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((resolve) => bare.stdout!.once('data', () => resolve()));
const bareBase = `http://127.0.0.1:${barePort}`;

const rows: [string, number, number][] = [];
try {
  for (const mode of MODES) {
    if (mode !== MODES[0]) {
      await server.kill('SIGTERM');
      server = await startServer(mode);
    }
    for (const connections of CONNECTIONS)
      for (const [name, ours, baseline] of [
        ['GET /api/soscall/{code}', `${server.url}/api/soscall/${code}`, `${bareBase}/api`],
        ['GET /{code} (SOS page)', `${server.url}/${code}`, `${bareBase}/page`],
      ] as const) {
        // A short warm-up of each, then the measured runs, baseline first.
        await load(baseline, 1, connections);
        await load(ours, 1, connections);
        await sleep(200);
        const b = await load(baseline, SECONDS, connections);
        const o = await load(ours, SECONDS, connections);
        if (o.errors) console.warn(`${name}: ${o.errors} errors`);
        rows.push([`${name.padEnd(24)} ${mode.padEnd(10)} ${String(connections).padStart(3)} conns`, o.rps, b.rps]);
      }
  }
  console.log(
    `database: ${DB_KIND}; LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ${SECONDS} s per run; ${apiBody.length} B and ${pageBody.length} B answers`,
  );
  for (const [name, ours, baseline] of rows)
    console.log(
      `${name} ours ${ours.toFixed(0).padStart(6)} req/s  bare node ${baseline.toFixed(0).padStart(6)} req/s  ratio ${(ours / baseline).toFixed(2)} (aim ≥ 0.8)`,
    );
} finally {
  bare.kill();
  await finish(null, { servers: [server], gateway, target });
}
