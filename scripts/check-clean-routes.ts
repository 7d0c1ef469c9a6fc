// `npm run lint`: the web app calls only clean routes. A deprecated route (one of the spec's wire names, listed
// in apps/server/src/modules/compat/compat-table.ts, where the server keeps them as aliases for old clients)
// named anywhere in apps/web/src fails the check, with the clean route to call instead
// (docs/decisions/0052-clean-routes-and-compat-layer.md).
//
//   node --import tsx scripts/check-clean-routes.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { oldRouteUses } from '../apps/server/src/modules/compat/old-route-names.js';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/web/src'], {
  encoding: 'utf8',
})
  .split('\n')
  // The generated types describe every route, the deprecated ones included.
  .filter((f) => /\.(ts|tsx)$/.test(f) && f !== 'apps/web/src/lib/api-schema.gen.ts');
const found: string[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  for (const use of oldRouteUses(text))
    found.push(`${file}:${use.line}: ${use.route} is deprecated; call ${use.clean}`);
}
if (found.length) {
  console.error(`The web app calls deprecated routes:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`The web app calls only clean routes (${files.length} files checked)`);
