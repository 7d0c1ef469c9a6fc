/**
 * The API fuzz test at a larger size, on PostgreSQL: every operation of /api/openapi.json with
 * FUZZ_GENERATED generated bodies (default 25) besides the fixed nasty cases, per token.
 *   npm run fuzz:pg            # TEST_DATABASE_URL or DATABASE_URL, else the local server
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seed } from '../apps/server/src/seed.js';
import { fuzz } from '../apps/server/test/fuzz.js';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schemaName = `fuzz_${randomBytes(5).toString('hex')}`;
const database = await openDatabase({ url, schemaName });
await database.migrate();
const config = testConfig({ seedDemo: true });
await seed(database.db, config);
const app = await buildApp({ config, database, worker: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A token through the real OTP flow, the code read from the development outbox. */
async function signIn(phone: string, name?: string): Promise<string> {
  const payload = name ? { phone, name, email: 'fuzz@example.in', bloodGroup: 'O+' } : { phone };
  await app.inject({ method: 'POST', url: '/api/user/otp-generate', payload });
  const outbox = (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().data as {
    body: string;
  }[];
  const otp = outbox[0]!.body.match(/\b(\d{4})\b/)![1];
  return (await app.inject({ method: 'POST', url: '/api/user/otp-verify', payload: { phone, otp } })).json().token;
}

let failed = 0;
let requests = 0;
try {
  const started = Date.now();
  const result = await fuzz({
    base,
    tokens: {
      none: null,
      customer: await signIn('9811100011', 'Fuzz Customer'),
      admin: await signIn(config.adminPhone),
    },
    generated: Number(process.env.FUZZ_GENERATED ?? 25),
    seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000),
  });
  requests = result.requests;
  failed = result.findings.length;
  for (const f of result.findings.slice(0, 50))
    console.log(`✗ ${f.method} ${f.path} → ${f.status}: ${f.why} ${f.body ?? ''}`);
  console.log(`fuzz on PostgreSQL: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await app.close();
  await database.pool!.query(`drop schema if exists "${schemaName}" cascade`);
  await database.close();
}
console.log(`${requests - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
