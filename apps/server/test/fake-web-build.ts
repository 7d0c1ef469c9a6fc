import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An inline script the fake renderer puts in its pages (the server must name it in the CSP by hash). */
export const FAKE_INLINE_SCRIPT = "document.documentElement.dataset.booted='1'";

/**
 * A built web app in miniature (apps/web's `npm run build`): the shell, one asset, Vite's manifest
 * and a server bundle (dist-ssr/entry-server.js) with the two exports the server uses. Its pages
 * are `/` (settings, FAQs and the shop's first page, whole), `/privacy-policy` (settings and that page's text), and
 * two pages at a language's address, `/hi` and `/ta/shop` (settings); it writes the
 * data it was given into the page, so a test sees what the server read for it.
 */
const JSON_SCRIPT = JSON.stringify(FAKE_INLINE_SCRIPT);

export function fakeWebBuild(): { dist: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'safesathi-web-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>app shell</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/boot.ts":{"file":"assets/boot.js"}}');
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `export const PUBLIC_PAGES = {
  '/': {
    reads: [
      { key: ['public', 'settings'], url: '/api/settings' },
      { key: ['public', 'faqs'], url: '/api/faqs' },
      { key: ['store', 'products'], url: '/api/shop/products?page=1&limit=100', whole: true },
    ],
  },
  '/hi': { reads: [{ key: ['public', 'settings'], url: '/api/settings' }] },
  '/ta/shop': { reads: [{ key: ['public', 'settings'], url: '/api/settings' }] },
  '/privacy-policy': {
    reads: [
      { key: ['public', 'settings'], url: '/api/settings' },
      { key: ['public', 'page', 'privacy-policy'], url: '/api/pages/privacy-policy' },
    ],
  },
};
export async function renderPage(path, { data, origin, client }) {
  if (!client.template.includes('app shell') || !JSON.parse(client.manifest)['src/boot.ts']) throw new Error('no client build');
  return '<!doctype html><title>' + path + ' rendered</title><script>' + ${JSON_SCRIPT} + '</script>' +
    '<p id="origin">' + origin + '</p><pre id="data">' + JSON.stringify(data) + '</pre>';
}
`,
  );
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The data a page from fakeWebBuild() was rendered with, by query key. */
export function renderedData(html: string): Map<string, unknown> {
  const json = /<pre id="data">([\s\S]*?)<\/pre>/.exec(html)?.[1];
  if (!json) throw new Error(`not a page of the fake renderer: ${html.slice(0, 120)}`);
  return new Map((JSON.parse(json) as [unknown[], unknown][]).map(([key, value]) => [key.join('/'), value]));
}
