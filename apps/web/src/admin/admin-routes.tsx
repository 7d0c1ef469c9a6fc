import type { RouteObject } from 'react-router';
import { setScreenLoader } from '../app/prefetch';
import { LegacyRedirect } from './legacy-redirect';
import { screenAt } from './nav';
import type { AdminHandle, LegacyHandle } from './screen-model';
import { ADMIN_SCREENS, LEGACY_PATHS } from './screens';

/** The back office's screens, under the admin layout, whose ScreenGate checks each one's access. */
export const SCREEN_ROUTES: RouteObject[] = ADMIN_SCREENS.map((screen) => ({
  path: screen.path,
  handle: { title: screen.title, screen } satisfies AdminHandle,
  lazy: screen.page,
}));

/** Old addresses: redirected before the sign-in guard, which then remembers the new one. */
export const LEGACY_ROUTES: RouteObject[] = LEGACY_PATHS.map(({ from, to }) => ({
  path: from,
  handle: { legacyTo: to } satisfies LegacyHandle,
  Component: LegacyRedirect,
}));

// A screen's files are fetched when asked ahead of a visit (app/prefetch.ts); the router's own
// later call finds them loaded. A failure is left to that visit to report.
setScreenLoader(
  (path) =>
    void screenAt(path)
      ?.page()
      .catch(() => undefined),
);
