import 'i18next';
import type { Catalogue } from './i18n.js';

/** Keys and plurals checked by the type checker against the English catalogue. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
