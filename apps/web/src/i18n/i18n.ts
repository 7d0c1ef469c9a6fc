import { isRtl, LANGS, type Lang } from '@safesathi/contract';
import i18next, { type BackendModule } from 'i18next';
import { useEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '../config';

/**
 * The web app's one way to translate (docs/decisions/0069-web-app-languages.md): i18next, as on the
 * server. Every catalogue, English's too, is its own chunk, fetched when a screen that uses it is
 * shown in that language (i18n/screen-namespaces.ts; docs/decisions/0083-policies-in-every-language.md,
 * "English per page"): `common` at start, each route's others before it renders.
 */

export const NAMESPACES = [
  'common',
  'auth',
  'account',
  'vehicles',
  'orders',
  'profile',
  'groups',
  'papers',
  'blood',
  'alerts',
  'devices',
  'card',
  'trips',
  'alarm',
  'cart',
  'checkout',
  'order',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Where the visitor's own choice is kept (also before they have an account; the public pages' menu sets it too). */
export { LANGUAGE_KEY };

// One chunk per catalogue file: Vite turns each into a lazy import. English's public pages' catalogues
// are the public pages' lookup's (site-text.ts bundles them), not i18next's.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/{site,shop}.json',
]);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = catalogues[`../locales/${lng}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (error: unknown) => done(error as Error, null),
    );
  },
};

const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

function storedLanguage(): Lang | null {
  try {
    const v = window.localStorage.getItem(LANGUAGE_KEY);
    return isLang(v) ? v : null;
  } catch {
    return null;
  }
}

/** The stored choice, else the first of the browser's languages we have ('hi-IN' → hi), else English. */
export function detectLanguage(): Lang {
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** Whether the visitor chose a language themselves (it then wins over the account's at sign-in). */
export const hasChosenLanguage = () => storedLanguage() !== null;

/** Screens on show that are translated: only they give the page their language and direction. */
let translatedScreens = 0;

// Mantine's DirectionProvider (app/providers.tsx) follows <html dir>, so its components mirror too.
function markDocument(lang: string): void {
  if (typeof document === 'undefined') return;
  const shown = translatedScreens > 0 && isLang(lang) ? lang : 'en';
  document.documentElement.lang = shown;
  document.documentElement.dir = isRtl(shown) ? 'rtl' : 'ltr';
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', markDocument);

/** While a translated screen is shown, <html lang> and dir follow the chosen language; after it, English again. */
export function useTranslatedScreen(): void {
  useEffect(() => {
    translatedScreens += 1;
    markDocument(i18n.resolvedLanguage ?? 'en');
    return () => {
      translatedScreens -= 1;
      markDocument(i18n.resolvedLanguage ?? 'en');
    };
  }, []);
}

/** Resolves once the detected language's catalogues are loaded. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: typeof window === 'undefined' ? 'en' : detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGS],
    // The shell's words at start; each screen's before it renders (loadNamespaces).
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/** Loads these catalogues in the chosen language (at once when they are in already). */
export const loadNamespaces = (namespaces: readonly Namespace[]): Promise<unknown> =>
  i18nReady.then(() => i18n.loadNamespaces([...namespaces]));

/** Switches the page's language (loading its catalogues first) and remembers the choice on this device. */
export async function chooseLanguage(lang: Lang): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
  await i18n.changeLanguage(lang);
}

/** Whether the chosen language reads right to left (an arrow that points back then points right). */
export const isRtlScreen = (): boolean => isRtl(currentLanguage());

export const currentLanguage = (): Lang => (isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');
