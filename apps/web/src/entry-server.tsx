import { isRtl, LANGS } from '@safesathi/contract';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { LANGUAGE_KEY } from './config';
import { hasLanguageVersions, inLanguage, PREFIXED_LANGS } from './i18n/page-language';
import { loadPageTexts, PAGE_NAMESPACES, translator } from './i18n/site-text';
import { PRERENDER_STATE_ID } from './prerender-state';
import { publicKeys } from './site/public-api';
import { PUBLIC_PAGES } from './site/public-pages';

/**
 * The web app's server bundle (`vite build --ssr`, dist-ssr/entry-server.js): the API server
 * imports it to render the public pages per request (apps/server/src/platform/web-pages.ts, which
 * describes these two exports), with the data its API answers now.
 */
export { PUBLIC_PAGES };

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client build this bundle was built with: its index.html and Vite's manifest (the server reads them). */
export interface ClientBuild {
  template: string;
  manifest: string;
}

/** A module's chunk and everything it imports statically, with their stylesheets. */
function chunksOf(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    for (const c of chunk.css ?? []) css.add(`/${c}`);
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

async function renderApp(path: string, seed: [readonly unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://server.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while rendering`);
  const router = createStaticRouter(dataRoutes, context);
  // Effects (document titles among them) do not run here: the page's <title> is written below.
  const html = renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, state: dehydrate(client) };
}

/**
 * A page that exists in every language names each version for search engines (`hreflang`, English
 * as x-default) and its own as canonical. Its English address takes a visitor to the language
 * they chose before, read from this device before anything is drawn (never from Accept-Language:
 * a crawler and a shared link get the address they asked for), unless the address asks for English
 * (`?lang=en`: a translated policy's link to the English one, which governs).
 */
function languageLinks(lang: (typeof LANGS)[number], base: string, origin: string): string[] {
  if (!hasLanguageVersions(base)) return [];
  const site = origin.replace(/\/+$/, '');
  const href = (l: (typeof LANGS)[number]) => escapeHtml(`${site}${inLanguage(l, base)}`);
  const links = [
    `<link rel="canonical" href="${href(lang)}">`,
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ];
  if (lang === 'en')
    links.push(
      `<script>try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});if(${JSON.stringify(PREFIXED_LANGS)}.indexOf(l)>=0&&location.search.indexOf("lang=en")<0)location.replace("/"+l+location.pathname+location.search+location.hash)}catch(e){}</script>`,
    );
  return links;
}

/**
 * One public page as a whole document. Instead of the app's entry it loads only boot.ts, which
 * brings the app in when the page needs it: the page's own chunks are named for it to preload then.
 */
export async function renderPage(
  path: string,
  input: { data: [readonly unknown[], unknown][]; origin: string; client: ClientBuild },
): Promise<string> {
  const page = PUBLIC_PAGES[path];
  if (!page) throw new Error(`${path} is not a public page`);
  const { template } = input.client;
  const manifest = JSON.parse(input.client.manifest) as Manifest;
  const lang = page.lang ?? 'en';
  const texts = [...PAGE_NAMESPACES, ...(page.texts ?? [])];
  await loadPageTexts(lang, texts);
  const { title, description } = page.words?.(translator(lang)) ?? page;
  const { html, state } = await renderApp(path, [...input.data, [publicKeys.origin, input.origin]]);
  // A page not in English names its catalogues' chunks with its own: boot.ts fetches them beside the
  // app, which has them before it hydrates (no English first, no request after the app's). The HTML
  // does not carry them: its words are in it already, and a second copy would weigh as much.
  const catalogues =
    lang === 'en'
      ? []
      : texts.flatMap((ns) => manifest[`src/locales/${lang}/${ns}.json`]?.file ?? []).map((f) => `/${f}`);
  const boot = manifest['src/boot.ts'];
  if (!boot) throw new Error('src/boot.ts is not in the Vite manifest');
  const app = manifest['index.html'];
  if (!app) throw new Error('index.html is not in the Vite manifest');
  const chunks = chunksOf(manifest, page.module);
  const css = chunks.css.filter((file) => !template.includes(`${file}"`));
  // Boot preloads the app's whole static graph with the page's own chunks, then imports the app.
  const preload = [...new Set([...chunksOf(manifest, 'index.html').js, ...chunks.js, ...catalogues])];

  const head = [
    ...languageLinks(lang, page.base ?? path, input.origin),
    ...css.map((file) => `<link rel="stylesheet" href="${file}">`),
    `<script type="module" crossorigin src="/${boot.file}" data-app="/${app.file}" data-chunks="${escapeHtml(JSON.stringify(preload))}"></script>`,
  ].join('\n    ');
  const document = template
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
    .replace(
      '<html lang="en">',
      `<html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}" data-mantine-color-scheme="light">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>\n    <script type="application/json" id="${PRERENDER_STATE_ID}">${scriptJson(state)}</script>`,
    );
  if (!document.includes(`id="${PRERENDER_STATE_ID}"`))
    throw new Error('index.html has no empty <div id="root"></div>');
  return document;
}
