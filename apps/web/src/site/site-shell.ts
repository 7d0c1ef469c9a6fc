/**
 * What the public pages' top bar does without React (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md):
 * a server-rendered page works before the app is loaded, and often without ever loading it. Run
 * by the small boot module (../boot.ts) on those pages and by the app (../main.tsx) everywhere,
 * so a page behaves the same whichever drew it.
 */

import { LANGUAGE_KEY } from '../config';

/** docs/product.md §9: the top bar takes its scrolled style once the page has scrolled this far. */
export const SCROLL_THRESHOLD_PX = 10;

/** Marks the top bar `data-scrolled` (its style follows in CSS) from the window's scroll position. */
export function syncHeaderScrolled(): void {
  const scrolled = String(window.scrollY >= SCROLL_THRESHOLD_PX);
  for (const header of document.querySelectorAll('header[data-scrolled]'))
    if (header.getAttribute('data-scrolled') !== scrolled) header.setAttribute('data-scrolled', scrolled);
}

/** Closes the phone menu a link was chosen in, so the section it leads to is not left under it. */
export function closeMenuOf(target: EventTarget | null): void {
  const link = (target as Element | null)?.closest?.('[popover] a');
  const menu = link?.closest('[popover]') as HTMLElement | null | undefined;
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/** A language chosen in the public pages' menu (landing/language-menu.tsx: a plain link to the page in it, `hreflang` saying which) is remembered. */
export function rememberLanguageOf(target: EventTarget | null): void {
  const choice = (target as Element | null)?.closest?.('#language-menu a')?.getAttribute('hreflang');
  try {
    if (choice) localStorage.setItem(LANGUAGE_KEY, choice);
  } catch {
    // Storage disabled: the address still says the language.
  }
}

/**
 * Once per page: boot.ts is built apart from the app (vite.config.ts), so each carries its own
 * copy of this module, and the mark is kept on the window rather than in a module variable.
 */
const INSTALLED = Symbol.for('safesathi.siteShell');

export function installSiteShell(): void {
  const marks = window as unknown as Record<symbol, boolean>;
  if (marks[INSTALLED]) return;
  marks[INSTALLED] = true;
  window.addEventListener('scroll', syncHeaderScrolled, { passive: true });
  syncHeaderScrolled();
  // The phone menu is a native popover (it opens without JavaScript).
  document.addEventListener('click', (event) => closeMenuOf(event.target));
  // Captured first: before boot.ts keeps a link's click from an app still loading.
  window.addEventListener('click', (event) => rememberLanguageOf(event.target), true);
}
