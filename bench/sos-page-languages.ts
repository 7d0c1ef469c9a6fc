/**
 * The SOS page in each of its ten languages: its size as served (raw, gzip, brotli) against the
 * 14 KB budget (one TCP round trip on a slow phone: 10 segments × 1460 bytes), and the throughput
 * of the compressed page against a bare Node server answering a precompressed body of the same
 * size, in the same run. Three processes, as in bench/sos-lookup.ts: our server (the compiled
 * build, production mode, the default log level), the bare server, and this one generating load
 * from a worker thread.
 *   npm run bench:sos-page-languages            # PostgreSQL (DB=pglite: the embedded database)
 *   BENCH_SECONDS=10 BENCH_LANGS=en,ta,ur npm run bench:sos-page-languages
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { LANGS } from '@safesathi/contract';
import { load } from './load.js';
import { DB_KIND, FakeGateway, finish, freePort, newTarget, prepare, ServerProcess, sleep } from './reliability/lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET = 14 * 1024;
/** The languages whose throughput is measured (every language's size is). */
const MEASURED = (process.env.BENCH_LANGS ?? 'en,ta').split(',');

/** The bytes of an answer as they travel (no decoding), with its encoding. */
function raw(url: string, encoding?: string): Promise<{ bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ bytes: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const target = await newTarget(DB_KIND);
const gateway = await new FakeGateway().start();
const { tags } = await prepare(target, 1);
const code = tags[0]!;
const server = await new ServerProcess({
  target,
  gateway,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
}).start();

console.log('SOS page per language, as served (budget 14 KB gzip):');
const gzipped = new Map<string, Buffer>();
for (const lang of LANGS) {
  const url = `${server.url}/${code}?lang=${lang}`;
  const [plain, gz, br] = await Promise.all([raw(url), raw(url, 'gzip'), raw(url, 'br')]);
  if (gz.encoding !== 'gzip' || br.encoding !== 'br')
    throw new Error(`${lang}: not compressed (${gz.encoding}, ${br.encoding})`);
  gzipped.set(lang, gz.bytes);
  console.log(
    `  ${lang}  ${String(plain.bytes.length).padStart(6)} B raw  ${String(gz.bytes.length).padStart(5)} B gzip (${((gz.bytes.length / BUDGET) * 100).toFixed(0).padStart(2)}% of budget)  ${String(br.bytes.length).padStart(5)} B br`,
  );
}

// The baseline: plain node:http answering each measured language's gzip body from memory.
const files = MEASURED.map((lang) => {
  const file = join(target.dataDir, `page-${lang}.html.gz`);
  writeFileSync(file, gzipped.get(lang)!);
  return file;
});
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    '-e',
    `const { readFileSync } = require('node:fs');
     const bodies = process.argv.slice(1).map((f) => readFileSync(f));
     require('node:http').createServer((req, res) => {
       const body = bodies[Number(req.url.slice(1))];
       res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', vary: 'accept-encoding' });
       res.end(body);
     }).listen(${barePort}, '127.0.0.1', () => console.log('ready'));`,
    ...files,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((resolve) => bare.stdout!.once('data', () => resolve()));

const headers = { 'accept-encoding': 'gzip' };
const rows: [string, number, number][] = [];
try {
  for (const [i, lang] of MEASURED.entries()) {
    const ours = `${server.url}/${code}?lang=${lang}`;
    const baseline = `http://127.0.0.1:${barePort}/${i}`;
    // A short warm-up of each, then the measured runs, baseline first.
    await load(baseline, 1, 16, headers);
    await load(ours, 1, 16, headers);
    await sleep(200);
    const b = await load(baseline, SECONDS, 16, headers);
    const o = await load(ours, SECONDS, 16, headers);
    if (o.errors) console.warn(`${lang}: ${o.errors} errors`);
    rows.push([lang, o.rps, b.rps]);
  }
  console.log(
    `\ndatabase: ${DB_KIND}; NODE_ENV=production; LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}; ${SECONDS} s per run, 16 connections; accept-encoding: gzip`,
  );
  for (const [lang, ours, baseline] of rows)
    console.log(
      `  GET /{code}?lang=${lang} (gzip ${gzipped.get(lang)!.length} B)  ours ${ours.toFixed(0).padStart(6)} req/s  bare node ${baseline.toFixed(0).padStart(6)} req/s  ratio ${(ours / baseline).toFixed(2)}`,
    );
} finally {
  bare.kill();
  await finish(null, { servers: [server], gateway, target });
}
