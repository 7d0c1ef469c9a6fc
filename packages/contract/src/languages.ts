import { z } from 'zod';

/**
 * The languages of the bystander's pages and of the alert texts: English, Hindi and eight more of
 * India's most spoken (docs/decisions/0032-languages.md), in the order the SOS page's switcher
 * lists them.
 */
export const LANGS = ['en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language named in its own script (the switcher, the profile) and in English (the back office). */
export const LANGUAGES: Record<Lang, { name: string; english: string }> = {
  en: { name: 'English', english: 'English' },
  hi: { name: 'हिन्दी', english: 'Hindi' },
  bn: { name: 'বাংলা', english: 'Bengali' },
  te: { name: 'తెలుగు', english: 'Telugu' },
  mr: { name: 'मराठी', english: 'Marathi' },
  ta: { name: 'தமிழ்', english: 'Tamil' },
  ur: { name: 'اردو', english: 'Urdu' },
  gu: { name: 'ગુજરાતી', english: 'Gujarati' },
  kn: { name: 'ಕನ್ನಡ', english: 'Kannada' },
  ml: { name: 'മലയാളം', english: 'Malayalam' },
};

/** Written right to left: its pages get dir="rtl". */
export const isRtl = (lang: Lang) => lang === 'ur';

/** The languages a reason may be translated into (English is the reason's own text). */
export const TRANSLATED_LANGS = LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');
export type TranslatedLang = Exclude<Lang, 'en'>;

/**
 * The public pages that exist in every language, by their English address: `/shop` is `/hi/shop` in
 * Hindi, `/` is `/hi/` (docs/decisions/0069-web-app-languages.md). The web app's router and the
 * server's page routes read this one list.
 */
export const TRANSLATED_PAGES = [
  '/',
  '/shop',
  '/demo',
  '/privacy-policy',
  '/shipping-policy',
  '/refund-policy',
  '/terms-and-conditions',
] as const;

export const ZLang = z.enum(LANGS, { error: `Choose one of the languages: ${LANGS.join(', ')}` });
export const ZTranslatedLang = z.enum(TRANSLATED_LANGS as [TranslatedLang, ...TranslatedLang[]], {
  error: `A translation is for one of: ${TRANSLATED_LANGS.join(', ')}`,
});
