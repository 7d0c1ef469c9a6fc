// The web app's translations stay whole (docs/decisions/0069-web-app-languages.md). Fails on:
//  (a) a key English has that another language lacks, and a {{placeholder}} a translation drops or adds;
//  (b) a key in any language that no source file uses, and a key used in the source that English lacks;
//  (c) English left in a translated component (a file using useTranslation, or the public pages'
//      useSiteTranslation): JSX text, and the
//      label/placeholder/title/aria-label/description props given as literal text. A deliberate
//      case carries `i18n-ignore` in a comment on its line or the line above.
// Keys are used as t('namespace:key') with a literal, so they can be found by reading the source. A
// counted key, t('ns:key', { count }), is kept as i18next's plural forms (key_one, key_other…).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const TEXT_PROPS = new Set(['label', 'placeholder', 'title', 'aria-label', 'description']);
const HAS_LETTER = /\p{L}/u;
const KEY_USE = /\bt\(\s*['"`]([a-zA-Z]+):([\w.-]+)['"`]/g;
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = '', out: Catalogue = {}): Catalogue {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = String(value);
  return out;
}

function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, accept);
    return accept(full) ? [full] : [];
  });
}

/** Every language's catalogues as 'ns:key' → text. */
function readCatalogues(localesDir: string): Map<string, Catalogue> {
  const langs = new Map<string, Catalogue>();
  for (const lang of readdirSync(localesDir)) {
    const dir = path.join(localesDir, lang);
    if (!statSync(dir).isDirectory()) continue;
    const all: Catalogue = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const ns = file.replace(/\.json$/, '');
      for (const [k, v] of Object.entries(flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))))) {
        all[`${ns}:${k}`] = v;
      }
    }
    langs.set(lang, all);
  }
  return langs;
}

const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

function englishLeft(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const problems: string[] = [];
  const ignored = (node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    return /i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '');
  };
  const report = (node: ts.Node, what: string) => {
    if (ignored(node)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    problems.push(`${file}:${line}: English left in a translated component: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, JSON.stringify(node.text.trim()));
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source)) && node.initializer) {
      let value: ts.Node | undefined = node.initializer;
      if (ts.isJsxExpression(value)) value = value.expression;
      if (
        value &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) &&
        HAS_LETTER.test(value.text)
      )
        report(node, `${node.name.getText(source)}=${JSON.stringify(value.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** What is wrong with the translations of the web app whose sources are under `sourceDir`. */
export function checkWebI18n(sourceDir: string, localesDir = path.join(sourceDir, 'locales')): string[] {
  const problems: string[] = [];
  const langs = readCatalogues(localesDir);
  const english = langs.get('en') ?? {};

  for (const [lang, catalogue] of langs) {
    if (lang === 'en') continue;
    for (const [key, text] of Object.entries(english)) {
      if (!(key in catalogue)) problems.push(`${lang}: missing ${key}`);
      else if (placeholders(catalogue[key]).join() !== placeholders(text).join())
        problems.push(
          `${lang}: ${key} has placeholders {{${placeholders(catalogue[key]).join('}}, {{')}}} where English has {{${placeholders(text).join('}}, {{')}}}`,
        );
    }
  }

  const sources = filesUnder(sourceDir, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const used = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(KEY_USE)) {
      const key = `${m[1]}:${m[2]}`;
      used.add(key);
      if (!(key in english) && !(`${key}_other` in english))
        problems.push(`${file}: uses ${key}, which English does not have`);
    }
    if (file.endsWith('.tsx') && /\buse\w*Translation\b/.test(text)) problems.push(...englishLeft(file, text));
  }

  for (const [lang, catalogue] of langs) {
    for (const key of Object.keys(catalogue))
      if (!used.has(key) && !used.has(key.replace(PLURAL, ''))) problems.push(`${lang}: ${key} is used nowhere`);
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkWebI18n(path.join(root, 'apps/web/src'));
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`check-web-i18n: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-web-i18n: every language has every key, every key is used, no English left in translated screens');
}
