// Generates a migration from the Drizzle schema, then removes the hard-coded "public".
// schema that drizzle-kit writes, so that the same SQL runs in any schema (tests on
// PostgreSQL each get a fresh one).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'apps/server/drizzle';
execFileSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const f of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const file = join(dir, f);
  const sql = readFileSync(file, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(file, fixed);
}
