/**
 * Size of the server-rendered SOS page against its 14 KB gzip budget (one TCP round trip
 * on a slow phone: 10 segments × 1460 bytes).
 *   npm run bench:sos-page
 */
import { gzipSync } from 'node:zlib';
import { buildApp } from '../apps/server/src/app.js';
import { testConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { DEMO_TAG_CODE, seed } from '../apps/server/src/seed.js';

const BUDGET = 14 * 1024;
const database = await openDatabase({});
await database.migrate();
const config = testConfig({ seedDemo: true });
await seed(database.db, config);
const app = await buildApp({ config, database, worker: false });

for (const [name, url, headers] of [
  ['SOS page (en)', `/${DEMO_TAG_CODE}`, {}],
  ['SOS page (hi)', `/${DEMO_TAG_CODE}?lang=hi`, {}],
  ['tag not registered', '/ZZZZ9999', {}],
  ['success page', '/success', {}],
] as const) {
  const res = await app.inject({ method: 'GET', url, headers });
  const raw = Buffer.byteLength(res.body);
  const gz = gzipSync(res.body, { level: 9 }).length;
  console.log(
    `${name.padEnd(20)} ${String(raw).padStart(6)} B raw  ${String(gz).padStart(6)} B gzip  ${((gz / BUDGET) * 100).toFixed(0).padStart(3)}% of the 14 KB budget  ratio ${(gz / BUDGET).toFixed(2)}`,
  );
}
await app.close();
await database.close();
