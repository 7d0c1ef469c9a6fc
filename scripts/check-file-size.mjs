// `npm run lint`: no source file over 400 lines. A longer file is doing several things; split it
// where a reader would look for each. Generated files (drizzle's migrations, the web app's API types written by
// scripts/generate-api-types.ts) are not checked.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      /\.(ts|tsx|js|mjs|cjs)$/.test(f) &&
      !f.startsWith('apps/server/drizzle/') &&
      f !== 'apps/web/src/lib/api-schema.gen.ts',
  );
const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT) long.push(`${file}: ${lines} lines`);
}
if (long.length) {
  console.error(`Files over ${LIMIT} lines:\n  ${long.join('\n  ')}`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${LIMIT} lines`);
