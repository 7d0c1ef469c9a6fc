/**
 * Size of the server-rendered SOS pages against the 14 KB gzip budget (one TCP round trip
 * on a slow phone: 10 segments × 1460 bytes), in every language; in one process, without HTTP.
 * bench/sos-page-languages.ts measures the pages as served, and their throughput.
 *   npm run bench:sos-page
 */
import { gzipSync } from 'node:zlib';
import { LANGS } from '@safesathi/contract';
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

for (const [name, url] of [
  ...LANGS.map((lang) => [`SOS page (${lang})`, `/${DEMO_TAG_CODE}?lang=${lang}`]),
  ['tag not registered', '/ZZZZ9999'],
  ['success page', '/success'],
]) {
  const res = await app.inject({ method: 'GET', url: url! });
  const raw = Buffer.byteLength(res.body);
  const gz = gzipSync(res.body, { level: 9 }).length;
  console.log(
    `${name.padEnd(20)} ${String(raw).padStart(6)} B raw  ${String(gz).padStart(6)} B gzip  ${((gz / BUDGET) * 100).toFixed(0).padStart(3)}% of the 14 KB budget  ratio ${(gz / BUDGET).toFixed(2)}`,
  );
}
await app.close();
await database.close();
