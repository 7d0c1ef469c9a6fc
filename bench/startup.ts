/**
 * Start-up time and memory of the server as production runs it (plain node on the compiled
 * bundle, `npm run build`), against a bare Node HTTP server started the same way in the same run,
 * and against the TypeScript sources through tsx (how the server ran before it had a build).
 * Start-up is from spawning the process to its first healthy answer (`/api/health` answered by the
 * database); each process runs on its own, apart from this one, which only polls.
 *   npm run bench:startup            # PostgreSQL (DB=pglite: the embedded database)
 *   RUNS=5 npm run bench:startup
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { load } from './load.js';
import {
  DB_KIND,
  envNumber,
  FakeGateway,
  finish,
  freePort,
  newTarget,
  pct,
  ServerProcess,
  sleep,
} from './reliability/lib.js';

const RUNS = envNumber('RUNS', 3);

/** Resident memory of a process, MB (Linux). */
function rssMb(pid: number): number {
  const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
  return Number(kb) / 1024;
}

async function bareStart(): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const proc = spawn(process.execPath, [
    '-e',
    `require('node:http').createServer((req, res) => res.end('{"status":"ok"}')).listen(${port}, '127.0.0.1')`,
  ]);
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {}
      await sleep(10);
    }
    const ms = performance.now() - started;
    return { ms, rss: rssMb(proc.pid!) };
  } finally {
    proc.kill();
  }
}

const median = (xs: number[]) => pct(xs, 50);
const gateway = await new FakeGateway().start();
const rows: { name: string; ms: number[]; rss: number[]; loadedRss?: number[] }[] = [];
const bare = { name: 'bare node:http', ms: [] as number[], rss: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  const b = await bareStart();
  bare.ms.push(b.ms);
  bare.rss.push(b.rss);
}
rows.push(bare);

for (const entry of ['dist', 'source'] as const) {
  const label = entry === 'dist' ? 'ours, compiled (node dist/main.js)' : 'ours, TypeScript through tsx';
  const first = { name: `${label}, empty database`, ms: [] as number[], rss: [] as number[] };
  const again = { name: `${label}, restart`, ms: [] as number[], rss: [] as number[], loadedRss: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    const target = await newTarget(DB_KIND);
    // First start: migrations and the seed run; then a restart on the same database.
    const s1 = await new ServerProcess({ target, gateway, entry }).start();
    first.ms.push(s1.readyMs);
    first.rss.push(rssMb(s1.proc.pid!));
    await s1.kill('SIGTERM');
    const s2 = await new ServerProcess({ target, gateway, entry }).start();
    again.ms.push(s2.readyMs);
    again.rss.push(rssMb(s2.proc.pid!));
    // Memory after serving: 3 s of tag lookups (an unknown code: the database is asked every time).
    await load(`${s2.url}/api/soscall/NOSUCHTAG`, 3);
    again.loadedRss.push(rssMb(s2.proc.pid!));
    await finish(null, { servers: [s2], gateway: { stop: async () => {} } as FakeGateway, target });
  }
  rows.push(first, again);
}
await gateway.stop();

console.log(
  `database: ${DB_KIND}; NODE_ENV=production; median of ${RUNS} runs; start-up = spawn → first healthy answer`,
);
const base = median(bare.ms);
for (const r of rows) {
  const ms = median(r.ms);
  const loaded = r.loadedRss ? `, ${median(r.loadedRss).toFixed(0)} MB after 3 s of lookups` : '';
  console.log(
    `${r.name.padEnd(52)} ${ms.toFixed(0).padStart(5)} ms (${(ms / base).toFixed(1)}× bare)  RSS ${median(r.rss).toFixed(0)} MB${loaded}`,
  );
}
