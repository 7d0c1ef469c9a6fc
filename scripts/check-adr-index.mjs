// Lint: docs/decisions/README.md lists every decision record once, with a status, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = new Map(
  [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| .+ \| (.+) \|$/gm)].map((m) => [m[2], m[3].trim()]),
);
const STATUS = /^(Accepted|Superseded (in part )?by \[\d{4}\])/;
const problems = [];
for (const f of records) {
  if (!rows.has(f)) problems.push(`${f} is not in docs/decisions/README.md`);
  else if (!STATUS.test(rows.get(f))) problems.push(`${f}: status "${rows.get(f)}" is not Accepted or Superseded…`);
}
for (const f of rows.keys()) if (!records.includes(f)) problems.push(`README.md lists ${f}, which does not exist`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`decision index: ${records.length} records, each listed with a status`);
