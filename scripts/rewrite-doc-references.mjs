// Rewrites citations of the product documents that were never in the repository ("spec §2",
// "PRODUCT.md §4", "API.md", "DESIGN.md") into citations of the repository's own: docs/product.md
// (which keeps the spec's section numbers §1–§9), docs/api.md and docs/architecture.md.
//
//   node scripts/rewrite-doc-references.mjs            rewrite, print every change, then check
//   node scripts/rewrite-doc-references.mjs --dry-run  print what would change, write nothing
//   node scripts/rewrite-doc-references.mjs --check    only look for citations left (exit 1 if any)
//   add --mentions to list the uncited mentions of "the spec" (docs/product.md defines the term)
//
// Files: .ts, .tsx, .mjs and .md under apps/, packages/, e2e/, bench/, scripts/, docs/, and README.md,
// outside node_modules and dist. It exits 1 when a citation of a document outside the repository is
// left, naming each, so a form this script does not know is seen rather than missed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
const DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'];
const EXTENSIONS = /\.(ts|tsx|mjs|md)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git']);

/** The sections of the former PRODUCT.md and where their topics are in docs/product.md. */
const PRODUCT_SECTIONS = { 1: 1, 2: 6, 3: 11, 4: 10, 5: 1, 6: 12 };

/**
 * Applied in order, each `[what it rewrites, pattern, (match, ...groups) => replacement]`. The first few are whole
 * phrases where a word-for-word swap would say something untrue or read twice
 * ("docs/product.md §3 plus docs/product.md").
 */
const RULES = [
  ['Issue 2 and DESIGN.md ask', /Issue 2 and DESIGN\.md ask/g, () => 'Issue 2 asked'],
  [
    'DESIGN.md fixes the libraries',
    /DESIGN\.md fixes the libraries/g,
    () => 'docs/architecture.md fixes the libraries',
  ],
  ['spec §3 plus PRODUCT.md', /spec §3 plus PRODUCT\.md/g, () => 'docs/product.md §3'],
  ['API.md fixes the paths', /API\.md fixes the paths/g, () => 'docs/product.md §7 fixes the paths'],
  [
    'moves between them (PRODUCT.md §4)',
    /the moves between them \(PRODUCT\.md §4\)/g,
    () => 'the moves between them (docs/product.md §4 "Orders")',
  ],
  // Where "the spec" is the subject, the earlier client is meant; docs/product.md records what it did.
  [
    'Spec §2 "Sidebar" lists',
    /Spec §2 "Sidebar" lists/g,
    () => 'The earlier client\'s sidebar (docs/product.md §2 "Sidebar") lists',
  ],
  [
    'Spec §5 words the contact form',
    new RegExp(
      [
        "Spec §5 words the contact form's four messages and says field errors show once a field(\\s+)",
        'is touched, "the phone error whenever present"; §4/§8 say a failed submit is only logged\\.',
      ].join(''),
      'g',
    ),
    (_, space) =>
      "The earlier client (docs/product.md §5) words the contact form's four messages and shows field errors " +
      `once a field${space}is touched, "the phone error whenever present"; ` +
      'it only logs a failed submit (docs/product.md §4, §8).',
  ],
  // "spec §2", "Spec §4", also across a line break.
  ['spec §N', /\b[Ss]pec(\s+)§/g, (_, space) => `docs/product.md${space}§`],
  // "the spec (§3, …)", "the spec's (§5)", "the spec's order (§1)": the section goes with its document.
  ['spec … (§N', /(\b[Ss]pec(?:['’]s)?\b[^()\n]{0,20}\()§/g, (_, before) => `${before}docs/product.md §`],
  [
    'PRODUCT.md §N',
    /(?:\/work\/shared\/)?PRODUCT\.md(\s+)§(\d+)/g,
    (match, space, n) => (PRODUCT_SECTIONS[n] ? `docs/product.md${space}§${PRODUCT_SECTIONS[n]}` : match),
  ],
  ['PRODUCT.md', /(?:\/work\/shared\/)?PRODUCT\.md(?!\s+§\d)/g, () => 'docs/product.md'],
  ['API.md', /(?:\/work\/shared\/)?\bAPI\.md/g, () => 'docs/api.md'],
  ['DESIGN.md', /(?:\/work\/shared\/)?\bDESIGN\.md/g, () => 'docs/architecture.md'],
  ['seed-spec.md', /(?:\/work\/shared\/)?(?:spec\/)?seed-spec(?:\.md)?/g, () => 'docs/product.md'],
];

/** Citations of documents outside the repository; any left after the rewrite is reported. */
const LEFTOVERS = [
  /\b(?:PRODUCT|API|DESIGN)\.md\b/,
  /seed-spec/,
  /\/work\/shared/,
  /\b[Ss]pec\s+§/,
  /\b[Ss]pec(?:['’]s)?\b[^()\n]{0,20}\(§/,
];
/** "the spec" without a section: a term docs/product.md defines, listed on request only. */
const MENTION = /\b[Ss]pec(?:['’]s)?\b/;

function files() {
  const found = ['README.md'];
  const walk = (dir) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (SKIP_DIRS.has(name)) continue;
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (EXTENSIONS.test(name)) found.push(path);
    }
  };
  for (const dir of DIRS) walk(dir);
  return found.map((f) => f.split(sep).join('/')).filter((f) => f !== SELF);
}

/** The text with every rule applied. */
function rewrite(text) {
  return RULES.reduce((out, [, pattern, replace]) => out.replace(pattern, replace), text);
}

/** The lines that differ, as `  12 - before` / `     + after` (rules never add or remove a line). */
function changedLines(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const out = [];
  a.forEach((line, i) => {
    if (line === b[i]) return;
    const n = String(i + 1).padStart(5);
    out.push(`${n} - ${line.trim()}`, `${' '.repeat(5)} + ${b[i].trim()}`);
  });
  return out;
}

/** Lines still citing a document outside the repository, and the uncited mentions of "the spec". */
function leftovers(texts) {
  const left = [];
  const mentions = [];
  const cites = (text) => LEFTOVERS.some((re) => re.test(text));
  for (const [file, text] of texts) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      // A citation split over two lines: "spec" ends this one, "§4" starts the next.
      const tail = line.slice(-40);
      const head = (lines[i + 1] ?? '').trimStart().slice(0, 40);
      if (cites(line) || (cites(`${tail} ${head}`) && !cites(head))) left.push(`${file}:${i + 1}: ${line.trim()}`);
      else if (MENTION.test(line)) mentions.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return { left, mentions };
}

const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const checkOnly = args.has('--check');
/** Every file's text after the rewrite (as it is, with --check), which the check then reads. */
const texts = new Map();
let changedFiles = 0;
let changedLineCount = 0;
for (const file of files()) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out = checkOnly ? text : rewrite(text);
  texts.set(file, out);
  if (out === text) continue;
  const lines = changedLines(text, out);
  changedFiles += 1;
  changedLineCount += lines.length / 2;
  console.log(file);
  for (const line of lines) console.log(line);
  if (!dryRun) writeFileSync(join(ROOT, file), out);
}
if (!checkOnly)
  console.log(
    `${dryRun ? 'Would change' : 'Changed'} ${changedLineCount} line(s) in ${changedFiles} of ${texts.size} files.`,
  );

const { left, mentions } = leftovers(texts);
if (args.has('--mentions')) {
  console.log('\nMentions of "the spec" without a section (the term is defined at the top of docs/product.md):');
  for (const m of mentions) console.log(`  ${m}`);
} else if (mentions.length) {
  console.log(`${mentions.length} mention(s) of "the spec" without a section remain; --mentions lists them.`);
}
if (left.length) {
  const state = dryRun ? 'that would remain' : 'still present';
  console.error(`\nCitations of documents outside the repository ${state} (${left.length}):`);
  for (const l of left) console.error(`  ${l}`);
  process.exit(1);
}
console.log(`No citation of a document outside the repository ${dryRun ? 'would be' : 'is'} left.`);
