import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, testConfig } from '../src/platform/config.js';
import { type Database, openDatabase } from '../src/platform/db/client.js';
import type { SmsProvider } from '../src/platform/sms/index.js';
import { seed } from '../src/seed.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: MovableClock;
  /** Signs in through the real OTP flow (code read from the development outbox) and answers the token. */
  signIn(phone: string): Promise<string>;
  close(): Promise<void>;
}

export class MovableClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export interface TestAppOptions {
  seedDemo?: boolean;
  sms?: SmsProvider;
  config?: Partial<Config>;
  /** Run the background notification worker (off by default: tests call services.worker.runOnce()). */
  worker?: boolean;
}

/**
 * A fresh database for each call: PGlite in memory, or, in the api-pg project
 * (TEST_DB_DRIVER=postgres), a new schema on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL must be set for the api-pg project');
    const schemaName = `t_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ url, schemaName });
    await database.migrate();
    return {
      database,
      async drop() {
        await database.pool!.query(`drop schema if exists "${schemaName}" cascade`);
        await database.close();
      },
    };
  }
  const snapshotFile = inject('pgliteSnapshot');
  const database = await openDatabase(snapshotFile ? { snapshot: new Blob([readFileSync(snapshotFile)]) } : {});
  // A no-op when the snapshot is current; a real migration when there is none.
  await database.migrate();
  return { database, drop: () => database.close() };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig({ seedDemo: opts.seedDemo ?? false, ...opts.config });
  const { database, drop } = await openTestDatabase();
  await seed(database.db, config);
  const clock = new MovableClock();
  const app = await buildApp({ config, database, clock: clock.now, sms: opts.sms, worker: opts.worker ?? false });
  await app.ready();
  // A recording provider (test/recording-sms.ts) keeps the codes itself; otherwise they are in the outbox.
  const recorded = opts.sms && 'to' in opts.sms ? (opts.sms as unknown as { to(p: string): { body: string }[] }) : null;
  const t: TestApp = {
    app,
    database,
    config,
    clock,
    async signIn(phone) {
      const gen = await app.inject({
        method: 'POST',
        url: '/api/user/otp-generate',
        payload: { countryCode: '91', phone },
      });
      if (gen.statusCode !== 200) throw new Error(`otp-generate ${gen.statusCode}: ${gen.body}`);
      const otp = recorded ? codeIn(recorded.to(phone).at(-1)?.body) : await latestOtp(app, phone);
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/otp-verify',
        payload: { countryCode: '91', phone, otp },
      });
      if (res.statusCode !== 200) throw new Error(`otp-verify ${res.statusCode}: ${res.body}`);
      // Each sign-in starts a fresh resend window for the next test.
      clock.advance(61);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
  return t;
}

/** The code in the newest development-outbox message to this phone. */
export async function latestOtp(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  return codeIn(res.json().data[0]?.body as string | undefined);
}

function codeIn(body: string | undefined): string {
  const code = body?.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no OTP in: ${body}`);
  return code;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
