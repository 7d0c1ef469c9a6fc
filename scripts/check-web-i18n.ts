// The web app's translations stay whole (docs/decisions/0069-web-app-languages.md). Fails on:
//  (a) a key English has that another language lacks, and a {{placeholder}} a translation drops or adds;
//  (b) a key in any language that no source file uses, and a key used in the source that English lacks;
//  (c) English left in a translated component (a file using useTranslation, or the public pages'
//      useSiteTranslation): JSX text, and the
//      label/placeholder/title/aria-label/description props given as literal text. A deliberate
//      case carries `i18n-ignore` in a comment on its line or the line above.
// Keys are used as t('namespace:key') with a literal, so they can be found by reading the source. A
// counted key, t('ns:key', { count }), is kept as i18next's plural forms (key_one, key_other…).
// The back office (docs/decisions/0080-back-office-in-hindi.md) has its own catalogues, English and
// Hindi only, under admin/locales: each key in both, each used, each used key there; and every admin
// component is held to no English (more strictly: label-like props, and text in {expressions}),
// but for those still listed in ADMIN_NOT_YET_TRANSLATED.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const TEXT_PROPS = new Set(['label', 'placeholder', 'title', 'aria-label', 'description']);
/** In the back office also its components' own props that carry words (emptyTitle, confirmLabel, what…). */
const ADMIN_TEXT_PROP =
  /^(label|placeholder|title|aria-label|description|what|message|text|\w+(Label|Title|Text|Message))$/;

/**
 * Back-office files (paths under the web app's src: a folder, or a file) not translated yet: the
 * English check leaves them alone. Whoever translates one takes it off this list.
 */
export const ADMIN_NOT_YET_TRANSLATED: readonly string[] = [];
const HAS_LETTER = /\p{L}/u;
const KEY_USE = /\bt\(\s*['"`]([a-zA-Z]+):([\w.-]+)['"`]/g;
// A key built from one value, t(`admin:screens.${id}.title`): every key of that shape counts as used
// (whoever builds it tests that each value has its key, as admin/screens.test.ts does).
const KEY_PATTERN_USE = /\bt\(\s*`([a-zA-Z]+):([\w.-]*)\$\{[^}`]+\}([\w.-]*)`/g;
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

/** The literal words an expression can give: 'Admin', `${n} rows`, either side of a ?: and of || or ??. */
function wordsIn(node: ts.Node | undefined): ts.Node[] {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node)) return wordsIn(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return HAS_LETTER.test(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].some((t) => HAS_LETTER.test(t))
      ? [node]
      : [];
  if (ts.isConditionalExpression(node)) return [...wordsIn(node.whenTrue), ...wordsIn(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      node.operatorToken.kind,
    )
  )
    return wordsIn(node.right);
  return [];
}

function englishLeft(file: string, text: string, strict = false): string[] {
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
    if (strict && ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent))
      for (const words of wordsIn(node.expression)) report(words, words.getText(source));
    if (strict && ts.isJsxAttribute(node) && ADMIN_TEXT_PROP.test(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const words of wordsIn(value)) report(node, `${node.name.getText(source)}=${words.getText(source)}`);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source)) && node.initializer) {
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

/** The back office's catalogues: a key one of its two languages has and the other lacks, a dropped placeholder. */
function adminCatalogueProblems(admin: Map<string, Catalogue>): string[] {
  const problems: string[] = [];
  const en = admin.get('en') ?? {};
  const hi = admin.get('hi') ?? {};
  for (const lang of admin.keys())
    if (lang !== 'en' && lang !== 'hi')
      problems.push(`admin/locales/${lang}: the back office has English and Hindi only`);
  for (const [key, text] of Object.entries(en)) {
    if (!(key in hi)) problems.push(`admin hi: missing ${key}`);
    else if (placeholders(hi[key]).join() !== placeholders(text).join())
      problems.push(
        `admin hi: ${key} has placeholders {{${placeholders(hi[key]).join('}}, {{')}}} where English has {{${placeholders(text).join('}}, {{')}}}`,
      );
  }
  for (const key of Object.keys(hi)) if (!(key in en)) problems.push(`admin en: missing ${key}`);
  return problems;
}

const isUnder = (relative: string, entries: readonly string[]) =>
  entries.some((entry) => relative === entry || relative.startsWith(`${entry}/`));

/** What is wrong with the translations of the web app whose sources are under `sourceDir`. */
export function checkWebI18n(
  sourceDir: string,
  localesDir = path.join(sourceDir, 'locales'),
  notYet: readonly string[] = ADMIN_NOT_YET_TRANSLATED,
): string[] {
  const problems: string[] = [];
  const langs = readCatalogues(localesDir);
  const adminDir = path.join(sourceDir, 'admin', 'locales');
  const admin = existsSync(adminDir) ? readCatalogues(adminDir) : new Map<string, Catalogue>();
  problems.push(...adminCatalogueProblems(admin));
  const english = { ...langs.get('en'), ...admin.get('en') };

  for (const [lang, catalogue] of langs) {
    if (lang === 'en') continue;
    for (const [key, text] of Object.entries(langs.get('en') ?? {})) {
      if (!(key in catalogue)) problems.push(`${lang}: missing ${key}`);
      else if (placeholders(catalogue[key]).join() !== placeholders(text).join())
        problems.push(
          `${lang}: ${key} has placeholders {{${placeholders(catalogue[key]).join('}}, {{')}}} where English has {{${placeholders(text).join('}}, {{')}}}`,
        );
    }
  }

  const sources = filesUnder(sourceDir, (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const used = new Set<string>();
  const usedPatterns: RegExp[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(KEY_USE)) {
      const key = `${m[1]}:${m[2]}`;
      used.add(key);
      if (!(key in english) && !(`${key}_other` in english))
        problems.push(`${file}: uses ${key}, which English does not have`);
    }
    for (const m of text.matchAll(KEY_PATTERN_USE)) {
      const literal = (part: string) => part.replace(/[.-]/g, (c) => `\\${c}`);
      usedPatterns.push(new RegExp(`^${m[1]}:${literal(m[2])}[\\w-]+${literal(m[3])}$`));
    }
    const relative = path.relative(sourceDir, file).split(path.sep).join('/');
    const inAdmin = relative.startsWith('admin/');
    if (inAdmin && file.endsWith('.tsx')) {
      if (!isUnder(relative, notYet)) problems.push(...englishLeft(file, text, true));
    } else if (file.endsWith('.tsx') && /\buse\w*Translation\b/.test(text)) problems.push(...englishLeft(file, text));
  }

  const unused = (lang: string, catalogue: Catalogue) => {
    for (const key of Object.keys(catalogue))
      if (!used.has(key) && !used.has(key.replace(PLURAL, '')) && !usedPatterns.some((p) => p.test(key)))
        problems.push(`${lang}: ${key} is used nowhere`);
  };
  for (const [lang, catalogue] of langs) unused(lang, catalogue);
  for (const [lang, catalogue] of admin) unused(`admin ${lang}`, catalogue);
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
