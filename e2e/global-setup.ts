import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, SERVER_MAIN } from '../scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the real server (built web app, fresh embedded database with demo data) for the browser tests. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'safesathi-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // The compiled server, as production runs it (plain node, no TypeScript loader).
  await buildServer({ quiet: true });
  const server: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
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
      // Many sign-ins and alerts from one address in a few minutes: the limits themselves are tested in the API suite.
      OTP_RESEND_SECONDS: '2',
      OTP_MAX_PER_HOUR: '1000',
      OTP_IP_LIMIT: '1000',
      OTP_NEW_NUMBERS_PER_HOUR: '1000',
      SOS_IP_LIMIT: '1000',
      // Each browser test expects its own alert texted at once; coalescing is tested in the API suite.
      SOS_NOTIFY_WINDOW_SECONDS: '1',
      // The delivery test's unreachable contact (e2e/sos-delivery.e2e.ts).
      DEV_SMS_FAIL_NUMBERS: '9000000099',
      LEAD_IP_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not become healthy in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
