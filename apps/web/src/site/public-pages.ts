import { type Lang, type PageSlug, TRANSLATED_PAGES } from '@safesathi/contract';
import { APP_NAME } from '../config';
import { inLanguage, PREFIXED_LANGS } from '../i18n/page-language';
import { POLICY_NAMESPACES, type Translate } from '../i18n/site-text';
import { SHOP_PAGE_SIZE, shopKeys } from '../shop/shop-keys';
import { type PolicySlug, policyWords } from './policy-slugs';
import { publicKeys } from './public-api';

/** One API read of a public page: the query key the page reads it under, and where the API answers it. */
interface Read {
  key: readonly unknown[];
  url: string;
  /** The answer itself under `key` (a page of a list, with its total), not its `data`. */
  whole?: true;
}

export interface PublicPage {
  title: string;
  description: string;
  /** The page's module, to load its chunks with the app's when the page hydrates. */
  module: string;
  /** Everything the page reads from the API, answered before it is rendered. */
  reads: Read[];
  /** A page in every language: its title and description in the page's. */
  words?: (t: Translate) => { title: string; description: string };
  /** The language of this address (English when absent) and the page's address without its prefix. */
  lang?: Lang;
  base?: string;
  /** What differs at the page's addresses in other languages (a policy's reads, words and catalogues). */
  translated?: Pick<PublicPage, 'reads' | 'texts' | 'words'>;
  /** The catalogues this page needs beyond site and shop (`policies`). */
  texts?: readonly string[];
}

const settings: Read = { key: publicKeys.settings, url: '/api/settings' };
const pageText = (slug: PageSlug): Read => ({ key: publicKeys.page(slug), url: `/api/pages/${slug}` });
// The shop's first page, whole, as fetchShopProducts(1) asks for it (shop/shop-api.ts).
const products: Read = {
  key: shopKeys.storeProducts,
  url: `/api/shop/products?page=1&limit=${SHOP_PAGE_SIZE}`,
  whole: true,
};

/**
 * A policy: in English the back office's text; in another language its translation
 * (docs/decisions/0083-policies-in-every-language.md), which reads only the settings (the support
 * address in it), not the English text it would not show.
 */
const policy = (slug: PolicySlug, title: string, description: string): PublicPage => ({
  title: `${title} · ${APP_NAME}`,
  description,
  module: 'src/site/policy-page.tsx',
  reads: [settings, pageText(slug)],
  translated: {
    reads: [settings],
    texts: POLICY_NAMESPACES,
    words: (t) => {
      const words = policyWords(t, slug, { app: APP_NAME, email: '' });
      return { title: `${words.title} · ${APP_NAME}`, description: words.description };
    },
  },
});

/**
 * The public pages the server renders per request with the API's current answers, and the app
 * hydrates only when needed (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md).
 */
const ENGLISH_PAGES: Record<string, PublicPage> = {
  '/': {
    title: `${APP_NAME}: road safety with a QR sticker`,
    description: `${APP_NAME}: a QR sticker on your vehicle lets anyone alert you and your emergency contacts in seconds, without seeing your number. You answer from your phone, and they see it live.`,
    words: (t) => ({
      title: t('site:meta.homeTitle', { app: APP_NAME }),
      description: t('site:meta.homeDescription', { app: APP_NAME }),
    }),
    module: 'src/site/landing/landing-page.tsx',
    reads: [
      settings,
      pageText('about'),
      { key: publicKeys.banners, url: '/api/banners' },
      { key: publicKeys.faqs, url: '/api/faqs' },
      products,
    ],
  },
  '/shop': {
    title: `Shop · ${APP_NAME}`,
    description: `${APP_NAME} QR tags for your car or bike, and safety kits, delivered across India.`,
    words: (t) => ({
      title: t('site:meta.shopTitle', { app: APP_NAME }),
      description: t('site:meta.shopDescription', { app: APP_NAME }),
    }),
    module: 'src/shop/shop-page.tsx',
    reads: [settings, products],
  },
  '/demo': {
    title: `How it works · ${APP_NAME}`,
    description: `See the ${APP_NAME} SOS loop in four steps and try it with a live demo tag.`,
    words: (t) => ({
      title: t('site:meta.demoTitle', { app: APP_NAME }),
      description: t('site:meta.demoDescription', { app: APP_NAME }),
    }),
    module: 'src/site/demo-page.tsx',
    reads: [settings],
  },
  '/privacy-policy': policy(
    'privacy-policy',
    'Privacy Policy',
    `What ${APP_NAME} collects, why, how it is kept safe, and your rights.`,
  ),
  '/shipping-policy': policy(
    'shipping-policy',
    'Shipping Policy',
    `How and when ${APP_NAME} orders are shipped across India, and how to track them.`,
  ),
  '/refund-policy': policy(
    'refund-policy',
    'Refund Policy',
    `When ${APP_NAME} refunds or replaces a product, and how to ask for it.`,
  ),
  '/terms-and-conditions': policy(
    'terms-and-conditions',
    'Terms and Conditions',
    `The terms of using ${APP_NAME}, governed by Indian law.`,
  ),
};

/** A page's address as the server names it: no trailing slash (`/hi/` → `/hi`), `/` for the home page. */
const keyOf = (path: string) => path.replace(/\/+$/, '') || '/';

/** The English pages, and those of them that exist in every language at each one's address (`/hi`, `/hi/shop`). */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  ...ENGLISH_PAGES,
  ...Object.fromEntries(
    PREFIXED_LANGS.flatMap((lang) =>
      TRANSLATED_PAGES.map((base) => {
        const english = ENGLISH_PAGES[base]!;
        return [keyOf(inLanguage(lang, base)), { ...english, ...english.translated, lang, base }];
      }),
    ),
  ),
};
