import { MOBILE_MESSAGES } from '@safesathi/contract';
import type { Translate } from '../../i18n/site-text';

/**
 * The contact form's checks speak English (the contract's sentences, docs/product.md §5, which the
 * server answers with too); on a page in another language each one the form can show is said in it,
 * through the public pages' lookup (the landing loads no i18next: docs/decisions/0069-web-app-languages.md).
 * A sentence not listed here is shown as it came. The same pattern as i18n/field-errors.ts.
 */
export function contactFieldError(t: Translate, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  switch (message) {
    case 'Please enter your name':
      return t('site:contact.errors.nameMissing');
    case 'Keep your name under 255 characters':
      return t('site:contact.errors.nameLong', { max: 255 });
    case 'Please enter your email':
      return t('site:contact.errors.emailMissing');
    case 'Invalid email':
      return t('site:contact.errors.emailInvalid');
    case 'Please enter your phone number':
      return t('site:contact.errors.phoneMissing');
    case MOBILE_MESSAGES['not-a-number']:
      return t('site:contact.errors.phoneNotNumber');
    case MOBILE_MESSAGES['too-short']:
      return t('site:contact.errors.phoneShort');
    case MOBILE_MESSAGES['too-long']:
      return t('site:contact.errors.phoneLong');
    case MOBILE_MESSAGES['not-mobile']:
      return t('site:contact.errors.phoneNotMobile');
    case MOBILE_MESSAGES['other-country']:
    case 'Only Indian numbers (+91) are supported':
      return t('site:contact.errors.countryForeign');
    case 'Keep the message under 2000 characters':
      return t('site:contact.errors.messageLong', { max: 2000 });
    default:
      return message;
  }
}
