import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  errors: number;
}

// Plain JavaScript so the worker thread needs no TypeScript loader.
const WORKER = `
const { Agent, request } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, seconds, connections, headers } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const end = Date.now() + seconds * 1000;
let requests = 0, errors = 0;
const one = () => new Promise((done) => {
  const req = request(url, { agent, headers }, (res) => {
    res.resume();
    res.on('end', () => { if (res.statusCode < 400) requests++; else errors++; done(); });
  });
  req.on('error', () => { errors++; done(); });
  req.end();
});
const started = Date.now();
Promise.all(Array.from({ length: connections }, async () => { while (Date.now() < end) await one(); })).then(() => {
  const took = (Date.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ requests, seconds: took, rps: requests / took, errors });
});
`;

/**
 * Hammers `url` with `connections` keep-alive connections for `seconds`, from a worker thread of
 * its own; `headers` go with every request (e.g. accept-encoding: the body is then not decoded).
 */
export function load(
  url: string,
  seconds = 5,
  connections = 16,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { eval: true, workerData: { url, seconds, connections, headers } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}
