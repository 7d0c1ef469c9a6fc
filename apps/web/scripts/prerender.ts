/**
 * Build step after `vite build` (client) and `vite build --ssr` (dist-ssr/entry-server.js):
 * renders every public page with react-dom/server into dist/prerendered/<path>/index.html, with
 * the query data it was rendered from, so the browser shows it at once and hydrates it unchanged.
 *
 * The data (site settings, page texts) comes from a throwaway server on an in-memory database:
 * the same answers a fresh install gives. The browser refreshes it right after hydrating, so
 * later edits by admins show without a rebuild.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApp } from '../../server/src/app.js';
import { testConfig } from '../../server/src/platform/config.js';
import { openDatabase } from '../../server/src/platform/db/client.js';
import { seed } from '../../server/src/seed.js';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '../dist');
const out = join(dist, 'prerendered');
const entry = pathToFileURL(resolve(here, '../dist-ssr/entry-server.js')).href;

type Entry = typeof import('../src/entry-server.js');
const { render, PRERENDERED_PATHS, publicKeys } = (await import(entry)) as Entry;

const APP_NAME = process.env.APP_NAME || 'SafeSathi';

/** Title, description and the page module (for preloading its chunks) of each prerendered path. */
const PAGES: Record<(typeof PRERENDERED_PATHS)[number], { title: string; description: string; module: string }> = {
  '/': {
    title: `${APP_NAME}: road safety with a QR sticker`,
    description: `${APP_NAME}: a QR sticker on your vehicle lets anyone alert you and your emergency contacts in seconds, without sharing your number. Accident alerts, blood requests, group tracking and 24/7 support.`,
    module: 'src/site/landing/landing-page.tsx',
  },
  '/demo': {
    title: `How it works · ${APP_NAME}`,
    description: `See the ${APP_NAME} SOS loop in four steps and try it with a live demo tag.`,
    module: 'src/site/demo-page.tsx',
  },
  '/privacy-policy': {
    title: `Privacy Policy · ${APP_NAME}`,
    description: `What ${APP_NAME} collects, why, how it is kept safe, and your rights.`,
    module: 'src/site/policy-page.tsx',
  },
  '/shipping-policy': {
    title: `Shipping Policy · ${APP_NAME}`,
    description: `How and when ${APP_NAME} orders are shipped across India, and how to track them.`,
    module: 'src/site/policy-page.tsx',
  },
  '/refund-policy': {
    title: `Refund Policy · ${APP_NAME}`,
    description: `When ${APP_NAME} refunds or replaces a product, and how to ask for it.`,
    module: 'src/site/policy-page.tsx',
  },
  '/terms-and-conditions': {
    title: `Terms and Conditions · ${APP_NAME}`,
    description: `The terms of using ${APP_NAME}, governed by Indian law.`,
    module: 'src/site/policy-page.tsx',
  },
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The page module's chunk and everything it imports statically: preloaded so hydration need not wait. */
function chunksOf(module: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(module);
  if (js.size === 0) throw new Error(`${module} is not in the Vite manifest`);
  return { js: [...js], css: [...css] };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A prerendered page is readable before any JavaScript: the app's modules are fetched only once
 * the page has loaded and painted, so on a slow connection they do not compete with the HTML and
 * the stylesheet for the first paint. Then the entry, its imports and the page's own chunks load
 * in parallel (modulepreload) and hydrate what is already on screen.
 */
function deferScripts(html: string, pageChunks: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const modules = [...new Set([...preloads.map((m) => m[1]!), ...pageChunks.map((file) => `/${file}`)])];
  let out = html.replace(entry[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  const boot = `<script>addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){var h=document.head;${scriptJson(modules)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptJson(entry[1])};h.appendChild(s)},0)})})</script>`;
  return out.replace('</head>', `    ${boot}\n  </head>`);
}

async function fetchSeed() {
  const config = testConfig({ appName: APP_NAME, logLevel: 'silent', seedDemo: false });
  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db, config);
  const app = await buildApp({ config, database, worker: false });
  await app.ready();
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data as unknown;
  };
  const settings = await get('/api/settings');
  const pages: Record<string, unknown> = {};
  for (const slug of ['about', 'privacy-policy', 'shipping-policy', 'refund-policy', 'terms-and-conditions'] as const)
    pages[slug] = await get(`/api/pages/${slug}`);
  await app.close();
  await database.close();
  return { settings, pages };
}

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { settings, pages } = await fetchSeed();
rmSync(out, { recursive: true, force: true });

for (const path of PRERENDERED_PATHS) {
  const page = PAGES[path];
  const slug = path.slice(1);
  const seedData: [readonly unknown[], unknown][] = [[publicKeys.settings, settings]];
  if (path === '/') seedData.push([publicKeys.page('about'), pages.about]);
  if (slug in pages && slug !== 'about') seedData.push([publicKeys.page(slug as 'privacy-policy'), pages[slug]]);

  const { html, state } = await render(path, seedData);
  const chunks = chunksOf(page.module);
  // The entry and its own imports are already linked by Vite in the template.
  const css = chunks.css.filter((file) => !template.includes(`/${file}"`));
  const head = css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n    ');

  const document = deferScripts(template, chunks.js)
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>\n    <script type="application/json" id="prerender-state">${scriptJson(state)}</script>`,
    );
  if (!document.includes('id="prerender-state"')) throw new Error('index.html has no empty <div id="root"></div>');

  const file = join(out, path === '/' ? '' : slug, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, document);
  console.log(`prerendered ${path} → ${file.slice(dist.length + 1)} (${(document.length / 1024).toFixed(1)} kB)`);
}

/**
 * Every text file of the build, precompressed beside itself (.br, .gz): the server sends the
 * smallest one the browser accepts (@fastify/static `preCompressed`) without compressing per request.
 */
function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(name) || name.startsWith('.')) continue;
    const raw = readFileSync(file);
    if (raw.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
}
console.log(`precompressed ${precompress(dist)} files (.br, .gz)`);
