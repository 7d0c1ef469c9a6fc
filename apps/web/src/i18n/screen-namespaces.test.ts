import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMESPACES } from './screen-namespaces';

// A route loads its screen's catalogues before it renders (app/router.tsx). A screen whose module,
// or anything it imports, uses a namespace its route does not load would show a key: this walks the
// imports (static and dynamic) of each screen and finds every t('ns:…') it can reach.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const KEY = /\bt\(\s*['"`]([a-zA-Z]+):/g;
// The public pages' own lookup (i18n/site-text.ts), not i18next's.
const PUBLIC = new Set(['site', 'shop', 'policies']);

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/** The namespaces a module and everything it imports use (the back office and i18n.ts itself aside). */
function namespacesOf(entry: string): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(KEY)) if (!PUBLIC.has(m[1]!)) used.add(m[1]!);
    for (const m of text.matchAll(IMPORT)) {
      const next = resolve(file, (m[1] ?? m[2])!);
      if (next && !next.includes(`${path.sep}admin${path.sep}`)) stack.push(next);
    }
  }
  return [...used].sort();
}

describe('each screen’s catalogues', () => {
  it.each(Object.entries(SCREEN_NAMESPACES))('%s loads every namespace it uses', (screen, listed) => {
    const used = namespacesOf(path.join(SRC, `${screen}.tsx`));
    expect(used.filter((ns) => !(listed as readonly string[]).includes(ns))).toEqual([]);
  });

  it('sees a namespace a screen uses through what it imports', () => {
    // The account's home shows field errors (i18n/field-errors.ts) of forms it does not itself word.
    expect(namespacesOf(path.join(SRC, 'account/account-page.tsx'))).toEqual(
      expect.arrayContaining(['account', 'alerts', 'papers', 'vehicles']),
    );
    expect(namespacesOf(path.join(SRC, 'account/account-page.tsx'))).not.toContain('groups');
  });
});
