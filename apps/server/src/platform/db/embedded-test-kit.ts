import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { latestOtp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION, seed } from '../../seed.js';
import { type Config, testConfig } from '../config.js';
import { type Database, defaultPgliteDir, openDatabase } from './client.js';
import { reasons, users } from './schema.js';

/** The tests of db:copy, backup and restore: an app on a given database, and real data written through it. */
export const config: Config = testConfig({
  seedDemo: true,
  limits: { ...testConfig().limits, sosPerIp: 100_000 },
});

export const tempDataDir = (name: string) => join(mkdtempSync(join(tmpdir(), `safesathi-${name}-`)), 'data');

/**
 * The embedded database in `dataDir`, as the server opens it (`thread`) or as the commands do.
 * In the unit project a new one starts from the run's migrated snapshot (migrating on disk is slow).
 */
export async function openEmbedded(dataDir: string, thread = false): Promise<Database> {
  const dir = defaultPgliteDir(dataDir);
  const file = inject('pgliteSnapshot');
  const snapshot = file ? new Blob([readFileSync(file)]) : undefined;
  if (!thread) return openDatabase({ dir, snapshot });
  // The thread opens a directory only: the snapshot is laid down there first.
  if (snapshot) await (await openDatabase({ dir, snapshot })).close();
  return openDatabase({ dir, thread });
}

/** Migrates, seeds (demo data) and builds the app on `database`, as the server starts. */
export async function startApp(database: Database): Promise<FastifyInstance> {
  await database.migrate();
  await seed(database.db, config);
  const app = await buildApp({ config, database, worker: false });
  await app.ready();
  return app;
}

/** Posts an alert about the demo car, as a bystander does; answers its id. */
export async function postAlert(app: FastifyInstance, database: Database, landmark: string): Promise<string> {
  const [owner] = await database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
  const [reason] = await database.db.select().from(reasons).where(eq(reasons.reasonText, 'Car blocking the way'));
  const res = await app.inject({
    method: 'POST',
    url: '/api/soscall',
    payload: {
      creatorName: 'Ravi Kumar',
      creatorNumber: '9876543210',
      reasonId: reason!.id,
      vehicleNumber: DEMO_REGISTRATION,
      user: owner!.id,
      landmark,
    },
  });
  if (res.statusCode !== 201) throw new Error(`soscall ${res.statusCode}: ${res.body}`);
  return res.json().data._id as string;
}

const tokens = new WeakMap<FastifyInstance, string>();

/** The landmarks of the demo customer's alerts, as the customer sees them in their account. */
export async function alertsSeenByOwner(app: FastifyInstance): Promise<string[]> {
  const token = tokens.get(app) ?? (await signInOwner(app));
  tokens.set(app, token);
  const mine = await app.inject({
    method: 'GET',
    url: '/api/my/soscalls?limit=100',
    headers: { authorization: `Bearer ${token}` },
  });
  if (mine.statusCode !== 200) throw new Error(`my soscalls ${mine.statusCode}: ${mine.body}`);
  return (mine.json().data as { landmark?: string }[]).map((c) => c.landmark ?? '').sort();
}

async function signInOwner(app: FastifyInstance): Promise<string> {
  await app.inject({
    method: 'POST',
    url: '/api/user/otp-generate',
    payload: { countryCode: '91', phone: DEMO_CUSTOMER_PHONE },
  });
  const otp = await latestOtp(app, DEMO_CUSTOMER_PHONE);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/user/otp-verify',
    payload: { countryCode: '91', phone: DEMO_CUSTOMER_PHONE, otp },
  });
  if (verified.statusCode !== 200) throw new Error(`otp-verify ${verified.statusCode}: ${verified.body}`);
  return verified.json().token as string;
}
