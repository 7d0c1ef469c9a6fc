import type { Lang } from '@safesathi/contract';
import enShop from '../locales/en/shop.json';
import enSite from '../locales/en/site.json';
import { inLanguage, usePageLanguage } from './page-language';

/**
 * The public pages' texts (docs/decisions/0069-web-app-languages.md, "Public pages"). Not i18next:
 * a public page hydrates only when it needs the app (ADR 0050), and its words are a lookup with
 * `{{placeholders}}`, so they get a lookup of forty lines instead of i18next's 16 kB. Keys are
 * written as the app's others (namespace, colon, key, as a literal), and the same lint check holds them.
 * A count picks its plural form as i18next does: `t('shop:cart.items', { count })` reads `items_one`
 * or `items_other` (`Intl.PluralRules` of the page's language), then `items_other`, then `items`.
 */

type Catalogue = { [key: string]: string | Catalogue };
/** One language's catalogues of the public pages, by namespace. */
type PageTexts = Record<string, Catalogue>;

export const PAGE_NAMESPACES = ['site', 'shop'] as const;

/**
 * The policies' translations (docs/decisions/0083-policies-in-every-language.md): loaded only by a
 * policy page in a language other than English, whose text is the back office's own.
 */
export const POLICY_NAMESPACES = ['policies'] as const;

// Each language's catalogue is its own chunk; English's site and shop are bundled (the fallback).
const lazy = import.meta.glob<{ default: Catalogue }>([
  '../locales/*/{site,shop,policies}.json',
  '!../locales/en/{site,shop}.json',
]);
const loaded = new Map<Lang, PageTexts>([['en', { site: enSite, shop: enShop }]]);

/** Loads a language's catalogues (at once when they came with the page or were loaded before). */
export async function loadPageTexts(lang: Lang, namespaces: readonly string[] = PAGE_NAMESPACES): Promise<void> {
  const texts = loaded.get(lang) ?? {};
  const missing = namespaces.filter((ns) => !(ns in texts));
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(async (ns) => {
      const load = lazy[`../locales/${lang}/${ns}.json`];
      texts[ns] = load ? (await load()).default : {};
    }),
  );
  loaded.set(lang, texts);
}

function lookup(texts: PageTexts | undefined, key: string): string | undefined {
  const [ns = '', path = ''] = key.split(':');
  let node: string | Catalogue | undefined = texts?.[ns];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The plural category of `count` in `lang` ('one', 'other'…), as i18next names its key suffixes. */
function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** The text of `key` in `lang` (its plural form for `count`), else undefined. */
function textIn(lang: Lang, key: string, count: unknown): string | undefined {
  const texts = loaded.get(lang);
  if (typeof count !== 'number') return lookup(texts, key);
  return lookup(texts, `${key}_${pluralOf(lang, count)}`) ?? lookup(texts, `${key}_other`) ?? lookup(texts, key);
}

/**
 * `key` ('site:hero.title') in `lang`, in English while that language has no text for it; with a
 * numeric `count`, the form of the key for that number in the language.
 */
export const translator =
  (lang: Lang): Translate =>
  (key, values = {}) =>
    (textIn(lang, key, values.count) ?? textIn('en', key, values.count) ?? key).replace(
      /{{\s*(\w+)\s*}}/g,
      (whole, name) => (name in values ? String(values[name]) : whole),
    );

/** The page's language, its words, and `to`: an address as a link from this page (`/shop` → `/hi/shop`). */
export function useSiteTranslation() {
  const lang = usePageLanguage();
  return { lang, t: translator(lang), to: (path: string) => inLanguage(lang, path) };
}
