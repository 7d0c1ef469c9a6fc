import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors.js';
import { htmlAnswer } from './responses.js';
import { type CspSources, contentSecurityPolicy, inlineScriptHashes } from './security-headers.js';

/** Serves the built single-page app; unknown non-API paths get its index.html. */
export async function registerWeb(
  app: FastifyInstance,
  dist: string,
  production: boolean,
  csp: CspSources,
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
      // The web build writes .br and .gz beside each text file (apps/web/scripts/prerender.ts).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(dist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendPage = (path: string, reply: FastifyReply, status = 200) => {
    const file = prerenderedPage(dist, path) ?? 'index.html';
    return (
      reply
        .status(status)
        .type('text/html')
        .header('cache-control', 'no-cache')
        // A prerendered page boots with an inline script: the policy names it by hash.
        .header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(join(dist, file)), production, csp))
        .sendFile(file)
    );
  };
  // The static plugin answers a bare directory with 403; the home page is a page like any other.
  if (hasWeb)
    app.get(
      '/',
      { config: { access: 'public' }, schema: { hide: true, response: { 200: htmlAnswer('The home page') } } },
      (_request, reply) => sendPage('/', reply),
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
    return sendPage(path, reply, path.split('/').filter(Boolean).length > 1 && !NESTED_WEB_PATH.test(path) ? 404 : 200);
  });
}

/**
 * The web app's routes deeper than one segment (apps/web/src/app/router.tsx): the account's
 * pages, a product of the shop and the back office’s detail pages. Any other multi-segment path is unknown.
 */
const NESTED_WEB_PATH =
  /^\/(account(\/[^/]+)*|(view-customer|view-user|admin-dashboard-products|admin-product-details|shop)\/[^/]+)\/?$/;

/**
 * The public pages the web build rendered to HTML (apps/web/scripts/prerender.ts):
 * `/privacy-policy` → dist/prerendered/privacy-policy/index.html, `/` → dist/prerendered/index.html.
 */
function prerenderedPage(dist: string, path: string): string | null {
  const clean = path.replace(/\/+$/, '').toLowerCase();
  if (clean !== '' && !/^(\/[a-z0-9-]+)+$/.test(clean)) return null;
  const file = join('prerendered', clean, 'index.html');
  return existsSync(join(dist, file)) ? file : null;
}
