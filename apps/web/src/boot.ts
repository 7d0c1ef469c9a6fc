import { TOKEN_KEY, VISITOR_CART_KEY } from './config';
import { APP_READY_EVENT } from './prerender-state';
import { closeMenuOf, installSiteShell } from './site/site-shell';

/**
 * The only script a server-rendered public page loads at first (a few hundred bytes;
 * docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md). The page is complete
 * without the app: its links, the phone menu and the FAQs work natively. The app (React, Mantine,
 * the router) is loaded and hydrates the page only when the page needs it:
 * - at once for someone with a session or a cart, whose top bar shows their account and cart;
 * - at a visitor's first touch, key or focus, and once the contact form comes near the screen.
 * A form sent or a `data-needs-app` control used before then is held and replayed once the app is up.
 */

const script = document.querySelector('script[data-chunks]');
/** The app's entry and the modules it and this page import: fetched together once the app is wanted. */
const chunks: string[] = JSON.parse(script?.getAttribute('data-chunks') ?? '[]');
/** Built apart from the app (vite.config.ts, standaloneBoot): the page names the app's entry. */
const appEntry = script?.getAttribute('data-app') ?? '';
const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let started = false;
let ready = false;
/** The controls used before the app was up, in order, to be used again once it is. */
const held: HTMLElement[] = [];

function start(): void {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) removeEventListener(type, start, true);
  // The app's modules and the page's own load at once instead of one level after another.
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ appEntry);
}

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * A button only the app can act on: not one the browser works by itself (one opening a popover or
 * a command's target, or a form's submit or reset button, whose submit is held as a submit).
 */
function appButton(target: Element | null): HTMLButtonElement | null {
  const button = target?.closest?.('button') ?? null;
  if (!button || button.disabled) return null;
  if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return null;
  return button.form && button.type !== 'button' ? null : button;
}

/**
 * Until the app is up: a submit, or a click that only the app can handle (a `data-needs-app`
 * control, a button with nothing but the app behind it), is kept for it and used again once it
 * is up, so a tap while the app loads is not lost. Any other link is a plain link, kept from a
 * half-hydrated app (whose router would swallow it).
 */
function hold(event: Event): void {
  if (ready) return;
  const target = event.target as Element | null;
  const control =
    event.type === 'submit'
      ? (target as HTMLFormElement)
      : ((target?.closest?.('[data-needs-app]') as HTMLElement | null) ?? appButton(target));
  if (!control) {
    if (event.type === 'click' && target?.closest?.('a[href]')) {
      closeMenuOf(target);
      event.stopPropagation();
    }
    return;
  }
  // Only the app, once up, is given it: a handler hydrated meanwhile would otherwise act on it twice.
  event.preventDefault();
  event.stopPropagation();
  // A second tap on the same control while the app loads is still one.
  if (!held.includes(control)) held.push(control);
  start();
}

installSiteShell();
addEventListener('submit', hold, true);
addEventListener('click', hold, true);
addEventListener(
  APP_READY_EVENT,
  () => {
    ready = true;
    for (const control of held.splice(0)) {
      // One the app drew again while hydrating is gone from the page: nothing to use.
      if (!control.isConnected) continue;
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else control.click();
    }
  },
  { once: true },
);

if (stored(TOKEN_KEY) || stored(VISITOR_CART_KEY)) start();
else {
  for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });
  const form = document.querySelector('[data-load-app-near]');
  if (form && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(form);
  }
}
