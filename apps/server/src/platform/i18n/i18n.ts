import { isRtl, LANGS, type Lang } from '@safesathi/contract';
import i18next, { type TFunction } from 'i18next';
import Negotiator from 'negotiator';
import bnBlood from './locales/blood/bn.json' with { type: 'json' };
import enBlood from './locales/blood/en.json' with { type: 'json' };
import guBlood from './locales/blood/gu.json' with { type: 'json' };
import hiBlood from './locales/blood/hi.json' with { type: 'json' };
import knBlood from './locales/blood/kn.json' with { type: 'json' };
import mlBlood from './locales/blood/ml.json' with { type: 'json' };
import mrBlood from './locales/blood/mr.json' with { type: 'json' };
import taBlood from './locales/blood/ta.json' with { type: 'json' };
import teBlood from './locales/blood/te.json' with { type: 'json' };
import urBlood from './locales/blood/ur.json' with { type: 'json' };
import bn from './locales/bn.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import gu from './locales/gu.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import kn from './locales/kn.json' with { type: 'json' };
import ml from './locales/ml.json' with { type: 'json' };
import mr from './locales/mr.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };
import te from './locales/te.json' with { type: 'json' };
import bnTrips from './locales/trips/bn.json' with { type: 'json' };
import enTrips from './locales/trips/en.json' with { type: 'json' };
import guTrips from './locales/trips/gu.json' with { type: 'json' };
import hiTrips from './locales/trips/hi.json' with { type: 'json' };
import knTrips from './locales/trips/kn.json' with { type: 'json' };
import mlTrips from './locales/trips/ml.json' with { type: 'json' };
import mrTrips from './locales/trips/mr.json' with { type: 'json' };
import taTrips from './locales/trips/ta.json' with { type: 'json' };
import teTrips from './locales/trips/te.json' with { type: 'json' };
import urTrips from './locales/trips/ur.json' with { type: 'json' };
import ur from './locales/ur.json' with { type: 'json' };

export { isRtl, LANGS, type Lang };
export type T = TFunction;

/** The English catalogue's shape, which every language has (checked by i18n.test.ts). */
export type Catalogue = typeof en & { blood: typeof enBlood; trips: typeof enTrips };

/**
 * The public pages' and alert texts' message catalogues, one JSON file per language
 * (docs/decisions/0032-languages.md), and the emergency-blood pages' and texts' under `blood`,
 * from files of their own (locales/blood/), and the trips' arrival texts under `trips` (locales/trips/). Imported here so that the server's bundle carries
 * them (scripts/build-server.mjs): nothing is read from disk at run time.
 */
export const CATALOGUES: Record<Lang, Catalogue> = {
  en: { ...en, blood: enBlood, trips: enTrips },
  hi: { ...hi, blood: hiBlood, trips: hiTrips },
  bn: { ...bn, blood: bnBlood, trips: bnTrips },
  te: { ...te, blood: teBlood, trips: teTrips },
  mr: { ...mr, blood: mrBlood, trips: mrTrips },
  ta: { ...ta, blood: taBlood, trips: taTrips },
  ur: { ...ur, blood: urBlood, trips: urTrips },
  gu: { ...gu, blood: guBlood, trips: guTrips },
  kn: { ...kn, blood: knBlood, trips: knTrips },
  ml: { ...ml, blood: mlBlood, trips: mlTrips },
};

/**
 * One i18next instance for the process, initialised synchronously at start with every catalogue;
 * pages and texts take a fixed `t` per language from it, never a new instance per request.
 * React escapes what a page shows and a text is plain, so i18next does not escape values itself.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGS.map((l) => [l, { translation: CATALOGUES[l] }])),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGS],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const fixed = new Map(LANGS.map((l) => [l, i18n.getFixedT(l)]));

/** The translate function of one language (a missing key falls back to English). */
export const tFor = (lang: Lang): T => fixed.get(lang)!;

/** The contract's field messages (English, from zod; SOS_MOBILE_MESSAGES among them) and their keys in the catalogues. */
const FIELD_KEYS: Record<string, keyof typeof en.field> = {
  'Enter your name': 'nameMissing',
  'Keep your name under 80 characters': 'nameLong',
  'Enter your mobile number': 'mobileMissing',
  'Enter your 10-digit mobile number': 'mobileInvalid',
  'Mobile numbers start with 6, 7, 8 or 9': 'mobileNotMobile',
  'Enter an Indian mobile number (+91)': 'mobileForeign',
  'Please select a reason': 'reasonMissing',
  'Keep the landmark under 120 characters': 'landmarkLong',
};

/** A field message from the contract's schemas in the page's language (as it is, if unknown). */
export function translateField(lang: Lang, message: string): string {
  const key = FIELD_KEYS[message];
  return key ? tFor(lang)(`field.${key}`) : message;
}

const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** `?lang=` wins; otherwise the first of Accept-Language we speak; otherwise English. */
export function pickLang(query: unknown, acceptLanguage: string | undefined): Lang {
  if (isLang(query)) return query;
  if (!acceptLanguage) return 'en';
  // negotiator: quality values, regional tags (ta-IN → ta) and "q=0" (not this one) as RFC 9110 has them.
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LANGS]);
  return isLang(best) ? best : 'en';
}

/** The language of a stored setting (a customer's, an alert's), English if unset or unknown. */
export const langOr = (value: unknown, fallback: Lang = 'en'): Lang => (isLang(value) ? value : fallback);
