import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type EncodedPage, encodePage } from './compression.js';
import type { TtlCache } from './ttl-cache.js';

/**
 * The web app's server bundle (`apps/web/dist-ssr/entry-server.js`, built by `npm run build`):
 * what it offers the server. Kept in step with apps/web/src/entry-server.tsx by hand, since the
 * server never imports the web app's code (they meet over HTTP and this one file).
 */
interface WebRenderer {
  /**
   * The public pages rendered by the server, and the API reads each one's data comes from: an answer's
   * `data`, or with `whole` the answer itself (a page of a list with its `total`).
   */
  PUBLIC_PAGES: Record<string, { reads: { key: readonly unknown[]; url: string; whole?: boolean }[] }>;
  renderPage(
    path: string,
    input: { data: [readonly unknown[], unknown][]; origin: string; client: { template: string; manifest: string } },
  ): Promise<string>;
}

/**
 * The public pages (`/`, `/shop`, `/demo`, the policies), rendered per request from the data the
 * API answers now, not at build time (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md):
 * a visitor reads the page complete and current without running the app. Each page is cached,
 * compressed, in the public cache, which any successful write clears.
 */
export interface WebPages {
  /** Whether `path` is a public page this server renders. */
  has(path: string): boolean;
  /** The page, or null when it cannot be rendered now (the app shell then renders it in the browser). */
  render(app: FastifyInstance, path: string): Promise<EncodedPage | null>;
}

export const ssrEntryOf = (dist: string) => resolve(dist, '../dist-ssr/entry-server.js');

/** A page address as the renderer names it: no trailing slash, `/` for the home page. */
const pageKey = (path: string) => path.replace(/\/+$/, '') || '/';

export async function loadWebPages(dist: string, cache: TtlCache, origin: string): Promise<WebPages> {
  const entry = ssrEntryOf(dist);
  type Loaded = { mtimeMs: number; web: WebRenderer; client: { template: string; manifest: string } };
  let loaded: Loaded | null = null;
  // A rebuild of the web app is picked up without a restart: the bundle is imported again when it
  // changed, with the client build it goes with (its index.html and Vite's manifest).
  const current = async (): Promise<Loaded | null> => {
    if (!existsSync(entry) || !existsSync(join(dist, 'index.html'))) return null;
    const { mtimeMs } = statSync(entry);
    if (loaded?.mtimeMs !== mtimeMs)
      loaded = {
        mtimeMs,
        web: (await import(`${pathToFileURL(entry).href}?v=${mtimeMs}`)) as WebRenderer,
        client: {
          template: readFileSync(join(dist, 'index.html'), 'utf8'),
          manifest: readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
        },
      };
    return loaded;
  };
  // Which paths are pages is known at start (a rebuild adding a page needs a restart). A bundle
  // that cannot be loaded leaves the pages to the app in the browser rather than stop the API.
  const atStart = await current().catch(() => null);
  const paths = new Set(Object.keys(atStart?.web.PUBLIC_PAGES ?? {}));
  const inFlight = new Map<string, Promise<EncodedPage | null>>();

  const renderNow = async (app: FastifyInstance, path: string): Promise<EncodedPage | null> => {
    const build = await current();
    const page = build?.web.PUBLIC_PAGES[path];
    if (!build || !page) return null;
    // Through the API itself, so the page holds exactly what the app would fetch.
    const answers = await Promise.all(
      page.reads.map((read) => app.inject({ method: 'GET', url: read.url, headers: { accept: 'application/json' } })),
    );
    const failed = answers.findIndex((res) => res.statusCode !== 200);
    if (failed >= 0) {
      const { url } = page.reads[failed]!;
      app.log.warn({ path, read: url, status: answers[failed]!.statusCode }, 'public page data unavailable');
      return null;
    }
    const data = page.reads.map((read, i): [readonly unknown[], unknown] => {
      const answer = answers[i]!.json() as { data: unknown };
      return [read.key, read.whole ? answer : answer.data];
    });
    return encodePage(200, await build.web.renderPage(path, { data, origin, client: build.client }), { best: false });
  };

  return {
    has: (path) => paths.has(pageKey(path)),
    async render(app, path) {
      const key = pageKey(path);
      const hit = cache.get<EncodedPage>(`web:${key}`);
      if (hit) return hit;
      // Visitors arriving together share one render.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderNow(app, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const page = await pending;
      if (page) cache.set(`web:${key}`, page);
      return page;
    },
  };
}
