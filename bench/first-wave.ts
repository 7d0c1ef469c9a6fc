/**
 * Why the first wave of new connections waits on a saturated server, shown without our code: a
 * bare Node HTTP server (in its own process) doing WORK_MS of synchronous work per request, and
 * CLIENTS keep-alive clients (worker threads of this process) posting for SECONDS. libuv accepts
 * one connection per event-loop turn (libuv pull request 3696, in Node since libuv 1.45), and a
 * turn serves every connection with data waiting, so the last connections of a burst are
 * accepted only when the turns shorten. It prints when the server accepted each tenth connection
 * and the latency of the requests sent in the first second against those sent later.
 *   node --import tsx bench/first-wave.ts            # WORK_MS=3 CLIENTS=100 SECONDS=3
 */
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { freePort, pct } from './reliability/lib.js';

const WORK_MS = Number(process.env.WORK_MS ?? 3);
const CLIENTS = Number(process.env.CLIENTS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 3);
const port = await freePort();

const server = spawn(
  process.execPath,
  [
    '-e',
    `const accepted = []; let t0 = 0;
     const srv = require('node:http').createServer((req, res) => {
       req.resume();
       req.on('end', () => {
         const end = performance.now() + ${WORK_MS};
         while (performance.now() < end) {}
         res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
       });
     });
     srv.on('connection', () => { t0 ||= performance.now(); accepted.push(performance.now() - t0); });
     srv.listen(${port}, '127.0.0.1', () => console.log('ready'));
     process.on('SIGTERM', () => { console.log(JSON.stringify(accepted)); process.exit(0); });`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
server.stdout!.on('data', (d: Buffer) => {
  output += d.toString();
});
while (!output.includes('ready')) await new Promise((r) => setTimeout(r, 20));

const CLIENT = `
const { Agent, request } = require('node:http');
const { parentPort, workerData: { port, clients, seconds } } = require('node:worker_threads');
const t0 = performance.now(); const results = [];
Promise.all(Array.from({ length: clients }, async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  while (performance.now() - t0 < seconds * 1000) await new Promise((done) => {
    const start = performance.now();
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'POST', agent }, (res) => {
      res.resume();
      res.on('end', () => { results.push({ sentAt: start - t0, ms: performance.now() - start }); done(); });
    });
    req.on('error', () => done());
    req.end('{}');
  });
  agent.destroy();
})).then(() => parentPort.postMessage(results));
`;
const threads = 2;
const parts = await Promise.all(
  Array.from(
    { length: threads },
    () =>
      new Promise<{ sentAt: number; ms: number }[]>((resolve, reject) => {
        const w = new Worker(CLIENT, {
          eval: true,
          workerData: { port, clients: Math.ceil(CLIENTS / threads), seconds: SECONDS },
        });
        w.once('message', resolve);
        w.once('error', reject);
      }),
  ),
);
const results = parts.flat();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const accepted = JSON.parse(output.slice(output.indexOf('['))) as number[];

const first = results.filter((r) => r.sentAt < 1000).map((r) => r.ms);
const later = results.filter((r) => r.sentAt >= 1000).map((r) => r.ms);
console.log(`bare Node, ${WORK_MS} ms of synchronous work a request, ${CLIENTS} new connections at once`);
console.log(
  `accepted (ms after the first): ${accepted
    .filter((_, i) => i % Math.max(1, Math.floor(accepted.length / 10)) === 0)
    .map((t) => t.toFixed(0))
    .join(' ')} … last ${Math.max(...accepted).toFixed(0)}`,
);
console.log(
  `sent in the first second: p99 ${pct(first, 99).toFixed(0)} ms; later: p99 ${pct(later, 99).toFixed(0)} ms; ratio ${(pct(first, 99) / pct(later, 99)).toFixed(1)}`,
);
