import { isRtl, LANGS, type Lang, TRANSLATED_PAGES } from '@safesathi/contract';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * The public pages' addresses per language (docs/decisions/0069-web-app-languages.md, "Public pages"):
 * `/`, `/shop`, `/demo` and the four policies in English, `/hi/`, `/hi/shop`, `/hi/privacy-policy`… in Hindi, and so on. Small and free of
 * catalogues: the router (in the app's main chunk) uses it; the texts are in ./site-text.ts.
 */

/** The languages with an address prefix: every one but English, which keeps the bare addresses. */
export const PREFIXED_LANGS = LANGS.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en');

const isPrefixed = (segment: string | undefined): segment is Exclude<Lang, 'en'> =>
  (PREFIXED_LANGS as readonly string[]).includes(segment ?? '');

/** `/hi/shop` → { lang: 'hi', path: '/shop' }; `/shop` → { lang: 'en', path: '/shop' }. */
export function splitLanguage(pathname: string): { lang: Lang; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (!isPrefixed(first)) return { lang: 'en', path: pathname };
  return { lang: first, path: `/${rest.join('/')}` };
}

/** Whether the page at this address (without prefix) has a version in each language. */
export const hasLanguageVersions = (path: string) =>
  (TRANSLATED_PAGES as readonly string[]).includes(path.replace(/(.)\/+$/, '$1'));

/**
 * A link from a page in `lang`: to a page that exists in that language, its address in it (`/shop` →
 * `/hi/shop`, `/#faqs` → `/hi/#faqs`); any other address as it is.
 */
export function inLanguage(lang: Lang, to: string): string {
  if (lang === 'en' || !to.startsWith('/')) return to;
  const [path = '/', hash] = to.split('#');
  if (!hasLanguageVersions(path)) return to;
  const prefixed = path === '/' ? `/${lang}/` : `/${lang}${path}`;
  return hash === undefined ? prefixed : `${prefixed}#${hash}`;
}

const PageLanguage = createContext<Lang>('en');

/** The language of the public page on show (English outside the prefixed addresses). */
export const usePageLanguage = () => useContext(PageLanguage);

/** The public frame's language on a page the app translates at one address (a product, the cart…). */
export const PageLanguageProvider = PageLanguage.Provider;

const LanguageControl = createContext<ReactNode>(null);

/**
 * On a page without an address per language (a product, the cart, checkout), its language menu:
 * the app's own, given by the pages' layout (shop/buy-layout.tsx) and shown by the public frame,
 * which itself carries no i18next.
 */
export const LanguageControlProvider = LanguageControl.Provider;
export const useLanguageControl = () => useContext(LanguageControl);

/**
 * The layout of the pages at one language's addresses (the language is the address's prefix). The
 * server writes `<html lang dir>`; after an in-app move from a screen in another language, this
 * writes them again.
 */
export function PageLanguageLayout() {
  const { lang } = splitLanguage(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  }, [lang]);
  return (
    <PageLanguage.Provider value={lang}>
      <Outlet />
    </PageLanguage.Provider>
  );
}
