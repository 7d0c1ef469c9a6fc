import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGS, TRANSLATED_PAGES } from '@safesathi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from './compression.js';
import { errorBody } from './errors.js';
import { htmlAnswer } from './responses.js';
import {
  type CspSources,
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineScriptHashesOf,
} from './security-headers.js';
import type { WebPages } from './web-pages.js';

/**
 * Serves the built single-page app: the public pages rendered by the server (web-pages.ts), the
 * app's files, and its index.html for any other non-API path.
 */
export async function registerWeb(
  app: FastifyInstance,
  dist: string,
  production: boolean,
  csp: CspSources,
  pages: WebPages,
): Promise<void> {
  const index = join(dist, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Looked up per request (a missing file falls through to the handler below), so a rebuild
      // of the web app is served at once, without restarting the server.
      wildcard: true,
      index: false,
      // The web build writes .br and .gz beside each text file (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(dist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendShell = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(index), production, csp))
      .sendFile('index.html');
  const sendPage = async (request: FastifyRequest, path: string, reply: FastifyReply, status = 200) => {
    const page = status === 200 && pages.has(path) ? await renderPublicPage(app, pages, path) : null;
    if (!page) return sendShell(reply, status);
    reply
      .header('cache-control', 'no-cache')
      // Should a page carry an inline script, the policy names it by hash.
      .header('content-security-policy', contentSecurityPolicy(inlineScriptHashesOf(page.html), production, csp));
    return sendHtml(reply, request.headers['accept-encoding'], page);
  };
  // The static plugin answers a bare directory with 403; the home page is a page like any other.
  if (hasWeb)
    app.get(
      '/',
      { config: { access: 'public' }, schema: { hide: true, response: { 200: htmlAnswer('The home page') } } },
      (request, reply) => sendPage(request, '/', reply),
    );
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (an old asset name, a typo) is a 404, not the app's HTML under a .js name.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (path.startsWith('/api/') || path === '/api' || !isPageRequest || !hasWeb || looksLikeFile)
      return reply.status(404).send(errorBody('NOT_FOUND', `No such endpoint: ${request.method} ${path}`));
    // A path deeper than the app's own routes is not a page: the app shows its "not found"
    // screen, and the status says so (to people, crawlers and monitors alike).
    return sendPage(request, path, reply, isKnownWebPath(path) ? 200 : 404);
  });
}

/**
 * The web app's routes deeper than one segment (apps/web/src/app/router.tsx and the back office's
 * screens, apps/web/src/admin/screens.ts): the account's pages, a product of the shop, the back
 * office's permissions and detail pages, and the detail pages' old addresses, which the app
 * redirects. Any other multi-segment path is unknown.
 */
const NESTED_WEB_PATH =
  /^\/(account(\/[^/]+)*|admin\/permissions|(admin\/(orders|products|customers|users)|view-customer|view-user|admin-dashboard-products|admin-product-details|shop)\/[^/]+)\/?$/;

/**
 * The public pages' addresses per language (`/hi/`, `/ta/shop`, `/ur/privacy-policy`; the contract's
 * TRANSLATED_PAGES): a prefix is one of the languages other than English, and an address of two
 * letters first that is not one (`/xx/`, `/en/`) is no page.
 */
const LANGUAGE_PREFIX = new RegExp(
  `^/(${LANGS.filter((l) => l !== 'en').join('|')})(/(${TRANSLATED_PAGES.filter((p) => p !== '/')
    .map((p) => p.slice(1))
    .join('|')}))?/?$`,
);
const LANGUAGE_LIKE = /^\/[a-z]{2}(\/|$)/i;

/** Whether the web app has a page at `path`: one segment (a page, or one the app calls not found), or a known deeper one. */
function isKnownWebPath(path: string): boolean {
  if (LANGUAGE_PREFIX.test(path)) return true;
  if (LANGUAGE_LIKE.test(path)) return false;
  return path.split('/').filter(Boolean).length <= 1 || NESTED_WEB_PATH.test(path);
}

/** A public page rendered now, or null (the shell renders it in the browser) when that fails. */
async function renderPublicPage(app: FastifyInstance, pages: WebPages, path: string) {
  try {
    return await pages.render(app, path);
  } catch (err) {
    app.log.error({ err, path }, 'a public page failed to render: the app renders it in the browser');
    return null;
  }
}
