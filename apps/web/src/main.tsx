import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, queryClient } from './app/providers';
import { patchRoutesOnNavigation, routes, warmBackOffice } from './app/router';
import { PRERENDER_STATE_ID } from './prerender-state';
import { installSiteShell } from './site/site-shell';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A public page rendered by the server (entry-server.tsx) arrives with its HTML and the data it was
 * rendered from; boot.ts imports this module when the page needs the app. Hydrating it must
 * produce the same markup on the first render: so the data goes into the query cache first, and
 * the lazily loaded page modules of this address are loaded before the router starts (otherwise
 * it would first render its loading fallback; at a language's address that loads its catalogues, which
 * boot.ts fetched beside this module).
 */
async function start(root: HTMLElement): Promise<void> {
  const stateScript = document.getElementById(PRERENDER_STATE_ID);
  const prerendered = Boolean(stateScript) && root.hasChildNodes();
  if (prerendered && stateScript?.textContent) hydrate(queryClient, JSON.parse(stateScript.textContent));

  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }

  warmBackOffice(window.location.pathname);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page stays responsive to taps and scrolling meanwhile.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

installSiteShell();
void start(container);
