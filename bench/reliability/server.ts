/**
 * The server under test in a child process of its own (the compiled build, production mode),
 * signing in, and the admins' live stream.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, SERVER_MAIN } from '../../scripts/build-server.mjs';
import { ADMIN_PHONE, freePort, processCpuMs, processCpuTimes, ROOT, sleep, TWILIO_SID } from './base.js';
import type { Target } from './data.js';
import type { FakeGateway } from './gateway.js';

export interface ServerOptions {
  target: Target;
  gateway: FakeGateway;
  env?: Record<string, string>;
  /** PostgreSQL through this port instead of 5432 (a CuttableProxy). */
  pgPort?: number;
  /** `dist` (default): the compiled server, as production runs it; `source`: TypeScript through tsx. */
  entry?: 'dist' | 'source';
  /** Listen on this port (a load balancer's upstream, the same after a restart); a free one if unset. */
  port?: number;
}

export class ServerProcess {
  proc!: ChildProcess;
  url = '';
  exitCode: number | null = null;
  signal: NodeJS.Signals | null = null;
  private exited!: Promise<void>;
  output = '';
  /** From spawning the process to its first healthy answer, ms. */
  readyMs = 0;

  constructor(private readonly o: ServerOptions) {}

  /**
   * CPU time the server process has used so far, all its threads (the embedded database's
   * included), in ms; null where /proc is not there. Work per alert in CPU time hardly moves
   * with what else the machine runs, unlike alerts per second.
   */
  cpuMs(): number | null {
    return processCpuMs(this.proc.pid!);
  }

  /** cpuMs apart: in the process's own code, and in the kernel on its behalf (its sockets' writes and reads). */
  cpuTimes(): { user: number; system: number } | null {
    return processCpuTimes(this.proc.pid!);
  }

  async start(timeoutMs = 60_000): Promise<this> {
    const port = this.o.port ?? (await freePort());
    this.url = `http://127.0.0.1:${port}`;
    let dbUrl = this.o.target.databaseUrl ?? '';
    if (dbUrl && this.o.pgPort) {
      const u = new URL(dbUrl);
      u.port = String(this.o.pgPort);
      dbUrl = u.toString();
    }
    // PROFILE_DIR=/tmp/prof: the server writes a CPU profile there when it exits.
    const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
    const entry = this.o.entry === 'source' ? ['--import', 'tsx', 'apps/server/src/main.ts'] : [SERVER_MAIN];
    if (this.o.entry !== 'source') await buildServer({ quiet: true });
    const spawned = performance.now();
    this.proc = spawn(process.execPath, [...profile, ...entry], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.o.target.dataDir,
        DATABASE_URL: dbUrl,
        PUBLIC_URL: this.url,
        JWT_SECRET: 'reliability-secret-that-is-long-enough-for-hs256',
        PAPERS_KEY: Buffer.alloc(32, 5).toString('base64'),
        ADMIN_PHONE,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
        TWILIO_URL: this.o.gateway.url,
        SMS_TIMEOUT_SECONDS: '2',
        // The load generator stands for many bystanders behind one load balancer on this machine.
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(this.o.target.dataDir, 'no-web'),
        // Extra settings for the server from the script's own environment (SERVER_SMS_CONCURRENCY=4 → SMS_CONCURRENCY=4).
        ...Object.fromEntries(
          Object.entries(process.env)
            .filter(([k]) => k.startsWith('SERVER_'))
            .map(([k, v]) => [k.slice('SERVER_'.length), v ?? '']),
        ),
        ...this.o.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.proc.stdout!, this.proc.stderr!])
      stream.on('data', (d: Buffer) => {
        this.output = (this.output + d.toString()).slice(-20_000);
      });
    this.exited = new Promise((resolve) => {
      this.proc.once('exit', (code, signal) => {
        this.exitCode = code;
        this.signal = signal;
        resolve();
      });
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.proc.exitCode !== null || this.signal)
        throw new Error(`server exited with ${this.proc.exitCode ?? this.signal}:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) {
          this.readyMs = performance.now() - spawned;
          return this;
        }
      } catch {}
      if (Date.now() > deadline) throw new Error(`server not healthy in ${timeoutMs} ms:\n${this.output}`);
      await sleep(10);
    }
  }

  /** Sends a signal and answers how long the process took to exit (ms), or null past `timeoutMs`. */
  async kill(signal: NodeJS.Signals, timeoutMs = 15_000): Promise<number | null> {
    const started = Date.now();
    if (this.exitCode !== null || this.signal) return 0;
    this.proc.kill(signal);
    const done = await Promise.race([this.exited.then(() => true), sleep(timeoutMs).then(() => false)]);
    if (!done) {
      this.proc.kill('SIGKILL');
      await this.exited;
      return null;
    }
    return Date.now() - started;
  }
}

// ─── Signing in and the live stream ────────────────────────────────────────

/** The super admin's token, through the real OTP flow: the code is read from the fake gateway. */
export async function adminToken(server: ServerProcess, gateway: FakeGateway): Promise<string> {
  const before = new Set(gateway.received.keys());
  const gen = await fetch(`${server.url}/api/user/otp-generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: ADMIN_PHONE }),
  });
  if (!gen.ok) throw new Error(`otp-generate ${gen.status}: ${await gen.text()}`);
  const key = [...gateway.received.keys()].find((k) => !before.has(k) && k.startsWith(`+91${ADMIN_PHONE}|`));
  const otp = key?.match(/\b(\d{4})\b/)?.[1];
  if (!otp) throw new Error('no sign-in code reached the gateway');
  const res = await fetch(`${server.url}/api/user/otp-verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: ADMIN_PHONE, otp }),
  });
  if (!res.ok) throw new Error(`otp-verify ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** An admin's live SOS stream: counts the soscall events and says when the server ended it. */
export class LiveStream {
  events = 0;
  ids: string[] = [];
  ended: Promise<void>;
  private readonly abort = new AbortController();
  private constructor(res: Response) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    this.ended = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.includes('event: soscall')) {
              this.events++;
              const id = block.match(/^id: (.+)$/m)?.[1];
              if (id) this.ids.push(id);
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by us or cut by the server: either way, ended.
      }
    })();
  }
  static async open(url: string, token: string): Promise<LiveStream> {
    const abort = new AbortController();
    const res = await fetch(`${url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
    const stream = new LiveStream(res);
    stream.abort.signal.addEventListener('abort', () => abort.abort());
    return stream;
  }
  close(): void {
    this.abort.abort();
  }
}
