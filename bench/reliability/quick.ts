/**
 * The quick reliability scripts, run by `npm test`: two instances on one PostgreSQL, SIGTERM
 * with open streams, and a short kill -9 on the embedded database, each in its own process, at
 * small sizes. Without a PostgreSQL server (TEST_DATABASE_URL) the embedded-database variants
 * run alone. The rest (load, outage, the other database) are in the README.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib.js';

const pg = !!process.env.TEST_DATABASE_URL;
const runs: { script: string; env: Record<string, string> }[] = pg
  ? [
      { script: 'instances.ts', env: {} },
      { script: 'sigterm.ts', env: { DB: 'pg', CLIENTS: '20', TAGS: '2000' } },
      { script: 'crash.ts', env: { DB: 'pglite', CLIENTS: '20', DURATION: '4', KILL_AT_MS: '2000', TAGS: '2000' } },
    ]
  : [
      { script: 'sigterm.ts', env: { DB: 'pglite', CLIENTS: '20', TAGS: '2000' } },
      { script: 'crash.ts', env: { DB: 'pglite', CLIENTS: '20', DURATION: '4', KILL_AT_MS: '2000', TAGS: '2000' } },
    ];

let passed = 0;
let failed = 0;
for (const run of runs) {
  console.log(`\n▶ ${run.script} ${JSON.stringify(run.env)}`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', `bench/reliability/${run.script}`], {
    cwd: ROOT,
    env: { ...process.env, ...run.env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  process.stdout.write(res.stdout ?? '');
  process.stderr.write(res.stderr ?? '');
  const tally = (res.stdout ?? '').match(/^(\d+) passed, (\d+) failed$/m);
  if (tally) {
    passed += Number(tally[1]);
    failed += Number(tally[2]);
  } else failed += 1;
  if (res.status !== 0 && (!tally || Number(tally[2]) === 0)) failed += 1;
}
console.log(`\nreliability: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
