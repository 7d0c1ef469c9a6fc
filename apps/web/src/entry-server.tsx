import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { PRERENDERED_PATHS, routes } from './app/router';
import { publicKeys } from './site/public-api';

export { PRERENDERED_PATHS, publicKeys };

export interface RenderResult {
  html: string;
  /** Dehydrated query cache, for the browser to start from the same data. */
  state: unknown;
}

/**
 * Renders one public page to HTML at build time. `seed` fills the query cache with the data the
 * page reads (site settings, page texts), fetched by the prerender script from a fresh server.
 */
export async function render(path: string, seed: [readonly unknown[], unknown][]): Promise<RenderResult> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // dataUpdatedAt 0: the browser treats the build-time data as stale and refreshes it at once.
  for (const [key, data] of seed) client.setQueryData(key, data, { updatedAt: 0 });

  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(dataRoutes, context);

  // Effects (document titles among them) do not run here: scripts/prerender.ts writes each page's <title>.
  const html = renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, state: dehydrate(client) };
}
