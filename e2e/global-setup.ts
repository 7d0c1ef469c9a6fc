import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FullConfig } from '@playwright/test';
import { buildServer, SERVER_MAIN } from '../scripts/build-server.mjs';
import { BASE_URL_ENV, ESCALATE_SECONDS } from './support.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Answers once /api/health says the server is up; throws if it exits first or takes longer than 90 s. */
async function healthy(server: ChildProcess, baseURL: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    // Start-up, not a test: no page to wait on yet, so the health check is polled.
    await sleep(250);
  }
  throw new Error('the server did not become healthy in 90 s');
}

/** One server: the built app on a fresh embedded database with the demo data. */
async function startServer(port: number): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safesathi-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
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
      // The escalation ladder's hold before a normal alert reaches the emergency contacts (300 s in
      // production): short enough for a test to watch it happen (e2e/sos-loop.e2e.ts), long enough
      // for the owner to answer first. e2e/support.ts names the same number for the tests.
      SOS_ESCALATE_SECONDS: String(ESCALATE_SECONDS),
      // The delivery test's unreachable contact (e2e/sos-delivery.e2e.ts).
      DEV_SMS_FAIL_NUMBERS: '9000000099',
      LEAD_IP_LIMIT: '1000',
      // A few campaign texts a second, so an alert can arrive while a campaign is still going out (e2e/bulk-campaigns.e2e.ts).
      CAMPAIGN_SMS_PER_SECOND: '4',
      // The group map's tiles from this server (which has none: empty squares), never OpenStreetMap's
      // servers, whose usage policy is not for test traffic (e2e/group-trips.e2e.ts).
      MAP_TILES_URL: `${baseURL}/e2e-tiles/{z}/{x}/{y}.png`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await healthy(server, baseURL);
  } catch (error) {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the real server (the built web app, a fresh embedded database with the demo data) once per
 * Playwright worker, so each worker's tests have a server and a database of their own: a test that
 * counts what is on a shared screen (the orders cards, the SOS bell) sees only its own worker's
 * work. Hands their addresses to the workers through the environment, which they inherit
 * (`E2E_BASE_URL_0`, `E2E_BASE_URL_1`…; e2e/fixtures.ts picks its worker's). Answers the teardown
 * that stops them and removes their data.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // The compiled server, as production runs it (plain node, no TypeScript loader).
  await buildServer({ quiet: true });
  const ports: number[] = [];
  while (ports.length < Math.max(1, config.workers)) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const started = await Promise.allSettled(ports.map((port) => startServer(port)));
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  for (const [i, s] of servers.entries()) process.env[`${BASE_URL_ENV}_${i}`] = s.baseURL;
  process.env[BASE_URL_ENV] = servers[0]!.baseURL;
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
