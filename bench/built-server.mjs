/**
 * The built server (apps/server/dist/main.js, built first) on a free port of this machine, on a
 * throwaway data directory with the demo data, in development (its outbox gives the sign-in codes).
 * For the benchmarks that drive a browser against the real app (lighthouse.mjs, admin-load.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, SERVER_MAIN } from '../scripts/build-server.mjs';

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts it and waits until it answers healthy (90 s at most); `stop()` ends it and removes its data. */
export async function startBuiltServer(name) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `safesathi-${name}-`));
  const baseURL = `http://127.0.0.1:${port}`;
  await buildServer({ quiet: true });
  const server = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not become healthy in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
