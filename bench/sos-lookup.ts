/**
 * Requests per second of a bystander's scan — GET /api/soscall/{code} and the server-rendered SOS
 * page GET /{code} — against a bare Node HTTP server answering bodies of the same size, in the
 * same run. Three processes: our server (production mode, the default log level, as deployed),
 * the bare server, and this one generating load from a worker thread; neither server shares a
 * process with the load, which would make it look slower than it is.
 *   npm run bench:sos-lookup              # PostgreSQL (DB=pglite: the embedded database)
 *   BENCH_SECONDS=10 npm run bench:sos-lookup
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from './load.js';
import { DB_KIND, FakeGateway, finish, freePort, newTarget, prepare, ServerProcess, sleep } from './reliability/lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const target = await newTarget(DB_KIND);
const gateway = await new FakeGateway().start();
const { tags } = await prepare(target, 1);
const code = tags[0]!;
const server = await new ServerProcess({
  target,
  gateway,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
}).start();

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
  for (const [name, ours, baseline] of [
    ['GET /api/soscall/{code}', `${server.url}/api/soscall/${code}`, `${bareBase}/api`],
    ['GET /{code} (SOS page)', `${server.url}/${code}`, `${bareBase}/page`],
  ] as const) {
    // A short warm-up of each, then the measured runs, baseline first.
    await load(baseline, 1);
    await load(ours, 1);
    await sleep(200);
    const b = await load(baseline, SECONDS);
    const o = await load(ours, SECONDS);
    if (o.errors) console.warn(`${name}: ${o.errors} errors`);
    rows.push([name, o.rps, b.rps]);
  }
  console.log(
    `database: ${DB_KIND}; NODE_ENV=production; LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ${SECONDS} s per run, 16 connections; ${apiBody.length} B and ${pageBody.length} B answers`,
  );
  for (const [name, ours, baseline] of rows)
    console.log(
      `${name.padEnd(26)} ours ${ours.toFixed(0).padStart(6)} req/s  bare node ${baseline.toFixed(0).padStart(6)} req/s  ratio ${(ours / baseline).toFixed(2)} (aim ≥ 0.5)`,
    );
} finally {
  bare.kill();
  await finish(null, { servers: [server], gateway, target });
}
