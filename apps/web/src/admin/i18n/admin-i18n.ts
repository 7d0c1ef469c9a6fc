import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { ADMIN_LANGUAGE_KEY } from '../../config';

/**
 * The back office's languages (docs/decisions/0080-back-office-in-hindi.md): English, the default,
 * and Hindi on request. Its own i18next instance, given to the admin screens by AdminTranslations,
 * so that its language is not the customer side's. English comes with the back office's own chunk;
 * Hindi is a chunk per catalogue, fetched only once Hindi is chosen. A namespace without a file
 * reads as empty (its keys then fall back to English), never as an error.
 */

export const ADMIN_LANGS = ['en', 'hi'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];

/** `admin` (the frame, menu and shared parts), then one per area. */
export const ADMIN_NAMESPACES = [
  'admin',
  'adminShop',
  'adminSos',
  'adminSettings',
  'adminUsers',
  'adminQrCodes',
  'adminCatalogue',
  'adminWebsite',
  'adminBloodBanks',
  'adminBlood',
  'adminCampaigns',
  'adminAudit',
  'adminPermissions',
  'adminLeads',
  'adminCustomers',
  'adminAdmins',
] as const;

const nsOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

// English, in the back office's chunk; whatever catalogues are in the folder.
const english = Object.fromEntries(
  Object.entries(import.meta.glob<ResourceKey>('../locales/en/*.json', { eager: true, import: 'default' })).map(
    ([file, texts]) => [nsOf(file), texts],
  ),
);

// Every other language: one lazy chunk per file.
const lazy = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/*'], { import: 'default' });

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const load = lazy[`../locales/${lng}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (texts) => done(null, texts),
      (error: unknown) => done(error as Error, null),
    );
  },
};

export const isAdminLang = (v: unknown): v is AdminLang =>
  typeof v === 'string' && (ADMIN_LANGS as readonly string[]).includes(v);

/** The language chosen on this device; English when none was (the customer side's choice does not count). */
export function storedAdminLanguage(): AdminLang {
  try {
    const v = window.localStorage.getItem(ADMIN_LANGUAGE_KEY);
    return isAdminLang(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

export const adminI18n = i18next.createInstance();

// Always starts in English, which is here at once: a chosen Hindi follows when its chunk is in
// (AdminTranslations), and until then the screen shows in English rather than blank.
void adminI18n.use(lazyCatalogues).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...ADMIN_LANGS],
  ns: [...ADMIN_NAMESPACES],
  defaultNS: 'admin',
  resources: { en: english },
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export const adminLanguage = (): AdminLang =>
  isAdminLang(adminI18n.resolvedLanguage) ? adminI18n.resolvedLanguage : 'en';

/** Switches the back office's language (once its catalogues are in) and remembers it on this device. */
export async function chooseAdminLanguage(lang: AdminLang): Promise<void> {
  try {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, lang);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
  await adminI18n.changeLanguage(lang);
}
