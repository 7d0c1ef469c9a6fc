/**
 * Requests per second of GET /api/soscall/{code} and of the server-rendered SOS page,
 * against a bare Node HTTP server answering a body of the same size, in the same run.
 *   npm run bench:sos-lookup
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { DEMO_TAG_CODE, seed } from '../apps/server/src/platform/db/seed.js';
import { load } from './load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, schemaName: 'bench_sos' } : {},
);
await database.migrate();
const config = testConfig({ seedDemo: true });
await seed(database.db, config);
const app = await buildApp({ config, database, worker: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const apiBody = await (await fetch(`${base}/api/soscall/${DEMO_TAG_CODE}`)).text();
const pageBody = await (await fetch(`${base}/${DEMO_TAG_CODE}`)).text();

const bare = createServer((req, res) => {
  const html = req.url !== '/api';
  res.writeHead(200, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json' });
  res.end(html ? pageBody : apiBody);
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const rows: [string, number, number][] = [];
for (const [name, ours, baseline] of [
  ['GET /api/soscall/{code}', `${base}/api/soscall/${DEMO_TAG_CODE}`, `${bareBase}/api`],
  ['GET /{code} (SOS page)', `${base}/${DEMO_TAG_CODE}`, `${bareBase}/page`],
] as const) {
  const b = await load(baseline, SECONDS);
  const o = await load(ours, SECONDS);
  if (o.errors) console.warn(`${name}: ${o.errors} errors`);
  rows.push([name, o.rps, b.rps]);
}

console.log(
  `database: ${database.kind}; NODE_ENV=${process.env.NODE_ENV ?? 'development'}; ${SECONDS} s per run, 16 connections`,
);
for (const [name, ours, baseline] of rows)
  console.log(
    `${name.padEnd(26)} ours ${ours.toFixed(0).padStart(6)} req/s  bare node ${baseline.toFixed(0).padStart(6)} req/s  ratio ${(ours / baseline).toFixed(2)} (aim ≥ 0.5)`,
  );

await app.close();
bare.close();
if (database.pool) await database.pool.query('drop schema if exists bench_sos cascade');
await database.close();
