// The web-dom project's setup (vitest.config.ts): jest-dom's matchers (toBeInTheDocument, toHaveAccessibleDescription…)
// on `expect`, and an empty document, toast store, storage, fetch stub and English after each test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The app's one i18next instance, as the translated routes load it: English unless a test chooses.
import { ADMIN_NAMESPACES, adminI18n } from '../src/admin/i18n/admin-i18n';
import { i18n, loadNamespaces, NAMESPACES } from '../src/i18n/i18n';

// A test renders a screen without its route, so every catalogue is loaded (a route loads its own).
await loadNamespaces(NAMESPACES);
// A back-office part rendered alone (without the admin layout's AdminTranslations) reads the app's
// instance: it finds the back office's English there, as under the layout.
for (const ns of ADMIN_NAMESPACES) {
  const english = adminI18n.getResourceBundle('en', ns);
  if (english) i18n.addResourceBundle('en', ns, english);
}

// Mantine reads these; happy-dom has no layout engine to answer them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(async () => {
  cleanup();
  // A test that chose a language leaves the next one English, as a new page would be.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (adminI18n.language !== 'en') await adminI18n.changeLanguage('en');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  // Mantine keeps its toasts in a module-level store: one test's toast must not show in the next.
  notifications.clean();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
