import 'i18next';
import type en from './locales/en.json';

/** Keys and plurals checked by the type checker against the English catalogue. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
